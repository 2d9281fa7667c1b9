import type { Book as ApiBook } from '@bookshop/contract';
import type { WithId } from './ids';

/** A book as the shop uses it: `id` instead of `_id`, also on its author and publisher. */
export type Book = WithId<ApiBook>;
