import { parentPort } from 'node:worker_threads';
import { workerData } from 'piscina';

/** The message a worker posts as it starts a job: the pool's time limit counts from then. */
export const JOB_STARTED = 'curio:job-started';

/** What the pool sends a worker: its tasks module (workerData.tasks) exports a function per task. */
export interface Job {
  id: number;
  task: string;
  input: unknown;
}

type Tasks = Record<string, (input: unknown) => unknown>;
let tasks: Promise<Tasks> | undefined;

/** Runs one job on a worker (the default export of worker-entry.mjs). */
export async function runTask({ id, task, input }: Job): Promise<unknown> {
  const run = (await (tasks ??= import((workerData as { tasks: string }).tasks) as Promise<Tasks>))[task];
  if (typeof run !== 'function') throw new Error(`no task ${task}`);
  parentPort?.postMessage({ [JOB_STARTED]: id });
  return run(input);
}
