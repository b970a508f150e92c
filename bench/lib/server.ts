import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The auth secret every bench server starts with, so that the sessions a bench writes straight
 * into the database can be sent as a client sends them.
 */
const BENCH_AUTH_SECRET = 'curio-bench-auth-secret-for-local-benchmarks-only';

/**
 * A session token of a bench-written session as a bearer credential: signed (`token.signature`,
 * HMAC-SHA256 in base64, percent-encoded as better-auth hands it out), since the server takes no
 * bare token.
 */
export const signedToken = (token: string) => encodeURIComponent(`${token}.${createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64')}`);

export interface RunningServer {
  child: ChildProcess;
  baseURL: string;
  dataDir: string;
  /** ms from spawn to the first 200 of /api/health */
  readyMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** reuse this data dir (and keep it on stop); otherwise a fresh one is made and removed */
  dataDir?: string;
  /** the API server alone, without building or serving the web app */
  apiOnly?: boolean;
}

/** Starts `npm start`'s entry (scripts/start.mjs), by default on a fresh data dir as a newcomer would. */
export async function startServer({ env = {}, dataDir: given, apiOnly = false }: StartOptions = {}): Promise<RunningServer> {
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'curio-bench-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const entry = apiOnly ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['scripts/start.mjs'];
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of each server into dir when it stops
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', AUTH_SECRET: BENCH_AUTH_SECRET, ...env },
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
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Signs a new learner up through the API; returns the session cookie and the user's e-mail. */
export async function signUp(baseURL: string): Promise<{ cookie: string; email: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password: 'bench-Pass-2718', first_name: 'Bench', last_name: 'User', age: 30 }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), email };
}
