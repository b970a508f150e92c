import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  baseURL: string;
  dataDir: string;
  /** ms from spawn to the first 200 of /api/health */
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts `npm start`'s entry (scripts/start.mjs) on a fresh data dir, as a newcomer would. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-bench-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('server exited before it was ready');
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    baseURL,
    dataDir,
    readyMs,
    async stop() {
      if (!exited) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
