import { allCategories, type Language, shopPaths } from '@bookshop/contract';
import type { Database } from '../db/client';
import { listPageEntries } from '../db/pages';
import { alternates, escapeHtml } from './head';

/** Pages that only make sense to a signed-in reader or an admin: crawlers stay out. */
const privatePaths = [shopPaths.admin(), shopPaths.myAccount(), shopPaths.basket()];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every book, author, publisher and category page, and the home page, each with its alternates in the
 * offered languages (all at the one address: the reader's choice picks the language), as the page's
 * head lists them.
 */
export async function sitemapXml(
  db: Database,
  origin: string,
  offered: readonly Language[],
): Promise<string> {
  const entries = await listPageEntries(db);
  const paths = [
    shopPaths.main(),
    ...allCategories.map((category) => shopPaths.category(category)),
    ...entries.books.map((book) => shopPaths.book(book.id, book.nameEng)),
    ...entries.authors.map((author) => shopPaths.author(author.id, author.nameEng)),
    ...entries.publishers.map((publisher) => shopPaths.publisher(publisher.id, publisher.nameEng)),
  ];
  const urls = paths.map((path) => {
    const address = escapeHtml(origin + path);
    const links = alternates(offered).map(
      ({ hreflang }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address}"/>`,
    );
    return `  <url><loc>${address}</loc>${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
