import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@curio/core/errors';
import { databaseDown, isConnectionFailure } from '../../lib/db-errors';

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
      } catch (err) {
        // any failure of SELECT 1 means the database cannot serve; only a lost connection is an outage to report
        if (isConnectionFailure(err)) app.databaseOutage.failed(err);
        return databaseDown(reply);
      }
    },
  );
};
