import * as groups from './esGroups';
import type { BookshopLabels } from './types';

/** Every text of the kit in Spanish. */
export const es: BookshopLabels = { ...groups };
