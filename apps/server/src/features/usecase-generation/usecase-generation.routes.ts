import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@curio/core/errors';
import { USECASE_GENERATIONS_PER_HOUR, USECASE_GENERATIONS_PER_MINUTE } from '@curio/core/limits';
import { generatedUseCases, generateUseCasesInput } from '@curio/core/usecase-generation';
import { USECASE_ERROR_CODE, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { AiError, type AiFailure, type UseCaseProvider } from '../../ai/provider';
import { generateUseCases } from './usecase-generation.service';

const AI_FAILURE_RESPONSE: Record<AiFailure, [status: number, code: string, message: string]> = {
  timeout: [504, USECASE_ERROR_CODE.aiTimeout, USECASE_GENERATION_MSG.aiTimeout],
  bad_reply: [502, USECASE_ERROR_CODE.aiBadReply, USECASE_GENERATION_MSG.aiBadReply],
  unavailable: [502, USECASE_ERROR_CODE.aiUnavailable, USECASE_GENERATION_MSG.aiUnavailable],
};

export const useCaseGenerationRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider }> = async (app, { provider }) => {
  // per learner, not per address: a class behind one address must not share one allowance
  const limitGenerations = limitRequests(app, USECASE_GENERATION_MSG.rateLimited, [
    { max: USECASE_GENERATIONS_PER_MINUTE, timeWindow: '1 minute', key: (req) => `usecases-minute:${req.user!.id}` },
    { max: USECASE_GENERATIONS_PER_HOUR, timeWindow: '1 hour', key: (req) => `usecases-hour:${req.user!.id}` },
  ]);

  app.post(
    '/functions/v1/usecases',
    {
      onRequest: requireUser,
      // after validation: refused input does not count against the allowance
      preHandler: limitGenerations,
      schema: {
        tags: ['usecases'],
        summary: 'Three real-world use cases for a keyword, as “Use Case 1:” … “Use Case 3:” text (the spec’s use-case function)',
        body: generateUseCasesInput,
        response: { 200: generatedUseCases, 400: apiError, 401: apiError, 413: apiError, 429: apiError, 502: apiError, 504: apiError },
      },
    },
    async (req) => {
      try {
        return await generateUseCases(app.db, provider, req.user!, req.body.topic);
      } catch (err) {
        if (!(err instanceof AiError)) throw err;
        req.log.warn({ err, provider: provider.name }, 'use case generation failed');
        const [status, code, message] = AI_FAILURE_RESPONSE[err.failure];
        throw new HttpError(status, code, message);
      }
    },
  );
};
