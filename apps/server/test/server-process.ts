import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/*
 * The real server process (`npm start`'s) and the command-line tools, run as a user runs them,
 * on an embedded database in a data directory the test names.
 */

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Process {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(args: string[], env: Record<string, string>): Process {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export function startServer(dataDir: string, port: number): Process {
  return run(['apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
}

/** Resolves once the server prints its ready line (it does so right after listening). */
export function ready(server: Process): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(' is running at ')) resolve();
    };
    server.child.stdout!.on('data', check);
    check();
    void server.exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${server.output()}`)));
  });
}

/** The admin's e-mail and the password the first start prints once. */
export function firstAdminOf(server: Process): { email: string; password: string } {
  const line = server.output().match(/Admin sign-in \(this password is shown only once, keep it\): (\S+) {2}\/ {2}(\S+)/);
  if (!line) throw new Error(`no admin password in the server's output:\n${server.output()}`);
  return { email: line[1]!, password: line[2]! };
}

export async function stopServer(server: Process): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** `npm run <name> -- ...args` (backup, restore): its exit code and everything it printed. */
export async function runTool(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const tool = run([`apps/server/src/cli/${name}.ts`, ...args], env);
  const code = await tool.exited;
  return { code, output: tool.output() };
}

/** A client of the server on port, as a browser on the address it trusts sends requests. */
export function clientOf(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  return {
    get: (url: string, cookie?: string) => fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} }),
    send: (method: string, url: string, body: unknown, cookie?: string) =>
      fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
  };
}

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
