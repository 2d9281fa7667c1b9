import type { LocalisedText } from '@bookshop/contract';

/**
 * A localised text from its columns (`name_eng`, `name_esp`, `name_cat`): Catalan only when written,
 * so that a text without it answers as it always has (`textIn` reads Spanish for a Catalan reader).
 */
export function localisedOf(eng: string, esp: string, cat: string | null): LocalisedText {
  return cat ? { eng, esp, cat } : { eng, esp };
}

/** The Catalan column of a new text: null when not written. */
export const catalanOf = (text: LocalisedText | undefined): string | null => text?.cat || null;

/**
 * The Catalan column of a change: unchanged when the change gives no Catalan (a form or client that
 * does not know it loses nothing), cleared by a blank one.
 */
export function catalanPatchOf(text: LocalisedText | undefined): string | null | undefined {
  return text?.cat === undefined ? undefined : text.cat || null;
}
