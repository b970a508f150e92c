import os from 'node:os';
import { ERROR_CODE } from '@curio/core/errors';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { ImportOptions } from '@curio/core/study-sets';
import type { ImportErrorCode } from '@curio/formats/import-error';
import { HttpError } from '../../lib/http-error';
import { createWorkerPool, JobMemoryError, JobTimeoutError, PoolBusyError, PoolClosedError, type PoolClient, type WorkerPoolOptions } from '../../lib/worker-pool';
import type { BodyName, BodyOutcome, Parsed, ParseOutcome, WriteJob } from './set-files.worker';

/*
 * Imports and exports of study sets run on worker threads of their own (as documents do, decision
 * 020): a 50 MB deck or a 10 000-row file takes a worker for a while, never the event loop, and a
 * file that would take too long or too much memory ends its thread, not the server.
 */

const SET_FILE_THREADS = Math.max(1, os.availableParallelism() - 1);

/**
 * How long the set-file threads wait for another file before they end (decision 050). A thread
 * gives its memory back only as it ends: the buffers a file left wait for its next job to be
 * collected, and sql.js's WebAssembly memory never shrinks. A deck of a million notes, refused on
 * its count, left the server 320 MB larger until its thread ended. The first file after a pause
 * waits for a new thread to start: 0.5–1.5 s here, as the machine was loaded.
 */
const SET_FILE_IDLE_MS = 30_000;

/**
 * Time: a 10 000-card deck is read in well under a second here, so 30 s is for a machine far
 * busier than any seen, not for a normal file. Heap: a deck may unpack to IMPORT_UNZIPPED_MAX_BYTES
 * (200 MB) and its rows become objects; 768 MB holds that with room to spare.
 */
const SET_FILE_WORKERS = {
  tasks: new URL('./set-files.worker.ts', import.meta.url),
  threads: SET_FILE_THREADS,
  maxQueue: 8 * SET_FILE_THREADS,
  clientQueue: 2,
  queueWaitMs: 5000,
  timeLimitMs: 30_000,
  heapMb: 768,
  idleMs: SET_FILE_IDLE_MS,
} satisfies WorkerPoolOptions;

const IMPORT_STATUS: Record<ImportErrorCode, number> = { file_too_large: 413, not_readable: 400, too_many_items: 400, empty: 400 };
const IMPORT_ERROR_CODE: Record<ImportErrorCode, string> = {
  file_too_large: ERROR_CODE.tooLarge,
  not_readable: ERROR_CODE.validation,
  too_many_items: ERROR_CODE.validation,
  empty: ERROR_CODE.validation,
};

/** Each takes the client it is for (poolClient): a learner's files are read and written one at a time, in turns with others' (decision 049). */
export interface SetFileWorkers {
  /** the preview and every item's rows, made on the worker (every item was checked with setItem there) */
  parse(bytes: Uint8Array, options: ImportOptions, client: PoolClient): Promise<Parsed>;
  write(job: WriteJob, client: PoolClient): Promise<Buffer>;
  /** a JSON body read and checked against the named schema; a 400 with the first problem otherwise */
  checkBody(text: string, body: BodyName, client: PoolClient): Promise<unknown>;
  close(): Promise<void>;
}

export function createSetFileWorkers(options: Partial<WorkerPoolOptions> = {}): SetFileWorkers {
  const pool = createWorkerPool({ ...SET_FILE_WORKERS, ...options });
  async function run<T>(task: 'parse' | 'write' | 'checkBody', input: unknown, client: PoolClient): Promise<T> {
    try {
      return await pool.run<T>(task, input, client);
    } catch (err) {
      if (err instanceof JobTimeoutError || err instanceof JobMemoryError) throw new HttpError(422, ERROR_CODE.validation, SETS_MSG.fileTooHard);
      if (err instanceof PoolBusyError || err instanceof PoolClosedError) throw new HttpError(503, ERROR_CODE.unavailable, SETS_MSG.busy);
      throw err;
    }
  }
  return {
    async parse(bytes, importOptions, client) {
      const outcome = await run<ParseOutcome>('parse', { bytes, options: importOptions }, client);
      if (outcome.ok) return outcome.parsed;
      // nothing usable: the first line that failed says why
      const first = outcome.preview?.problems[0];
      const message = first ? `${outcome.message} Line ${first.line}: ${first.reason}` : outcome.message;
      throw new HttpError(IMPORT_STATUS[outcome.code], IMPORT_ERROR_CODE[outcome.code], message);
    },
    async write(job, client) {
      const body = await run<Uint8Array>('write', job, client);
      // bytes cross threads as a plain Uint8Array
      return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    },
    async checkBody(text, body, client) {
      const outcome = await run<BodyOutcome>('checkBody', { text, body }, client);
      if (!outcome.ok) throw new HttpError(400, ERROR_CODE.validation, outcome.message);
      return outcome.value;
    },
    close: () => pool.close(),
  };
}
