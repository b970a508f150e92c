import os from 'node:os';
import { type FormValues, normalizeFields, type FieldSpec, toNested, validateFormValues, withDefaults } from '@curio/core/projects';
import type { ExportTarget } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import type { UseCaseProvider } from '../../ai/provider';
import { createWorkerPool, JobMemoryError, JobTimeoutError, PoolBusyError, PoolClosedError, type PoolClient, type WorkerPoolOptions } from '../../lib/worker-pool';
import type { DocumentFile, DocumentJob, DocumentSource } from './document-writer';
import type { Outcome } from './documents.worker';
import { TemplateError } from './liquid-engine';
import type { CheckBodies, RenderableFormat } from './templates.service';

/*
 * A document from a template: the format's Liquid body writes markdown from the form values,
 * the AI provider may polish it, and markdown becomes the target the learner asked for. The
 * writing is done by the document workers (decision 020): its cost is the learner's to decide.
 */

/**
 * One thread fewer than the cores, so that the event loop keeps one (decision 020), but at least
 * two: guests' documents run on at most half of them and signed-in learners keep the rest
 * (decision 049). Threads run niced (decision 040): two on two cores still leave requests first.
 */
const DOCUMENT_THREADS = Math.max(2, os.availableParallelism() - 1);

/**
 * The document workers' size and limits (decisions 020, 049). Turns: each learner (a guest's
 * address) has one document made at a time and up to 4 waiting, as the studio's two panes and a
 * download or two; guests' documents run on at most half the threads. Queue: a document takes a
 * millisecond or a few, so a class previewing at once waits briefly; a document waits at most
 * 10 s for its turn (a turn comes after one document of each learner ahead), then is refused
 * (503) and its client tries again. Time: the longest document (EXPORT_MARKDOWN_MAX) took up to
 * 3.5 s to write as PDF or DOCX on a busy machine, so a job still running at 10 s is stuck on
 * something no other limit counts, and its thread is ended. Heap: that document needs 64–96 MB as
 * DOCX. Each queued job holds its input (at most a request body, 1 MB).
 */
export const DOCUMENT_WORKERS = {
  tasks: new URL('./documents.worker.ts', import.meta.url),
  threads: DOCUMENT_THREADS,
  maxQueue: 32 * DOCUMENT_THREADS,
  clientQueue: 4,
  guestThreads: Math.floor(DOCUMENT_THREADS / 2),
  queueWaitMs: 10_000,
  timeLimitMs: 10_000,
  heapMb: 256,
} satisfies WorkerPoolOptions;

/** What a document job was doing: writing the template's markdown, reading markdown, laying out a PDF, writing a DOCX. */
const DOCUMENT_STAGES = ['template', 'markdown', 'pdf', 'docx'] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

/**
 * A document not made: it took too long (time; stage says doing what), grew too large (size), no
 * worker was free (busy), or the learner's own earlier documents fill their queue (queued).
 */
export class DocumentLimitError extends Error {
  readonly stage: DocumentStage | undefined;

  constructor(
    readonly limit: 'time' | 'size' | 'busy' | 'queued',
    options?: { cause?: unknown; stage?: DocumentStage },
  ) {
    super(`document ${limit} limit${options?.stage ? ` (${options.stage})` : ''}`, options);
    this.name = 'DocumentLimitError';
    this.stage = options?.stage;
  }
}

export interface DocumentWorkers {
  /** every body is valid Liquid (a TemplateError naming the format otherwise) */
  checkBodies(formats: Parameters<CheckBodies>[0], client: PoolClient): Promise<void>;
  /** the document's markdown alone (to polish before it is written) */
  markdown(source: DocumentSource, client: PoolClient): Promise<string>;
  text(job: DocumentJob, client: PoolClient): Promise<{ title: string; content: string }>;
  file(job: DocumentJob, client: PoolClient): Promise<DocumentFile>;
  /** why a document asked for now by the client would be refused: busy, or its own queue full */
  refusal(client: PoolClient): 'busy' | 'queued' | undefined;
  close(): Promise<void>;
}

const isStage = (stage: string | undefined): stage is DocumentStage => (DOCUMENT_STAGES as readonly (string | undefined)[]).includes(stage);

/**
 * The document workers, started on the first document. A template that is not valid Liquid, or
 * fails while rendering, throws a TemplateError; a limit reached, a DocumentLimitError.
 */
export function createDocumentWorkers(options: Partial<WorkerPoolOptions> = {}): DocumentWorkers {
  const pool = createWorkerPool({ ...DOCUMENT_WORKERS, ...options });
  async function run<T>(task: 'check' | 'markdown' | 'text' | 'file', input: unknown, client: PoolClient): Promise<T> {
    let outcome: Outcome<T>;
    try {
      outcome = await pool.run<Outcome<T>>(task, input, client);
    } catch (err) {
      if (err instanceof JobTimeoutError) throw new DocumentLimitError('time', { cause: err, ...(isStage(err.stage) ? { stage: err.stage } : {}) });
      if (err instanceof JobMemoryError) throw new DocumentLimitError('size', { cause: err });
      if (err instanceof PoolBusyError && err.reason === 'client queue full') throw new DocumentLimitError('queued', { cause: err });
      // a closing server is as busy as a full one: the client tries again, soon or elsewhere
      if (err instanceof PoolBusyError || err instanceof PoolClosedError) throw new DocumentLimitError('busy', { cause: err });
      throw err;
    }
    if (outcome.ok) return outcome.value;
    if (outcome.failure === 'template') throw new TemplateError(outcome.message);
    // Liquid's own time limit: the template's loops were what took long
    if (outcome.failure === 'time') throw new DocumentLimitError('time', { stage: 'template' });
    throw new DocumentLimitError(outcome.failure);
  }
  return {
    // only what the check reads crosses to the worker
    checkBodies: (formats, client) => run('check', formats.map(({ key, body }) => ({ key, body })), client),
    markdown: (source, client) => run('markdown', source, client),
    text: (job, client) => run('text', job, client),
    async file(job, client) {
      const file = await run<DocumentFile>('file', job, client);
      // a Buffer crosses threads as a plain Uint8Array
      return { ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) };
    },
    refusal(client) {
      const reason = pool.refusal(client);
      return reason === undefined ? undefined : reason === 'client queue full' ? 'queued' : 'busy';
    },
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

/** The message of each required field left blank (docs/product.md#validation), by key; empty when the values will do. */
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
