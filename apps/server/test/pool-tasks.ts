import { BroadcastChannel, threadId } from 'node:worker_threads';
import { reportStage } from '../src/lib/worker-task';

/*
 * Tasks for the worker pool's own tests (lib/worker-pool.test.ts): work of a known length that
 * holds its thread as a render does, and what each job saw of the thread that ran it.
 */

/** Where each thread of a pool of these tasks says its threadId once it has loaded them. */
export const LOADED_CHANNEL = 'curio:pool-tasks-loaded';
const loaded = new BroadcastChannel(LOADED_CHANNEL);
loaded.postMessage(threadId);
loaded.close();

export interface Held {
  label: string;
  threadId: number;
  /** when the job began and ended on its thread (Date.now()) */
  began: number;
  ended: number;
}

/** Holds the thread for `ms` (blocked, as a long render holds it), having told the pool its stage. */
export function hold({ label, ms, stage }: { label: string; ms: number; stage?: string }): Held {
  const began = Date.now();
  if (stage) reportStage(stage);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return { label, threadId, began, ended: Date.now() };
}
