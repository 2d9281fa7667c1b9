import type { Comment, EvaluationValue } from '@bookshop/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { commentEvaluations, comments, users } from './schema';

const commentColumns = {
  id: comments.id,
  text: comments.text,
  bookId: comments.bookId,
  createdAt: comments.createdAt,
  authorId: users.id,
  authorName: users.name,
  authorSurname: users.surname,
  authorImage: users.profileImage,
};

/**
 * Comments with their authors and evaluations, newest first. An evaluation names its reader only when
 * it is `reader`'s own: who liked what is no one else's business.
 */
async function selectComments(
  db: Database,
  where: ReturnType<typeof eq>,
  reader?: string,
): Promise<Comment[]> {
  const rows = await db
    .select(commentColumns)
    .from(comments)
    // A deleted account's comments have no author (migration 0016).
    .leftJoin(users, eq(comments.userId, users.id))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id));
  if (rows.length === 0) return [];
  const evaluations = await db
    .select({
      commentId: commentEvaluations.commentId,
      user: commentEvaluations.userId,
      value: commentEvaluations.value,
    })
    .from(commentEvaluations)
    .where(
      inArray(
        commentEvaluations.commentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(commentEvaluations.createdAt);
  return rows.map((row) => ({
    _id: row.id,
    text: row.text,
    author:
      row.authorId === null
        ? null
        : {
            _id: row.authorId,
            name: row.authorName ?? '',
            surname: row.authorSurname ?? '',
            profileImage: row.authorImage,
          },
    book: row.bookId,
    createdAt: new Date(row.createdAt).toISOString(),
    evaluations: evaluations
      .filter((evaluation) => evaluation.commentId === row.id)
      .map(({ user, value }) => (reader !== undefined && user === reader ? { user, value } : { value })),
  }));
}

/** A book's comments, as `reader` (a signed-in reader's id, or none for a guest) sees them. */
export function listBookComments(db: Database, bookId: string, reader?: string): Promise<Comment[]> {
  return selectComments(db, eq(comments.bookId, bookId), reader);
}

/** A comment, as `reader` sees it. */
export async function findComment(db: Database, id: string, reader?: string): Promise<Comment | undefined> {
  const [comment] = await selectComments(db, eq(comments.id, id), reader);
  return comment;
}

export async function addComment(
  db: Database,
  userId: string,
  bookId: string,
  text: string,
): Promise<Comment> {
  const [created] = await db.insert(comments).values({ userId, bookId, text }).returning({ id: comments.id });
  const comment = created && (await findComment(db, created.id));
  if (!comment) throw new Error('The new comment could not be read back');
  return comment;
}

/** One evaluation per reader and comment: a like after a dislike replaces it. */
export async function evaluateComment(
  db: Database,
  userId: string,
  commentId: string,
  value: EvaluationValue,
): Promise<void> {
  await db
    .insert(commentEvaluations)
    .values({ userId, commentId, value })
    .onConflictDoUpdate({
      target: [commentEvaluations.userId, commentEvaluations.commentId],
      set: { value },
    });
}

export async function unevaluateComment(db: Database, userId: string, commentId: string): Promise<void> {
  await db
    .delete(commentEvaluations)
    .where(and(eq(commentEvaluations.userId, userId), eq(commentEvaluations.commentId, commentId)));
}

export async function deleteComment(db: Database, id: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}
