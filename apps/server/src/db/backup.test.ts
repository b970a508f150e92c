import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { pgliteTemplate } from '../../test/test-app';
import { pgliteDir } from '../lib/data-dir';
import { backupSocketPath, inspectBackup, requestBackup, serveBackups } from './backup';
import { openDatabase } from './client';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'curio-backup-socket-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function logger() {
  const lines: string[] = [];
  return { log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }), lines };
}

test('the server answers a backup request on a socket only its owner may reach, and stops answering when it closes', async () => {
  cpSync(await pgliteTemplate(), pgliteDir(dir), { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dir) });
  const socketPath = backupSocketPath(dir)!;
  // left by a server that died
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o755 });
  writeFileSync(socketPath, '');
  const { log, lines } = logger();

  const stop = await serveBackups(dir, database.pglite!, log);
  try {
    expect(statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
    expect(statSync(socketPath).isSocket()).toBe(true);

    const bytes = await requestBackup(dir);
    expect(await inspectBackup('the backup', bytes)).toMatch(/^\d+$/);
    expect(lines.join('')).toContain('backup sent');
  } finally {
    await stop();
    await database.close();
  }
  expect(existsSync(socketPath)).toBe(false);
  await expect(requestBackup(dir)).rejects.toMatchObject({ code: 'ENOENT' });
});

test('where the path of DATA_DIR is too long for a socket, the server runs without one and the command says why', async () => {
  cpSync(await pgliteTemplate(), pgliteDir(dir), { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dir) });
  const long = path.join(dir, 'd'.repeat(100));
  const { log, lines } = logger();

  const stop = await serveBackups(long, database.pglite!, log);
  await stop();
  await database.close();

  expect(lines.join('')).toContain('the path of DATA_DIR is too long for a socket');
  expect(existsSync(long)).toBe(false);
  await expect(requestBackup(long)).rejects.toThrow(`The path of ${long} is too long for the server to answer backups: stop the server and run the backup again.`);
});
