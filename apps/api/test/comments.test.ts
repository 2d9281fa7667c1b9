import {
  backOfficeApiPaths,
  commentResponseSchema,
  commentsResponseSchema,
  messages,
} from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Reader, signUp, signUpAdmin, someBookId, type TestApp } from './helpers';

let testApp: TestApp;
let bookId: string;
let author: Reader;
let other: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  bookId = await someBookId(testApp.app, 2);
  author = await signUp(testApp.app, { name: 'Joan', surname: 'Miró' });
  other = await signUp(testApp.app, { name: 'Ana', surname: 'María' });
});
afterAll(() => testApp.close());

function comment(reader: Reader | undefined, text: unknown, id = bookId) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/books/${id}/comment-book`,
    headers: reader ? { cookie: reader.cookie } : {},
    payload: { text },
  });
}

function evaluate(reader: Reader, commentId: string, value?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: value ? '/api/comments/evaluate' : '/api/comments/unevaluate',
    headers: { cookie: reader.cookie },
    payload: value ? { commentId, value } : { commentId },
  });
}

describe('POST /api/books/:bookId/comment-book', () => {
  it('adds a comment by the signed-in reader, trimmed, with no evaluations', async () => {
    const response = await comment(author, '  A wonderful book.  ');
    expect(response.statusCode).toBe(201);
    const { comment: created } = commentResponseSchema.parse(response.json());
    expect(created).toMatchObject({
      text: 'A wonderful book.',
      book: bookId,
      author: { _id: author.authUser._id, name: 'Joan', surname: 'Miró', profileImage: null },
      evaluations: [],
    });
  });

  it('keeps markup as plain text, returned verbatim', async () => {
    const text = '<script>alert("xss")</script> & <b>bold</b>';
    const response = await comment(author, text);
    expect(response.json().comment.text).toBe(text);
    const listed = await testApp.app.inject(`/api/comments?book=${bookId}`);
    expect(listed.json().comments[0].text).toBe(text);
  });

  it('takes the author from the session, never from the body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${bookId}/comment-book`,
      headers: { cookie: other.cookie },
      payload: { text: 'Mine', author: author.authUser._id },
    });
    // The body schema is strict: an author field is refused rather than silently trusted.
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ author: messages.unknownField });
  });

  it.each([
    ['', messages.commentEmpty],
    ['    ', messages.commentEmpty],
    ['x'.repeat(2001), messages.commentTooLong],
  ])('refuses %j with a 400 naming text', async (text, message) => {
    const response = await comment(author, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: message });
  });

  it('accepts exactly 2000 characters', async () => {
    expect((await comment(author, 'y'.repeat(2000))).statusCode).toBe(201);
  });

  it('needs a session and an existing book', async () => {
    expect((await comment(undefined, 'Hello')).statusCode).toBe(401);
    expect((await comment(author, 'Hello', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/comments?book=', () => {
  it('lists the comments of a book newest first, also inside the book', async () => {
    const bookId2 = await someBookId(testApp.app, 4);
    await comment(author, 'First', bookId2);
    await comment(other, 'Second', bookId2);
    const response = await testApp.app.inject(`/api/comments?book=${bookId2}`);
    expect(response.statusCode).toBe(200);
    const { comments } = commentsResponseSchema.parse(response.json());
    expect(comments.map((c) => c.text)).toEqual(['Second', 'First']);
    const book = (await testApp.app.inject(`/api/books/${bookId2}`)).json().book;
    expect(book.comments.map((c: { text: string }) => c.text)).toEqual(['Second', 'First']);
  });

  it('refuses a missing or malformed book with 400 and answers 404 for an unknown one', async () => {
    expect((await testApp.app.inject('/api/comments')).json().error.fields).toHaveProperty('book');
    expect((await testApp.app.inject('/api/comments?book=abc')).statusCode).toBe(400);
    expect(
      (await testApp.app.inject('/api/comments?book=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/comments/evaluate and unevaluate', () => {
  it('keeps one evaluation per reader: like, switch to dislike, then remove', async () => {
    const commentId = (await comment(author, 'Evaluate me')).json().comment._id;

    const liked = await evaluate(other, commentId, 'like');
    expect(liked.statusCode).toBe(200);
    expect(liked.json().comment.evaluations).toEqual([{ user: other.authUser._id, value: 'like' }]);

    await evaluate(author, commentId, 'like');
    const switched = await evaluate(other, commentId, 'dislike');
    // The reader who asked is named on their own evaluation, and no one else on theirs.
    expect(switched.json().comment.evaluations).toEqual(
      expect.arrayContaining([{ user: other.authUser._id, value: 'dislike' }, { value: 'like' }]),
    );
    expect(switched.json().comment.evaluations).toHaveLength(2);

    const removed = await evaluate(other, commentId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().comment.evaluations).toEqual([{ value: 'like' }]);
  });

  it("counts every like and dislike without saying whose they are, except the reader's own", async () => {
    const commentId = (await comment(author, 'Who liked me?')).json().comment._id;
    const third = await signUp(testApp.app, { name: 'Pau', surname: 'Casals' });
    await evaluate(other, commentId, 'like');
    await evaluate(third, commentId, 'like');
    await evaluate(author, commentId, 'dislike');
    const ids = [author, other, third].map((reader) => reader.authUser._id);
    const valuesOf = (evaluations: { value: string }[]) => evaluations.map((e) => e.value).sort();

    // A guest's lists: the likes and dislikes, nobody's id.
    const listed = (await testApp.app.inject(`/api/comments?book=${bookId}`)).json().comments;
    const guestPage = (await testApp.app.inject(`/api/books/${bookId}`)).json().book.comments;
    for (const comments of [listed, guestPage]) {
      const found = comments.find((c: { _id: string }) => c._id === commentId);
      expect(valuesOf(found.evaluations)).toEqual(['dislike', 'like', 'like']);
      for (const id of ids) expect(JSON.stringify(found.evaluations)).not.toContain(id);
    }
    // A reader's book page: their own evaluation says it is theirs, the others' do not.
    const ownPage = (
      await testApp.app.inject({ url: `/api/books/${bookId}`, headers: { cookie: third.cookie } })
    ).json().book.comments;
    const seen = ownPage.find((c: { _id: string }) => c._id === commentId);
    expect(valuesOf(seen.evaluations)).toEqual(['dislike', 'like', 'like']);
    expect(seen.evaluations).toContainEqual({ user: third.authUser._id, value: 'like' });
    expect(JSON.stringify(seen.evaluations)).not.toContain(author.authUser._id);
    expect(JSON.stringify(seen.evaluations)).not.toContain(other.authUser._id);
  });

  it('names a wrong value or id, answers 404 for an unknown comment and 401 for a guest', async () => {
    const commentId = (await comment(author, 'Again')).json().comment._id;
    const badValue = await evaluate(other, commentId, 'love');
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().error.fields).toHaveProperty('value');
    expect((await evaluate(other, 'nope', 'like')).json().error.fields).toHaveProperty('commentId');
    expect((await evaluate(other, '00000000-0000-4000-8000-000000000000', 'like')).statusCode).toBe(404);
    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/comments/evaluate',
      payload: { commentId, value: 'like' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('DELETE /api/comments/:id', () => {
  const remove = (reader: Reader | undefined, id: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: reader ? { cookie: reader.cookie } : {},
    });

  it("lets the author delete their comment, and refuses another reader's with 403", async () => {
    const commentId = (await comment(author, 'Delete me')).json().comment._id;
    expect((await remove(other, commentId)).statusCode).toBe(403);
    expect((await remove(other, commentId)).json().error.code).toBe('forbidden');
    expect((await remove(undefined, commentId)).statusCode).toBe(401);

    const response = await remove(author, commentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ commentId });
    const listed = (await testApp.app.inject(`/api/comments?book=${bookId}`)).json().comments;
    expect(listed.map((c: { _id: string }) => c._id)).not.toContain(commentId);
    expect((await remove(author, commentId)).statusCode).toBe(404);
  });

  it('lets an admin delete any comment', async () => {
    const admin = await signUpAdmin(testApp);
    const commentId = (await comment(other, 'Spam')).json().comment._id;
    expect((await remove(admin, commentId)).json()).toEqual({ commentId });
  });
});

describe("an unpublished book's comments", () => {
  const send = (method: 'POST' | 'DELETE', path: string, reader: Reader) =>
    testApp.app.inject({ method, url: `/api${path}`, headers: { cookie: reader.cookie } });

  it('are hidden with the book and take no likes or dislikes; the back office still lists them', async () => {
    const admin = await signUpAdmin(testApp);
    const hiddenBook = await someBookId(testApp.app, 5);
    const kept = (await comment(author, 'Said before it was withdrawn')).json().comment._id;
    const commentId = (await comment(author, 'Withdrawn with its book', hiddenBook)).json().comment._id;
    expect((await evaluate(other, commentId, 'like')).statusCode).toBe(200);
    expect((await send('DELETE', backOfficeApiPaths.book(hiddenBook), admin)).statusCode).toBe(200);

    expect((await testApp.app.inject(`/api/comments?book=${hiddenBook}`)).statusCode).toBe(404);
    expect((await testApp.app.inject(`/api/books/${hiddenBook}`)).statusCode).toBe(404);
    for (const value of ['dislike', undefined]) {
      const refused = await evaluate(other, commentId, value);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('bookWithdrawn');
    }
    expect((await comment(other, 'Too late', hiddenBook)).statusCode).toBe(404);
    // Other books' comments are as they were.
    expect((await evaluate(other, kept, 'like')).statusCode).toBe(200);
    const moderation = (
      await testApp.app.inject({
        url: `/api${backOfficeApiPaths.adminComments({ book: hiddenBook })}`,
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(moderation.comments.map((c: { _id: string }) => c._id)).toEqual([commentId]);
    // Its author may still take it back.
    expect((await send('DELETE', `/comments/${commentId}`, author)).statusCode).toBe(200);

    // Published again, the book's comments are open again.
    expect((await send('POST', backOfficeApiPaths.publishBook(hiddenBook), admin)).statusCode).toBe(200);
    const again = (await comment(author, 'Back in the shop', hiddenBook)).json().comment._id;
    expect((await evaluate(other, again, 'like')).statusCode).toBe(200);
  });
});
