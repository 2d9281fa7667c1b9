import {
  categoryName,
  categoryTrail,
  type Language,
  type LocalisedText,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import { catalanPageTexts } from './pagesCat';

/** One step of a page's breadcrumb trail: its name and the path of its page. */
interface Step {
  name: string;
  path: string;
}

// The trail in the page's language, as the page shows it (a crawler, with no cookie, reads Spanish).
const homeNames: LocalisedText = { esp: 'Inicio', eng: 'Home', cat: catalanPageTexts.home };
const home = (language: Language): Step => ({ name: textIn(homeNames, language), path: shopPaths.home() });

/** The steps to a category's page: home, its top category when it is a subcategory, itself. */
function categorySteps(slugs: readonly string[], language: Language): Step[] {
  return categoryTrail(slugs).map((slug) => ({
    name: categoryName(slug, language),
    path: shopPaths.category(slug),
  }));
}

/** A schema.org `BreadcrumbList`: the same trail the page shows above its title. */
function breadcrumbList(steps: Step[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: origin + step.path,
    })),
  };
}

/** The trail of a category's page (Inicio › Ficción › Novela negra). */
export function categoryBreadcrumbs(
  slug: string,
  origin: string,
  language: Language,
): Record<string, unknown> {
  return breadcrumbList([home(language), ...categorySteps([slug], language)], origin);
}

/** The trail of a book's page: home, its category (see `categoryTrail`), the book. */
export function bookBreadcrumbs(
  book: { name: string; categories: readonly string[]; path: string },
  origin: string,
  language: Language,
): Record<string, unknown> {
  return breadcrumbList(
    [home(language), ...categorySteps(book.categories, language), { name: book.name, path: book.path }],
    origin,
  );
}
