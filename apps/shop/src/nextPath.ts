/**
 * Where to go after signing in or up: the `next` address the shopper came from (the basket's
 * checkout sends `?next=/basket`), only if it is a path of this shop, else the home page.
 */
export function nextPath(search: URLSearchParams): string {
  const next = search.get('next');
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/main';
}
