import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackInput, okResponse } from '@curio/core/account';
import { apiError } from '@curio/core/errors';
import { FEEDBACK_PER_MINUTE } from '@curio/core/limits';
import { optionalUser } from '../../auth/auth.plugin';
import { createFeedback } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      onRequest: optionalUser,
      config: { rateLimit: { max: FEEDBACK_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        summary: 'Send free-text feedback (guests too)',
        body: feedbackInput,
        response: { 201: okResponse, 400: apiError, 429: apiError },
      },
    },
    async (req, reply) => {
      await createFeedback(app.db, req.body, req.user);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
