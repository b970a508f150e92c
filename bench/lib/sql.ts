import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A plain SQL session on the app's database while the server is stopped (PGlite) or running (PostgreSQL). */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openSql(target: { dataDir: string } | { url: string }): Promise<SqlSession> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return { exec: async (sql) => void (await client.query(sql)), close: () => client.end() };
  }
  const db = await PGlite.create({ dataDir: target.dataDir });
  return { exec: async (sql) => void (await db.exec(sql)), close: () => db.close() };
}

/** A fresh database on a PostgreSQL server for one run, dropped afterwards. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `curio_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
