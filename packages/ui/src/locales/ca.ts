import * as groups from './caGroups';
import type { BookshopLabels } from './types';

/** Every text of the kit in Catalan. */
export const ca: BookshopLabels = { ...groups };
