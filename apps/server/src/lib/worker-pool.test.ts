import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Held, LOADED_CHANNEL } from '../../test/pool-tasks';
import { createWorkerPool, JobTimeoutError, PoolBusyError, PoolClosedError, type PoolClient, type WorkerPool, type WorkerPoolOptions } from './worker-pool';

/*
 * The pool's turns, told by what its jobs saw: each job of test/pool-tasks.ts holds its thread for
 * a while and says when it began and ended. Times are only compared with each other (which job
 * ran first, whether two ran at once), never held to a figure: the machine may be busy.
 */

const learner = (name: string): PoolClient => ({ key: `user:${name}`, guest: false });
const guest = (address: string): PoolClient => ({ key: `address:${address}`, guest: true });

const pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** A pool of the test tasks whose threads have each run a job, so that none is still loading. */
async function startedPool(options: Partial<WorkerPoolOptions> = {}): Promise<WorkerPool> {
  const pool = createWorkerPool({
    tasks: new URL('../../test/pool-tasks.ts', import.meta.url),
    threads: 1,
    maxQueue: 16,
    queueWaitMs: 60_000,
    timeLimitMs: 60_000,
    heapMb: 64,
    ...options,
  });
  pools.push(pool);
  const threads = options.threads ?? 1;
  await Promise.all(Array.from({ length: threads }, (_, i) => hold(pool, learner(`warm-up ${i}`), 'warm-up', 0)));
  return pool;
}

const hold = (pool: WorkerPool, client: PoolClient | undefined, label: string, ms: number, stage?: string) => pool.run<Held>('hold', { label, ms, stage }, client);

/** The labels of jobs in the order they ended. */
async function endOrder(jobs: Promise<Held>[]): Promise<string[]> {
  return (await Promise.all(jobs)).sort((a, b) => a.ended - b.ended || a.began - b.began).map((held) => held.label);
}

/** The most jobs that ran at the same moment. */
function mostAtOnce(jobs: Held[]): number {
  const edges = jobs.flatMap((job) => [
    { at: job.began, step: 1 },
    { at: job.ended, step: -1 },
  ]);
  // a job that ends at the moment another begins did not run beside it
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let most = 0;
  for (const { step } of edges) most = Math.max(most, (now += step));
  return most;
}

const refusal = (work: Promise<unknown>) => work.then(() => expect.unreachable('the job should be refused'), (err: unknown) => err as PoolBusyError);

describe('worker pool turns', () => {
  test('a client sending jobs without pause does not hold back another: their jobs take turns', async () => {
    const pool = await startedPool();

    const eager = [1, 2, 3].map((n) => hold(pool, learner('eager'), `eager ${n}`, 100));
    const other = hold(pool, learner('other'), 'other', 100);

    expect(await endOrder([...eager, other])).toEqual(['eager 1', 'other', 'eager 2', 'eager 3']);
  });

  test('a client has one job running at a time, even while threads are free', async () => {
    const pool = await startedPool({ threads: 2 });

    const jobs = await Promise.all([1, 2, 3].map((n) => hold(pool, learner('eager'), `eager ${n}`, 100)));

    expect(mostAtOnce(jobs)).toBe(1);
  });

  test('guests run on their share of the threads: a flood of them leaves a signed-in learner a thread at once', async () => {
    const pool = await startedPool({ threads: 2, guestThreads: 1 });

    const flood = ['1', '2', '3'].flatMap((address) => [1, 2].map((n) => hold(pool, guest(`203.0.113.${address}`), `guest ${address}.${n}`, 200)));
    const signedIn = hold(pool, learner('learner'), 'learner', 10);

    const guests = await Promise.all(flood);
    expect(mostAtOnce(guests)).toBe(1);
    // the learner did not wait for any guest's job to end
    const firstGuestEnded = Math.min(...guests.map((job) => job.ended));
    expect((await signedIn).ended).toBeLessThanOrEqual(firstGuestEnded);
  });

  test('a signed-in learner’s job starts before guests’ jobs that were waiting longer', async () => {
    const pool = await startedPool({ threads: 1 });

    const running = hold(pool, guest('203.0.113.1'), 'guest running', 100);
    const waiting = hold(pool, guest('203.0.113.2'), 'guest waiting', 10);
    const signedIn = hold(pool, learner('learner'), 'learner', 10);

    expect(await endOrder([running, waiting, signedIn])).toEqual(['guest running', 'learner', 'guest waiting']);
  });

  test('a job waits for its turn, and is not refused, while the queues have room', async () => {
    const pool = await startedPool({ threads: 1, maxQueue: 8 });

    const long = hold(pool, learner('first'), 'long', 300);
    const others = Array.from({ length: 8 }, (_, i) => hold(pool, i % 2 ? learner(`learner ${i}`) : guest(`203.0.113.${i}`), `waiting ${i}`, 10));

    const settled = await Promise.allSettled([long, ...others]);
    expect(settled.map((outcome) => outcome.status)).toEqual(Array(9).fill('fulfilled'));
  });

  test('a job is refused at once when its client’s own queue is full; other clients’ are still taken', async () => {
    const pool = await startedPool({ threads: 1, clientQueue: 1 });
    const eager = learner('eager');

    const running = hold(pool, eager, 'running', 200);
    const waiting = hold(pool, eager, 'waiting', 10);
    expect(pool.refusal(eager)).toBe('client queue full');
    const refused = await refusal(hold(pool, eager, 'one too many', 10));

    expect(refused).toBeInstanceOf(PoolBusyError);
    expect(refused.reason).toBe('client queue full');
    expect(pool.refusal(learner('other'))).toBeUndefined();
    expect(await endOrder([running, waiting, hold(pool, learner('other'), 'other', 10)])).toEqual(['running', 'other', 'waiting']);
  });

  test('guests may fill half of the queue, signed-in learners all of it; beyond, a job is refused at once', async () => {
    const pool = await startedPool({ threads: 1, maxQueue: 4 });

    const jobs = [hold(pool, learner('running'), 'running', 200), hold(pool, guest('203.0.113.1'), 'guest 1', 10), hold(pool, guest('203.0.113.2'), 'guest 2', 10)];
    expect(pool.refusal(guest('203.0.113.3'))).toBe('queue full');
    expect((await refusal(hold(pool, guest('203.0.113.3'), 'guest 3', 10))).reason).toBe('queue full');
    jobs.push(hold(pool, learner('a'), 'learner a', 10), hold(pool, learner('b'), 'learner b', 10));
    expect((await refusal(hold(pool, learner('c'), 'learner c', 10))).reason).toBe('queue full');

    expect(await endOrder(jobs)).toEqual(['running', 'learner a', 'learner b', 'guest 1', 'guest 2']);
  });

  test('a job still waiting after queueWaitMs is refused and leaves the queue', async () => {
    const pool = await startedPool({ threads: 1, queueWaitMs: 100 });

    const running = hold(pool, learner('running'), 'running', 400);
    const refused = await refusal(hold(pool, learner('waiting'), 'waiting', 10));

    expect(refused.reason).toBe('waited too long');
    expect((await running).label).toBe('running');
    expect((await hold(pool, learner('waiting'), 'later', 10)).label).toBe('later');
  });

  test('a job with no client is a client of its own: such jobs run in the order they came', async () => {
    const pool = await startedPool({ threads: 1, clientQueue: 0 });

    expect(await endOrder([1, 2, 3].map((n) => hold(pool, undefined, `job ${n}`, 20)))).toEqual(['job 1', 'job 2', 'job 3']);
  });
});

describe('worker pool limits', () => {
  test('a job past its time limit ends its thread, saying the stage it was in; a spare thread, started before, takes the next job', async () => {
    // the threads that have loaded their tasks, as they say so
    const loaded = new Set<number>();
    const channel = new BroadcastChannel(LOADED_CHANNEL);
    channel.onmessage = (message) => loaded.add((message as { data: number }).data);
    try {
      const pool = await startedPool({ threads: 1, timeLimitMs: 200 });
      // the thread that runs jobs, and the spare
      await vi.waitFor(() => expect(loaded.size).toBe(2), { timeout: 20_000 });
      const loadedBefore = new Set(loaded);

      const err = await hold(pool, learner('stuck'), 'stuck', 60_000, 'layout').catch((e: unknown) => e);
      const next = await hold(pool, learner('next'), 'next', 0);

      expect(err).toBeInstanceOf(JobTimeoutError);
      expect((err as JobTimeoutError).stage).toBe('layout');
      // the next job did not wait for a thread started as the stuck one ended to load
      expect(loadedBefore.has(next.threadId)).toBe(true);
      // and the pool started one in its place: it is the spare once the next thread is ended
      await expect(hold(pool, learner('stuck'), 'stuck again', 60_000)).rejects.toBeInstanceOf(JobTimeoutError);
      expect((await hold(pool, learner('after'), 'after', 0)).label).toBe('after');
    } finally {
      channel.close();
    }
  });

  test('closing ends the running and the waiting jobs; a job after is refused', async () => {
    const pool = await startedPool({ threads: 1 });

    const running = hold(pool, learner('a'), 'running', 60_000).catch((e: unknown) => e);
    const waiting = hold(pool, learner('b'), 'waiting', 10).catch((e: unknown) => e);
    await pool.close();

    expect(await running).toBeInstanceOf(PoolClosedError);
    expect(await waiting).toBeInstanceOf(PoolClosedError);
    await expect(hold(pool, learner('c'), 'after', 10)).rejects.toBeInstanceOf(PoolClosedError);
  });

  test('a task the module does not have fails its job, and the pool goes on', async () => {
    const pool = await startedPool({ threads: 1 });

    await expect(pool.run('no-such-task', {}, learner('a'))).rejects.toThrow('no task no-such-task');
    expect((await hold(pool, learner('a'), 'after', 0)).label).toBe('after');
  });
});
