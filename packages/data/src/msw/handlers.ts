import { BOOKS_LIMIT_MAX } from '@bookshop/contract';
import { delay, HttpResponse, http } from 'msw';
import { fixtureBooks } from './fixtures';

/** Matches the API under any origin: `/api/...` in the browser, `http://host/api/...` in Node. */
const api = (path: string) => `*/api${path}`;

function errorResponse(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: fields ? { code, message, fields } : { code, message } }, { status });
}

/** Handlers that answer like the real API, for stories and tests. */
export const handlers = [
  http.get(api('/books'), ({ request }) => {
    const limitText = new URL(request.url).searchParams.get('limit') ?? '10';
    const limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > BOOKS_LIMIT_MAX) {
      return errorResponse(400, 'invalidInput', 'Some fields are not valid', {
        limit: `Must be a whole number from 1 to ${BOOKS_LIMIT_MAX}`,
      });
    }
    return HttpResponse.json({ books: fixtureBooks.slice(0, limit) });
  }),
];

/** Variants for the states a screen must handle. */
export const booksHandlers = {
  empty: http.get(api('/books'), () => HttpResponse.json({ books: [] })),
  slow: http.get(api('/books'), async () => {
    await delay('infinite');
    return HttpResponse.json({ books: [] });
  }),
  error: http.get(api('/books'), () =>
    errorResponse(500, 'internalError', 'Something went wrong on our side'),
  ),
};
