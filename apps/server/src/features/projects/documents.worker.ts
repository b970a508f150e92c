import { documentFile, documentMarkdown, type DocumentJob, type DocumentSource, documentText, DocumentTooLargeError } from './document-writer';
import { reportStage } from '../../lib/worker-task';
import { checkBodies, TemplateError, TemplateTooSlowError } from './liquid-engine';

/*
 * The tasks of the document workers (started by documents.service.ts): everything whose cost a
 * learner's template or text decides. A template's failure comes back as a plain object, as an
 * error thrown here would reach the main thread as a bare Error with its kind lost.
 */

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: 'template'; message: string } | { ok: false; failure: 'time' | 'size' };

async function outcome<T>(work: () => T | Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof TemplateTooSlowError) return { ok: false, failure: 'time' };
    if (err instanceof DocumentTooLargeError) return { ok: false, failure: 'size' };
    if (err instanceof TemplateError) return { ok: false, failure: 'template', message: err.message };
    throw err;
  }
}

export const check = (formats: { key: string; body: string }[]) =>
  outcome(() => {
    reportStage('template');
    checkBodies(formats);
  });
export const markdown = (source: DocumentSource) => outcome(() => documentMarkdown(source));
export const text = (job: DocumentJob) => outcome(() => documentText(job));
export const file = (job: DocumentJob) => outcome(() => documentFile(job));
