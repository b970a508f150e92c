import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { PROJECT_FILES_PER_MINUTE, PROJECT_POLISH_PER_HOUR, PROJECT_POLISH_PER_MINUTE } from '@curio/core/limits';
import type { FormValues } from '@curio/core/projects';
import {
  exportBody,
  type ExportTarget,
  formatList,
  formatsQuery,
  formErrors,
  fromUseCaseQuery,
  fromUseCaseResponse,
  generateBody,
  generateResponse,
  newPreset,
  newTemplate,
  preset,
  presetIdParams,
  presetList,
  presetPatch,
  presetsQuery,
  previewBody,
  previewResponse,
  renderBody,
  resolveScope,
  scopeNeedsSession,
  templateIdParams,
  templateKeyParams,
  templateList,
  templatePatch,
  templatesQuery,
  templateWithFormats,
} from '@curio/core/projects-api';
import { PROJECT_ERROR_CODE, PROJECT_MSG } from '@curio/core/projects-messages';
import { USECASE_ERROR_CODE, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { AiError, type AiFailure, type UseCaseProvider } from '../../ai/provider';
import {
  attachment,
  chooseFormat,
  documentFile,
  documentText,
  documentTitle,
  missingFields,
  polishMarkdown,
  renderMarkdown,
} from './documents.service';
import { TemplateError } from './liquid-engine';
import { USE_CASE_BRIEF_KEY, valuesFromUseCase } from './from-usecase.service';
import { createPreset, deletePreset, listPresets, updatePreset } from './presets.service';
import { createTemplate, deleteTemplate, findRenderable, getTemplate, listFormats, listTemplates, type Renderable, updateTemplate } from './templates.service';

const errors = { 400: apiError, 401: apiError };
const templateNotFound = () => new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.templateNotFound);
const presetNotFound = () => new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.presetNotFound);

const AI_FAILURE_RESPONSE: Record<AiFailure, [status: number, code: string, message: string]> = {
  timeout: [504, USECASE_ERROR_CODE.aiTimeout, USECASE_GENERATION_MSG.aiTimeout],
  // generation's bad-reply text speaks of three use cases; for a document the service simply failed
  bad_reply: [502, USECASE_ERROR_CODE.aiBadReply, USECASE_GENERATION_MSG.aiUnavailable],
  unavailable: [502, USECASE_ERROR_CODE.aiUnavailable, USECASE_GENERATION_MSG.aiUnavailable],
};

/**
 * Ours change only when a start loads new template files, so a preview of one need not ask the
 * database every time; after this long an instance started earlier sees a newer start's files.
 */
const SYSTEM_TEMPLATE_CACHE_MS = 60_000;

/** A file the browser downloads: JSON schemas cannot describe its bytes, so the schema only documents it. */
const fileResponse = z.string().meta({ description: 'The document file (Content-Disposition: attachment with its file name)', format: 'binary' });

interface Rendered {
  markdown: string;
  format: string;
  target: ExportTarget;
  title: string;
  polished: boolean;
  notice: string | null;
}

export const projectsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider }> = async (app, { provider }) => {
  // polishing can call a paid model: per learner, like use-case generation (decision 011)
  const polishLimits = [
    app.createRateLimit({ max: PROJECT_POLISH_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req) => `polish-minute:${req.user!.id}` }),
    app.createRateLimit({ max: PROJECT_POLISH_PER_HOUR, timeWindow: '1 hour', keyGenerator: (req) => `polish-hour:${req.user!.id}` }),
  ];
  const fileLimit = app.createRateLimit({
    max: PROJECT_FILES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (req) => (req.user ? `files:${req.user.id}` : `files-ip:${req.ip}`),
  });

  async function limitFiles(req: FastifyRequest) {
    const verdict = await fileLimit(req);
    if (!verdict.isAllowed && verdict.isExceeded) throw new HttpError(429, ERROR_CODE.rateLimited, PROJECT_MSG.filesRateLimited);
  }

  // ours only, by the id or key they were asked for: at most two entries per seeded template
  const systemTemplates = new Map<string, { at: number; found: Renderable }>();
  async function findTemplate(req: FastifyRequest, idOrKey: string): Promise<Renderable | null> {
    const hit = systemTemplates.get(idOrKey);
    if (hit && performance.now() - hit.at < SYSTEM_TEMPLATE_CACHE_MS) return hit.found;
    const found = await findRenderable(app.db, req.user?.id ?? null, idOrKey);
    if (found?.template.visibility === 'system') systemTemplates.set(idOrKey, { at: performance.now(), found });
    return found;
  }

  /** Spec §6, §7: private and all read the caller's own items, so they need a session or bearer token. */
  function scopeFor(req: FastifyRequest, raw: string | undefined, fallback: 'system' | 'public') {
    const scope = resolveScope(raw, fallback);
    if (scopeNeedsSession(scope) && !req.user) throw new HttpError(401, ERROR_CODE.unauthorized, PROJECT_MSG.signInForScope);
    return scope;
  }

  /**
   * Renders a template's format for the request: the template must be visible to the caller, the
   * format and target offered, every required field filled in; polish asks the AI provider.
   * Sends 400 with each blank field's message itself, so it answers undefined then.
   */
  async function render(
    req: FastifyRequest,
    reply: FastifyReply,
    idOrKey: string,
    input: { format?: string; target?: ExportTarget; form_values: FormValues; polish?: boolean },
  ): Promise<Rendered | undefined> {
    const found = await findTemplate(req, idOrKey);
    if (!found) throw templateNotFound();
    const choice = chooseFormat(found.formats, input.format, input.target);
    if (!choice.ok) {
      if (choice.reason === 'no_formats') throw new HttpError(400, PROJECT_ERROR_CODE.unknownFormat, PROJECT_MSG.noSupportedFormats);
      if (choice.reason === 'unknown_format') throw new HttpError(400, PROJECT_ERROR_CODE.unknownFormat, PROJECT_MSG.unknownFormat(input.format ?? ''));
      throw new HttpError(400, PROJECT_ERROR_CODE.unsupportedTarget, PROJECT_MSG.unsupportedTarget(choice.format!.label, input.target ?? ''));
    }
    const missing = missingFields(choice.format, input.form_values);
    const first = Object.values(missing)[0];
    if (first) {
      await reply.status(400).send({ error: PROJECT_ERROR_CODE.requiredFields, message: first, fields: missing });
      return undefined;
    }
    if (input.polish) {
      if (!req.user) throw new HttpError(401, ERROR_CODE.unauthorized, PROJECT_MSG.signInToPolish);
      for (const limit of polishLimits) {
        const verdict = await limit(req);
        if (!verdict.isAllowed && verdict.isExceeded) throw new HttpError(429, ERROR_CODE.rateLimited, PROJECT_MSG.polishRateLimited);
      }
    }
    let markdown: string;
    try {
      markdown = await renderMarkdown(choice.format, input.form_values);
    } catch (err) {
      if (err instanceof TemplateError) throw new HttpError(400, PROJECT_ERROR_CODE.templateError, PROJECT_MSG.renderFailed(err.message));
      throw err;
    }
    let polished = false;
    let notice: string | null = null;
    if (input.polish) {
      try {
        ({ markdown, polished, notice } = await polishMarkdown(provider, markdown));
      } catch (err) {
        if (!(err instanceof AiError)) throw err;
        req.log.warn({ err, provider: provider.name }, 'document polish failed');
        const [status, code, message] = AI_FAILURE_RESPONSE[err.failure];
        throw new HttpError(status, code, message);
      }
    }
    const title = documentTitle(markdown, found.template, choice.format);
    return { markdown, format: choice.format.key, target: choice.target, title, polished, notice };
  }

  async function sendFile(reply: FastifyReply, markdown: string, target: ExportTarget, title: string, polished?: boolean) {
    const file = await documentFile(markdown, target, title, app.config.APP_NAME);
    reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).header('cache-control', 'no-store');
    if (polished !== undefined) reply.header('x-polished', String(polished));
    return reply.send(file.body);
  }

  // ------------------------------------------------------------ templates

  app.get(
    '/api/projects/templates',
    {
      preHandler: optionalUser,
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
      preHandler: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Save a template of the caller’s own (private); bodies are Liquid writing markdown',
        body: newTemplate,
        response: { 201: templateWithFormats, ...errors, 409: apiError, 413: apiError },
      },
    },
    async (req, reply) => {
      try {
        const outcome = await createTemplate(app.db, req.user!.id, req.body);
        if (!outcome.ok) throw new HttpError(409, ERROR_CODE.conflict, PROJECT_MSG.templateLimit);
        return reply.status(201).send(outcome.template);
      } catch (err) {
        if (err instanceof TemplateError) throw new HttpError(400, PROJECT_ERROR_CODE.templateError, PROJECT_MSG.templateUnreadable(err.message));
        throw err;
      }
    },
  );

  app.get(
    '/api/projects/templates/:key',
    {
      preHandler: optionalUser,
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
      preHandler: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Change one of the caller’s own templates; formats, when sent, replace the old ones',
        params: templateKeyParams,
        body: templatePatch,
        response: { 200: templateWithFormats, ...errors, 404: apiError, 413: apiError },
      },
    },
    async (req) => {
      let updated;
      try {
        updated = await updateTemplate(app.db, req.user!.id, req.params.key, req.body);
      } catch (err) {
        if (err instanceof TemplateError) throw new HttpError(400, PROJECT_ERROR_CODE.templateError, PROJECT_MSG.templateUnreadable(err.message));
        throw err;
      }
      if (!updated) throw templateNotFound();
      return updated;
    },
  );

  app.delete(
    '/api/projects/templates/:key',
    {
      preHandler: requireUser,
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
      preHandler: optionalUser,
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

  // ------------------------------------------------------------ documents

  app.post(
    '/api/projects/templates/:id/preview',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['projects'],
        summary:
          'Preview a document (id or key of the template): preview.content is an HTML page for target html, else the markdown that PDF and DOCX are made from',
        params: templateIdParams,
        body: previewBody,
        response: { 200: previewResponse, 400: formErrors.or(apiError), 404: apiError, 413: apiError },
      },
    },
    async (req, reply) => {
      const done = await render(req, reply, req.params.id, req.body);
      if (!done) return reply;
      return { format: done.format, preview: { target: done.target, content: documentText(done.markdown, done.target, done.title, app.config.APP_NAME) } };
    },
  );

  app.post(
    '/api/projects/templates/:id/generate',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['projects'],
        summary:
          'Generate a document (id or key of the template), polished by the AI provider when polish is true (signed in); content as in preview, notice says whether it was polished',
        params: templateIdParams,
        body: generateBody,
        response: { 200: generateResponse, 400: formErrors.or(apiError), 401: apiError, 404: apiError, 413: apiError, 429: apiError, 502: apiError, 504: apiError },
      },
    },
    async (req, reply) => {
      const done = await render(req, reply, req.params.id, req.body);
      if (!done) return reply;
      const content = documentText(done.markdown, done.target, done.title, app.config.APP_NAME);
      return { format: done.format, target: done.target, content, title: done.title, polished: done.polished, notice: done.notice };
    },
  );

  app.post(
    '/api/templates/:key/render',
    {
      preHandler: [optionalUser, limitFiles],
      schema: {
        tags: ['projects'],
        summary:
          'The document as a file to download: markdown (.md), html (a standalone page), pdf or docx; target defaults to the format’s default_export_target. x-polished says whether the AI provider polished it',
        params: templateKeyParams,
        body: renderBody,
        response: { 200: fileResponse, 400: formErrors.or(apiError), 401: apiError, 404: apiError, 413: apiError, 429: apiError, 502: apiError, 504: apiError },
      },
    },
    async (req, reply) => {
      const done = await render(req, reply, req.params.key, req.body);
      if (!done) return reply;
      return sendFile(reply, done.markdown, done.target, done.title, req.body.polish ? done.polished : undefined);
    },
  );

  app.post(
    '/api/projects/export',
    {
      preHandler: [optionalUser, limitFiles],
      schema: {
        tags: ['projects'],
        summary: 'A document the learner edited (markdown) as a file to download: markdown, html, pdf or docx',
        body: exportBody,
        response: { 200: fileResponse, 400: apiError, 413: apiError, 429: apiError },
      },
    },
    async (req, reply) => {
      const title = req.body.title || documentTitle(req.body.markdown, { label: 'Document' });
      return sendFile(reply, req.body.markdown, req.body.target, title);
    },
  );

  app.get(
    '/api/projects/from-usecase',
    {
      preHandler: requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Form values of the use-case brief from one of the caller’s saved use cases (saved_id) or a published use case (usecase_id)',
        querystring: fromUseCaseQuery,
        response: { 200: fromUseCaseResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const values = await valuesFromUseCase(app.db, req.user!.id, req.query);
      if (!values) throw new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.useCaseNotFound);
      return { template_key: USE_CASE_BRIEF_KEY, form_values: values };
    },
  );

  // ------------------------------------------------------------ presets

  app.get(
    '/api/projects/presets',
    {
      preHandler: optionalUser,
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
      preHandler: requireUser,
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
      preHandler: requireUser,
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
      preHandler: requireUser,
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
