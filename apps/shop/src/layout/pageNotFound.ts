import { ApiError } from '@bookshop/data';

/** Thrown by a loader for an address that names nothing: the page shows not-found. */
export class PageNotFound extends Error {
  constructor() {
    super('Not found');
    this.name = 'PageNotFound';
  }
}

/** Whether a failed page failed because what it shows does not exist (the address or the API said so). */
export const isMissing = (error: unknown): boolean =>
  error instanceof PageNotFound || (error instanceof ApiError && error.status === 404);
