import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { levels } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { App } from '../src/app';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, Db, DbKind } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { contentChanged } from '../src/lib/cache';
import type { LogTarget } from '../src/lib/log-options';
import { as, requestHeaders, type RequestOptions } from './client';


export type Engine = DbKind;

/** Where the PostgreSQL runs of the suite create their databases (unset: PGlite only). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The origin better-auth trusts when PUBLIC_URL is not set (http://localhost:PORT, PORT 3000). */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Not in any breached-password list, long enough for every rule. */
export const TEST_PASSWORD = 'curio-test-Pass-42';

export interface TestAppOptions {
  engine?: Engine;
  /** extra environment for loadConfig, e.g. { ADMIN_EMAIL: 'boss@example.com' } */
  env?: Record<string, string>;
  /** a built SPA to serve (a folder with index.html); API tests leave it out */
  webDist?: string;
  /** where the app logs, besides the watch on errors (nowhere else when omitted) */
  logger?: LogTarget;
  /** every test of this app expects a 5xx reply or an error line (see TestApp.expectErrors) */
  expectErrors?: boolean;
}

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  engine: Engine;
  /** closes the database under the running app (health checks); safe to call twice */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
  /**
   * The running test expects a 5xx reply or an error-level log line: it does not fail for one, and
   * fails if none comes (so the call cannot outlive the behaviour it stands for).
   */
  expectErrors(): void;
}

// ---------------------------------------------------------------- errors fail the test

/*
 * Every test app logs at info to a watch that keeps each error or fatal line and each 5xx reply
 * (Fastify's "request completed" line carries the status). After each test the lines of every app
 * are checked: a test fails for a server error it did not say it expects, even when its own
 * assertions passed (a client shown a 500 or a swallowed exception logged on the side).
 */

const ERROR_LEVEL = levels.values.error!;
const INFO_LEVEL = levels.values.info!;

interface ErrorWatch {
  problems: string[];
  expected: boolean;
  /** an app whose tests all expect errors */
  alwaysExpected: boolean;
  closed: boolean;
}

const watches = new Set<ErrorWatch>();

const levelOf = (line: string) => Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? INFO_LEVEL);

function isProblem(line: string, level: number): boolean {
  if (level >= ERROR_LEVEL) return true;
  if (!line.includes('"statusCode":5')) return false;
  const status = (JSON.parse(line) as { res?: { statusCode?: number } }).res?.statusCode;
  return status !== undefined && status >= 500;
}

/** The app's logger: info lines to the watch, and to the test's own target at that target's level. */
function watchedLogger(watch: ErrorWatch, own: LogTarget | undefined): LogTarget {
  const ownLevel = own && own.level !== 'silent' ? levels.values[own.level]! : Infinity;
  return {
    level: own && ownLevel < INFO_LEVEL ? own.level : 'info',
    stream: {
      write(line: string) {
        const level = levelOf(line);
        if (isProblem(line, level)) watch.problems.push(line);
        if (own?.stream && level >= ownLevel) own.stream.write(line);
      },
    },
  };
}

afterEach(() => {
  const failures: string[] = [];
  for (const watch of watches) {
    const { problems, expected } = watch;
    if (problems.length > 0 && !expected && !watch.alwaysExpected) {
      failures.push(`the server answered 5xx or logged an error, which the test did not expect (t.expectErrors() if it should):\n${problems.map((l) => l.slice(0, 4000)).join('')}`);
    }
    if (expected && problems.length === 0) failures.push('the test expected a 5xx reply or an error line (t.expectErrors()), and none came');
    watch.problems = [];
    watch.expected = false;
    if (watch.closed) watches.delete(watch);
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
});

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  hash.update(readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite cluster runs initdb (3–7 s here), so every test database is a copy of one
 * migrated cluster, built once per migration set and kept in node_modules/.cache. Copies go to
 * RAM (/dev/shm) where there is one: a throw-away database as fast as an in-memory one, opened
 * in about half a second.
 */
let templateDir: Promise<string> | undefined;

export function pgliteTemplate(): Promise<string> {
  templateDir ??= (async () => {
    const cacheDir = path.join(repoRoot, 'node_modules/.cache/curio-test-pglite');
    const ready = path.join(cacheDir, migrationsHash());
    if (existsSync(path.join(ready, 'PG_VERSION'))) return ready;
    mkdirSync(cacheDir, { recursive: true });
    const building = `${ready}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ kind: 'pglite', dataDir: building });
    await database.migrate();
    await database.close();
    try {
      renameSync(building, ready);
    } catch {
      // another test file built it at the same time; theirs is as good as ours
      rmSync(building, { recursive: true, force: true });
    }
    return ready;
  })();
  return templateDir;
}

const scratchRoot = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

async function openPglite(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const template = await pgliteTemplate();
  const dataDir = path.join(scratchRoot, `curio-test-${process.pid}-${randomUUID()}`);
  cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  return { database, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Runs one statement on TEST_DATABASE_URL's server over a connection of its own (CREATE and DROP DATABASE). */
export async function onTestServer(statement: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A brand-new PostgreSQL database (so parallel test files never meet), dropped again on dispose. */
async function openPostgres(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `curio_test_${randomBytes(8).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  await database.migrate();
  return { database, dispose: () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface TestDatabase {
  database: Database;
  engine: Engine;
  /** closes the connection; safe to call twice */
  close(): Promise<void>;
  /** closes, then deletes the database */
  dispose(): Promise<void>;
}

/** A fresh, migrated database of the given engine, only for the caller. */
async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const { database, dispose } = engine === 'postgres' ? await openPostgres() : await openPglite();
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= database.close());
  return {
    database,
    engine,
    close,
    async dispose() {
      await close();
      await dispose();
    },
  };
}

/** Deletes every row of every table: the database is as the migrations left it, and nothing kept from it is served again (ids start over). */
async function emptyDatabase(db: Db) {
  const { rows } = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  if (rows.length === 0) return;
  await db.execute(sql.raw(`truncate table ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  contentChanged(db);
}

async function appOn(testDb: TestDatabase, opts: TestAppOptions) {
  const watch: ErrorWatch = { problems: [], expected: false, alwaysExpected: opts.expectErrors ?? false, closed: false };
  watches.add(watch);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
  const app = await buildApp({ config, database: testDb.database, secret: randomBytes(32).toString('base64url'), logger: watchedLogger(watch, opts.logger), webDist: opts.webDist });
  app.addHook('onClose', () => {
    watch.closed = true;
  });
  await app.ready();
  return {
    app,
    expectErrors() {
      watch.expected = true;
    },
  };
}

/** The whole server (every plugin and route) on its own fresh, migrated database. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await openTestDatabase(opts.engine ?? 'pglite');
  const { app, expectErrors } = await appOn(testDb, opts);
  return {
    app,
    db: testDb.database.db,
    database: testDb.database,
    engine: testDb.engine,
    closeDatabase: testDb.close,
    async close() {
      await app.close();
      await testDb.dispose();
    },
    expectErrors,
  };
}

/**
 * A fresh app on an empty database for every test of the enclosing describe; returns an accessor.
 * Booting a database engine costs about a second (PGlite) and is paid once per describe: before
 * each test every table is emptied and a new app (its own auth, rate-limit counters) is built.
 */
export function useTestApp(opts: TestAppOptions = {}): () => TestApp {
  let testDb: TestDatabase | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    testDb = await openTestDatabase(opts.engine ?? 'pglite');
  });
  afterAll(async () => {
    await testDb?.dispose();
  });
  beforeEach(async () => {
    const shared = testDb!;
    await emptyDatabase(shared.database.db);
    const { app, expectErrors } = await appOn(shared, opts);
    current = {
      app,
      db: shared.database.db,
      database: shared.database,
      engine: shared.engine,
      closeDatabase: shared.close,
      close: () => app.close(),
      expectErrors,
    };
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('useTestApp: no app outside a test');
    return current;
  };
}

/** Runs a suite on PGlite, and on PostgreSQL as well when TEST_DATABASE_URL is set. */
export function describeEachEngine(name: string, fn: (engine: Engine) => void) {
  describe(`${name} [pglite]`, () => fn('pglite'));
  describe.skipIf(!TEST_DATABASE_URL)(`${name} [postgres]`, () => fn('postgres'));
}

/**
 * For what the database announces (decisions 015, 016): on PGlite a change is heard before the
 * writer's query returns; on PostgreSQL it arrives as a notification a moment after the commit,
 * so there the check waits for it (briefly).
 */
export async function expectSoon<T>(engine: Engine, read: () => Promise<T>, expected: T) {
  if (engine === 'pglite') expect(await read()).toEqual(expected);
  else await expect.poll(read, { timeout: 2000, interval: 5 }).toEqual(expected);
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- requests

/** The cookies a response sets, ready to send back ("name=value; name2=value2"); deletions left out. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .filter((c) => !/;\s*max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A POST to better-auth's routes (/api/auth/...), as the web app sends it. */
export function postAuth(app: App, authPath: string, payload: unknown, opts: RequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${authPath}`,
    headers: requestHeaders(app, opts),
    payload: payload as InjectOptions['payload'],
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

let emailCounter = 0;
/** An address no other test uses. */
export function uniqueEmail(label = 'learner'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface SignUpForm {
  first_name: unknown;
  last_name: unknown;
  email: unknown;
  password: unknown;
  age: unknown;
}

export function signUpForm(overrides: Partial<SignUpForm> = {}): SignUpForm {
  return { first_name: 'Ada', last_name: 'Lovelace', email: uniqueEmail(), password: TEST_PASSWORD, age: 30, ...overrides };
}

export interface SignedIn {
  cookie: string;
  /** the bearer token (set-auth-token header) */
  token: string;
  user: { id: string; email: string; name: string; firstName: string | null; lastName: string | null; age: number | null };
}

function signedIn(res: LightMyRequestResponse, what: string): SignedIn {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  const token = res.headers['set-auth-token'];
  return { cookie: sessionCookie(res), token: typeof token === 'string' ? token : '', user: res.json().user };
}

/** Signs a new learner up through the API; returns the session and the credentials used. */
export async function signUp(app: App, overrides: Partial<SignUpForm> = {}, opts: RequestOptions = {}) {
  const form = signUpForm(overrides);
  const session = signedIn(await postAuth(app, '/sign-up/email', form, opts), 'sign-up');
  return { ...session, email: session.user.email, password: String(form.password) };
}

export function trySignIn(app: App, email: string, password: string, opts: RequestOptions = {}) {
  return postAuth(app, '/sign-in/email', { email, password }, opts);
}

export async function signIn(app: App, email: string, password: string, opts: RequestOptions = {}): Promise<SignedIn> {
  return signedIn(await trySignIn(app, email, password, opts), 'sign-in');
}

/** Whether the server takes a request with this cookie as from a signed-in user (GET /api/me answers a guest null). */
export async function isSignedIn(app: App, cookie: string): Promise<boolean> {
  const res = await authed(app, cookie).get('/api/me');
  if (res.statusCode !== 200) throw new Error(`GET /api/me: ${res.statusCode} ${res.body}`);
  return res.json() !== null;
}

/** Requests as a signed-in browser sends them (the session cookie, our origin): the client of ./client. */
export const authed = (app: App, cookie: string) => as(app, cookie);
