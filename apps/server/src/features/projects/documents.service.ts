import os from 'node:os';
import { type FormValues, normalizeFields, type FieldSpec, toNested, validateFormValues, withDefaults } from '@curio/core/projects';
import type { ExportTarget } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import type { UseCaseProvider } from '../../ai/provider';
import { createWorkerPool, JobMemoryError, JobTimeoutError, PoolBusyError, PoolClosedError, type WorkerPoolOptions } from '../../lib/worker-pool';
import type { DocumentFile, DocumentJob, DocumentSource } from './document-writer';
import type { Outcome } from './documents.worker';
import { TemplateError } from './liquid-engine';
import type { CheckBodies, RenderableFormat } from './templates.service';

/*
 * A document from a template: the format's Liquid body writes markdown from the form values,
 * the AI provider may polish it, and markdown becomes the target the learner asked for. The
 * writing is done by the document workers (decision 020): its cost is the learner's to decide.
 */

/** One thread fewer than the cores: the event loop keeps one to itself (decision 020). */
const DOCUMENT_THREADS = Math.max(1, os.availableParallelism() - 1);

/**
 * The document workers' size and limits (decision 020). Queue: a document takes a millisecond or
 * a few, so a class previewing at once waits briefly behind 32 a thread; while templates that run
 * until Liquid stops them (1 s) hold the threads, a request waits at most 3 s, then is refused
 * (503) and its client tries again. Time: the longest document (EXPORT_MARKDOWN_MAX) took up to
 * 3.5 s to write as PDF or DOCX on a busy machine, so a job still running at 10 s is stuck on
 * something no other limit counts, and its thread is ended. Heap: that document needs 64–96 MB as
 * DOCX. Each queued job holds its input (at most a request body, 1 MB).
 */
export const DOCUMENT_WORKERS = {
  tasks: new URL('./documents.worker.ts', import.meta.url),
  threads: DOCUMENT_THREADS,
  maxQueue: 32 * DOCUMENT_THREADS,
  queueWaitMs: 3000,
  timeLimitMs: 10_000,
  heapMb: 256,
} satisfies WorkerPoolOptions;

/** A document not made: it took too long (time), grew too large (size), or no worker was free (busy). */
export class DocumentLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'size' | 'busy',
    options?: { cause?: unknown },
  ) {
    super(`document ${limit} limit`, options);
    this.name = 'DocumentLimitError';
  }
}

export interface DocumentWorkers {
  checkBodies: CheckBodies;
  /** the document's markdown alone (to polish before it is written) */
  markdown(source: DocumentSource): Promise<string>;
  text(job: DocumentJob): Promise<{ title: string; content: string }>;
  file(job: DocumentJob): Promise<DocumentFile>;
  /** a document asked for now would be refused as busy */
  busy(): boolean;
  close(): Promise<void>;
}

/**
 * The document workers, started on the first document. A template that is not valid Liquid, or
 * fails while rendering, throws a TemplateError; a limit reached, a DocumentLimitError.
 */
export function createDocumentWorkers(options: Partial<WorkerPoolOptions> = {}): DocumentWorkers {
  const pool = createWorkerPool({ ...DOCUMENT_WORKERS, ...options });
  async function run<T>(task: 'check' | 'markdown' | 'text' | 'file', input: unknown): Promise<T> {
    let outcome: Outcome<T>;
    try {
      outcome = await pool.run<Outcome<T>>(task, input);
    } catch (err) {
      if (err instanceof JobTimeoutError) throw new DocumentLimitError('time', { cause: err });
      if (err instanceof JobMemoryError) throw new DocumentLimitError('size', { cause: err });
      // a closing server is as busy as a full one: the client tries again, soon or elsewhere
      if (err instanceof PoolBusyError || err instanceof PoolClosedError) throw new DocumentLimitError('busy', { cause: err });
      throw err;
    }
    if (outcome.ok) return outcome.value;
    if (outcome.failure === 'template') throw new TemplateError(outcome.message);
    throw new DocumentLimitError(outcome.failure);
  }
  return {
    // only what the check reads crosses to the worker
    checkBodies: (formats) => run('check', formats.map(({ key, body }) => ({ key, body }))),
    markdown: (source) => run('markdown', source),
    text: (job) => run('text', job),
    async file(job) {
      const file = await run<DocumentFile>('file', job);
      // a Buffer crosses threads as a plain Uint8Array
      return { ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) };
    },
    busy: pool.full,
    close: () => pool.close(),
  };
}

export type FormatChoice =
  | { ok: true; format: RenderableFormat; target: ExportTarget }
  | { ok: false; reason: 'no_formats' | 'unknown_format' | 'unsupported_target'; format?: RenderableFormat };

/** The format asked for (the first one when none is named) and the target: asked for, or the format's default. */
export function chooseFormat(formats: RenderableFormat[], formatKey: string | undefined, target: ExportTarget | undefined): FormatChoice {
  if (formats.length === 0) return { ok: false, reason: 'no_formats' };
  const format = formatKey === undefined ? formats[0]! : formats.find((f) => f.key === formatKey);
  if (!format) return { ok: false, reason: 'unknown_format' };
  const chosen = (target ?? format.default_export_target) as ExportTarget;
  if (!format.export_targets.includes(chosen)) return { ok: false, reason: 'unsupported_target', format };
  return { ok: true, format, target: chosen };
}

export const fieldsOf = (format: RenderableFormat) => normalizeFields((format.input_schema as { fields?: (string | FieldSpec)[] }).fields ?? []);

/** The message of each required field left blank (spec §5), by key; empty when the values will do. */
export const missingFields = (format: RenderableFormat, values: FormValues) => validateFormValues(fieldsOf(format), values);

/** The values a format's body reads: defaults filled in, dotted keys nested. */
export const valuesFor = (format: RenderableFormat, values: FormValues) => toNested(withDefaults(fieldsOf(format), values));

export interface Polished {
  markdown: string;
  polished: boolean;
  notice: string;
}

/** The provider's clearer wording; the offline provider leaves the text as it is and the notice says so. */
export async function polishMarkdown(provider: UseCaseProvider, markdown: string): Promise<Polished> {
  const result = await provider.polish(markdown);
  const text = result.text.trim() ? `${result.text.trim()}\n` : markdown;
  return { markdown: text, polished: result.polished, notice: result.polished ? PROJECT_MSG.polishedBy(provider.name) : PROJECT_MSG.polishOffline };
}

/** Content-Disposition for a download: the name in ascii (others as '_'), and whole as RFC 5987 for clients that read it. */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
