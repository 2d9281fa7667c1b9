// The languages the code knows, as data (issue 35). Everything about a language is read from here: its
// code in the API and storage, its `lang` attribute, its own name in the selector, how it writes prices and
// dates, and which language stands in for a missing text. A shop offers some of them, in its own order
// (`SHOP_LANGUAGES` in the API); adding one is a line here and a word list. No zod here: the storefront's
// first load reads it.

/** Each language the code knows. */
export const languageTable = {
  esp: { tag: 'es', ownName: 'Español', locale: 'es-ES', fallback: ['eng'] },
  eng: { tag: 'en', ownName: 'English', locale: 'en-GB', fallback: ['esp'] },
  // Catalan readers in Barcelona read Spanish before English.
  cat: { tag: 'ca', ownName: 'Català', locale: 'ca-ES', fallback: ['esp', 'eng'] },
} as const satisfies Record<
  string,
  {
    /** BCP 47 tag: `<html lang>`, `hreflang`, the kit's pack. */
    tag: string;
    /** Its name written in itself, as the language selector shows it. */
    ownName: string;
    /** Intl locale of prices and dates. */
    locale: string;
    /** The languages whose text stands in for a missing one, best first. */
    fallback: readonly string[];
  }
>;

export type Language = keyof typeof languageTable;

/** Every language the code knows: `esp`, `eng`, `cat`. */
export const KNOWN_LANGUAGES = Object.keys(languageTable) as [Language, ...Language[]];

/** Languages every localised text is given in (SPEC section 1); the others may be missing. */
export const REQUIRED_LANGUAGES = ['esp', 'eng'] as const satisfies readonly Language[];

/** The languages a shop offers without `SHOP_LANGUAGES`: the SPEC's Español and English, Spanish first. */
export const DEFAULT_SHOP_LANGUAGES: readonly Language[] = ['esp', 'eng'];

/** The language of a page or request when nothing says otherwise: the shop's own, Spanish. */
export const DEFAULT_LANGUAGE: Language = 'esp';

/** Whether `value` is the code of a language the code knows. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languageTable, value);
}

/** A language every localised text is given in: `esp` or `eng`. */
export type RequiredLanguage = (typeof REQUIRED_LANGUAGES)[number];

/** A value in each language: Spanish and English always, the others when written (a dictionary, a text). */
export type InLanguages<T> = { [L in RequiredLanguage]: T } & {
  [L in Exclude<Language, RequiredLanguage>]?: T;
};

/** A text in each language: Spanish and English always, the others when written. */
export type LocalisedText = InLanguages<string>;

/** `language` and then its fallback languages, best first: cat → esp → eng. */
function fallbackChain(language: Language): readonly Language[] {
  return [language, ...languageTable[language].fallback];
}

/** The first language of `language`'s chain that every text is given in: cat → esp, eng → eng. */
export function requiredLanguageOf(language: Language): RequiredLanguage {
  return fallbackChain(language).find((candidate): candidate is RequiredLanguage =>
    (REQUIRED_LANGUAGES as readonly Language[]).includes(candidate),
  ) as RequiredLanguage;
}

/** The value of `values` in `language`, or in the first of its fallback languages that has one. */
export function inLanguage<T>(values: InLanguages<T>, language: Language): T {
  for (const candidate of fallbackChain(language)) {
    const value = values[candidate];
    if (value !== undefined) return value;
  }
  return values[requiredLanguageOf(language)];
}

/**
 * The text of `localised` in `language`, or, when it is missing or blank, in the first of its fallback
 * languages that has one: cat → esp → eng. Never blank while Spanish or English is given.
 */
export function textIn(localised: LocalisedText, language: Language): string {
  for (const candidate of fallbackChain(language)) {
    const text = localised[candidate];
    if (text?.trim()) return text;
  }
  return localised[requiredLanguageOf(language)];
}

/**
 * The languages named in a `SHOP_LANGUAGES` value ("esp,cat,eng"): the codes in its order, each once.
 * Throws naming the unknown code; an empty value means the default.
 */
export function parseShopLanguages(value: string | undefined): [Language, ...Language[]] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return [...DEFAULT_SHOP_LANGUAGES] as [Language, ...Language[]];
  const unknown = codes.filter((code) => !isLanguage(code));
  if (unknown.length > 0) {
    throw new Error(
      `SHOP_LANGUAGES: unknown language ${unknown.map((code) => `"${code}"`).join(', ')}; known: ${KNOWN_LANGUAGES.join(', ')}`,
    );
  }
  return [...new Set(codes as Language[])] as [Language, ...Language[]];
}

/** The language a `language` cookie names when the shop offers it; the shop's first language otherwise. */
export function languageOfCookie(
  value: string | undefined,
  offered: readonly Language[] = DEFAULT_SHOP_LANGUAGES,
): Language {
  return offered.find((language) => language === value) ?? offered[0] ?? DEFAULT_LANGUAGE;
}

/** The `lang` attribute of a page in each language. */
export const htmlLang = Object.fromEntries(
  KNOWN_LANGUAGES.map((language) => [language, languageTable[language].tag]),
) as { [L in Language]: (typeof languageTable)[L]['tag'] };
