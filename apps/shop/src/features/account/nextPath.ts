import { safeNextPath } from '@bookshop/contract';

/**
 * Where to go after signing in or up: the `next` address the shopper came from (the basket's
 * checkout sends `?next=/basket`), only if it is a path of this shop, else the home page.
 */
export function nextPath(search: URLSearchParams): string {
  return safeNextPath(search.get('next'));
}
