import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../src/db/seed/seed';
import { signUpForm, TEST_PASSWORD } from './test-app';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'curio-restart-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s server process, on an embedded database in dataDir. */
function startServer(port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server prints its ready line (it does so right after listening). */
function ready(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(' is running at ')) resolve();
    };
    server.child.stdout!.on('data', check);
    check();
    void server.exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${server.output()}`)));
  });
}

const baseOf = (port: number) => `http://127.0.0.1:${port}`;
const originOf = (port: number) => `http://localhost:${port}`;

async function post(port: number, url: string, body: unknown, cookie?: string) {
  return fetch(`${baseOf(port)}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: originOf(port), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function me(port: number, cookie: string) {
  return fetch(`${baseOf(port)}/api/me`, { headers: { cookie } });
}

test('the server stops cleanly and starts again on the same data, refusing a second server meanwhile', { timeout: 60_000 }, async () => {
  const port = await freePort();
  const first = startServer(port);
  await ready(first);

  const health = await fetch(`${baseOf(port)}/api/health`);
  expect(await health.json()).toEqual({ ok: true, db: 'pglite' });
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

  // first start: the admin's generated password is printed once and signs in
  const adminLine = first.output().match(/Admin sign-in \(this password is shown only once, keep it\): (\S+) {2}\/ {2}(\S+)/);
  expect(adminLine?.[1]).toBe(DEMO_ADMIN_EMAIL);
  expect((await post(port, '/api/auth/sign-in/email', { email: DEMO_ADMIN_EMAIL, password: adminLine?.[2] })).status).toBe(200);

  const form = signUpForm({ first_name: 'Rosalind', last_name: 'Franklin' });
  const signUp = await post(port, '/api/auth/sign-up/email', form);
  expect(signUp.status).toBe(200);
  const cookie = cookieOf(signUp);

  // a second server on the same data directory refuses to start
  const second = startServer(await freePort());
  expect(await second.exited).not.toBe(0);
  expect(second.output()).toContain(`The data directory ${path.resolve(dataDir)} is in use by another server (pid ${first.child.pid})`);
  expect((await fetch(`${baseOf(port)}/api/health`)).status).toBe(200);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

  const again = startServer(port);
  await ready(again);
  // the seed ran once: no new admin password on the second start
  expect(again.output()).toContain(`Admin sign-in: ${DEMO_ADMIN_EMAIL}  (lost the password?`);

  // the session from before the restart is still valid (sessions and the secret live in DATA_DIR)
  expect((await me(port, cookie)).status).toBe(200);
  const signIn = await post(port, '/api/auth/sign-in/email', { email: form.email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  const profile = await me(port, cookieOf(signIn));
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({ user: { email: form.email }, profile: { full_name: 'Rosalind Franklin' }, age: 30 });

  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
});
