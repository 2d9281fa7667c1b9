/** The shop's category tree (SPEC section 2): five top categories, each with its subcategories. */
export const categoryTree = {
  imaginative: [
    'classic',
    'poem',
    'history',
    'detective',
    'adventure',
    'bestseller',
    'novel',
    'folklore',
    'dramaturgy',
    'fantasy',
  ],
  educational: ['language', 'scientific', 'manual', 'textbook', 'preschool', 'dictionarie'],
  children: ['upTo10Year', 'tale', 'gameBook', 'riddle', 'children_educational', 'fable', 'forTeen'],
  it_and_programing: [
    'html',
    'css',
    'javascript',
    'c',
    'c_plus_plus',
    'c_sharp',
    'pyton',
    'java',
    'swift',
    'php',
    'typescript',
    'kotlin',
  ],
  other: [
    'musical',
    'politic',
    'economy',
    'encyclopedia',
    'militaryScience',
    'jurisprudence',
    'art',
    'architecture',
    'philosophy',
    'psychology',
    'biography',
    'medicine',
    'religious',
    'publicism',
    'tourism',
    'other_other',
  ],
} as const;

export type TopCategory = keyof typeof categoryTree;
export type SubCategory = (typeof categoryTree)[TopCategory][number];
export type Category = TopCategory | SubCategory;

export const topCategories = Object.keys(categoryTree) as TopCategory[];
export const allCategories: Category[] = [...topCategories, ...Object.values(categoryTree).flat()];

export function isTopCategory(slug: string): slug is TopCategory {
  return Object.hasOwn(categoryTree, slug);
}

/** Whether a slug is one of the shop's categories (a plain check: the storefront reads it without zod). */
export function isCategory(slug: string | undefined): slug is Category {
  return slug !== undefined && (allCategories as string[]).includes(slug);
}

/** A top category stands for itself and all its subcategories; a subcategory for itself. */
export function categoryWithSubcategories(slug: Category): Category[] {
  return isTopCategory(slug) ? [slug, ...categoryTree[slug]] : [slug];
}
