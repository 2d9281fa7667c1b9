import { describe, expect, it } from 'vitest';
import { type Manifest, routeFiles } from '../src/seo/preload';

// The shape of the shop's manifest: the entry loads the common words of a language on demand, the book
// page's module the catalogue's, and both share the kit's Catalan pack.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/i18n/catalan/words.ts', 'src/features/catalogue/book.tsx'],
  },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_ca.js': { file: 'assets/ca-3.js' },
  'src/i18n/catalan/words.ts': { file: 'assets/words-4.js', imports: ['_shared.js', '_ca.js'] },
  'src/i18n/catalan/catalogueWords.ts': { file: 'assets/catalogueWords-5.js', imports: ['_ca.js'] },
  'src/i18n/catalan/backOfficeWords.ts': { file: 'assets/backOfficeWords-6.js', imports: ['_ca.js'] },
  'src/features/catalogue/book.tsx': {
    file: 'assets/book-7.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/i18n/catalan/catalogueWords.ts'],
  },
};
const catalanWords = (module: string) => module.startsWith('src/i18n/catalan/');

describe('the files a page preloads', () => {
  it("name a Catalan reader's common words and the page's part's words, and no other part's", () => {
    expect(routeFiles(manifest, ['src/features/catalogue/book.tsx'], catalanWords).scripts).toEqual([
      '/assets/book-7.js',
      '/assets/words-4.js',
      '/assets/ca-3.js',
      '/assets/catalogueWords-5.js',
    ]);
  });

  it("name no other language's words for a Spanish reader", () => {
    expect(routeFiles(manifest, ['src/features/catalogue/book.tsx'], () => false).scripts).toEqual([
      '/assets/book-7.js',
    ]);
  });
});
