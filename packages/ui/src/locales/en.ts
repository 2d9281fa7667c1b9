import * as groups from './enGroups';
import type { BookshopLabels } from './types';

/** Every text of the kit in English: each component's own defaults, gathered. */
export const en: BookshopLabels = { ...groups };
