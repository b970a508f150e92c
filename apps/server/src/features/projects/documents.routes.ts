import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { PROJECT_DOCUMENTS_PER_MINUTE, PROJECT_POLISH_PER_HOUR, PROJECT_POLISH_PER_MINUTE } from '@curio/core/limits';
import type { FormValues } from '@curio/core/projects';
import {
  exportBody,
  type ExportTarget,
  formErrors,
  generateBody,
  generateResponse,
  polishAvailability,
  previewBody,
  previewResponse,
  renderBody,
  templateIdParams,
  templateKeyParams,
} from '@curio/core/projects-api';
import { PROJECT_ERROR_CODE, PROJECT_MSG } from '@curio/core/projects-messages';
import { USECASE_ERROR_CODE, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { optionalUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { limitRequests } from '../../lib/request-limit';
import { poolClient } from '../../lib/worker-pool';
import { AiError, type AiFailure, type UseCaseProvider } from '../../ai/provider';
import type { DocumentFile, DocumentJob, DocumentSource } from './document-writer';
import { attachment, chooseFormat, type DocumentWorkers, missingFields, polishMarkdown, valuesFor } from './documents.service';
import { busy, queued, templateNotFound, written } from './replies';
import { findRenderable } from './templates.service';

/** What the document workers may answer instead of a document. */
const documentErrors = { 422: apiError, 429: apiError, 503: apiError };

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

/** Documents: written from a template's format (preview, generate, render) or from edited markdown (export), on the document workers. */
export const documentsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider; documents: DocumentWorkers }> = async (app, { provider, documents }) => {
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
};
