import etag from '@fastify/etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flashcardList } from '@curio/core/catalogue';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { reviewAdded } from '@curio/core/review';
import {
  exportQuery,
  importIdParams,
  importOptions,
  importReply,
  importSave,
  SETS_MSG,
  topicExportQuery,
  newSet,
  offeredSetList,
  promoteSet as promoteBody,
  setChanges,
  setDetail,
  setIdParams,
  setItemsBody,
  setItemsPage as setItemsPageSchema,
  setItemsQuery,
  setList,
  setOffer as offerBody,
  setSaved,
  setSharing as sharingBody,
  setStudyQuery,
  setSummary,
  shareSlugParams,
  useCaseCardsBody,
  useCaseCardsResult,
} from '@curio/core/study-sets';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KEPT_MINUTES,
  IMPORT_PREVIEW_ITEMS,
  IMPORT_TEXT_MAX_BYTES,
  IMPORTS_PER_MINUTE,
  OFFERED_SETS_LISTED,
  USECASE_CARDS_PER_HOUR,
} from '@curio/core/study-sets-rules';
import { exportFile } from '@curio/formats/index';
import { requireAdmin, requireUser } from '../../auth/auth.plugin';
import type { UseCaseProvider } from '../../ai/provider';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { poolClient } from '../../lib/worker-pool';
import { attachment } from '../projects/documents.service';
import { createSetFileWorkers } from './set-files';
import type { BodyName } from './set-files.worker';
import { sendSetReply } from './set-replies';
import { keepImport, saveImport } from './set-imports';
import { topicItems } from './topic-export';
import { addUseCaseCards } from './usecase-cards';
import {
  addSetCardsToReview,
  copySet,
  createSet,
  deleteSet,
  listOfferedSets,
  listSets,
  offerSet,
  promoteSet,
  saveItems,
  setDetail as loadDetail,
  setFlashcards,
  setForExport,
  setItemsPage,
  setSharing,
  updateSet,
  type SetRef,
} from './study-sets.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's JSON body is read and checked on a set-file worker, against this schema */
    bodyOnWorker?: BodyName;
  }
}

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['study sets'];

/** An export: JSON schemas cannot describe its bytes, so the schema only documents it. */
const fileResponse = z.string().meta({ description: 'The file (Content-Disposition: attachment with its name)', format: 'binary' });

/*
 * Answers sent as JSON text (sendSetReply): the serializer's check of a set's items against their
 * schemas (some 2 ms a page of 100, 10–30 ms each 1 000) would cost more than reading them. For items
 * read exactly as their schema shapes them; what opening and studying a set answers is kept printed
 * per version of the set (set-replies.ts).
 */

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string }, body: Buffer) {
  return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.fileName)).header('cache-control', 'no-store').send(body);
}

export const studySetsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider }> = async (app, { provider }) => {
  // a set's replies carry the ETag of their version's text (set-replies.ts): a client that has it gets a 304
  await app.register(etag);
  // imported files are read and exports written on worker threads, started with the first one
  const files = createSetFileWorkers({ onError: (err) => app.log.error({ err }, 'set file worker failed') });
  app.addHook('onClose', () => files.close());
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
  const limitCards = limitRequests(app, SETS_MSG.cardsRateLimited, [
    { max: USECASE_CARDS_PER_HOUR, timeWindow: '1 hour', key: (req) => `usecase-cards:${req.user!.id}` },
  ]);
  app.post(
    '/api/sets/from-usecases',
    {
      onRequest: requireUser,
      preHandler: limitCards,
      schema: {
        tags,
        summary:
          'Turns use cases into flashcards of a set of mine (set_id) or of a new set (title): written by the AI model when one is configured, else made from the use cases as written; the answer says which',
        body: useCaseCardsBody,
        response: { 200: useCaseCardsResult, ...errors, 409: apiError, 429: apiError },
      },
    },
    async (req) => addUseCaseCards(app.db, provider, req.user!, req.body, (err) => req.log.warn({ err, provider: provider.name }, 'flashcards from use cases: the model failed')),
  );

  app.get(
    '/api/sets',
    { onRequest: requireUser, schema: { tags, summary: 'My study sets, most recently changed first', response: { 200: setList, ...errors } } },
    async (req) => listSets(app.db, req.user!),
  );

  // bodies of thousands of items (an import's save): read and checked on a worker, not the event loop
  await app.register(async (plugin) => {
    const bulk = plugin.withTypeProvider<ZodTypeProvider>();
    bulk.removeContentTypeParser('application/json');
    const checked = new WeakSet<object>();
    bulk.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: IMPORT_TEXT_MAX_BYTES }, async (req: FastifyRequest, text: string) => {
      const body = (await files.checkBody(text, req.routeOptions.config.bodyOnWorker!, poolClient(req))) as object;
      checked.add(body);
      return body;
    });
    // a body checked on the worker is not checked again here (that is the work kept off the event
    // loop); one that never reached it (none was sent) is checked as any other
    bulk.setValidatorCompiler((route) => {
      const check = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
      return route.httpPart === 'body' ? (data: unknown) => (typeof data === 'object' && data !== null && checked.has(data) ? { value: data } : check(data)) : check;
    });

    bulk.post(
      '/api/sets',
      {
        onRequest: requireUser,
        config: { bodyOnWorker: 'newSet' },
        schema: { tags, summary: 'A new set of mine, with its items; all or nothing', body: newSet, response: { 201: setSaved, ...errors, 409: apiError, 413: apiError } },
      },
      async (req, reply) => reply.code(201).send(await createSet(app.db, req.user!, req.body)),
    );

    bulk.put(
      '/api/sets/:id/items',
      {
        onRequest: requireUser,
        config: { bodyOnWorker: 'setItems' },
        schema: {
          tags,
          summary: "Replaces a set's items: those sent with an id keep it (and their review history), those left out are deleted",
          params: setIdParams,
          body: setItemsBody,
          response: { 200: setSaved, ...errors, 413: apiError },
        },
      },
      async (req) => saveItems(app.db, req.user!, req.params.id, req.body.items, 'replace'),
    );

    bulk.post(
      '/api/sets/:id/items',
      {
        onRequest: requireUser,
        config: { bodyOnWorker: 'setItems' },
        schema: { tags, summary: 'Adds items to a set of mine (an import into it)', params: setIdParams, body: setItemsBody, response: { 200: setSaved, ...errors, 413: apiError } },
      },
      async (req) => saveItems(app.db, req.user!, req.params.id, req.body.items, 'append'),
    );
  });

  app.get(
    '/api/sets/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'One of my sets: its topics and the first page of its items (…/items reads on)', params: setIdParams, response: { 200: setDetail, ...errors } },
    },
    async (req, reply) => sendSetReply(reply, await loadDetail(app.db, req.user!, { id: req.params.id })),
  );

  app.patch(
    '/api/sets/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Renames a set of mine or changes its description', params: setIdParams, body: setChanges, response: { 200: setSummary, ...errors } },
    },
    async (req) => updateSet(app.db, req.user!, req.params.id, req.body),
  );

  app.delete(
    '/api/sets/:id',
    { onRequest: requireUser, schema: { tags, summary: 'Deletes a set of mine with its items', params: setIdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteSet(app.db, req.user!, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/sets/:id/duplicate',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'A copy of a set of mine, titled "… (copy)"', params: setIdParams, response: { 201: setSummary, ...errors, 409: apiError } },
    },
    async (req, reply) => reply.code(201).send(await copySet(app.db, req.user!, { id: req.params.id })),
  );

  app.put(
    '/api/sets/:id/sharing',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: '"Anyone with the link" on or off (a new link each time it is turned on); Kids Lock keeps sets private',
        params: setIdParams,
        body: sharingBody,
        response: { 200: setSummary, ...errors },
      },
    },
    async (req) => setSharing(app.db, req.user!, req.params.id, req.body.shared),
  );

  app.put(
    '/api/sets/:id/offer',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: '"Suggest for the catalogue" on or off: an admin may promote only a set its owner offers; Kids Lock keeps sets out',
        params: setIdParams,
        body: offerBody,
        response: { 200: setSummary, ...errors },
      },
    },
    async (req) => offerSet(app.db, req.user!, req.params.id, req.body.offered),
  );

  app.get(
    '/api/sets/offered',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: `Admin: the sets their owners offer for the catalogue, the longest waiting first (${OFFERED_SETS_LISTED} at most)`,
        response: { 200: offeredSetList, ...errors },
      },
    },
    async () => listOfferedSets(app.db),
  );

  app.post(
    '/api/sets/:id/promote',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Admin: a copy of a set its owner offers (or of the admin's own) becomes a course of the public catalogue, and the offer ends",
        params: setIdParams,
        body: promoteBody,
        response: { 200: z.object({ category: z.string(), course: z.string() }), ...errors, 409: apiError },
      },
    },
    async (req) => promoteSet(app.db, req.user!, req.params.id, req.body),
  );

  app.get(
    '/api/sets/shared/:slug',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'A set opened through its share link (read only), as GET /api/sets/{id} answers', params: shareSlugParams, response: { 200: setDetail, ...errors } },
    },
    async (req, reply) => sendSetReply(reply, await loadDetail(app.db, req.user!, { slug: req.params.slug })),
  );

  app.post(
    '/api/sets/shared/:slug/copy',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Copies a shared set into my sets', params: shareSlugParams, response: { 201: setSummary, ...errors, 409: apiError } },
    },
    async (req, reply) => reply.code(201).send(await copySet(app.db, req.user!, { slug: req.params.slug })),
  );

  // studying a set: by id for its owner, by its link for anyone else, answered as the catalogue's quiz and cards are
  const studyRoutes = (path: string, params: typeof setIdParams | typeof shareSlugParams, refOf: (params: Record<string, unknown>) => SetRef) => {
    app.get(
      `${path}/items`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "A page of a set's items after a cursor (the `next` of the page before), questions first, each kind in saving order",
          params,
          querystring: setItemsQuery,
          response: { 200: setItemsPageSchema, ...errors },
        },
      },
      async (req, reply) => sendSetReply(reply, await setItemsPage(app.db, req.user!, refOf(req.params), req.query)),
    );
    app.get(
      `${path}/flashcards`,
      {
        onRequest: requireUser,
        schema: { tags, summary: "A set's cards (one topic), shaped as GET /api/flashcards", params, querystring: setStudyQuery, response: { 200: flashcardList, ...errors } },
      },
      async (req, reply) => sendSetReply(reply, await setFlashcards(app.db, req.user!, refOf(req.params), req.query.topic)),
    );
    app.post(
      `${path}/review`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Adds a set's cards (one topic) to the learner's review; cards already there are left alone",
          params,
          querystring: setStudyQuery,
          response: { 200: reviewAdded, ...errors },
        },
      },
      async (req) => ({ added: await addSetCardsToReview(app.db, req.user!, refOf(req.params), req.query.topic) }),
    );
    app.get(
      `${path}/export`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'A set as a file: CSV, Quizlet text, an Anki deck (.apkg) or a printable PDF worksheet with an answer key',
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

  studyRoutes('/api/sets/:id', setIdParams, (p) => ({ id: p.id as number }));
  studyRoutes('/api/sets/shared/:slug', shareSlugParams, (p) => ({ slug: p.slug as string }));
};
