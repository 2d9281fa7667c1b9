import { categoryName, categoryTrail, shopPaths } from '@bookshop/contract';

/** One step of a page's breadcrumb trail: its name and the path of its page. */
interface Step {
  name: string;
  path: string;
}

// The shop opens in Spanish: the trail a crawler reads is the one a Spanish reader sees.
const HOME: Step = { name: 'Inicio', path: shopPaths.home() };

/** The steps to a category's page: home, its top category when it is a subcategory, itself. */
function categorySteps(slugs: readonly string[]): Step[] {
  return categoryTrail(slugs).map((slug) => ({
    name: categoryName(slug, 'esp'),
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
export function categoryBreadcrumbs(slug: string, origin: string): Record<string, unknown> {
  return breadcrumbList([HOME, ...categorySteps([slug])], origin);
}

/** The trail of a book's page: home, its category (see `categoryTrail`), the book. */
export function bookBreadcrumbs(
  book: { name: string; categories: readonly string[]; path: string },
  origin: string,
): Record<string, unknown> {
  return breadcrumbList(
    [HOME, ...categorySteps(book.categories), { name: book.name, path: book.path }],
    origin,
  );
}
