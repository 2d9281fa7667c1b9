import type { Category } from './categories';
import { catalanCategoryNames } from './categoryNamesCat';
import { englishCategoryNames } from './categoryNamesEng';
import { spanishCategoryNames } from './categoryNamesEsp';
import { type Language, textIn } from './languages';

// The category names, one module per language: one source for the shop's navigation, breadcrumbs and
// titles (each language's with that language's words, so a reader loads their own only) and for the
// server's page heads and structured data.
export { catalanCategoryNames, englishCategoryNames, spanishCategoryNames };

/** A category's name in a language (`imaginative` → `Ficción` / `Fiction` / `Ficció`). */
export function categoryName(slug: Category, language: Language): string {
  return textIn(
    { esp: spanishCategoryNames[slug], eng: englishCategoryNames[slug], cat: catalanCategoryNames[slug] },
    language,
  );
}
