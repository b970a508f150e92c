// The entry of every worker of worker-pool.ts, in plain JavaScript so that a fresh worker can load
// it: tsx is registered here, in the worker, because on Node 20 a `--import tsx` passed on to a
// worker registers nothing there (tsx registers its hooks only on the main thread).
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./worker-task.ts');
export default runTask;
