import { Piscina } from 'piscina';
import { JOB_STARTED, type Job } from './worker-task';

/*
 * Work whose cost a user decides (a template they wrote, a document they pasted) runs on worker
 * threads, never on the event loop: while it runs, every other request is still answered. Each
 * job has a hard wall-clock limit counted from the moment a thread starts it; past it the thread
 * is ended (piscina terminates a worker whose task's AbortSignal fires) and a fresh one takes its
 * place. Threads have a heap limit, and waiting is bounded twice: a job that finds the queue full
 * is refused at once, and one still waiting after queueWaitMs is taken out of the queue and
 * refused, so no request waits without end, and fast jobs are not refused for a queue's length.
 * Threads run at a lower priority than the event loop (on Linux), so on a machine with few cores
 * a long job takes the time that requests leave over instead of sharing it evenly with them.
 */

/** No thread was free in time: the queue was full, or the job waited longer than queueWaitMs. */
export class PoolBusyError extends Error {
  constructor(reason: 'queue full' | 'waited too long') {
    super(`every worker is busy: ${reason}`);
    this.name = 'PoolBusyError';
  }
}

/** How much lower than the process's a worker thread's scheduling priority is (nice, 0–19). */
export const WORKER_NICE_INCREMENT = 10;

/** The pool was closed (the server is stopping) before the job was done. */
export class PoolClosedError extends Error {
  constructor() {
    super('the worker pool is closed');
    this.name = 'PoolClosedError';
  }
}

/** The job ran past its time limit; its thread was ended. */
export class JobTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`the job ran longer than ${limitMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** The job needed more memory than a thread has; its thread died. */
export class JobMemoryError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the job ran out of memory', options);
    this.name = 'JobMemoryError';
  }
}

export interface WorkerPoolOptions {
  /** the tasks module (TypeScript): each named export is a task, a function of one clonable input */
  tasks: URL;
  threads: number;
  /** jobs that may wait for a thread; one more is refused with PoolBusyError */
  maxQueue: number;
  /** how long a job may wait for a thread (once a thread of the pool has started a job) before it is refused with PoolBusyError */
  queueWaitMs: number;
  /** how long a job may run once a thread has started it */
  timeLimitMs: number;
  /** the most each thread's heap may grow to */
  heapMb: number;
  /** a worker failed outside any job */
  onError?: (err: Error) => void;
}

export interface WorkerPool {
  run<Output>(task: string, input: unknown): Promise<Output>;
  /** every thread is busy and the queue full: run would refuse with PoolBusyError */
  full(): boolean;
  /** ends the threads at once; the jobs they had, running or waiting, fail with PoolClosedError */
  close(): Promise<void>;
}

/** A pool of `threads` workers, started on its first job. */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  let piscina: Piscina | undefined;
  // a thread has started a job: waits are counted from then, not through the pool's own start
  let ready: Promise<void> = Promise.resolve();
  let closed = false;
  let lastId = 0;
  // jobs given to piscina and not yet settled: waiting or running
  let pending = 0;
  // the time limit of each job, armed when its worker says it started
  const onStart = new Map<number, () => void>();

  const start = () => {
    const pool = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      workerData: { tasks: options.tasks.href },
      minThreads: options.threads,
      maxThreads: options.threads,
      // threads stay: a new one loads tsx and the task's modules again
      idleTimeout: Infinity,
      // not the process's: its `--import tsx`, if any, is done by worker-entry.mjs in every version of Node
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      // each thread's own nice value (piscina's optional @napi-rs/nice); the event loop keeps its own
      niceIncrement: WORKER_NICE_INCREMENT,
    });
    // a worker that fails with no job to fail (piscina's 'error' event) must not end the process
    pool.on('error', (err: Error) => options.onError?.(err));
    let resolve: () => void = () => {};
    ready = new Promise<void>((r) => (resolve = r));
    pool.on('message', (message: unknown) => {
      const id = (message as Record<string, unknown> | null)?.[JOB_STARTED];
      if (typeof id !== 'number') return;
      resolve();
      onStart.get(id)?.();
    });
    return pool;
  };

  // piscina's own maxQueue does not count abortable tasks, so the bound is kept here
  const full = () => pending >= options.threads + options.maxQueue;

  return {
    full,
    async run<Output>(task: string, input: unknown): Promise<Output> {
      if (closed) throw new PoolClosedError();
      if (full()) throw new PoolBusyError('queue full');
      piscina ??= start();
      const id = ++lastId;
      const abort = new AbortController();
      let started = false;
      let settled = false;
      // first the wait for a thread, then the run: a job aborted while waiting only leaves the queue
      let timer: NodeJS.Timeout | undefined;
      void ready.then(() => {
        if (!started && !settled) timer = setTimeout(() => abort.abort(), options.queueWaitMs);
      });
      onStart.set(id, () => {
        started = true;
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), options.timeLimitMs);
      });
      pending++;
      try {
        const job: Job = { id, task, input };
        return (await piscina.run(job, { signal: abort.signal })) as Output;
      } catch (err) {
        if (closed) throw new PoolClosedError();
        if (abort.signal.aborted) throw started ? new JobTimeoutError(options.timeLimitMs) : new PoolBusyError('waited too long');
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new JobMemoryError({ cause: err });
        throw err;
      } finally {
        settled = true;
        pending--;
        clearTimeout(timer);
        onStart.delete(id);
      }
    },
    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}
