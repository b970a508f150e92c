import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@curio/core/errors';
import { profileCard, profilesQuery } from '@curio/core/people';
import { requireUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { listProfiles } from './profiles.service';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles',
    {
      onRequest: [requireUser, refuseKids],
      schema: {
        tags: ['people'],
        summary: 'Explore People: other people’s profiles, by username',
        querystring: profilesQuery,
        response: { 200: z.array(profileCard), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => listProfiles(app.db, req.user!.id, req.query.limit),
  );
};
