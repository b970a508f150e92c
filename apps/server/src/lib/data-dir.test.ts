import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { DataDirLockedError, loadOrCreateSecret, lockDataDir } from './data-dir';

const dataDirModule = fileURLToPath(new URL('./data-dir.ts', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'curio-data-dir-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'server.lock');

/** Another process that takes the lock the same way the server does, and keeps it until killed. */
async function lockInAnotherProcess(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(dataDirModule)});
       lockDataDir(process.argv[1]);
       console.log('locked');
       setInterval(() => {}, 1 << 30);`,
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the locking process exited early (${code})`)));
  });
  return child;
}

describe('the data directory lock', () => {
  test('holds our pid while the server runs and is removed on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));

    release();
    expect(existsSync(lockFile())).toBe(false);
    // releasing twice is harmless
    release();
  });

  test('creates the directory when it does not exist yet', () => {
    const nested = path.join(dir, 'fresh', 'data');
    const release = lockDataDir(nested);
    expect(existsSync(path.join(nested, 'server.lock'))).toBe(true);
    release();
  });

  test('a second server on the same directory is refused with a clear message', async () => {
    const other = await lockInAnotherProcess(dir);

    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`The data directory ${path.resolve(dir)} is in use by another server (pid ${other.pid})`);
    expect(message).toContain('DATABASE_URL');
    // the other server's lock is left alone
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(other.pid));
  });

  test('a lock left by a server that died is taken over', async () => {
    const other = await lockInAnotherProcess(dir);
    other.kill('SIGKILL');
    await once(other, 'exit');
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(other.pid));

    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  test('an unreadable lock (empty or garbage) is taken over', () => {
    for (const content of ['', 'not a pid', '-1']) {
      writeFileSync(lockFile(), content);
      const release = lockDataDir(dir);
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      release();
    }
  });
});

describe('the auth secret kept in the data directory', () => {
  test('is made once, private to the owner, and the same on the next start', () => {
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir)).toBe(first);
  });

  test('AUTH_SECRET from the environment wins and nothing is written', () => {
    expect(loadOrCreateSecret(dir, 'e'.repeat(40))).toBe('e'.repeat(40));
    expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });
});
