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

/** The top category a subcategory belongs to; none for a top category. */
export function parentCategory(slug: Category): TopCategory | undefined {
  if (isTopCategory(slug)) return undefined;
  return topCategories.find((top) => (categoryTree[top] as readonly string[]).includes(slug));
}

/**
 * The categories of a breadcrumb trail, from the top down: a subcategory's parent and itself, or a
 * top category alone. For a book, its first subcategory (its most precise place), else its first
 * category; none when it has no category the shop knows.
 */
export function categoryTrail(slugs: Category | readonly string[]): Category[] {
  const known = (typeof slugs === 'string' ? [slugs] : slugs).filter(isCategory);
  const place = known.find((slug) => !isTopCategory(slug)) ?? known[0];
  if (!place) return [];
  const parent = parentCategory(place);
  return parent ? [parent, place] : [place];
}
