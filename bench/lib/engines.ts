import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedToken, signUp, startServer, type RunningServer } from './server';
import { openSql, scratchDatabase, type SqlSession } from './sql';

export type Engine = 'PGlite' | 'PostgreSQL';

/** The learner the bench signs up through the API before generating data. */
export interface BenchUser {
  cookie: string;
  email: string;
}

export interface Scenario {
  /** fills the database (the server is stopped on PGlite, running on PostgreSQL) */
  generate(sql: SqlSession, user: BenchUser): Promise<void>;
  measure(server: RunningServer, user: BenchUser, engine: Engine): Promise<void>;
}

async function onPglite(scenario: Scenario, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-bench-'));
  try {
    let server = await startServer({ dataDir, apiOnly: true, env });
    const user = await signUp(server.baseURL);
    // PGlite is one process's database: generate while the server is stopped
    await server.stop();
    console.log('\nGenerating on PGlite:');
    const sql = await openSql({ dataDir: path.join(dataDir, 'pglite') });
    await scenario.generate(sql, user);
    await settle(sql);
    await sql.close();
    server = await startServer({ dataDir, apiOnly: true, env });
    try {
      await scenario.measure(server, user, 'PGlite');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(scenario: Scenario, serverUrl: string, env: Record<string, string>) {
  const database = await scratchDatabase(serverUrl);
  try {
    const server = await startServer({ env: { ...env, DATABASE_URL: database.url }, apiOnly: true });
    try {
      const user = await signUp(server.baseURL);
      console.log('\nGenerating on PostgreSQL:');
      const sql = await openSql({ url: database.url });
      await scenario.generate(sql, user);
      await settle(sql);
      await sql.close();
      await scenario.measure(server, user, 'PostgreSQL');
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Runs a scenario on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on a
 * scratch PostgreSQL database. BENCH_ENGINES=pglite or =postgres runs one of them.
 */
export async function onEachEngine(scenario: Scenario, env: Record<string, string> = {}) {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) await onPglite(scenario, env);
  if (!engines.includes('postgres')) return;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) await onPostgres(scenario, pgUrl, env);
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

/** Runs one timed SQL step and prints how long it took. */
export async function step(sql: SqlSession, what: string, statement: string) {
  const started = performance.now();
  await sql.exec(statement);
  console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * After a bulk load, the clean-up a database would long have done in service: the visibility map
 * and statistics (else autovacuum starts on the new rows in the middle of a timed run) and a
 * checkpoint, so the load's dirty pages are not written out while requests are timed.
 */
async function settle(sql: SqlSession) {
  await step(sql, 'vacuum analyze', 'vacuum analyze');
  await step(sql, 'checkpoint', 'checkpoint');
}

/** Learners 'bench-user-1' … 'bench-user-N', for data that needs many authors. */
export const insertUsers = (sql: SqlSession, count: number) =>
  step(
    sql,
    `${count.toLocaleString('en')} users`,
    `insert into users (id, name, email, email_verified)
      select 'bench-user-' || u, 'Learner ' || u, 'learner' || u || '@bench.example', true from generate_series(1, ${count}) u;`,
  );

/** The bearer token of learner n's session (insertSessions). */
export const sessionToken = (learner: number) => signedToken(`bench-session-${learner}`);

/** A session for each of the learners 'bench-user-1' … 'bench-user-N' (insertUsers), for requests as many learners. */
export const insertSessions = (sql: SqlSession, count: number) =>
  step(
    sql,
    `${count.toLocaleString('en')} sessions`,
    `insert into sessions (id, user_id, token, expires_at)
      select 'bench-session-' || u, 'bench-user-' || u, 'bench-session-' || u, now() + interval '1 day' from generate_series(1, ${count}) u;`,
  );
