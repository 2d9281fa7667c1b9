import {
  type AuthUser,
  type BasketEntry,
  BOOKS_LIMIT_MAX,
  type Book,
  type BookDetails,
  categorySchema,
  categoryWithSubcategories,
  commentBookBodySchema,
  evaluateCommentBodySchema,
  fieldErrors,
  loginBodySchema,
  messages,
  rateBookBodySchema,
  signUpBodySchema,
  unevaluateCommentBodySchema,
} from '@bookshop/contract';
import { delay, HttpResponse, http } from 'msw';
import type { ZodType } from 'zod';
import {
  fixtureAuthors,
  fixtureBookDetails,
  fixtureBooks,
  fixtureId,
  fixturePublishers,
  fixtureSliderImages,
  fixtureUser,
} from './fixtures';
import { createOrderHandlers } from './orders';

/** Matches the API under any origin: `/api/...` in the browser, `http://host/api/...` in Node. */
const api = (path: string) => `*/api${path}`;

function errorResponse(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: fields ? { code, message, fields } : { code, message } }, { status });
}

const notSignedIn = () => errorResponse(401, 'notSignedIn', 'Sign in first');
const notFound = () => errorResponse(404, 'notFound', 'Not found');

async function parseBody<T>(request: Request, schema: ZodType<T>): Promise<T | Response> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  return parsed.success
    ? parsed.data
    : errorResponse(400, 'invalidInput', 'Some fields are not valid', fieldErrors(parsed.error));
}

/** What a fake server remembers between calls: who is signed in, their basket, ratings, comments. */
export interface MswState {
  user: AuthUser | null;
  basket: BasketEntry[];
  books: Map<string, BookDetails>;
}

export function createMswState(options: { signedIn?: boolean } = {}): MswState {
  return {
    user: options.signedIn ? fixtureUser : null,
    basket: [],
    books: new Map(fixtureBooks.map((book) => [book._id, fixtureBookDetails(book)])),
  };
}

function basketAnswer(state: MswState) {
  return HttpResponse.json({ basketBooks: state.basket });
}

function changeBasket(state: MswState, book: Book, change: 1 | -1) {
  const entry = state.basket.find((item) => item.book._id === book._id);
  if (entry) entry.count += change;
  else if (change > 0)
    state.basket.push({
      count: 1,
      book: { _id: book._id, name: book.name, price: book.price, image: book.image },
    });
  state.basket = state.basket.filter((item) => item.count > 0);
}

/** Handlers that answer like the real API, for stories and tests; `state` keeps what writes change. */
export function createHandlers(state: MswState = createMswState()) {
  const findBook = (id: string | readonly string[] | undefined) => state.books.get(String(id));
  return [
    http.get(api('/books'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const limit = Number(params.get('limit') ?? '10');
      if (!Number.isInteger(limit) || limit < 1 || limit > BOOKS_LIMIT_MAX) {
        return errorResponse(400, 'invalidInput', 'Some fields are not valid', {
          limit: `Must be a whole number from 1 to ${BOOKS_LIMIT_MAX}`,
        });
      }
      const category = params.get('category');
      if (category === null) return HttpResponse.json({ books: fixtureBooks.slice(0, limit) });
      const slug = categorySchema.safeParse(category);
      if (!slug.success)
        return errorResponse(400, 'invalidInput', 'Some fields are not valid', {
          category: messages.categoryUnknown,
        });
      const wanted = new Set<string>(categoryWithSubcategories(slug.data));
      return HttpResponse.json({
        books: fixtureBooks.filter((book) => book.category.some((c) => wanted.has(c))).slice(0, limit),
      });
    }),
    http.get(api('/books/popular'), () =>
      HttpResponse.json({
        books: [...fixtureBooks].sort((a, b) => b.averageRating - a.averageRating).slice(0, 10),
      }),
    ),
    http.get(api('/books/get-basket-books'), () => (state.user ? basketAnswer(state) : notSignedIn())),
    http.post(api('/books/:id/add-book-to-basket'), ({ params }) => {
      if (!state.user) return notSignedIn();
      const book = findBook(params.id);
      if (!book) return notFound();
      changeBasket(state, book, 1);
      return basketAnswer(state);
    }),
    http.post(api('/books/:id/remove-book-from-basket'), ({ params }) => {
      if (!state.user) return notSignedIn();
      const book = findBook(params.id);
      if (!book) return notFound();
      changeBasket(state, book, -1);
      return basketAnswer(state);
    }),
    http.get(api('/books/:id'), ({ params }) => {
      const book = findBook(params.id);
      return book ? HttpResponse.json({ book }) : notFound();
    }),
    http.post(api('/books/:id/rate-book'), async ({ params, request }) => {
      if (!state.user) return notSignedIn();
      const book = findBook(params.id);
      if (!book) return notFound();
      const body = await parseBody(request, rateBookBodySchema);
      if (body instanceof Response) return body;
      // One other reader rated 4: enough to show the average moving.
      const ratings = [4, ...(body.rating > 0 ? [body.rating] : [])];
      book.myRating = body.rating > 0 ? body.rating : null;
      book.ratingsCount = ratings.length;
      book.averageRating = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
      return HttpResponse.json({
        averageRating: book.averageRating,
        ratingsCount: book.ratingsCount,
        myRating: book.myRating,
      });
    }),
    http.post(api('/books/:id/comment-book'), async ({ params, request }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const book = findBook(params.id);
      if (!book) return notFound();
      const body = await parseBody(request, commentBookBodySchema);
      if (body instanceof Response) return body;
      const comment = {
        _id: fixtureId(7, book.comments.length + 1),
        text: body.text,
        author: { _id: user._id, name: user.name, surname: user.surname, profileImage: user.profileImage },
        book: book._id,
        createdAt: new Date().toISOString(),
        evaluations: [],
      };
      book.comments.unshift(comment);
      return HttpResponse.json({ comment }, { status: 201 });
    }),
    http.post(api('/comments/evaluate'), async ({ request }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const body = await parseBody(request, evaluateCommentBodySchema);
      if (body instanceof Response) return body;
      const comment = [...state.books.values()]
        .flatMap((b) => b.comments)
        .find((c) => c._id === body.commentId);
      if (!comment) return notFound();
      comment.evaluations = [
        ...comment.evaluations.filter((e) => e.user !== user._id),
        { user: user._id, value: body.value },
      ];
      return HttpResponse.json({ comment });
    }),
    http.post(api('/comments/unevaluate'), async ({ request }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const body = await parseBody(request, unevaluateCommentBodySchema);
      if (body instanceof Response) return body;
      const comment = [...state.books.values()]
        .flatMap((b) => b.comments)
        .find((c) => c._id === body.commentId);
      if (!comment) return notFound();
      comment.evaluations = comment.evaluations.filter((e) => e.user !== user._id);
      return HttpResponse.json({ comment });
    }),
    http.delete(api('/comments/:id'), ({ params }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      for (const book of state.books.values()) {
        const comment = book.comments.find((c) => c._id === params.id);
        if (!comment) continue;
        if (comment.author._id !== user._id && user.role !== 'admin')
          return errorResponse(403, 'forbidden', 'Not yours');
        book.comments = book.comments.filter((c) => c !== comment);
        return HttpResponse.json({ commentId: comment._id });
      }
      return notFound();
    }),
    http.get(api('/authors'), () => HttpResponse.json({ authors: fixtureAuthors })),
    http.get(api('/authors/:id'), ({ params }) => {
      const author = fixtureAuthors.find((a) => a._id === params.id);
      return author
        ? HttpResponse.json({ author, books: fixtureBooks.filter((b) => b.author._id === author._id) })
        : notFound();
    }),
    http.get(api('/publishers'), () => HttpResponse.json({ publishers: fixturePublishers })),
    http.get(api('/publishers/:id'), ({ params }) => {
      const publisher = fixturePublishers.find((p) => p._id === params.id);
      return publisher
        ? HttpResponse.json({
            publisher,
            books: fixtureBooks.filter((b) => b.publisher._id === publisher._id),
          })
        : notFound();
    }),
    http.get(api('/search/:name/:language'), ({ params }) => {
      const text = String(params.name).toLowerCase();
      const hit = (name: { eng: string; esp: string }) =>
        name.eng.toLowerCase().includes(text) || name.esp.toLowerCase().includes(text);
      const result = (item: { _id: string; image: string; name: { eng: string; esp: string } }) => ({
        _id: item._id,
        image: item.image,
        name: item.name,
      });
      return HttpResponse.json({
        books: fixtureBooks
          .filter((b) => hit(b.name))
          .slice(0, 10)
          .map(result),
        authors: fixtureAuthors.filter((a) => hit(a.name)).map(result),
        publishers: fixturePublishers.filter((p) => hit(p.name)).map(result),
      });
    }),
    http.get(api('/slider-images'), () => HttpResponse.json({ sliderImages: fixtureSliderImages })),
    http.get(api('/users/verify-user'), () =>
      state.user ? HttpResponse.json({ authUser: state.user }) : notSignedIn(),
    ),
    http.post(api('/users/login'), async ({ request }) => {
      const body = await parseBody(request, loginBodySchema);
      if (body instanceof Response) return body;
      if (body.email !== fixtureUser.email || body.password !== 'secret') {
        return errorResponse(401, 'emailOrPasswordIncorrect', messages.emailOrPasswordIncorrect);
      }
      state.user = fixtureUser;
      return HttpResponse.json({ authUser: state.user });
    }),
    http.post(api('/users/signup'), async ({ request }) => {
      const body = await parseBody(request, signUpBodySchema);
      if (body instanceof Response) return body;
      if (body.email === fixtureUser.email) {
        return errorResponse(409, 'emailAlreadyRegistered', messages.emailAlreadyRegistered, {
          email: messages.emailAlreadyRegistered,
        });
      }
      state.user = {
        ...fixtureUser,
        _id: fixtureId(4, 9),
        name: body.name,
        surname: body.surname,
        email: body.email,
      };
      return HttpResponse.json({ authUser: state.user }, { status: 201 });
    }),
    http.delete(api('/users/logout'), () => {
      state.user = null;
      return HttpResponse.json({ loggedOut: true });
    }),
    ...createOrderHandlers(state),
  ];
}

/** Handlers over a fresh guest state. */
export const handlers = createHandlers();

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
