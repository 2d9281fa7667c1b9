import { htmlLang, imageSources, type Language, languageTable } from '@bookshop/contract';

/** What search engines and link previews learn about one page, and what its first paint needs. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's one address, e.g. `/books/<id>/Don%20Quixote`; none for the not-found page. */
  canonicalPath?: string;
  /** The language the head (and the page) is written in; Spanish when not said. */
  language?: Language;
  /** Kept out of search engines' indexes (a search's results). */
  noIndex?: boolean;
  /** `website` or `book` (Open Graph type). */
  type: 'website' | 'book';
  /** Path of the page's picture, when it has one. */
  image?: string;
  /** schema.org objects (a Book, a BreadcrumbList), each written as its own JSON-LD block. */
  structuredData?: Record<string, unknown>[];
  /** The page's largest picture, fetched at once rather than after the scripts ran. */
  preloadImage?: PreloadImage;
  /**
   * API answers the browser will ask for, fetched along with the scripts: those a render that was not
   * waited for had asked (see routes/shop.ts), at the addresses the shop's data layer asks them.
   */
  preloadData?: string[];
}

/** The page's main picture and the `sizes` its `<img>` has, so that the preload picks the same file. */
export interface PreloadImage {
  image: string;
  sizes: string;
}

/** Files of the page's route module to fetch in parallel with the entry script. */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * JSON safe inside a `<script>` block: `<`, `>` and `&` become `\u003c`-style escapes (still the same
 * JSON), so a name holding `</script>` or `<!--` cannot end the block, and U+2028/U+2029 are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The tags that replace the built `index.html`'s generic title and description; `offered` are the
 * shop's languages (SHOP_LANGUAGES), the first the default.
 */
export function headTags(
  head: PageHead,
  origin: string,
  siteName: string,
  offered: readonly Language[],
  files?: RouteFiles,
): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonicalPath) {
    const canonical = escapeHtml(origin + head.canonicalPath);
    tags.push(
      `<link rel="canonical" href="${canonical}" />`,
      `<meta property="og:url" content="${canonical}" />`,
      // Every offered language lives at the one address (the reader's choice picks one): say so to
      // search engines.
      ...alternates(offered).map(
        ({ hreflang }) => `<link rel="alternate" hreflang="${hreflang}" href="${canonical}" />`,
      ),
    );
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:locale" content="${languageTable[head.language ?? 'esp'].locale.replace('-', '_')}" />`,
  );
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(origin + head.image)}" />`);
  tags.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`);
  for (const script of files?.scripts ?? []) {
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`);
  }
  for (const style of files?.styles ?? [])
    tags.push(`<link rel="preload" as="style" href="${escapeHtml(style)}" />`);
  if (head.preloadImage) tags.push(imagePreload(head.preloadImage));
  // The shop's API client sends cookies (credentials: include): the preload must too, or it is not reused.
  for (const answer of head.preloadData ?? []) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(answer)}" crossorigin="use-credentials" />`);
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** The `hreflang` of each offered language, in order, then `x-default` (the first offered language's). */
export function alternates(offered: readonly Language[]): { hreflang: string }[] {
  return [...offered.map((language) => ({ hreflang: htmlLang[language] })), { hreflang: 'x-default' }];
}

/**
 * `index.html` naming the languages the shop offers, in order (`<html data-languages="esp,eng">`): the
 * shop's language selector offers those, and a stored language it does not offer reads as the first.
 */
export function withLanguagesOffered(indexHtml: string, offered: readonly Language[]): string {
  // After its other attributes: `inLanguage` finds `<html lang=` where the build wrote it.
  return indexHtml.replace(
    /<html\b([^>]*)>/i,
    (_tag, attributes: string) => `<html${attributes} data-languages="${offered.join(',')}">`,
  );
}

/** `index.html` with the `lang` of a page in `language` (the built file says `es`). */
export function inLanguage(indexHtml: string, language: Language = 'esp'): string {
  return indexHtml.replace(/<html lang="[^"]*"/i, `<html lang="${htmlLang[language]}"`);
}

/**
 * `index.html` for a page the browser renders, in `language`: its `lang`, and the built file's Spanish
 * `<title>` and description replaced by `head`'s.
 */
export function inLanguageWithTitle(
  indexHtml: string,
  language: Language,
  head: Pick<PageHead, 'title' | 'description'>,
): string {
  // Replacer functions, so that `$&` in a text is not read as a replacement pattern.
  return inLanguage(indexHtml, language)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
}

/**
 * `index.html` with the page's head: its `lang`, the built file's `<title>` and description replaced,
 * the other tags added before `</head>`. Everything else (the scripts, `#root`) stays as built.
 */
export function withHead(
  indexHtml: string,
  head: PageHead,
  origin: string,
  siteName: string,
  offered: readonly Language[],
  files?: RouteFiles,
): string {
  const withoutGeneric = inLanguage(indexHtml, head.language)
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  // A replacer function, so that `$&` or `$'` in a book's name is not read as a replacement pattern.
  const tags = headTags(head, origin, siteName, offered, files);
  return withoutGeneric.replace(/\s*<\/head>/i, () => `\n    ${tags}\n  </head>`);
}

/** The preload of the page's main picture, in the width the page's `<img>` will choose. */
function imagePreload({ image, sizes }: PreloadImage): string {
  const { src, srcSet } = imageSources(image);
  // Without its sizes, an imagesrcset would be read as the window's width: the largest file, fetched twice.
  const choice = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${choice} fetchpriority="high" />`;
}
