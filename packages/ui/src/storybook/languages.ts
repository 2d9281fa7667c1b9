// What Storybook (and the stories' play functions) know of the toolbar's language and currency. Made
// from the kit's locale packs, every pack file of `locales/` (see `packFiles.ts`): a pack added there is
// in the toolbar, named in its own language, and the stories' tests expect its texts. Not part of the
// published kit.
import { formatDate } from '../format/date';
import { formatPrice } from '../format/price';
import { packExport, packTag } from '../locales/packFiles';
import type { BookshopLabels } from '../locales/types';

export interface StoryLanguage {
  /** The pack's BCP 47 tag, the toolbar's value: `es`. */
  tag: string;
  /** The language's own name, as the toolbar shows it: `Español`. */
  name: string;
  /** How its readers write prices and dates: `es-ES`. */
  locale: string;
  labels: BookshopLabels;
}

/** English as the Barcelona shop writes it (British); any other language as in its main country. */
const locales: Record<string, string> = { en: 'en-GB' };

const ownName = (tag: string) => {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
};

const packModules = import.meta.glob<Record<string, BookshopLabels>>(
  ['../locales/*.ts', '!../locales/*.test.ts'],
  { eager: true },
);

/** The toolbar's languages: English first (the kit's default), then the others by their tags. */
export const storyLanguages: StoryLanguage[] = Object.entries(packModules)
  .flatMap(([file, module]) => {
    const tag = packTag(file);
    const labels = tag && module[packExport(tag)];
    if (!tag || !labels) return [];
    const { language, region } = new Intl.Locale(tag).maximize();
    return [{ tag, labels, name: ownName(tag), locale: locales[tag] ?? `${language}-${region}` }];
  })
  .sort((a, b) => Number(b.tag === 'en') - Number(a.tag === 'en') || a.tag.localeCompare(b.tag));

/** The currencies of the toolbar. */
export const storyCurrencies = ['EUR', 'GBP', 'USD'] as const;

/** A story's toolbar values, as a play function receives them in `globals`. */
export interface StoryGlobals {
  language?: unknown;
  currency?: unknown;
  [global: string]: unknown;
}

/** The toolbar's language of a story; English when it names none the kit has. */
export function storyLanguage(globals: StoryGlobals): StoryLanguage {
  const found = storyLanguages.find((language) => language.tag === globals.language);
  return (
    found ?? storyLanguages.find((language) => language.tag === 'en') ?? (storyLanguages[0] as StoryLanguage)
  );
}

/** The kit's texts in the toolbar's language: what a play function expects to read. */
export function storyTexts(globals: StoryGlobals): BookshopLabels {
  return storyLanguage(globals).labels;
}

/**
 * An amount as the toolbar's language and currency write it, its no-break spaces as plain ones: a text
 * query compares the page's text that way ("63,80 €").
 */
export function storyPrice(globals: StoryGlobals, amount: number): string {
  const currency = typeof globals.currency === 'string' ? globals.currency : 'EUR';
  return plainSpaces(formatPrice(amount, storyLanguage(globals).locale, currency));
}

const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** A date (ISO text) as the toolbar's language writes it with `options`. */
export function storyDate(globals: StoryGlobals, iso: string, options: Intl.DateTimeFormatOptions): string {
  return plainSpaces(formatDate(iso, storyLanguage(globals).locale, options));
}

/**
 * A story's own sample words (an app's, not the kit's: a category's name, a filter's) in the toolbar's
 * language; English where the story has none in it.
 */
export function storySample<T>(globals: StoryGlobals, samples: { en: T } & Partial<Record<string, T>>): T {
  return samples[storyLanguage(globals).tag] ?? samples.en;
}

/**
 * A whole accessible name or text as a pattern in which any space may be any white space: Intl writes
 * a no-break space inside some prices ("60,30 €"), and a name joins its parts with spaces.
 */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);
}

/** A text as the start of a name or label (a required field's label goes on with its `*`). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
