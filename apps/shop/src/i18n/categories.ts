import {
  type Category,
  categoryName,
  categoryTree,
  type Language,
  shopPaths,
  topCategories,
} from '@bookshop/contract';

// The names themselves are the contract's (`categoryName`), which the server's page heads read too.
export { categoryName };

/** The navigation tree with names in the given language. */
export function navCategories(language: Language) {
  return topCategories.map((top) => ({
    slug: top,
    label: categoryName(top, language),
    children: categoryTree[top].map((slug) => ({ slug, label: categoryName(slug, language) })),
  }));
}

/** The breadcrumb steps of categories from the top down (see `categoryTrail`), each a link to its list. */
export function categoryCrumbs(slugs: Category[], language: Language) {
  return slugs.map((slug) => ({ label: categoryName(slug, language), href: shopPaths.category(slug) }));
}
