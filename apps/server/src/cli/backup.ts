import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, backupStoppedDatabase, inspectBackup, requestBackup } from '../db/backup';
import { DataDirLockedError, lockDataDir, pgliteDir } from '../lib/data-dir';
import { runCli } from './run-cli';

const USAGE = `Usage:
  npm run backup -- <file>   write a backup of the database to <file>, e.g. backups/curio-$(date +%F).tar.gz;
                             the server may be running`;

const WRITE_PROBLEMS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
};

function cannotWrite(file: string, err: { code?: string; message?: string }) {
  return new BackupError(`Cannot write the backup to ${file}: ${WRITE_PROBLEMS[err.code ?? ''] ?? err.message}. Nothing was written.`);
}

/**
 * The backup is made under a temporary name and renamed when whole, so a failed or interrupted
 * backup never leaves a half file under the name (a cron job's last good backup stays good).
 * The file is the owner's alone: it holds password hashes and live sessions.
 */
async function writeWhole(file: string, fill: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  // what would stop the rename at the end, found before the backup is taken
  if ((await stat(file).catch(() => undefined))?.isDirectory()) throw cannotWrite(file, { code: 'EISDIR' });
  try {
    await (await open(partial, 'w', 0o600)).close();
  } catch (err) {
    throw cannotWrite(file, err as NodeJS.ErrnoException);
  }
  try {
    await fill(partial);
    await rename(partial, file).catch((err: NodeJS.ErrnoException) => {
      throw cannotWrite(file, err);
    });
  } finally {
    await rm(partial, { force: true });
  }
}

async function fromRunningServer(dataDir: string, pid: number): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await requestBackup(dataDir);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(
      `The server using ${dataDir} (pid ${pid}) did not answer (${(err as Error).message}). ` +
        'A server started before backups existed must be restarted once; or stop it and run the backup again. Nothing was written.',
    );
  }
  try {
    await inspectBackup('the backup', bytes);
  } catch {
    throw new BackupError(`The server using ${dataDir} (pid ${pid}) sent an incomplete backup; its log says why. Nothing was written.`);
  }
  return bytes;
}

/** From the server running on dataDir when there is one, else from the files, under the lock. */
async function takeBackup(dataDir: string): Promise<{ bytes: Buffer; source: string }> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError) || err.pid === undefined) throw err;
    return { bytes: await fromRunningServer(dataDir, err.pid), source: `taken from the running server, pid ${err.pid}` };
  }
  try {
    return { bytes: await backupStoppedDatabase(dataDir), source: 'no server was running' };
  } finally {
    unlock();
  }
}

async function backupPglite(dataDir: string, file: string) {
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dataDir} to back up. Set DATA_DIR to the server's data directory.`);
  }
  let taken: { bytes: Buffer; source: string } | undefined;
  await writeWhole(file, async (partial) => {
    taken = await takeBackup(dataDir);
    await writeFile(partial, taken.bytes).catch((err: NodeJS.ErrnoException) => {
      throw cannotWrite(file, err);
    });
  });
  console.log(`Backup written to ${file} (${(taken!.bytes.byteLength / 1e6).toFixed(1)} MB, ${taken!.source}).`);
  console.log(`It does not hold ${path.join(dataDir, 'auth-secret')}: keep a copy of that file too, or sessions end when restoring elsewhere.`);
}

const PG_DUMP_MISSING = (file: string) => `DATABASE_URL is set, so the data is in PostgreSQL and its own tool, pg_dump, makes the backup; pg_dump is not on the PATH.
Install PostgreSQL's client tools (the server's major version or newer) and run the backup again, or run:
  pg_dump --format=custom --file=${file} "$DATABASE_URL"`;

/** With DATABASE_URL set, the backup is pg_dump's, in its custom format (pg_restore reads it). */
async function backupPostgres(databaseUrl: string, file: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  await writeWhole(file, async (partial) => {
    const child = spawn('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url.href}`], {
      stdio: ['ignore', 'inherit', 'inherit'],
      // not on the command line, which every user of the machine can read
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    }).catch((err: unknown) => {
      throw (err as NodeJS.ErrnoException).code === 'ENOENT' ? new BackupError(PG_DUMP_MISSING(file)) : err;
    });
    if (code !== 0) throw new BackupError(`pg_dump failed (exit code ${code}); its message is above. Nothing was written.`);
  });
  console.log(`Backup written to ${file} (pg_dump's custom format: restore it with pg_restore, see the README).`);
}

async function run(file: string | undefined) {
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target = path.resolve(file);
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, target);
  else await backupPglite(path.resolve(config.DATA_DIR), target);
  return 0;
}

runCli(() => run(process.argv[2]));
