import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@curio/core/errors';
import {
  offeredSetList,
  promoteSet as promoteBody,
  setChanges,
  setDetail,
  setIdParams,
  setList,
  setOffer as offerBody,
  setSharing as sharingBody,
  setSummary,
  shareSlugParams,
} from '@curio/core/study-sets';
import { OFFERED_SETS_LISTED } from '@curio/core/study-sets-rules';
import { requireAdmin, requireUser } from '../../auth/auth.plugin';
import { copySet, deleteSet, listOfferedSets, listSets, offerSet, promoteSet, setDetail as loadDetail, setSharing, updateSet } from './study-sets.service';
import { sendSetReply } from './set-replies';

export const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
export const tags = ['study sets'];

/** Study sets themselves: mine, one, its changes, copies, sharing, offering to the catalogue and promoting. */
export const setsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sets',
    { onRequest: requireUser, schema: { tags, summary: 'My study sets, most recently changed first', response: { 200: setList, ...errors } } },
    async (req) => listSets(app.db, req.user!),
  );

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
};
