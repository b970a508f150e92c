import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withPreparedStatements } from './pglite-statements';
import * as tables from './tables';

/** The query API both engines share; services take this and never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;
export type DbKind = 'pglite' | 'postgres';

/** The engine under a Db, for the few long writes whose pacing differs by engine (set-items.ts stepperFor). */
export const kindOf = (db: Db): DbKind => (db instanceof PgliteDatabase ? 'pglite' : 'postgres');

export interface Database {
  db: Db;
  kind: DbKind;
  /** the pg pool (PostgreSQL only), for LISTEN/NOTIFY */
  pool?: pg.Pool;
  /** the embedded engine (PGlite only), for LISTEN */
  pglite?: PGlite;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; max?: number }
  /** dataDir undefined → in memory (tests); loadDataDir: a dumpDataDir tarball to start from (restore) */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Arbitrary constant naming our advisory lock. */
const MIGRATION_LOCK_KEY = 4_280_771;

/**
 * One process, a small data set: a 16 MB buffer pool (PGlite's default is 128 MB, all of it
 * resident WASM memory) keeps the embedded server well inside its memory budget.
 */
const PGLITE_CONF = ['shared_buffers=16MB'];

/**
 * initdb grows PGlite's WASM heap to ~600 MB, which a process never gives back, so a new
 * cluster is created in a child process that exits; the server then opens it at its normal size.
 */
async function createPgliteCluster(dataDir: string) {
  const script = fileURLToPath(new URL('./create-pglite-cluster.mjs', import.meta.url));
  await promisify(execFile)(process.execPath, [script, dataDir, JSON.stringify(PGLITE_CONF)]);
}

/**
 * Our named statements (`.prepare(name)`, preparedQuery) are the hot keyed reads and writes, prepared
 * so PostgreSQL plans each once per connection. Left to choose, it keeps planning a statement again
 * on every run when its first plans for particular values looked cheaper than the generic one: the
 * review queue then cost twice its execution in planning (decision 041). Unnamed statements are
 * planned for their values as before.
 */
const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.max ?? 10,
      // awaited by the pool before a new connection's first query; not the pool's `options`, which
      // the options= of a DATABASE_URL would replace
      onConnect: async (client) => {
        await client.query(GENERIC_PLANS);
      },
    });
    // an idle client that loses its server must not crash the process
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema: tables }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: async () => {
        // several instances may start at once: one migrates while the others wait
        const conn = await pool.connect();
        try {
          await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          conn.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  if (target.dataDir && !target.loadDataDir && !existsSync(path.join(target.dataDir, 'PG_VERSION'))) await createPgliteCluster(target.dataDir);
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, postgresqlconf: PGLITE_CONF });
  // drizzle only calls query() and transaction(), all the wrapper has
  const db = drizzlePglite({ client: withPreparedStatements(client) as unknown as PGlite, schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      // PGlite's own words once closed, which lib/db-errors.ts knows as an outage
      if (client.closed) throw new Error('PGlite is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
