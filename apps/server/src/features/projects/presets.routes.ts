import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { newPreset, preset, presetIdParams, presetList, presetPatch, presetsQuery } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { createPreset, deletePreset, listPresets, updatePreset } from './presets.service';
import { errors, scopeFor } from './replies';

const presetNotFound = () => new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.presetNotFound);

/** Presets: form values saved to apply to a card. */
export const presetsRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get(
    '/api/projects/presets',
    {
      onRequest: optionalUser,
      schema: {
        tags: ['projects'],
        summary:
          'A page of presets: scope public (default: ours and public ones), system, mine or private (the caller’s own), all; q, category (empty, default and all mean any), tagsCsv (every tag), template_key, sort (updated_at, order_rank, label, created_at), asc; unranked last',
        querystring: presetsQuery,
        response: { 200: presetList, ...errors },
      },
    },
    async (req) => listPresets(app.db, req.user?.id ?? null, scopeFor(req, req.query.scope, 'public'), req.query),
  );

  app.post(
    '/api/projects/presets',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Save a preset of the caller’s own (private): form values to apply to a card',
        body: newPreset,
        response: { 201: preset, ...errors, 409: apiError, 413: apiError },
      },
    },
    async (req, reply) => {
      const outcome = await createPreset(app.db, req.user!.id, req.body);
      if (!outcome.ok) {
        if (outcome.reason === 'template') throw new HttpError(400, ERROR_CODE.validation, PROJECT_MSG.notYourTemplate);
        throw new HttpError(409, ERROR_CODE.conflict, PROJECT_MSG.presetLimit);
      }
      return reply.status(201).send(outcome.preset);
    },
  );

  app.patch(
    '/api/projects/presets/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Change one of the caller’s own presets',
        params: presetIdParams,
        body: presetPatch,
        response: { 200: preset, ...errors, 404: apiError, 413: apiError },
      },
    },
    async (req) => {
      const outcome = await updatePreset(app.db, req.user!.id, req.params.id, req.body);
      if (!outcome) throw presetNotFound();
      if (!outcome.ok) throw new HttpError(400, ERROR_CODE.validation, PROJECT_MSG.notYourTemplate);
      return outcome.preset;
    },
  );

  app.delete(
    '/api/projects/presets/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Delete one of the caller’s own presets',
        params: presetIdParams,
        response: { 200: okResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      if (!(await deletePreset(app.db, req.user!.id, req.params.id))) throw presetNotFound();
      return { ok: true as const };
    },
  );
};
