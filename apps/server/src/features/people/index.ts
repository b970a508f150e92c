import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followsRoutes } from './follows.routes';
import { profilesRoutes } from './profiles.routes';

/** People: who someone is (profiles, Explore People) and whom they follow. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(followsRoutes);
  await app.register(profilesRoutes);
};
