import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { newSavedUseCase, savedCount, savedUseCase, savedUseCaseIdParams } from '@curio/core/saved-usecases';
import { SAVED_USECASE_MSG } from '@curio/core/usecase-messages';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { countSavedUseCases, deleteSavedUseCase, listSavedUseCases, saveUseCase } from './saved-usecases.service';

const errors = { 400: apiError, 401: apiError };

export const savedUsecasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/saved-usecases',
    {
      onRequest: requireUser,
      schema: { tags: ['saved use cases'], summary: 'The learner’s saved use cases, newest first', response: { 200: z.array(savedUseCase), ...errors } },
    },
    async (req) => listSavedUseCases(app.db, req.user!.id),
  );

  app.get(
    '/api/saved-usecases/count',
    {
      onRequest: requireUser,
      schema: { tags: ['saved use cases'], summary: 'How many use cases the learner saved (the sidebar’s Saved)', response: { 200: savedCount, ...errors } },
    },
    async (req) => ({ count: await countSavedUseCases(app.db, req.user!.id) }),
  );

  app.post(
    '/api/saved-usecases',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved use cases'],
        summary: 'Save a use case: 201 when new, 200 with the one kept when its content is saved already',
        body: newSavedUseCase,
        response: { 200: savedUseCase, 201: savedUseCase, ...errors, 413: apiError },
      },
    },
    async (req, reply) => {
      const { saved, created } = await saveUseCase(app.db, req.user!.id, req.body);
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/saved-usecases/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved use cases'],
        summary: 'Delete one of the learner’s own saved use cases',
        params: savedUseCaseIdParams,
        response: { 200: okResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      // someone else's is answered exactly like a missing one
      if (!(await deleteSavedUseCase(app.db, req.user!.id, req.params.id))) throw new HttpError(404, ERROR_CODE.notFound, SAVED_USECASE_MSG.notFound);
      return { ok: true as const };
    },
  );
};
