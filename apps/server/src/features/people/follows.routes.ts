import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { followResult, followStatus, userIdParams } from '@curio/core/people';
import { FOLLOWING_MAX } from '@curio/core/limits';
import { followingLimitText, PEOPLE_MSG } from '@curio/core/usecase-messages';
import { requireUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { HttpError } from '../../lib/http-error';
import { followStatus as statusOf, setFollow } from './follows.service';

// 403: Kids Lock (decision 021)
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const userNotFound = () => new HttpError(404, ERROR_CODE.notFound, ACCOUNT_MSG.userNotFound);

export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/follows/status/:id',
    {
      onRequest: [requireUser, refuseKids],
      schema: {
        tags: ['people'],
        summary: 'Whether I follow a user, and how many followers they have',
        params: userIdParams,
        response: { 200: followStatus, ...errors },
      },
    },
    async (req) => {
      const status = await statusOf(app.db, req.user!.id, req.params.id);
      if (!status) throw userNotFound();
      return status;
    },
  );

  const follow = async (followerId: string, followeeId: string, following: boolean) => {
    if (followerId === followeeId) throw new HttpError(400, ERROR_CODE.validation, PEOPLE_MSG.cannotFollowSelf);
    const status = await setFollow(app.db, followerId, followeeId, following);
    if (!status) throw userNotFound();
    if (status === 'too_many') throw new HttpError(409, ERROR_CODE.conflict, followingLimitText(FOLLOWING_MAX));
    // the follower's Following pages change; forget them here at once (the database tells the other instances)
    app.feedCache.changed();
    return { ok: true as const, ...status };
  };
  const followSchema = (summary: string) => ({ tags: ['people'], summary, params: userIdParams, response: { 200: followResult, ...errors } });

  app.post('/api/follows/:id', { onRequest: [requireUser, refuseKids], schema: followSchema('Follow a user (not oneself; a repeat changes nothing)') }, async (req) =>
    follow(req.user!.id, req.params.id, true),
  );

  app.delete('/api/follows/:id', { onRequest: [requireUser, refuseKids], schema: followSchema('Stop following a user') }, async (req) =>
    follow(req.user!.id, req.params.id, false),
  );
};
