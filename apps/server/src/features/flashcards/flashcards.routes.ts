import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashcardList, flashcardModules, flashcardsQuery, flashcardTopicsQuery, idParams } from '@curio/core/catalogue';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { requireAdmin, requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { deleteFlashcard, flashcardTopics, listFlashcards } from './flashcards.service';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const tags = ['flashcards'];

export const flashcardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flashcards/topics',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The study topic selector: modules and their topics that hold flashcards',
        querystring: flashcardTopicsQuery,
        response: { 200: flashcardModules, ...errors },
      },
    },
    async (req) => flashcardTopics(app.db, req.query, req.user!.age),
  );

  app.get(
    '/api/flashcards',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A study session: curious-mode flashcards by course and optional module, topic, subtopic, tag',
        querystring: flashcardsQuery,
        response: { 200: flashcardList, ...errors },
      },
    },
    async (req) => listFlashcards(app.db, req.query, req.user!.age),
  );

  app.delete(
    '/api/flashcards/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Admin: delete one flashcard', params: idParams, response: { 200: okResponse, ...errors, 404: apiError } },
    },
    async (req) => {
      if (!(await deleteFlashcard(app.db, req.params.id))) throw new HttpError(404, ERROR_CODE.notFound, 'Flashcard not found.');
      return { ok: true as const };
    },
  );
};
