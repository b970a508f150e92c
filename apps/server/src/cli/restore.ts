import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, inspectBackup, restoreBackup } from '../db/backup';
import { DataDirLockedError, lockDataDir, pgliteDir } from '../lib/data-dir';
import { runCli } from './run-cli';

const USAGE = `Usage:
  npm run restore -- <file>   replace the database in DATA_DIR by a backup made with npm run backup;
                              stop the server first; the database it replaces is kept aside`;

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

const PG_RESTORE = (file: string) => `DATABASE_URL is set, so the data is in PostgreSQL and its own tool, pg_restore, restores it.
Stop every Curio instance, then run:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}
and start them again. Nothing was changed.`;

async function readBackup(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    throw new BackupError(`Cannot read ${file}: ${READ_PROBLEMS[code] ?? (err as Error).message}. Nothing was changed.`);
  }
}

function lockForRestore(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError) || err.pid === undefined) throw err;
    throw new BackupError(
      `A server is using ${dataDir} (pid ${err.pid}). Stop it, run the restore again, then start it. Nothing was changed.`,
    );
  }
}

async function run(file: string | undefined) {
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const source = path.resolve(file);
  if (config.DATABASE_URL) throw new BackupError(PG_RESTORE(source));

  const bytes = await readBackup(source);
  const pgVersion = await inspectBackup(source, bytes);
  const dataDir = path.resolve(config.DATA_DIR);
  const existed = existsSync(dataDir);
  const unlock = lockForRestore(dataDir);
  let restored: Awaited<ReturnType<typeof restoreBackup>> | undefined;
  try {
    restored = await restoreBackup(source, bytes, pgVersion, dataDir);
  } finally {
    unlock();
    // a DATA_DIR this restore made goes again when nothing was restored into it
    if (!restored && !existed && readdirSync(dataDir).length === 0) rmdirSync(dataDir);
  }

  console.log(`Restored ${source} into ${pgliteDir(dataDir)}.`);
  if (restored.keptAside) {
    console.log(`The database it replaced is kept in ${restored.keptAside}: to undo, stop the server and put that folder back as ${pgliteDir(dataDir)}.`);
  }
  if (!config.AUTH_SECRET && !existsSync(path.join(dataDir, 'auth-secret'))) {
    console.log(
      `${dataDir} has no auth-secret, so the next start makes a new one and everyone signs in again. ` +
        'To keep users signed in, first copy auth-secret from the data directory the backup came from.',
    );
  }
  console.log('Start the server as usual (npm start).');
  return 0;
}

runCli(() => run(process.argv[2]));
