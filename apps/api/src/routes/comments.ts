import {
  commentResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  deleteCommentResponseSchema,
  type EvaluateCommentBody,
  evaluateCommentBodySchema,
  type UnevaluateCommentBody,
  unevaluateCommentBodySchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../db/audit';
import { bookExists } from '../db/books';
import {
  deleteComment,
  evaluateComment,
  findComment,
  listBookComments,
  unevaluateComment,
} from '../db/comments';
import { HttpError, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export const commentsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);

  /** The comment, as `reader` sees it. */
  async function requireComment(id: string, reader?: string) {
    const comment = await findComment(db, requireUuid(id, 'Comment'), reader);
    if (!comment) throw notFound('Comment');
    return comment;
  }

  /** A comment readers may like or dislike: one of a book the shop shows. */
  async function requireOpenComment(id: string) {
    const comment = await requireComment(id);
    if (!(await bookExists(db, comment.book))) {
      throw new HttpError(
        409,
        'bookWithdrawn',
        'The book of this comment is no longer in the shop: its comments take no likes or dislikes',
      );
    }
  }

  app.get<{ Querystring: { book: string } }>(
    '/comments',
    {
      config: { readCache: 'everyone' },
      schema: { querystring: commentsQuerySchema, response: { 200: responseSchema(commentsResponseSchema) } },
    },
    async (request) => {
      // An unpublished book's comments are hidden with it (the back office lists them: /admin/comments).
      if (!(await bookExists(db, request.query.book))) throw notFound('Book');
      return { comments: await listBookComments(db, request.query.book) };
    },
  );

  app.post<{ Body: EvaluateCommentBody }>(
    '/comments/evaluate',
    {
      preValidation: guard.signedIn,
      config: { changesCatalogue: true },
      schema: { body: evaluateCommentBodySchema, response: { 200: responseSchema(commentResponseSchema) } },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const { commentId, value } = request.body;
      await requireOpenComment(commentId);
      await evaluateComment(db, user.id, commentId, value);
      return { comment: await requireComment(commentId, user.id) };
    },
  );

  app.post<{ Body: UnevaluateCommentBody }>(
    '/comments/unevaluate',
    {
      preValidation: guard.signedIn,
      config: { changesCatalogue: true },
      schema: { body: unevaluateCommentBodySchema, response: { 200: responseSchema(commentResponseSchema) } },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const { commentId } = request.body;
      await requireOpenComment(commentId);
      await unevaluateComment(db, user.id, commentId);
      return { comment: await requireComment(commentId, user.id) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/comments/:id',
    {
      preValidation: guard.signedIn,
      config: { changesCatalogue: true },
      schema: { params: idParamsSchema, response: { 200: responseSchema(deleteCommentResponseSchema) } },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const comment = await requireComment(request.params.id);
      if (comment.author?._id !== user.id && user.role !== 'admin') {
        throw new HttpError(403, 'forbidden', 'Only its author or an admin may delete this comment');
      }
      // An admin's deletion is an admin change: logged with the comment as it was.
      if (user.role === 'admin') {
        await audited(db, user, { entity: 'comment', action: 'delete', id: comment._id }, (tx) =>
          deleteComment(tx, comment._id),
        );
      } else {
        await deleteComment(db, comment._id);
      }
      return { commentId: comment._id };
    },
  );
};
