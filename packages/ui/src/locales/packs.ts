import { ca } from './ca';
import { en } from './en';
import { es } from './es';
import type { BookshopLabels } from './types';

/**
 * The locale packs the kit publishes, by their BCP 47 language tag (`localePacks.es` is `es`). A pack
 * of the folder not listed here yet is already in Storybook's language toolbar and its tests, so it is
 * checked before it is published.
 */
export const localePacks: Readonly<Record<string, BookshopLabels>> = { ca, en, es };
