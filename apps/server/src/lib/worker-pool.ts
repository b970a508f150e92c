import type { Worker } from 'node:worker_threads';
import type { FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { addressKey } from './client-address';
import { JOB_STAGE, JOB_STARTED, type Job } from './worker-task';

/*
 * Work whose cost a user decides (a template they wrote, a document they pasted) runs on worker
 * threads, never on the event loop: while it runs, every other request is still answered. Each
 * job has a hard wall-clock limit counted from the moment a thread starts it; past it the thread
 * is ended (piscina terminates a worker whose task's AbortSignal fires). The pool keeps one
 * started thread beyond those that run jobs, so the next job takes the spare at once while
 * piscina starts the replacement. Threads have a heap limit, and run at a lower priority than the
 * event loop (on Linux), so on a machine with few cores a long job takes the time that requests
 * leave over instead of sharing it evenly with them.
 *
 * Threads are shared fairly (decision 049). Each client (a signed-in user, or a guest's address)
 * has at most one job running and a few waiting behind it, and clients take turns: one sending
 * jobs without pause gets one thread, never all of them, and never delays another by more than
 * the job it is running. Signed-in learners' jobs start first, and guests' jobs run on at most
 * guestThreads threads at once, so guests cannot take every thread. Waiting is bounded: a job
 * that finds its client's queue or the pool's full is refused at once, and one still waiting
 * after queueWaitMs is taken out of the queue and refused, so no request waits without end.
 */

/** Why a job was refused without running. */
export type BusyReason = 'queue full' | 'client queue full' | 'waited too long';

/** No thread was free in time: a queue was full, or the job waited longer than queueWaitMs. */
export class PoolBusyError extends Error {
  constructor(readonly reason: BusyReason) {
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

/** The job ran past its time limit; its thread was ended. stage: the last its task reported (reportStage). */
export class JobTimeoutError extends Error {
  constructor(
    readonly limitMs: number,
    readonly stage?: string,
  ) {
    super(`the job ran longer than ${limitMs} ms${stage ? ` (${stage})` : ''}`);
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

/** Whom a job is for: a client's jobs run one at a time, taking turns with other clients'. */
export interface PoolClient {
  key: string;
  guest: boolean;
}

/** The client a request speaks for: the signed-in user, else the address it came from. */
export const poolClient = (req: FastifyRequest): PoolClient =>
  req.user ? { key: `user:${req.user.id}`, guest: false } : { key: `address:${addressKey(req.ip)}`, guest: true };

export interface WorkerPoolOptions {
  /** the tasks module (TypeScript): each named export is a task, a function of one clonable input */
  tasks: URL;
  /** jobs that run at once */
  threads: number;
  /** jobs that may wait for a thread, all clients together (guests: half of them); one more is refused with PoolBusyError */
  maxQueue: number;
  /** jobs one client may have waiting behind its running one; one more is refused. Default: maxQueue */
  clientQueue?: number;
  /** jobs of guests that may run at once; the other threads are kept for signed-in learners. Default: threads */
  guestThreads?: number;
  /** how long a job may wait for a thread (once a thread of the pool has started a job) before it is refused with PoolBusyError */
  queueWaitMs: number;
  /** how long a job may run once a thread has started it */
  timeLimitMs: number;
  /** the most each thread's heap may grow to */
  heapMb: number;
  /**
   * With no job running or waiting for this long, the threads end, giving back the memory the last
   * job left (a thread returns it only as it ends), and the next job starts new ones. Default: never.
   */
  idleMs?: number;
  /** a worker failed outside any job */
  onError?: (err: Error) => void;
}

export interface WorkerPool {
  /** runs the task for the client; a job with no client is a client of its own */
  run<Output>(task: string, input: unknown, client?: PoolClient): Promise<Output>;
  /** why run would refuse this client's job now, or undefined when it would take it */
  refusal(client?: PoolClient): BusyReason | undefined;
  /** ends the threads at once; the jobs they had, running or waiting, fail with PoolClosedError */
  close(): Promise<void>;
}

/** A job given to run, from its call until it settles. */
interface Entry {
  id: number;
  task: string;
  input: unknown;
  client: ClientState;
  abort: AbortController;
  /** a thread has started it: from now on its time limit counts, not its wait */
  started: boolean;
  settled: boolean;
  /** the last stage its task reported */
  stage?: string;
  timer?: NodeJS.Timeout;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/** A client with a job running or waiting. */
interface ClientState {
  key: string;
  guest: boolean;
  running: boolean;
  waiting: Entry[];
}

/** A pool of `threads` workers, started on its first job. */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const clientQueue = options.clientQueue ?? options.maxQueue;
  const guestThreads = options.guestThreads ?? options.threads;
  const guestQueue = Math.max(1, Math.floor(options.maxQueue / 2));
  let piscina: Piscina | undefined;
  // a thread has started a job: waits are counted from then, not through the pool's own start
  let ready: Promise<void> = Promise.resolve();
  let closed = false;
  let lastId = 0;
  // jobs given to piscina and not yet settled, by id
  const running = new Map<number, Entry>();
  let guestsRunning = 0;
  let waiting = 0;
  let guestsWaiting = 0;
  const clients = new Map<string, ClientState>();
  // threads ended at a time limit that may not have exited yet: piscina starts a thread in place of
  // one when it exits, even once destroy() is done, so close() waits for them first
  const ending = new Set<Worker>();
  // the clients whose next job may start (one waiting, none running), in the order of their turns
  const turns = { member: new Map<string, ClientState>(), guest: new Map<string, ClientState>() };
  const turnsOf = (client: ClientState) => (client.guest ? turns.guest : turns.member);
  let idle: NodeJS.Timeout | undefined;
  // the threads of a pool retired once idle, still ending
  let retiring: Promise<void> = Promise.resolve();

  /** Ends every thread (those ended at a time limit first), resolving once they are gone. */
  const endThreads = async (pool: Piscina, threads: Worker[]) => {
    // terminate() again answers when the thread has exited, at once if it has
    await Promise.all(threads.map((thread) => thread.terminate()));
    await pool.destroy();
  };

  /** Nothing running or waiting: the threads end after idleMs, and the next job starts new ones. */
  const restIfIdle = () => {
    if (options.idleMs === undefined || running.size > 0 || waiting > 0 || closed || !piscina) return;
    clearTimeout(idle);
    idle = setTimeout(() => {
      const pool = piscina!;
      piscina = undefined;
      ready = Promise.resolve();
      const previous = retiring;
      retiring = Promise.all([previous, endThreads(pool, [...ending])]).then(() => {});
    }, options.idleMs).unref();
  };

  const start = () => {
    const pool = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      workerData: { tasks: options.tasks.href },
      // one spare: a thread ended at its time limit is replaced by a started one at once, not after
      // the seconds a new thread takes to load tsx and the task's modules on a busy machine
      minThreads: options.threads + 1,
      maxThreads: options.threads + 1,
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
      const fields = message as Record<string, unknown> | null;
      const startedId = fields?.[JOB_STARTED];
      if (typeof startedId === 'number') {
        resolve();
        const entry = running.get(startedId);
        if (entry) {
          entry.started = true;
          clearTimeout(entry.timer);
          entry.timer = setTimeout(() => end(entry), options.timeLimitMs);
        }
      }
      const stage = fields?.[JOB_STAGE] as { id: number; stage: string } | undefined;
      if (stage) {
        const entry = running.get(stage.id);
        if (entry) entry.stage = stage.stage;
      }
    });
    return pool;
  };

  /** Ends a job given to piscina (at its time limit, or waited too long): piscina ends its thread, and starts another. */
  function end(entry: Entry) {
    const before = piscina!.threads;
    entry.abort.abort();
    for (const thread of before) {
      if (piscina!.threads.includes(thread)) continue;
      ending.add(thread);
      thread.once('exit', () => ending.delete(thread));
    }
  }

  function refusal(client?: PoolClient): BusyReason | undefined {
    const state = client && clients.get(client.key);
    if (state && state.waiting.length >= clientQueue) return 'client queue full';
    // a job that starts at once waits in no queue
    const startsNow = !state && running.size < options.threads && (!client?.guest || guestsRunning < guestThreads);
    if (startsNow) return undefined;
    if (waiting >= options.maxQueue || (client?.guest && guestsWaiting >= guestQueue)) return 'queue full';
    return undefined;
  }

  /** Starts the next jobs while threads are free: signed-in learners' turns first, then guests' within their threads. */
  function dispatch() {
    while (running.size < options.threads && !closed) {
      const next = firstOf(turns.member) ?? (guestsRunning < guestThreads ? firstOf(turns.guest) : undefined);
      if (!next) return;
      begin(next.waiting.shift()!);
    }
  }

  function begin(entry: Entry) {
    const { client } = entry;
    client.running = true;
    waiting--;
    if (client.guest) {
      guestsWaiting--;
      guestsRunning++;
    }
    running.set(entry.id, entry);
    const job: Job = { id: entry.id, task: entry.task, input: entry.input };
    piscina!.run(job, { signal: entry.abort.signal }).then(
      (value: unknown) => finish(entry, () => entry.resolve(value)),
      (err: unknown) => finish(entry, () => entry.reject(failure(entry, err))),
    );
  }

  function failure(entry: Entry, err: unknown): unknown {
    if (closed) return new PoolClosedError();
    if (entry.abort.signal.aborted) return entry.started ? new JobTimeoutError(options.timeLimitMs, entry.stage) : new PoolBusyError('waited too long');
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return new JobMemoryError({ cause: err });
    return err;
  }

  /** A running job settled: its client's next job, if any, takes its turn after every other client's. */
  function finish(entry: Entry, settle: () => void) {
    const { client } = entry;
    entry.settled = true;
    clearTimeout(entry.timer);
    running.delete(entry.id);
    if (client.guest) guestsRunning--;
    client.running = false;
    if (client.waiting.length > 0) turnsOf(client).set(client.key, client);
    else clients.delete(client.key);
    settle();
    dispatch();
    restIfIdle();
  }

  /** A waiting job leaves the queue without running. */
  function leave(entry: Entry, err: Error) {
    const { client } = entry;
    entry.settled = true;
    clearTimeout(entry.timer);
    client.waiting.splice(client.waiting.indexOf(entry), 1);
    waiting--;
    if (client.guest) guestsWaiting--;
    if (client.waiting.length === 0) {
      turnsOf(client).delete(client.key);
      if (!client.running) clients.delete(client.key);
    }
    entry.reject(err);
    restIfIdle();
  }

  return {
    refusal,
    run<Output>(task: string, input: unknown, client?: PoolClient): Promise<Output> {
      if (closed) return Promise.reject(new PoolClosedError());
      const reason = refusal(client);
      if (reason) return Promise.reject(new PoolBusyError(reason));
      clearTimeout(idle);
      piscina ??= start();
      const id = ++lastId;
      const key = client?.key ?? `job:${id}`;
      let state = clients.get(key);
      if (!state) {
        state = { key, guest: client?.guest ?? false, running: false, waiting: [] };
        clients.set(key, state);
      }
      const owner = state;
      return new Promise<Output>((resolve, reject) => {
        const entry: Entry = { id, task, input, client: owner, abort: new AbortController(), started: false, settled: false, resolve: resolve as (value: unknown) => void, reject };
        owner.waiting.push(entry);
        waiting++;
        if (owner.guest) guestsWaiting++;
        if (!owner.running && owner.waiting.length === 1) turnsOf(owner).set(key, owner);
        // the wait is counted once the pool has started a job; a job not started by then is refused
        void ready.then(() => {
          if (entry.started || entry.settled) return;
          entry.timer = setTimeout(() => {
            // still in our queue: it leaves it; already given to piscina, piscina takes it out of its own
            if (owner.waiting.includes(entry)) leave(entry, new PoolBusyError('waited too long'));
            else end(entry);
          }, options.queueWaitMs);
        });
        dispatch();
      });
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      for (const client of [...clients.values()]) for (const entry of [...client.waiting]) leave(entry, new PoolClosedError());
      await Promise.all([retiring, piscina && endThreads(piscina, [...ending])]);
    },
  };
}

/** The first client in line, taken out of it. */
function firstOf(line: Map<string, ClientState>): ClientState | undefined {
  const first = line.values().next();
  if (first.done) return undefined;
  line.delete(first.value.key);
  return first.value;
}
