// The entry of every worker of worker-pool.ts, in plain JavaScript so that a fresh worker can load
// it: tsx is registered here, in the worker, because on Node 20 a `--import tsx` passed on to a
// worker registers nothing there (tsx registers its hooks only on the main thread). The tasks
// module is loaded before piscina hears that the worker is ready (it waits for this module).
import { register } from 'tsx/esm/api';

register();
const { runTask, loadTasks } = await import('./worker-task.ts');
await loadTasks();
export default runTask;
