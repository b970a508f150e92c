import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { COMMENTS_PER_HOUR } from '@curio/core/limits';
import { COMMENT_MSG, commentsLimitText, USECASE_MSG } from '@curio/core/usecase-messages';
import { comment, commentIdParams, commentList, newComment, useCaseIdParams } from '@curio/core/usecases';
import { requireUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { addComment, deleteComment, listComments } from './usecase-comments.service';

// 403: Kids Lock (decision 021)
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const useCaseNotFound = () => new HttpError(404, ERROR_CODE.notFound, USECASE_MSG.notFound);

export const usecaseCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitComments = limitRequests(app, commentsLimitText(app.config.COMMENTS_PER_HOUR), [
    { max: app.config.COMMENTS_PER_HOUR, timeWindow: '1 hour', key: (req) => `usecase-comments:${req.user!.id}` },
  ]);

  app.get(
    '/api/usecases/:id/comments',
    {
      onRequest: [requireUser, refuseKids],
      schema: {
        tags: ['usecases'],
        summary: 'The newest comments on a use case, and how many there are',
        params: useCaseIdParams,
        response: { 200: commentList, ...errors },
      },
    },
    async (req) => {
      const list = await listComments(app.db, req.user!.id, req.params.id);
      if (!list) throw useCaseNotFound();
      return list;
    },
  );

  app.post(
    '/api/usecases/:id/comments',
    {
      onRequest: [requireUser, refuseKids],
      // after validation: refused input does not count against the allowance
      preHandler: limitComments,
      schema: {
        tags: ['usecases'],
        summary: `Comment on a use case (trimmed; empty is refused; COMMENTS_PER_HOUR an hour per learner, ${COMMENTS_PER_HOUR} unless set)`,
        params: useCaseIdParams,
        body: newComment,
        response: { 201: comment, ...errors, 413: apiError, 429: apiError },
      },
    },
    async (req, reply) => {
      const added = await addComment(app.db, req.user!.id, req.params.id, req.body.body);
      if (!added) throw useCaseNotFound();
      // the use case's comment count changed (a trigger): its pages are stale here at once
      app.feedCache.changed();
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/api/usecases/:id/comments/:commentId',
    {
      onRequest: [requireUser, refuseKids],
      schema: {
        tags: ['usecases'],
        summary: 'Delete one of the caller’s own comments (403 for someone else’s)',
        params: commentIdParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      const outcome = await deleteComment(app.db, req.user!.id, req.params.id, req.params.commentId);
      if (outcome === 'deleted') app.feedCache.changed();
      if (outcome === 'forbidden') throw new HttpError(403, ERROR_CODE.forbidden, COMMENT_MSG.notYours);
      if (outcome === 'not_found') throw new HttpError(404, ERROR_CODE.notFound, COMMENT_MSG.notFound);
      return { ok: true as const };
    },
  );
};
