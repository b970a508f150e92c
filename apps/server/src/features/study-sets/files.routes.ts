import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import { exportQuery, importIdParams, importOptions, importReply, importSave, setIdParams, setSummary, shareSlugParams, topicExportQuery } from '@curio/core/study-sets';
import { IMPORT_FILE_MAX_BYTES, IMPORT_KEPT_MINUTES, IMPORT_PREVIEW_ITEMS, IMPORTS_PER_MINUTE } from '@curio/core/study-sets-rules';
import { exportFile } from '@curio/formats/index';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { poolClient } from '../../lib/worker-pool';
import { attachment } from '../projects';
import type { SetFileWorkers } from './set-files';
import { keepImport, saveImport } from './set-imports';
import { errors, tags } from './sets.routes';
import { setForExport, type SetRef } from './study-sets.service';
import { topicItems } from './topic-export';

/** An export: JSON schemas cannot describe its bytes, so the schema only documents it. */
const fileResponse = z.string().meta({ description: 'The file (Content-Disposition: attachment with its name)', format: 'binary' });

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string }, body: Buffer) {
  return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.fileName)).header('cache-control', 'no-store').send(body);
}

/** Files in and out: an import (read, previewed, then saved) and the exports of a set or a catalogue topic, on the set-file workers. */
export const setFilesRoutes: FastifyPluginAsyncZod<{ files: SetFileWorkers }> = async (app, { files }) => {
  // a file's bytes, as they are: only this plugin's routes read them (the import)
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: IMPORT_FILE_MAX_BYTES }, (_req, body, done) => done(null, body));
  const limitImports = limitRequests(app, SETS_MSG.importsRateLimited, [
    { max: IMPORTS_PER_MINUTE, timeWindow: '1 minute', key: (req) => `set-imports:${req.user!.id}` },
  ]);


  app.post(
    '/api/sets/import',
    {
      onRequest: requireUser,
      preHandler: limitImports,
      bodyLimit: IMPORT_FILE_MAX_BYTES,
      schema: {
        tags,
        summary: `Reads a file (CSV/TSV, Quizlet text, GIFT, Aiken, Anki .apkg; the raw bytes as application/octet-stream) and answers what it understood (the first ${IMPORT_PREVIEW_ITEMS} items, and how many) and which lines it could not read. Adds nothing to a set: the items wait ${IMPORT_KEPT_MINUTES} minutes under import_id for POST /api/sets/imports/{import_id}`,
        querystring: importOptions,
        body: z.instanceof(Buffer).meta({ description: 'The file', format: 'binary' }),
        response: { 200: importReply, ...errors, 413: apiError, 422: apiError, 429: apiError, 503: apiError },
      },
    },
    async (req) => {
      const { preview, rows } = await files.parse(req.body, req.query, poolClient(req));
      return { import_id: await keepImport(app.db, req.user!, rows), ...preview };
    },
  );
  app.post(
    '/api/sets/imports/:import_id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Saves a previewed import, once, as a new set of mine (title) or into one (set_id); all or nothing',
        params: importIdParams,
        body: importSave,
        response: { 200: setSummary, 201: setSummary, ...errors, 409: apiError },
      },
    },
    async (req, reply) => {
      const { body } = req;
      const target = 'set_id' in body ? { id: body.set_id } : body;
      const set = await saveImport(app.db, req.user!, req.params.import_id, target);
      return reply.code('set_id' in body ? 200 : 201).send(set);
    },
  );

  // a set's file: by id for its owner, by its link for anyone else
  const exportRoute = (path: string, params: typeof setIdParams | typeof shareSlugParams, refOf: (params: Record<string, unknown>) => SetRef) => {
    app.get(
      `${path}/export`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'A set as a file: CSV, Quizlet text, Moodle GIFT, an Anki deck (.apkg) or a printable PDF worksheet with an answer key',
          params,
          querystring: exportQuery,
          response: { 200: fileResponse, ...errors, 422: apiError, 503: apiError },
        },
      },
      async (req, reply) => {
        const { format } = req.query;
        const { title, items } = await setForExport(app.db, req.user!, refOf(req.params));
        const body = await files.write({ format, title, items, appName: app.config.APP_NAME }, poolClient(req));
        return sendFile(reply, exportFile(format, title), body);
      },
    );
  };
  exportRoute('/api/sets/:id', setIdParams, (p) => ({ id: p.id as number }));
  exportRoute('/api/sets/shared/:slug', shareSlugParams, (p) => ({ slug: p.slug as string }));

  app.get(
    '/api/topics/export',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A catalogue topic's questions and flashcards as a file, as a set exports (Kids Lock applies as for the quiz)",
        querystring: topicExportQuery,
        response: { 200: fileResponse, ...errors, 422: apiError, 503: apiError },
      },
    },
    async (req, reply) => {
      const { format, ...topic } = req.query;
      const items = await topicItems(app.db, topic, req.user!.age);
      if (items.length === 0) throw new HttpError(404, ERROR_CODE.notFound, 'This topic has no questions or flashcards.');
      const title = `${topic.course} – ${topic.topic}`;
      return sendFile(reply, exportFile(format, title), await files.write({ format, title, items, appName: app.config.APP_NAME }, poolClient(req)));
    },
  );

};
