import { type InLanguages, inLanguage, KNOWN_LANGUAGES, type Language } from '@bookshop/contract';
import { type BookshopLabelsOverride, BookshopLabelsScope } from '@bookshop/ui';
import type { ReactNode } from 'react';
import { useWords } from './useWords';
import type { Words } from './words';

/**
 * The texts of one part of the shop (the back office, the account pages, the orders) in both
 * languages. The first page of any reader carries only the common words (`words.ts`); a part's words
 * are in a module of their own, imported by the lazily loaded pages that show them, so they arrive with
 * those pages: the router loads a page's module before it renders it, in the browser and on the server.
 */
export type Area<T extends object> = InLanguages<T>;

const isGroup = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Texts of two sources; a group in both (`accounts`, `stock`) holds the texts of both. */
function merge<A extends object, B extends object>(a: A, b: B): A & B {
  const merged: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b)) {
    const before = merged[key];
    merged[key] = isGroup(before) && isGroup(value) ? { ...before, ...value } : value;
  }
  return merged as A & B;
}

/** Two parts' words as one part (the back office shows the orders' words too). */
export function combineAreas<A extends object, B extends object>(a: Area<A>, b: Area<B>): Area<A & B> {
  const combined = new Map<Language, A & B>();
  // Read when asked, as a language's words may load later (`languageWords.ts`); a language neither part
  // is written in (yet) is absent, so its fallback's words are read.
  const descriptors = Object.fromEntries(
    KNOWN_LANGUAGES.map((language) => [
      language,
      {
        enumerable: true,
        get: () => {
          if (!a[language] && !b[language]) return undefined;
          const words = combined.get(language) ?? merge(inLanguage(a, language), inLanguage(b, language));
          combined.set(language, words);
          return words;
        },
      },
    ]),
  );
  return Object.defineProperties({}, descriptors) as Area<A & B>;
}

// The common words with a part's, made once per language and part, so that they keep their identity.
const withArea = new WeakMap<object, WeakMap<object, object>>();
function wordsWith<T extends object>(words: Words, areaWords: T): Words & T {
  const ofWords = withArea.get(words) ?? new WeakMap<object, object>();
  withArea.set(words, ofWords);
  const merged = ofWords.get(areaWords) ?? merge(words, areaWords);
  ofWords.set(areaWords, merged);
  return merged as Words & T;
}

/** `useWords()` with a part's words: the common texts and the part's, in the reader's language. */
export function useAreaWords<T extends object>(area: Area<T>) {
  const { language, words, locale } = useWords();
  return { language, locale, words: wordsWith(words, inLanguage(area, language)) };
}

/** Gives the kit's components inside a part's texts (its forms, tables, orders), in the reader's language. */
export function WordsArea<T extends object>({ area, children }: { area: Area<T>; children: ReactNode }) {
  const { language } = useWords();
  return (
    <BookshopLabelsScope labels={inLanguage(area, language) as BookshopLabelsOverride}>
      {children}
    </BookshopLabelsScope>
  );
}
