import type { SearchResponse } from '@bookshop/contract';
import { delay, HttpResponse, http } from 'msw';

/** Matches the API under any origin: `/api/...` in the browser, `http://host/api/...` in Node. */
const api = (path: string) => `*/api${path}`;

/** Error state: the call (every call by default) answers as the API does when it fails (500). */
export function failingApi({ path = '/*' }: { path?: string } = {}) {
  return http.all(api(path), () =>
    HttpResponse.json(
      { error: { code: 'internalError', message: 'Something went wrong on our side' } },
      { status: 500 },
    ),
  );
}

/**
 * Loading state: the call waits `ms` (forever by default: a loading state that stays), then the
 * handlers after this one answer it. Put it before them.
 */
export function slowApi({ path = '/*', ms = 'infinite' }: { path?: string; ms?: number | 'infinite' } = {}) {
  return http.all(api(path), async () => {
    await delay(ms);
    // Nothing returned: the next handler answers, as if the server had just been slow.
    return undefined;
  });
}

/** The header's search (`GET /search/:name/:language`) finding these, whatever the text; none by default. */
export function searchAnswer(found: Partial<SearchResponse> = {}) {
  return http.get(api('/search/:name/:language'), () =>
    HttpResponse.json({ books: [], authors: [], publishers: [], ...found } satisfies SearchResponse),
  );
}
