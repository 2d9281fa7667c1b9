import { z } from 'zod';
import { idSchema } from './common';
import { COMMENT_MAX_LENGTH } from './constants';
import { messages } from './messages';

export const evaluationValueSchema = z.enum(['like', 'dislike']);
export type EvaluationValue = z.infer<typeof evaluationValueSchema>;

/** A comment as the API sends it; its text is plain text, never HTML. */
export const commentSchema = z.object({
  _id: idSchema,
  text: z.string(),
  /** Null when the author deleted their account: the comment stays, anonymised. */
  author: z
    .object({
      _id: idSchema,
      name: z.string(),
      surname: z.string(),
      profileImage: z.string().nullable(),
    })
    .nullable(),
  book: idSchema,
  createdAt: z.string(),
  evaluations: z.array(z.object({ user: idSchema, value: evaluationValueSchema })),
});
export type Comment = z.infer<typeof commentSchema>;

/** `POST /books/:bookId/comment-book`. */
export const commentBookBodySchema = z.strictObject({
  text: z.string().trim().min(1, messages.commentEmpty).max(COMMENT_MAX_LENGTH, messages.commentTooLong),
});
export type CommentBookBody = z.infer<typeof commentBookBodySchema>;

/** Query of `GET /comments`: the book's id, in lower case whatever its spelling (one answer per book). */
export const commentsQuerySchema = z.strictObject({ book: z.uuid().toLowerCase() });

export const commentResponseSchema = z.object({ comment: commentSchema });
export const commentsResponseSchema = z.object({ comments: z.array(commentSchema) });

/** `POST /comments/evaluate`: one evaluation per reader and comment; like then dislike switches. */
export const evaluateCommentBodySchema = z.strictObject({
  commentId: z.uuid(),
  value: evaluationValueSchema,
});
export type EvaluateCommentBody = z.infer<typeof evaluateCommentBodySchema>;

/** `POST /comments/unevaluate`. */
export const unevaluateCommentBodySchema = z.strictObject({ commentId: z.uuid() });
export type UnevaluateCommentBody = z.infer<typeof unevaluateCommentBodySchema>;

/** `DELETE /comments/:id`. */
export const deleteCommentResponseSchema = z.object({ commentId: idSchema });
