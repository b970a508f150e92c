import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
 * Starts the real server on the built app with a fresh data dir, as a newcomer would after
 * `npm start`, and reads the admin password it prints once. Tests get the address and the
 * admin's credentials through the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // journeys that fill a feed post more than a learner's hourly allowance, and the whole suite
    // signs up from one address faster than a minute's allowance (the API tests check both)
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', DATABASE_URL: '', POSTS_PER_HOUR: '1000', AUTH_PER_MINUTE: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const admin = await new Promise<{ email: string; password: string }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${out}`)), 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Admin sign-in[^:]*: (\S+)\s+\/\s+(\S+)/.exec(out);
      if (match && out.includes('is running at')) {
        clearTimeout(timer);
        resolve({ email: match[1]!, password: match[2]! });
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    server.once('exit', (code) => reject(new Error(`server exited early (${code}):\n${out}`)));
  });
  server.stdout.resume();

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  writeFileSync(path.join(dataDir, 'e2e-server.pid'), String(server.pid));

  return async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
