import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { flashcardList } from '@curio/core/catalogue';
import { apiError } from '@curio/core/errors';
import { reviewAdded } from '@curio/core/review';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import {
  newSet,
  setIdParams,
  setItemsBody,
  setItemsPage as setItemsPageSchema,
  setItemsQuery,
  setSaved,
  setStudyQuery,
  shareSlugParams,
  useCaseCardsBody,
  useCaseCardsResult,
} from '@curio/core/study-sets';
import { IMPORT_TEXT_MAX_BYTES, USECASE_CARDS_PER_HOUR } from '@curio/core/study-sets-rules';
import { requireUser } from '../../auth/auth.plugin';
import type { UseCaseProvider } from '../../ai/provider';
import { limitRequests } from '../../lib/request-limit';
import { poolClient } from '../../lib/worker-pool';
import type { SetFileWorkers } from './set-files';
import type { BodyName } from './set-files.worker';
import { errors, tags } from './sets.routes';
import { addUseCaseCards } from './usecase-cards';
import { addSetCardsToReview, createSet, saveItems, setFlashcards, setItemsPage, type SetRef } from './study-sets.service';
import { sendSetReply } from './set-replies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's JSON body is read and checked on a set-file worker, against this schema */
    bodyOnWorker?: BodyName;
  }
}

/*
 * Answers sent as JSON text (sendSetReply): the serializer's check of a set's items against their
 * schemas (some 2 ms a page of 100, 10–30 ms each 1 000) would cost more than reading them. For items
 * read exactly as their schema shapes them; what opening and studying a set answers is kept printed
 * per version of the set (set-replies.ts).
 */

/** A set's items: written in bulk (a new set, a replace, an append), studied page by page, cards made from use cases. */
export const setItemsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider; files: SetFileWorkers }> = async (app, { provider, files }) => {
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
  };
  studyRoutes('/api/sets/:id', setIdParams, (p) => ({ id: p.id as number }));
  studyRoutes('/api/sets/shared/:slug', shareSlugParams, (p) => ({ slug: p.slug as string }));

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
};
