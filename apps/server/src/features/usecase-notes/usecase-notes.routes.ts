import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { NOTE_MSG } from '@curio/core/usecase-messages';
import { newUseCaseNote, useCaseNote, useCaseNoteIdParams, useCaseNotesQuery } from '@curio/core/usecase-notes';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { createNote, deleteNote, listNotes } from './usecase-notes.service';

const errors = { 400: apiError, 401: apiError };

export const usecaseNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/usecase-notes',
    {
      onRequest: requireUser,
      schema: {
        tags: ['use case notes'],
        summary: 'The learner’s notes, newest first, optionally for one keyword',
        querystring: useCaseNotesQuery,
        response: { 200: z.array(useCaseNote), ...errors },
      },
    },
    async (req) => listNotes(app.db, req.user!.id, req.query.keyword),
  );

  app.post(
    '/api/usecase-notes',
    {
      onRequest: requireUser,
      schema: {
        tags: ['use case notes'],
        summary: 'Note something on a use case (a blank note is refused)',
        body: newUseCaseNote,
        response: { 201: useCaseNote, ...errors, 413: apiError },
      },
    },
    async (req, reply) => reply.status(201).send(await createNote(app.db, req.user!.id, req.body)),
  );

  app.delete(
    '/api/usecase-notes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['use case notes'],
        summary: 'Delete one of the learner’s own notes',
        params: useCaseNoteIdParams,
        response: { 200: okResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      // someone else's note is answered exactly like a missing one
      if (!(await deleteNote(app.db, req.user!.id, req.params.id))) throw new HttpError(404, ERROR_CODE.notFound, NOTE_MSG.notFound);
      return { ok: true as const };
    },
  );
};
