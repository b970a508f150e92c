import type { PGlite } from '@electric-sql/pglite';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { constants as zlibConstants, createGzip, gunzip, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { parseTar } from 'nanotar';
import { pgliteDir } from '../lib/data-dir';
import { openDatabase } from './client';

/*
 * A backup of the embedded database is PGlite's own dump of its data directory (dumpDataDir):
 * a gzipped tarball that PGlite opens again with `loadDataDir`. See decision 022.
 */

/** A backup or restore refused for a reason the operator can act on; its message says which. */
export class BackupError extends Error {}

/** A socket's path fits in 104 bytes on macOS, 108 on Linux (with its NUL); a longer one is cut short, silently. */
const SOCKET_PATH_MAX_BYTES = 103;

/** Where a running server answers `npm run backup`; undefined when DATA_DIR's path is too long for a socket. */
export function backupSocketPath(dataDir: string): string | undefined {
  const socketPath = path.join(dataDir, 'run', 'backup.sock');
  return Buffer.byteLength(socketPath) <= SOCKET_PATH_MAX_BYTES ? socketPath : undefined;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** dumpDataDir holds PGlite's query lock; tarring without compressing keeps that pause short. */
async function dumpTar(pglite: PGlite): Promise<Uint8Array> {
  return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
}

/**
 * The running server hands a backup to whoever connects to DATA_DIR/run/backup.sock. That
 * directory is its owner's alone (0700), and whoever may enter it may read the database files
 * anyway. PGlite takes the copy between two statements, so it is consistent: a transaction still
 * open at that moment is rolled back when the copy is opened, as after a crash.
 * Returns a function that stops answering, once the backups in flight are sent.
 */
export async function serveBackups(dataDir: string, pglite: PGlite, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPath) {
    log.warn({ dataDir }, 'backups while the server runs are off: the path of DATA_DIR is too long for a socket; stop the server to back up');
    return async () => {};
  }
  const server = createServer((socket) => void sendBackup(socket, pglite, log));
  try {
    mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
    chmodSync(path.dirname(socketPath), 0o700);
    // left by a server that died: this one holds the DATA_DIR lock, so the socket is nobody's
    rmSync(socketPath, { force: true });
    server.listen(socketPath);
    await once(server, 'listening');
  } catch (err) {
    log.warn({ err, socketPath }, 'backups while the server runs are off; stop the server to back up');
    return async () => {};
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function sendBackup(socket: Socket, pglite: PGlite, log: FastifyBaseLogger) {
  const started = performance.now();
  try {
    const tar = await dumpTar(pglite);
    await pipeline(Readable.from([tar]), createGzip(), socket);
    log.info({ bytes: tar.byteLength, ms: Math.round(performance.now() - started) }, 'backup sent');
  } catch (err) {
    socket.destroy();
    log.warn({ err }, 'backup failed');
  }
}

/** A backup from the server running on dataDir (see serveBackups). */
export async function requestBackup(dataDir: string): Promise<Buffer> {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPath) throw new BackupError(`The path of ${dataDir} is too long for the server to answer backups: stop the server and run the backup again.`);
  const chunks: Buffer[] = [];
  for await (const chunk of createConnection(socketPath)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A backup of a database no server runs on; the caller holds the DATA_DIR lock. */
export async function backupStoppedDatabase(dataDir: string): Promise<Buffer> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  try {
    return await gzipAsync(await dumpTar(database.pglite!));
  } finally {
    await database.close();
  }
}

/**
 * Checks that bytes are a whole PGlite dump before anything is written from them; returns the
 * PostgreSQL major version it was made with. What PGlite itself would do with other bytes is
 * undefined (a bad gzip stream even escapes its promise).
 */
export async function inspectBackup(file: string, bytes: Buffer): Promise<string> {
  let tar: Buffer;
  try {
    tar = await gunzipAsync(bytes);
  } catch (err) {
    const cutShort = (err as NodeJS.ErrnoException).errno === zlibConstants.Z_BUF_ERROR;
    throw new BackupError(
      cutShort ? `${file} is not a whole backup: the file ends too early.` : `${file} is not a Curio backup: it is not a gzip file.`,
    );
  }
  const [version] = parseTar(tar, { filter: (item) => item.name.replace(/^(\.?\/)+/, '') === 'PG_VERSION' });
  if (!version) throw new BackupError(`${file} is not a Curio backup: it holds no database (no PG_VERSION).`);
  return version.text.trim();
}

/**
 * Restores a backup (checked by inspectBackup) into dataDir, whose lock the caller holds. The
 * backup is opened in a folder beside the database first, so a backup that does not open, or is
 * not Curio's, changes nothing; the database it replaces is kept aside, not deleted.
 */
export async function restoreBackup(file: string, bytes: Buffer, pgVersion: string, dataDir: string): Promise<{ keptAside?: string }> {
  const target = pgliteDir(dataDir);
  const staging = `${target}-restoring`;
  rmSync(staging, { recursive: true, force: true });
  try {
    let database;
    try {
      database = await openDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: new Blob([bytes], { type: 'application/gzip' }) });
    } catch (err) {
      throw new BackupError(`${file} could not be opened (a PostgreSQL ${pgVersion} database): ${(err as Error).message}`);
    }
    try {
      const { rows } = await database.pglite!.query<{ curio: boolean }>(
        "select to_regclass('drizzle.__drizzle_migrations') is not null and to_regclass('public.users') is not null and to_regclass('public.profiles') is not null as curio",
      );
      if (!rows[0]?.curio) throw new BackupError(`${file} is a PGlite database, but not Curio's.`);
    } finally {
      await database.close();
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  const keptAside = existsSync(target) ? `${target}-before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}` : undefined;
  if (keptAside) renameSync(target, keptAside);
  renameSync(staging, target);
  return { keptAside };
}
