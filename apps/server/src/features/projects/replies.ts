import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { resolveScope, scopeNeedsSession } from '@curio/core/projects-api';
import { PROJECT_ERROR_CODE, PROJECT_MSG } from '@curio/core/projects-messages';
import { HttpError } from '../../lib/http-error';
import { DocumentLimitError, type DocumentStage } from './documents.service';
import { TemplateError } from './liquid-engine';

/* What the projects' route plugins (templates, documents, briefs, presets) answer alike. */

export const errors = { 400: apiError, 401: apiError };
export const templateNotFound = () => new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.templateNotFound);

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
export function busy(reply: FastifyReply) {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
  return new HttpError(503, ERROR_CODE.unavailable, PROJECT_MSG.documentsBusy);
}

/** 429 while the caller's own earlier documents fill their queue: they come first. */
export function queued(reply: FastifyReply) {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
  return new HttpError(429, ERROR_CODE.rateLimited, PROJECT_MSG.documentsQueued);
}

/** The document workers' answer, or the HTTP error that says why there is none; broken: a broken template's message, with Liquid's detail. */
export async function written<T>(reply: FastifyReply, work: Promise<T>, broken: (detail: string) => string): Promise<T> {
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

/** docs/product.md#roles-and-permissions, docs/routes.md#api: private and all read the caller's own items, so they need a session or bearer token. */
export function scopeFor(req: FastifyRequest, raw: string | undefined, fallback: 'system' | 'public') {
  const scope = resolveScope(raw, fallback);
  if (scopeNeedsSession(scope) && !req.user) throw new HttpError(401, ERROR_CODE.unauthorized, PROJECT_MSG.signInForScope);
  return scope;
}
