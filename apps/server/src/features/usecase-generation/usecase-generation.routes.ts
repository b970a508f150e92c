import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { USECASE_GENERATIONS_PER_HOUR, USECASE_GENERATIONS_PER_MINUTE } from '@curio/core/limits';
import { type GenerateUseCasesInput, generatedUseCases, generateUseCasesInput } from '@curio/core/usecase-generation';
import { USECASE_ERROR_CODE, USECASE_GENERATION_MSG, USECASE_STREAM_EVENT, USECASE_STREAM_PATH } from '@curio/core/usecase-text';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { createOfflineProvider } from '../../ai/offline';
import { AiError, type AiFailure, type UseCaseProvider } from '../../ai/provider';
import { openEventStream } from '../../lib/event-stream';
import { generateUseCases } from './usecase-generation.service';

const AI_FAILURE_RESPONSE: Record<AiFailure, [status: number, code: string, message: string]> = {
  timeout: [504, USECASE_ERROR_CODE.aiTimeout, USECASE_GENERATION_MSG.aiTimeout],
  bad_reply: [502, USECASE_ERROR_CODE.aiBadReply, USECASE_GENERATION_MSG.aiBadReply],
  unavailable: [502, USECASE_ERROR_CODE.aiUnavailable, USECASE_GENERATION_MSG.aiUnavailable],
  too_long: [502, USECASE_ERROR_CODE.aiTooLong, USECASE_GENERATION_MSG.aiTooLong],
};

export const useCaseGenerationRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider; appName: string }> = async (app, { provider, appName }) => {
  // a learner whose model fails or is slow can always ask the built-in writer instead
  const offline = provider.kind === 'offline' ? provider : createOfflineProvider({ appName });
  const writerFor = (input: GenerateUseCasesInput) => (input.writer === 'offline' ? offline : provider);

  // per learner, not per address: a class behind one address must not share one allowance; the
  // two routes spend the same allowance
  const limitGenerations = limitRequests(app, USECASE_GENERATION_MSG.rateLimited, [
    { max: USECASE_GENERATIONS_PER_MINUTE, timeWindow: '1 minute', key: (req) => `usecases-minute:${req.user!.id}` },
    { max: USECASE_GENERATIONS_PER_HOUR, timeWindow: '1 hour', key: (req) => `usecases-hour:${req.user!.id}` },
  ]);
  const refused = { 400: apiError, 401: apiError, 413: apiError, 429: apiError };

  const logFailure = (req: FastifyRequest, err: unknown, writer: UseCaseProvider) => req.log.warn({ err, provider: writer.name }, 'use case generation failed');

  app.post(
    '/functions/v1/usecases',
    {
      onRequest: requireUser,
      // after validation: refused input does not count against the allowance
      preHandler: limitGenerations,
      schema: {
        tags: ['usecases'],
        summary: 'Three real-world use cases for a keyword, as “Use Case 1:” … “Use Case 3:” text with their provenance (the spec’s use-case function)',
        body: generateUseCasesInput,
        response: { 200: generatedUseCases, ...refused, 502: apiError, 504: apiError },
      },
    },
    async (req) => {
      const writer = writerFor(req.body);
      try {
        return await generateUseCases(app.db, writer, req.user!, req.body.topic);
      } catch (err) {
        if (!(err instanceof AiError)) throw err;
        logFailure(req, err, writer);
        const [status, code, message] = AI_FAILURE_RESPONSE[err.failure];
        throw new HttpError(status, code, message);
      }
    },
  );

  app.post(
    USECASE_STREAM_PATH,
    {
      onRequest: requireUser,
      preHandler: limitGenerations,
      schema: {
        tags: ['usecases'],
        summary:
          'The same as /functions/v1/usecases, answered as a text/event-stream: `progress` events with the use cases drafted so far while a model writes, then one `result` or `error`',
        body: generateUseCasesInput,
        response: refused,
      },
    },
    async (req: FastifyRequest<{ Body: GenerateUseCasesInput }>, reply: FastifyReply) => {
      const writer = writerFor(req.body);
      const stopped = new AbortController();
      // the learner pressed Stop or left: the model stops writing
      const stream = openEventStream(reply, () => stopped.abort(new Error('the learner stopped the answer')));
      const send = (event: string, data: unknown) => stream.send(event, JSON.stringify(data));
      try {
        const result = await generateUseCases(app.db, writer, req.user!, req.body.topic, {
          signal: stopped.signal,
          onDraft: (useCases) => send(USECASE_STREAM_EVENT.progress, { model: writer.name, useCases }),
        });
        send(USECASE_STREAM_EVENT.result, result);
      } catch (err) {
        if (!stopped.signal.aborted) {
          logFailure(req, err, writer);
          const [, error, message] = err instanceof AiError ? AI_FAILURE_RESPONSE[err.failure] : [500, ERROR_CODE.internal, USECASE_GENERATION_MSG.generateFailed];
          send(USECASE_STREAM_EVENT.error, { error, message, offline: writer !== offline });
        }
      } finally {
        stream.close();
      }
    },
  );
};
