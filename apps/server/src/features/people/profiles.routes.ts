import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { personProfile, profileCard, profilesQuery, usernameParams } from '@curio/core/people';
import { requireUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { HttpError } from '../../lib/http-error';
import { findPerson, listProfiles } from './profiles.service';

// 403: Kids Lock (decision 021)
const errors = { 400: apiError, 401: apiError, 403: apiError };

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles',
    {
      onRequest: [requireUser, refuseKids],
      schema: {
        tags: ['people'],
        summary: 'Explore People: a page of other people’s profiles by username (after= the last one), found by name or username (q=), with my follow status',
        querystring: profilesQuery,
        response: { 200: z.array(profileCard), ...errors },
      },
    },
    async (req) => listProfiles(app.db, req.user!.id, req.query, app.adminEmail),
  );

  app.get(
    '/api/people/:username',
    {
      onRequest: [requireUser, refuseKids],
      schema: {
        tags: ['people'],
        summary: 'A person page: profile, follower and following counts, my follow status (404 for an account under Kids Lock)',
        params: usernameParams,
        response: { 200: personProfile, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const person = await findPerson(app.db, req.user!.id, req.params.username);
      if (!person) throw new HttpError(404, ERROR_CODE.notFound, ACCOUNT_MSG.userNotFound);
      return person;
    },
  );
};
