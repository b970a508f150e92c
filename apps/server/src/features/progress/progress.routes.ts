import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@curio/core/errors';
import { resultStatsQuery } from '@curio/core/learning';
import { learnerProgress, reviewForecast } from '@curio/core/review';
import { requireUser } from '../../auth/auth.plugin';
import { learnerProgress as progressOf, reviewForecast as forecastOf } from './progress.service';

const errors = { 400: apiError, 401: apiError };

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/review/forecast',
    {
      onRequest: requireUser,
      schema: {
        tags: ['review'],
        summary: 'Review items due per day for the next week in the learner’s time zone, today with everything overdue',
        // tz as the results' stats take it: an unknown zone is a 400, none is UTC
        querystring: resultStatsQuery,
        response: { 200: reviewForecast, ...errors },
      },
    },
    async (req) => forecastOf(app.db, req.user!.id, req.user!.age, req.query.tz),
  );

  app.get(
    '/api/progress',
    {
      onRequest: requireUser,
      schema: {
        tags: ['review'],
        summary: 'The profile’s progress: study calendar, forecast, retention, per course mastered / learning / new, the daily goal',
        querystring: resultStatsQuery,
        response: { 200: learnerProgress, ...errors },
      },
    },
    async (req) => progressOf(app.db, req.user!.id, req.user!.age, req.query.tz),
  );
};
