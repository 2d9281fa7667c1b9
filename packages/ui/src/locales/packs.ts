import { en } from './en';
import { es } from './es';
import type { BookshopLabels } from './types';

/**
 * Every locale pack of the kit, by its BCP 47 language tag (`localePacks.es` is `es`). A new pack is
 * added here: Storybook's language toolbar, and its test run in each language, are made from this list.
 */
export const localePacks: Readonly<Record<string, BookshopLabels>> = { en, es };
