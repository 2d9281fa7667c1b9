import {
  type AuthUser,
  type Book,
  type BookDetails,
  bookSchema,
  commentBookBodySchema,
  commentsQuerySchema,
  emailActivationBodySchema,
  evaluateCommentBodySchema,
  type Localised,
  loginBodySchema,
  messages,
  newAuthorBodySchema,
  newBookBodySchema,
  newPublisherBodySchema,
  popularBooksQuerySchema,
  rateBookBodySchema,
  SEARCH_RESULTS_PER_GROUP,
  saveNewPasswordBodySchema,
  searchParamsSchema,
  signUpBodySchema,
  socialApiPaths,
  unevaluateCommentBodySchema,
  updateUserBodySchema,
} from '@bookshop/contract';
import { HttpResponse, http } from 'msw';
import { bookListHandlers } from './bookLists';
import { FIXTURE_ACTIVATION_TOKEN, fixtureId } from './fixtures';
import { createOrderHandlers } from './orders';
import {
  api,
  errorResponse,
  isUuid,
  notAdmin,
  notFound,
  notSignedIn,
  parse,
  parseBody,
  queryOf,
} from './respond';
import { createMswState, findComment, type MswState } from './state';

/** A list entry as the API serialises it: the book's own fields, without page-only ones. */
const listed = (book: BookDetails): Book => bookSchema.parse(book);

const byEnglishName = (a: { name: Localised }, b: { name: Localised }) =>
  a.name.eng.localeCompare(b.name.eng);

function newId(state: MswState, kind: number) {
  state.created += 1;
  return fixtureId(kind, 900 + state.created);
}

/** `GET /books/popular`, `/books/:id`, the admin's `POST /books`, and the slider. */
function catalogueHandlers(state: MswState) {
  return [
    http.get(api('/books/popular'), ({ request }) => {
      const query = parse(popularBooksQuerySchema, queryOf(request));
      if (query instanceof Response) return query;
      const popular = [...state.books].sort((a, b) => b.averageRating - a.averageRating);
      return HttpResponse.json({ books: popular.slice(0, query.limit).map(listed) });
    }),
    http.get(api('/books/:id'), ({ params }) => {
      const book = state.books.find((b) => b._id === params.id);
      if (!book) return notFound('Book');
      // The reader's own rating belongs to whoever is signed in: guests get null.
      return HttpResponse.json({ book: { ...book, myRating: state.user ? book.myRating : null } });
    }),
    http.post(api('/books'), async ({ request }) => {
      const denied = requireAdmin(state);
      if (denied) return denied;
      const body = await parseBody(request, newBookBodySchema);
      if (body instanceof Response) return body;
      const author = state.authors.find((a) => a._id === body.author);
      const publisher = state.publishers.find((p) => p._id === body.publisher);
      const fields: Record<string, string> = {};
      if (!author) fields.author = messages.authorUnknown;
      if (!publisher) fields.publisher = messages.publisherUnknown;
      if (!author || !publisher)
        return errorResponse(400, 'invalidInput', 'Some fields are not valid', fields);
      const book: BookDetails = {
        ...body,
        isbn: body.isbn ?? null,
        format: body.format ?? null,
        translator: body.translator ?? null,
        series: body.series ?? null,
        seriesNumber: body.seriesNumber ?? null,
        _id: newId(state, 3),
        title: body.title ?? body.name,
        author: { _id: author._id, name: author.name },
        publisher: { _id: publisher._id, name: publisher.name },
        averageRating: 0,
        ratingsCount: 0,
        stock: body.stock ?? 10,
        createdAt: new Date().toISOString(),
        myRating: null,
        comments: [],
      };
      state.books.unshift(book);
      return HttpResponse.json({ book: listed(book) }, { status: 201 });
    }),
    http.get(api('/slider-images'), () => HttpResponse.json({ sliderImages: state.sliderImages })),
  ];
}

/** Rating and commenting a book, and what readers do with comments. */
function bookPageHandlers(state: MswState) {
  const findBook = (id: unknown) => state.books.find((book) => book._id === id);
  return [
    http.post(api('/books/:id/rate-book'), async ({ params, request }) => {
      if (!state.user) return notSignedIn();
      const body = await parseBody(request, rateBookBodySchema);
      if (body instanceof Response) return body;
      const book = findBook(params.id);
      if (!book) return notFound('Book');
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
      const body = await parseBody(request, commentBookBodySchema);
      if (body instanceof Response) return body;
      const book = findBook(params.id);
      if (!book) return notFound('Book');
      const comment = {
        _id: newId(state, 7),
        text: body.text,
        author: { _id: user._id, name: user.name, surname: user.surname, profileImage: user.profileImage },
        book: book._id,
        createdAt: new Date().toISOString(),
        evaluations: [],
      };
      book.comments.unshift(comment);
      return HttpResponse.json({ comment }, { status: 201 });
    }),
    http.get(api('/comments'), ({ request }) => {
      const query = parse(commentsQuerySchema, queryOf(request));
      if (query instanceof Response) return query;
      const book = findBook(query.book);
      return book ? HttpResponse.json({ comments: book.comments }) : notFound('Book');
    }),
    http.post(api('/comments/evaluate'), async ({ request }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const body = await parseBody(request, evaluateCommentBodySchema);
      if (body instanceof Response) return body;
      const comment = findComment(state, body.commentId);
      if (!comment) return notFound('Comment');
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
      const comment = findComment(state, body.commentId);
      if (!comment) return notFound('Comment');
      comment.evaluations = comment.evaluations.filter((e) => e.user !== user._id);
      return HttpResponse.json({ comment });
    }),
    http.delete(api('/comments/:id'), ({ params }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const comment = findComment(state, String(params.id));
      if (!comment) return notFound('Comment');
      if (comment.author?._id !== user._id && user.role !== 'admin') {
        return errorResponse(403, 'forbidden', 'Only its author or an admin may delete this comment');
      }
      for (const book of state.books) book.comments = book.comments.filter((c) => c !== comment);
      return HttpResponse.json({ commentId: comment._id });
    }),
  ];
}

/** The signed-in reader's server basket: every answer is the whole basket. */
function basketHandlers(state: MswState) {
  const basketAnswer = () => HttpResponse.json({ basketBooks: state.basket });
  function changeBasket(bookId: unknown, change: 1 | -1) {
    if (!state.user) return notSignedIn();
    const book = state.books.find((b) => b._id === bookId);
    if (!book) return notFound('Book');
    const entry = state.basket.find((item) => item.book._id === book._id);
    if (entry) entry.count += change;
    else if (change > 0) {
      state.basket.push({
        count: 1,
        book: { _id: book._id, name: book.name, price: book.price, image: book.image, stock: book.stock },
      });
    }
    state.basket = state.basket.filter((item) => item.count > 0);
    return basketAnswer();
  }
  return [
    http.get(api('/books/get-basket-books'), () => (state.user ? basketAnswer() : notSignedIn())),
    http.post(api('/books/:id/add-book-to-basket'), ({ params }) => changeBasket(params.id, 1)),
    http.post(api('/books/:id/remove-book-from-basket'), ({ params }) => changeBasket(params.id, -1)),
  ];
}

/** Authors and publishers, with the admin's creations. */
function peopleHandlers(state: MswState) {
  return [
    http.get(api('/authors'), () => HttpResponse.json({ authors: state.authors })),
    http.get(api('/authors/:id'), ({ params }) => {
      const author = state.authors.find((a) => a._id === params.id);
      if (!author) return notFound('Author');
      const books = state.books.filter((b) => b.author._id === author._id).map(listed);
      return HttpResponse.json({ author, books });
    }),
    http.post(api('/authors'), async ({ request }) => {
      const denied = requireAdmin(state);
      if (denied) return denied;
      const body = await parseBody(request, newAuthorBodySchema);
      if (body instanceof Response) return body;
      const author = { _id: newId(state, 1), ...body };
      state.authors = [...state.authors, author].sort(byEnglishName);
      return HttpResponse.json({ author }, { status: 201 });
    }),
    http.get(api('/publishers'), () => HttpResponse.json({ publishers: state.publishers })),
    http.get(api('/publishers/:id'), ({ params }) => {
      const publisher = state.publishers.find((p) => p._id === params.id);
      if (!publisher) return notFound('Publisher');
      const books = state.books.filter((b) => b.publisher._id === publisher._id).map(listed);
      return HttpResponse.json({ publisher, books });
    }),
    http.post(api('/publishers'), async ({ request }) => {
      const denied = requireAdmin(state);
      if (denied) return denied;
      const body = await parseBody(request, newPublisherBodySchema);
      if (body instanceof Response) return body;
      const publisher = { _id: newId(state, 2), ...body };
      state.publishers = [...state.publishers, publisher].sort(byEnglishName);
      return HttpResponse.json({ publisher }, { status: 201 });
    }),
  ];
}

/** `GET /search/:name/:language`: names containing the text in either language. */
function searchHandlers(state: MswState) {
  return [
    http.get(api('/search/:name/:language'), ({ params }) => {
      // Only the route's own params: MSW also names the origin wildcard.
      const query = parse(searchParamsSchema, { name: params.name, language: params.language });
      if (query instanceof Response) return query;
      const text = query.name.toLowerCase();
      const hits = <T extends { _id: string; image: string; name: Localised }>(items: T[]) =>
        items
          .filter((item) => `${item.name.eng} ${item.name.esp}`.toLowerCase().includes(text))
          .slice(0, SEARCH_RESULTS_PER_GROUP)
          .map(({ _id, image, name }) => ({ _id, image, name }));
      return HttpResponse.json({
        books: hits(state.books),
        authors: hits(state.authors),
        publishers: hits(state.publishers),
      });
    }),
  ];
}

function requireAdmin(state: MswState): Response | undefined {
  if (!state.user) return notSignedIn();
  return state.user.role === 'admin' ? undefined : notAdmin();
}

/** Sign-up, sign-in, the session, the account and its checks. */
function userHandlers(state: MswState) {
  const emailTaken = () =>
    errorResponse(409, 'emailAlreadyRegistered', messages.emailAlreadyRegistered, {
      email: messages.emailAlreadyRegistered,
    });
  const accountOf = (user: AuthUser) => state.accounts.find((account) => account.user._id === user._id);
  /** A user's own record, or any record for an admin; someone else's is forbidden. */
  function selfOrAdmin(id: unknown): AuthUser | Response {
    const user = state.user;
    if (!user) return notSignedIn();
    if (!isUuid(id)) return notFound('User');
    if (id !== user._id && user.role !== 'admin') {
      return errorResponse(403, 'forbidden', 'You may only see your own account');
    }
    return state.accounts.find((account) => account.user._id === id)?.user ?? notFound('User');
  }
  /** A session for `user` (or none); each account keeps its own server basket, as in the database. */
  function signInAs(user: AuthUser | null) {
    if (state.user) state.savedBaskets.set(state.user._id, state.basket);
    state.user = user;
    state.basket = (user && state.savedBaskets.get(user._id)) ?? [];
  }
  /** Changes the signed-in account and keeps the session's copy in step. */
  function saveUser(user: AuthUser) {
    const account = accountOf(user);
    if (account) account.user = user;
    if (state.user?._id === user._id) state.user = user;
    return user;
  }

  return [
    http.post(api('/users/signup'), async ({ request }) => {
      const body = await parseBody(request, signUpBodySchema);
      if (body instanceof Response) return body;
      const email = body.email.toLowerCase();
      if (state.accounts.some((account) => account.user.email.toLowerCase() === email)) return emailTaken();
      const user: AuthUser = {
        _id: newId(state, 4),
        name: body.name,
        surname: body.surname,
        email: body.email,
        telephone: body.telephone,
        profileImage: null,
        role: 'user',
        activated: false,
      };
      state.accounts.push({ user, password: body.password });
      state.activationTokens.set(FIXTURE_ACTIVATION_TOKEN, user._id);
      signInAs(user);
      return HttpResponse.json({ authUser: user }, { status: 201 });
    }),
    http.post(api('/users/login'), async ({ request }) => {
      const body = await parseBody(request, loginBodySchema);
      if (body instanceof Response) return body;
      const account = state.accounts.find(
        (a) => a.user.email.toLowerCase() === body.email.toLowerCase() && a.password === body.password,
      );
      if (!account) return errorResponse(401, 'emailOrPasswordIncorrect', messages.emailOrPasswordIncorrect);
      signInAs(account.user);
      return HttpResponse.json({ authUser: account.user });
    }),
    http.get(api('/users/verify-user'), () => HttpResponse.json({ authUser: state.user ?? null })),
    // No social sign-in provider is configured in stories (issue 19).
    http.get(api(socialApiPaths.providers()), () => HttpResponse.json({ providers: [] })),
    http.post(api('/users/email_actvation'), async ({ request }) => {
      const body = await parseBody(request, emailActivationBodySchema);
      if (body instanceof Response) return body;
      const userId = state.activationTokens.get(body.token);
      const account = state.accounts.find((a) => a.user._id === userId);
      if (!account) {
        return errorResponse(400, 'invalidInput', messages.activationTokenInvalid, {
          token: messages.activationTokenInvalid,
        });
      }
      state.activationTokens.delete(body.token);
      return HttpResponse.json({ authUser: saveUser({ ...account.user, activated: true }) });
    }),
    http.post(api('/users/update-user'), async ({ request }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const body = await parseBody(request, updateUserBodySchema);
      if (body instanceof Response) return body;
      const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      return HttpResponse.json({ authUser: saveUser({ ...user, ...changes }) });
    }),
    http.put(api('/user/save_new_password'), async ({ request }) => {
      const user = state.user;
      if (!user) return notSignedIn();
      const body = await parseBody(request, saveNewPasswordBodySchema);
      if (body instanceof Response) return body;
      const account = accountOf(user);
      if (!account || account.password !== body.currentPassword) {
        return errorResponse(400, 'invalidInput', messages.currentPasswordIncorrect, {
          currentPassword: messages.currentPasswordIncorrect,
        });
      }
      account.password = body.newPassword;
      return HttpResponse.json({ authUser: user });
    }),
    http.delete(api('/users/logout'), () => {
      if (state.user) signInAs(null);
      return HttpResponse.json({ loggedOut: true });
    }),
    http.get(api('/users/:id'), ({ params }) => {
      const user = selfOrAdmin(params.id);
      return user instanceof Response ? user : HttpResponse.json({ user });
    }),
    http.get(api('/authorize_user'), () =>
      state.user
        ? HttpResponse.json({ role: state.user.role, admin: state.user.role === 'admin' })
        : notSignedIn(),
    ),
    ...['/facebook_login', '/linked_in_login'].map((path) =>
      http.post(api(path), () =>
        errorResponse(501, 'providerNotConfigured', 'This sign-in provider is not configured'),
      ),
    ),
  ];
}

/** Covers, portraits and slides in any width (the API makes them WebP): a plain picture, so stories show no broken image. */
function imageHandlers() {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="#8c2f39"/></svg>';
  return [
    http.get(
      '*/images/:kind/:file',
      () => new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } }),
    ),
  ];
}

/**
 * Handlers that answer every call of SPEC section 7 like the real API (same paths, statuses, bodies
 * and error codes), for stories and tests; `state` keeps what writes change.
 */
export function createHandlers(state: MswState = createMswState()) {
  // The first handler that matches answers: more specific paths come before `/books/:id`, `/users/:id`.
  return [
    ...basketHandlers(state),
    ...bookPageHandlers(state),
    ...bookListHandlers(state),
    ...catalogueHandlers(state),
    ...peopleHandlers(state),
    ...searchHandlers(state),
    ...userHandlers(state),
    ...imageHandlers(),
    ...createOrderHandlers(state),
  ];
}

/** Handlers over a fresh guest state. */
export const handlers = createHandlers();
