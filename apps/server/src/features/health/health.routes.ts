import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Database round trip (SELECT 1); the baseline of every benchmark',
        response: { 200: z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) }), 503: apiError },
      },
    },
    async (_req, reply) => {
      try {
        await app.database.ping();
        return { ok: true as const, db: app.dbKind };
      } catch {
        return reply.status(503).send({ error: ERROR_CODE.unavailable, message: 'The database is not answering.' });
      }
    },
  );
};
