import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@curio/core/account';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { PROJECT_DOCUMENTS_PER_MINUTE, PROJECT_POLISH_PER_HOUR, PROJECT_POLISH_PER_MINUTE } from '@curio/core/limits';
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
  polishAvailability,
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
  studyGuideQuery,
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
import { isKidsLocked } from '@curio/core/kids-lock';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { kidsLockRefusal } from '../../auth/kids-lock';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { poolClient } from '../../lib/worker-pool';
import { AiError, type AiFailure, type UseCaseProvider } from '../../ai/provider';
import type { DocumentFile, DocumentJob, DocumentSource } from './document-writer';
import { attachment, chooseFormat, createDocumentWorkers, DocumentLimitError, type DocumentStage, missingFields, polishMarkdown, valuesFor } from './documents.service';
import { TemplateError } from './liquid-engine';
import { USE_CASE_BRIEF_KEY, valuesFromUseCase } from './from-usecase.service';
import { STUDY_GUIDE_KEY, studyGuideValues } from './study-guide.service';
import { createPreset, deletePreset, listPresets, updatePreset } from './presets.service';
import { createTemplate, deleteTemplate, findRenderable, getTemplate, listFormats, listTemplates, updateTemplate } from './templates.service';

const errors = { 400: apiError, 401: apiError };
/** What the document workers may answer instead of a document. */
const documentErrors = { 422: apiError, 429: apiError, 503: apiError };
const templateNotFound = () => new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.templateNotFound);
const presetNotFound = () => new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.presetNotFound);

const AI_FAILURE_RESPONSE: Record<AiFailure, [status: number, code: string, message: string]> = {
  timeout: [504, USECASE_ERROR_CODE.aiTimeout, USECASE_GENERATION_MSG.aiTimeout],
  // generation's bad-reply text speaks of three use cases; for a document the service simply failed
  bad_reply: [502, USECASE_ERROR_CODE.aiBadReply, USECASE_GENERATION_MSG.aiUnavailable],
  unavailable: [502, USECASE_ERROR_CODE.aiUnavailable, USECASE_GENERATION_MSG.aiUnavailable],
  too_long: [502, USECASE_ERROR_CODE.aiTooLong, USECASE_GENERATION_MSG.aiUnavailable],
};

/** A file the browser downloads: JSON schemas cannot describe its bytes, so the schema only documents it. */
const fileResponse = z.string().meta({ description: 'The document file (Content-Disposition: attachment with its file name)', format: 'binary' });

/** A document to write: the job for the document workers, and what the answer says about it. */
interface Prepared {
  job: DocumentJob;
  format: string;
  target: ExportTarget;
  polished: boolean;
  notice: string | null;
}

/** When every document worker is busy, or the caller's own documents fill their queue, about when to try again. */
const BUSY_RETRY_AFTER_S = 1;

/** A document stopped by its time limit, in the words of what took too long. */
const TOO_SLOW: Record<DocumentStage, string> = {
  template: PROJECT_MSG.templateTooSlow,
  markdown: PROJECT_MSG.documentTooSlow,
  pdf: PROJECT_MSG.pdfTooSlow,
  docx: PROJECT_MSG.docxTooSlow,
};

/** 503 while every document worker is busy, with when to try again. */
function busy(reply: FastifyReply) {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
  return new HttpError(503, ERROR_CODE.unavailable, PROJECT_MSG.documentsBusy);
}

/** 429 while the caller's own earlier documents fill their queue: they come first. */
function queued(reply: FastifyReply) {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
  return new HttpError(429, ERROR_CODE.rateLimited, PROJECT_MSG.documentsQueued);
}

/** The document workers' answer, or the HTTP error that says why there is none; broken: a broken template's message, with Liquid's detail. */
async function written<T>(reply: FastifyReply, work: Promise<T>, broken: (detail: string) => string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof TemplateError) throw new HttpError(400, PROJECT_ERROR_CODE.templateError, broken(err.message));
    if (!(err instanceof DocumentLimitError)) throw err;
    switch (err.limit) {
      case 'time':
        throw new HttpError(422, PROJECT_ERROR_CODE.documentTooSlow, TOO_SLOW[err.stage ?? 'markdown']);
      case 'size':
        throw new HttpError(422, PROJECT_ERROR_CODE.documentTooLarge, PROJECT_MSG.documentTooLarge);
      case 'busy':
        throw busy(reply);
      case 'queued':
        throw queued(reply);
    }
  }
}

export const projectsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider }> = async (app, { provider }) => {
  // templates are parsed and documents written on worker threads, started with the first one (decision 020)
  const documents = createDocumentWorkers({ onError: (err) => app.log.error({ err }, 'document worker failed') });
  app.addHook('onClose', () => documents.close());

  // polishing can call a paid model: per learner, like use-case generation (decision 011)
  const limitPolish = limitRequests(app, PROJECT_MSG.polishRateLimited, [
    { max: PROJECT_POLISH_PER_MINUTE, timeWindow: '1 minute', key: (req) => `polish-minute:${req.user!.id}` },
    { max: PROJECT_POLISH_PER_HOUR, timeWindow: '1 hour', key: (req) => `polish-hour:${req.user!.id}` },
  ]);
  // one allowance for every document: preview, generate, render and export all keep a worker busy
  const limitDocuments = limitRequests(app, PROJECT_MSG.documentsRateLimited, [
    { max: PROJECT_DOCUMENTS_PER_MINUTE, timeWindow: '1 minute', key: (req) => `documents:${poolClient(req).key}` },
  ]);
  /**
   * A document's preHandlers, after validation: while every worker is busy, or the caller's own
   * queue is full, it is refused before the template is looked up, and without spending the
   * allowance; else the allowance is spent.
   */
  const documentChecks = [
    async (req: FastifyRequest, reply: FastifyReply) => {
      const refusal = documents.refusal(poolClient(req));
      if (refusal === 'busy') throw busy(reply);
      if (refusal === 'queued') throw queued(reply);
    },
    limitDocuments,
  ];

  /** Spec §6, §7: private and all read the caller's own items, so they need a session or bearer token. */
  function scopeFor(req: FastifyRequest, raw: string | undefined, fallback: 'system' | 'public') {
    const scope = resolveScope(raw, fallback);
    if (scopeNeedsSession(scope) && !req.user) throw new HttpError(401, ERROR_CODE.unauthorized, PROJECT_MSG.signInForScope);
    return scope;
  }

  /**
   * The document a request asks of a template's format: the template must be visible to the
   * caller, the format and target offered, every required field filled in; polish asks the AI
   * provider. Sends 400 with each blank field's message itself, so it answers undefined then.
   */
  async function prepare(
    req: FastifyRequest,
    reply: FastifyReply,
    idOrKey: string,
    input: { format?: string; target?: ExportTarget; form_values: FormValues; polish?: boolean },
  ): Promise<Prepared | undefined> {
    const found = await findRenderable(app.db, req.user?.id ?? null, idOrKey);
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
    let source: DocumentSource = { body: choice.format.body, values: valuesFor(choice.format, input.form_values) };
    let polished = false;
    let notice: string | null = null;
    if (input.polish) {
      if (!req.user) throw new HttpError(401, ERROR_CODE.unauthorized, PROJECT_MSG.signInToPolish);
      await limitPolish(req, reply);
      const markdown = await written(reply, documents.markdown(source, poolClient(req)), PROJECT_MSG.renderFailed);
      try {
        const result = await polishMarkdown(provider, markdown);
        ({ polished, notice } = result);
        source = { markdown: result.markdown };
      } catch (err) {
        if (!(err instanceof AiError)) throw err;
        req.log.warn({ err, provider: provider.name }, 'document polish failed');
        const [status, code, message] = AI_FAILURE_RESPONSE[err.failure];
        throw new HttpError(status, code, message);
      }
    }
    const job: DocumentJob = { source, target: choice.target, fallbackTitle: `${found.template.label} – ${choice.format.label}`, appName: app.config.APP_NAME };
    return { job, format: choice.format.key, target: choice.target, polished, notice };
  }

  function sendFile(reply: FastifyReply, file: DocumentFile, polished?: boolean) {
    reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).header('cache-control', 'no-store');
    if (polished !== undefined) reply.header('x-polished', String(polished));
    return reply.send(file.body);
  }

  // ------------------------------------------------------------ templates

  app.get(
    '/api/projects/polish',
    {
      schema: {
        tags: ['projects'],
        summary: 'Whether Polish with AI can change a document: a model is configured (AI_BASE_URL); the offline provider cannot',
        response: { 200: polishAvailability },
      },
    },
    // the offline provider gives a text back as it was
    async () => ({ available: provider.kind === 'model' }),
  );

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

  // ------------------------------------------------------------ documents

  app.post(
    '/api/projects/templates/:id/preview',
    {
      onRequest: optionalUser,
      // after validation: refused input does not count against the allowance
      preHandler: documentChecks,
      schema: {
        tags: ['projects'],
        summary:
          'Preview a document (id or key of the template): preview.content is an HTML page for target html, else the markdown that PDF and DOCX are made from',
        params: templateIdParams,
        body: previewBody,
        response: { 200: previewResponse, 400: formErrors.or(apiError), 404: apiError, 413: apiError, ...documentErrors },
      },
    },
    async (req, reply) => {
      const done = await prepare(req, reply, req.params.id, req.body);
      if (!done) return reply;
      const { content } = await written(reply, documents.text(done.job, poolClient(req)), PROJECT_MSG.renderFailed);
      return { format: done.format, preview: { target: done.target, content } };
    },
  );

  app.post(
    '/api/projects/templates/:id/generate',
    {
      onRequest: optionalUser,
      // after validation: refused input does not count against the allowance
      preHandler: documentChecks,
      schema: {
        tags: ['projects'],
        summary:
          'Generate a document (id or key of the template), polished by the AI provider when polish is true (signed in); content as in preview, notice says whether it was polished',
        params: templateIdParams,
        body: generateBody,
        response: { 200: generateResponse, 400: formErrors.or(apiError), 401: apiError, 404: apiError, 413: apiError, ...documentErrors, 502: apiError, 504: apiError },
      },
    },
    async (req, reply) => {
      const done = await prepare(req, reply, req.params.id, req.body);
      if (!done) return reply;
      const { title, content } = await written(reply, documents.text(done.job, poolClient(req)), PROJECT_MSG.renderFailed);
      return { format: done.format, target: done.target, content, title, polished: done.polished, notice: done.notice };
    },
  );

  app.post(
    '/api/templates/:key/render',
    {
      onRequest: optionalUser,
      // after validation: refused input does not count against the allowance
      preHandler: documentChecks,
      schema: {
        tags: ['projects'],
        summary:
          'The document as a file to download: markdown (.md), html (a standalone page), pdf or docx; target defaults to the format’s default_export_target. x-polished says whether the AI provider polished it',
        params: templateKeyParams,
        body: renderBody,
        response: { 200: fileResponse, 400: formErrors.or(apiError), 401: apiError, 404: apiError, 413: apiError, ...documentErrors, 502: apiError, 504: apiError },
      },
    },
    async (req, reply) => {
      const done = await prepare(req, reply, req.params.key, req.body);
      if (!done) return reply;
      const file = await written(reply, documents.file(done.job, poolClient(req)), PROJECT_MSG.renderFailed);
      return sendFile(reply, file, req.body.polish ? done.polished : undefined);
    },
  );

  app.post(
    '/api/projects/export',
    {
      onRequest: optionalUser,
      // after validation: refused input does not count against the allowance
      preHandler: documentChecks,
      schema: {
        tags: ['projects'],
        summary: 'A document the learner edited (markdown) as a file to download: markdown, html, pdf or docx',
        body: exportBody,
        response: { 200: fileResponse, 400: apiError, 413: apiError, ...documentErrors },
      },
    },
    async (req, reply) => {
      const { markdown, target, title } = req.body;
      const job: DocumentJob = { source: { markdown }, target, title, fallbackTitle: 'Document', appName: app.config.APP_NAME };
      return sendFile(reply, await written(reply, documents.file(job, poolClient(req)), PROJECT_MSG.renderFailed));
    },
  );

  app.get(
    '/api/projects/from-usecase',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary:
          'Form values of the use-case brief from one of the caller’s saved use cases (saved_id) or a published use case (usecase_id; 403 for a Kids Lock learner)',
        querystring: fromUseCaseQuery,
        response: { 200: fromUseCaseResponse, ...errors, 403: apiError, 404: apiError },
      },
    },
    async (req) => {
      // a published use case is the Green AI network's, closed to Kids Lock (decision 021)
      if (req.query.usecase_id && isKidsLocked(req.user!.age)) throw kidsLockRefusal();
      const values = await valuesFromUseCase(app.db, req.user!.id, req.query);
      if (!values) throw new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.useCaseNotFound);
      return { template_key: USE_CASE_BRIEF_KEY, form_values: values };
    },
  );

  app.get(
    '/api/projects/study-guide',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: "Form values of the study guide from the caller's own quiz mistakes and bookmarked cards in one course (404 when there are none)",
        querystring: studyGuideQuery,
        response: { 200: fromUseCaseResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const values = await studyGuideValues(app.db, req.user!.id, req.query);
      if (!values) throw new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.studyGuideEmpty);
      return { template_key: STUDY_GUIDE_KEY, form_values: values };
    },
  );

  // ------------------------------------------------------------ presets

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
