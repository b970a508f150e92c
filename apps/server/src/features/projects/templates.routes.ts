import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { formatList, formatsQuery, newTemplate, templateKeyParams, templateList, templatePatch, templatesQuery, templateWithFormats } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { poolClient } from '../../lib/worker-pool';
import type { DocumentWorkers } from './documents.service';
import { errors, scopeFor, templateNotFound, written } from './replies';
import { createTemplate, deleteTemplate, getTemplate, listFormats, listTemplates, updateTemplate } from './templates.service';

/** Templates: the gallery, the caller's own (their bodies checked on the document workers) and their formats. */
export const templatesRoutes: FastifyPluginAsyncZod<{ documents: DocumentWorkers }> = async (app, { documents }) => {
  app.get(
    '/api/projects/templates',
    {
      onRequest: optionalUser,
      schema: {
        tags: ['projects'],
        summary: 'The template gallery: ours, public ones and, signed in, the caller’s own; q searches, category filters',
        querystring: templatesQuery,
        response: { 200: templateList, 400: apiError },
      },
    },
    async (req) => ({ items: await listTemplates(app.db, req.user?.id ?? null, req.query) }),
  );

  app.post(
    '/api/projects/templates',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Save a template of the caller’s own (private); bodies are Liquid writing markdown',
        body: newTemplate,
        response: { 201: templateWithFormats, ...errors, 409: apiError, 413: apiError, 422: apiError, 429: apiError, 503: apiError },
      },
    },
    async (req, reply) => {
      const outcome = await written(reply, createTemplate(app.db, req.user!.id, req.body, (formats) => documents.checkBodies(formats, poolClient(req))), PROJECT_MSG.templateUnreadable);
      if (!outcome.ok) throw new HttpError(409, ERROR_CODE.conflict, PROJECT_MSG.templateLimit);
      return reply.status(201).send(outcome.template);
    },
  );

  app.get(
    '/api/projects/templates/:key',
    {
      onRequest: optionalUser,
      schema: {
        tags: ['projects'],
        summary: 'One template the caller may see, with its formats',
        params: templateKeyParams,
        response: { 200: templateWithFormats, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const found = await getTemplate(app.db, req.user?.id ?? null, req.params.key);
      if (!found) throw templateNotFound();
      return found;
    },
  );

  app.patch(
    '/api/projects/templates/:key',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Change one of the caller’s own templates; formats, when sent, replace the old ones',
        params: templateKeyParams,
        body: templatePatch,
        response: { 200: templateWithFormats, ...errors, 404: apiError, 413: apiError, 422: apiError, 429: apiError, 503: apiError },
      },
    },
    async (req, reply) => {
      const updated = await written(reply, updateTemplate(app.db, req.user!.id, req.params.key, req.body, (formats) => documents.checkBodies(formats, poolClient(req))), PROJECT_MSG.templateUnreadable);
      if (!updated) throw templateNotFound();
      return updated;
    },
  );

  app.delete(
    '/api/projects/templates/:key',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Delete one of the caller’s own templates with its formats and presets',
        params: templateKeyParams,
        response: { 200: okResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      // someone else's template is answered exactly like a missing one
      if (!(await deleteTemplate(app.db, req.user!.id, req.params.key))) throw templateNotFound();
      return { ok: true as const };
    },
  );

  app.get(
    '/api/projects/templates/:key/formats',
    {
      onRequest: optionalUser,
      schema: {
        tags: ['projects'],
        summary:
          'The enabled formats of a template, in order (unranked last). scope: system (default), public, mine or private (the caller’s own), all; private and all need a session',
        params: templateKeyParams,
        querystring: formatsQuery,
        response: { 200: formatList, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const scope = scopeFor(req, req.query.scope, 'system');
      const items = await listFormats(app.db, req.user?.id ?? null, req.params.key, scope);
      if (!items) throw templateNotFound();
      return { items };
    },
  );
};
