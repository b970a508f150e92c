import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentGroups, deletedResponse, deleteFlashcardsQuery, deleteQuestionsQuery, groupsQuery } from '@curio/core/catalogue';
import { apiError } from '@curio/core/errors';
import { UPLOAD_BODY_LIMIT_BYTES, uploadRequest, uploadResult } from '@curio/core/upload';
import { requireAdmin } from '../../auth/auth.plugin';
import { contentGroups as loadGroups, deleteByTopic } from './admin.service';
import { uploadContent } from './upload.service';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/upload',
    {
      // checked before the body is read: only the admin may make the server parse up to 20 MB
      onRequest: requireAdmin,
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Admin: upload a quiz or flashcard file's items (a name containing 'quiz' means questions); all or nothing",
        body: uploadRequest,
        response: { 200: uploadResult, ...errors, 413: apiError },
      },
    },
    async (req) => uploadContent(app.db, req.body.fileName, req.body.items),
  );

  app.get(
    '/api/admin/groups',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: course, module, topic and count of every topic holding questions or flashcards',
        querystring: groupsQuery,
        response: { 200: contentGroups, ...errors },
      },
    },
    async (req) => loadGroups(app.db, req.query.kind),
  );

  app.delete(
    '/api/admin/questions',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: delete the questions of a topic (course, module, topic)',
        querystring: deleteQuestionsQuery,
        response: { 200: deletedResponse, ...errors },
      },
    },
    async (req) => ({ deleted: await deleteByTopic(app.db, 'questions', req.query) }),
  );

  app.delete(
    '/api/admin/flashcards',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: delete the flashcards of a topic (course, topic, and module when given)',
        querystring: deleteFlashcardsQuery,
        response: { 200: deletedResponse, ...errors },
      },
    },
    async (req) => ({ deleted: await deleteByTopic(app.db, 'flashcards', req.query) }),
  );
};
