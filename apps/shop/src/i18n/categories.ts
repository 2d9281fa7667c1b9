import {
  type Category,
  categoryTree,
  inLanguage,
  type Language,
  shopPaths,
  topCategories,
} from '@bookshop/contract';
import { shopWords } from './words';

/**
 * A category's name in a language: the contract's names, read from the reader's language's words (each
 * language's names load with its words, so a reader's first page carries their language's only).
 */
export function categoryName(slug: Category, language: Language): string {
  return inLanguage(shopWords, language).categoryNames[slug];
}

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
