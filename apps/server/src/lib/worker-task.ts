import { parentPort } from 'node:worker_threads';
import { workerData } from 'piscina';

/** The message a worker posts as it starts a job: the pool's time limit counts from then. */
export const JOB_STARTED = 'curio:job-started';
/** The message a worker posts as its job moves on to another stage (reportStage). */
export const JOB_STAGE = 'curio:job-stage';

/** What the pool sends a worker: its tasks module (workerData.tasks) exports a function per task. */
export interface Job {
  id: number;
  task: string;
  input: unknown;
}

type Tasks = Record<string, (input: unknown) => unknown>;
let tasks: Tasks | undefined;
// the job this worker runs now: a worker runs one at a time
let current: number | undefined;

/**
 * Loads the worker's tasks module (worker-entry.mjs, before the worker says it is ready): a new
 * worker then takes its first job as fast as any, so a worker ended at a time limit is replaced
 * by one that is ready, not by one that spends its first job loading modules.
 */
export async function loadTasks(): Promise<void> {
  tasks ??= (await import((workerData as { tasks: string }).tasks)) as Tasks;
}

/** Runs one job on a worker (the default export of worker-entry.mjs). */
export async function runTask({ id, task, input }: Job): Promise<unknown> {
  await loadTasks();
  const run = tasks![task];
  if (typeof run !== 'function') throw new Error(`no task ${task}`);
  current = id;
  parentPort?.postMessage({ [JOB_STARTED]: id });
  try {
    return await run(input);
  } finally {
    current = undefined;
  }
}

/**
 * Tells the pool what the running job is doing now (laying out a PDF, say): a job ended at its
 * time limit cannot say anything after, so the pool reports the last stage it was told. Does
 * nothing outside a job of the pool, as when a bench calls a task in its own thread.
 */
export function reportStage(stage: string) {
  if (current !== undefined) parentPort?.postMessage({ [JOB_STAGE]: { id: current, stage } });
}
