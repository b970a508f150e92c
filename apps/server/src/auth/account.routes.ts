import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletionRequestInput, meResponse, okResponse } from '@curio/core/account';
import { updateMeInput } from '@curio/core/people';
import { PEOPLE_MSG } from '@curio/core/usecase-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { DELETION_REQUESTS_PER_HOUR } from '@curio/core/limits';
import { optionalUser, requireUser } from './auth.plugin';
import { HttpError } from '../lib/http-error';
import { limitRequests } from '../lib/request-limit';
import { createDeletionRequest, getMe, markTourSeen, updateMe } from './account.service';

const errors = { 400: apiError, 401: apiError, 404: apiError };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = async (userId: string) => {
    const result = await getMe(app.db, userId, app.adminEmail);
    if (!result) throw new HttpError(404, ERROR_CODE.notFound, 'User not found.');
    return result;
  };

  // per learner: each request is a row the admin reads, and 40 in one second were once taken
  const limitDeletionRequests = limitRequests(app, ACCOUNT_MSG.tooManyDeletionRequests, [
    { max: DELETION_REQUESTS_PER_HOUR, timeWindow: '1 hour', key: (req) => `deletion-requests:${req.user!.id}` },
  ]);

  // a guest is answered null, not 401: the web app asks on every start who is calling (decision 045)
  app.get(
    '/api/me',
    {
      onRequest: optionalUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, profile, age and admin flag; null for a guest',
        response: { 200: meResponse.nullable(), ...errors },
      },
    },
    async (req) => (req.user ? me(req.user.id) : null),
  );

  app.patch(
    '/api/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change the display name, username or bio (409 when the username is taken)',
        body: updateMeInput,
        response: { 200: meResponse, ...errors, 409: apiError },
      },
    },
    async (req) => {
      if ((await updateMe(app.db, req.user!, req.body)) === 'username_taken') {
        throw new HttpError(409, ERROR_CODE.conflict, PEOPLE_MSG.usernameTaken);
      }
      return me(req.user!.id);
    },
  );

  app.post(
    '/api/me/tour',
    {
      onRequest: requireUser,
      schema: { tags: ['account'], summary: 'Remember that the welcome tour was seen', response: { 200: okResponse, ...errors } },
    },
    async (req) => {
      await markTourSeen(app.db, req.user!);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/deletion-requests',
    {
      onRequest: requireUser,
      // after validation: refused input does not count against the allowance
      preHandler: limitDeletionRequests,
      schema: {
        tags: ['account'],
        summary: `Ask for the account to be deleted (${DELETION_REQUESTS_PER_HOUR} an hour per learner)`,
        body: deletionRequestInput,
        response: { 201: okResponse, ...errors, 429: apiError },
      },
    },
    async (req, reply) => {
      await createDeletionRequest(app.db, req.user!, req.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
