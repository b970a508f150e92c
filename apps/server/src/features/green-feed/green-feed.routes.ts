import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { USECASE_POSTS_PER_HOUR } from '@curio/core/limits';
import { postsLimitText, USECASE_MSG } from '@curio/core/usecase-messages';
import { likeState, newUseCase, useCase, useCaseIdParams, useCasePage, useCasesQuery } from '@curio/core/usecases';
import { isKidsLocked } from '@curio/core/kids-lock';
import { requireUser } from '../../auth/auth.plugin';
import { kidsLockRefusal, refuseKids, refuseKidsUnless } from '../../auth/kids-lock';
import { HttpError } from '../../lib/http-error';
import { sendJsonText } from '../../lib/json-text';
import { limitRequests } from '../../lib/request-limit';
import { decodeCursor } from './usecase-cursor';
import { createUseCase, deleteUseCase, getUseCase, listUseCasesJson, setLike } from './green-feed.service';

// 403: Kids Lock (decision 021)
const errors = { 400: apiError, 401: apiError, 403: apiError };
const notFound = () => new HttpError(404, ERROR_CODE.notFound, USECASE_MSG.notFound);

/*
 * A Kids Lock learner keeps use cases of their own, private (decision 056): they post with
 * is_public false, list their own and open or delete one of theirs. Anything public, or anyone
 * else's, is refused as the whole feed is, and missing ids alike, so nothing of others shows.
 */
const postsPrivately = refuseKidsUnless((req) => (req.body as { is_public?: unknown } | undefined)?.is_public === false);
const listsOwn = refuseKidsUnless((req) => (req.query as { created_by?: unknown }).created_by === 'me');

export const greenFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedCache } = app;
  // per learner: 60 posts in 10 s were once accepted (also UC Studio's Save & Publish, the same route)
  const limitPosts = limitRequests(app, postsLimitText(app.config.POSTS_PER_HOUR), [
    { max: app.config.POSTS_PER_HOUR, timeWindow: '1 hour', key: (req) => `usecase-posts:${req.user!.id}` },
  ]);

  app.post(
    '/api/usecases',
    {
      onRequest: requireUser,
      preValidation: postsPrivately,
      // after validation: refused input does not count against the allowance
      preHandler: limitPosts,
      schema: {
        tags: ['usecases'],
        summary: `Publish a use case, or keep it private (is_public false: the only kind a Kids Lock learner may post); the author comes from the session (POSTS_PER_HOUR an hour per learner, ${USECASE_POSTS_PER_HOUR} unless set)`,
        body: newUseCase,
        response: { 201: useCase, ...errors, 413: apiError, 429: apiError },
      },
    },
    async (req, reply) => {
      const created = await createUseCase(app.db, req.user!.id, req.body, app.config.APP_NAME, app.usecaseEvents);
      feedCache.changed();
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/usecases',
    {
      onRequest: [requireUser, listsOwn],
      schema: {
        tags: ['usecases'],
        summary:
          'A page of the Green AI feed (Recent, Trending with sort=top), of my own use cases (created_by=me, the only page a Kids Lock learner may read), of the people I follow (created_by=following) or of one person (created_by={user id})',
        querystring: useCasesQuery,
        response: { 200: useCasePage, ...errors },
      },
    },
    async (req, reply) => {
      const { cursor: text, sort } = req.query;
      const cursor = text === undefined ? null : decodeCursor(text, sort);
      if (text !== undefined && !cursor) throw new HttpError(400, ERROR_CODE.validation, USECASE_MSG.invalidCursor);
      return sendJsonText(reply, await listUseCasesJson(app.db, feedCache, req.user!.id, req.query, cursor));
    },
  );

  app.get(
    '/api/usecases/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['usecases'],
        summary: 'One use case: public, or the caller’s own (a Kids Lock learner: only their own)',
        params: useCaseIdParams,
        response: { 200: useCase, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const found = await getUseCase(app.db, req.user!.id, req.params.id);
      if (isKidsLocked(req.user!.age) && found?.created_by !== req.user!.id) throw kidsLockRefusal();
      if (!found) throw notFound();
      return found;
    },
  );

  app.delete(
    '/api/usecases/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['usecases'],
        summary: 'Delete one of the caller’s own use cases (403 for someone else’s)',
        params: useCaseIdParams,
        response: { 200: okResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const outcome = await deleteUseCase(app.db, req.user!.id, req.params.id, app.usecaseEvents);
      if (outcome === 'deleted') feedCache.changed();
      else if (isKidsLocked(req.user!.age)) throw kidsLockRefusal();
      if (outcome === 'forbidden') throw new HttpError(403, ERROR_CODE.forbidden, USECASE_MSG.notYours);
      if (outcome === 'not_found') throw notFound();
      return { ok: true as const };
    },
  );

  const like = async (userId: string, id: string, liked: boolean) => {
    const state = await setLike(app.db, userId, id, liked, app.usecaseEvents);
    if (!state) throw notFound();
    feedCache.changed();
    return state;
  };
  const likeSchema = (summary: string) => ({
    tags: ['usecases'],
    summary,
    params: useCaseIdParams,
    response: { 200: likeState, ...errors, 404: apiError },
  });

  app.post('/api/usecases/:id/like', { onRequest: [requireUser, refuseKids], schema: likeSchema('Like a use case (a repeated like changes nothing)') }, async (req) =>
    like(req.user!.id, req.params.id, true),
  );

  app.delete('/api/usecases/:id/like', { onRequest: [requireUser, refuseKids], schema: likeSchema('Take a like back (none to take: no change)') }, async (req) =>
    like(req.user!.id, req.params.id, false),
  );
};
