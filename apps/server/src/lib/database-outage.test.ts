import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { ERROR_CODE } from '@curio/core/errors';
import { SERVICE_MSG } from '@curio/core/service-messages';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import {
  buildTestApp,
  onTestServer,
  signUp,
  TEST_DATABASE_URL,
  TEST_PASSWORD,
  type SignedIn,
} from '../../test/test-app';
import { appOrigin } from '../../test/client';
import { DATABASE_RETRY_AFTER_SECONDS } from './db-errors';
import { OUTAGE_PROBE_INTERVAL_MS } from './database-outage';

/*
 * The database goes away under a running server, as it does when PostgreSQL restarts or a network
 * drops: every route answers 503 with Retry-After and the health message, the log says so once and
 * once again when it is back, names no secret, and the first request after the return succeeds.
 */

const OUTAGE_MS = 3000;
const REQUESTS_PER_SECOND = 10;

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

function logSink() {
  const raw: string[] = [];
  return {
    target: { level: 'info' as const, stream: { write: (line: string) => void raw.push(line) } },
    text: () => raw.join(''),
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
  };
}

const WARN = 40;
const ERROR = 50;

/** What every request meets while the database is away. */
function expectOutageAnswer(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, what: string) {
  expect(res.statusCode, what).toBe(503);
  expect(res.headers['retry-after'], what).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(res.json(), what).toEqual({ error: ERROR_CODE.unavailable, message: SERVICE_MSG.databaseDown });
}

/** The requests of a signed-in learner and of a guest, each of which needs the database. */
function routesOf(app: App, learner: SignedIn) {
  const origin = appOrigin(app);
  const cookie = { cookie: learner.cookie, origin };
  return [
    { what: 'GET /api/health', run: () => app.inject({ method: 'GET', url: '/api/health' }) },
    { what: 'POST /api/feedback (a guest)', run: () => app.inject({ method: 'POST', url: '/api/feedback', headers: { origin }, payload: { message: 'Is it down?' } }) },
    { what: 'GET /api/me (cookie)', run: () => app.inject({ method: 'GET', url: '/api/me', headers: cookie }) },
    { what: 'GET /api/me (bearer)', run: () => app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${learner.token}` } }) },
    { what: 'GET /api/bookmarks', run: () => app.inject({ method: 'GET', url: '/api/bookmarks', headers: cookie }) },
    { what: 'GET /api/auth/get-session', run: () => app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cookie }) },
    {
      what: 'POST /api/auth/sign-in/email',
      run: () => app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: { email: learner.user.email, password: TEST_PASSWORD } }),
    },
    {
      what: 'POST /api/auth/change-password',
      run: () =>
        app.inject({ method: 'POST', url: '/api/auth/change-password', headers: cookie, payload: { currentPassword: TEST_PASSWORD, newPassword: 'curio-test-Outage-1' } }),
    },
  ];
}

/** The secrets a log must never hold: the session token as the database keeps it and as the client sends it, and the password. */
function secretsOf(learner: SignedIn): string[] {
  const signed = decodeURIComponent(learner.token);
  return [signed.split('.')[0]!, signed, learner.token, TEST_PASSWORD];
}

/** A TCP proxy in front of PostgreSQL, which the test cuts (nothing listens, every connection dropped) and restores. */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.destroy();
      });
      socket.pipe(other);
    }
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    restore: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL stops under a running server [postgres]', () => {
  const name = `curio_test_${randomBytes(8).toString('hex')}`;
  const urlOf = (database: string, port?: number) => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    if (port !== undefined) url.port = String(port);
    return url.toString();
  };
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;

  beforeAll(async () => {
    await onTestServer(`CREATE DATABASE ${name}`);
    const direct = await openDatabase({ kind: 'postgres', url: urlOf(name), max: 1 });
    await direct.migrate();
    await direct.close();
    const server = new URL(TEST_DATABASE_URL!);
    proxy = await tcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    database = await openDatabase({ kind: 'postgres', url: urlOf(name, proxy.port), max: 4 });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  test('mid-request and for seconds after, every route answers 503 with Retry-After; the log says so twice and names no secret; the first request after the return succeeds', async () => {
    const log = logSink();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      secret: randomBytes(32).toString('base64url'),
      logger: log.target,
    });
    onTestFinished(() => app.close());
    await app.ready();
    const learner = await signUp(app);
    const routes = routesOf(app, learner);
    for (const { what, run } of routes.filter((r) => r.what.startsWith('GET'))) expect((await run()).statusCode, what).toBe(200);

    // a request caught mid-query: a lock holds its read until the database goes away under it
    const locker = new pg.Client({ connectionString: urlOf(name) });
    await locker.connect();
    onTestFinished(() => locker.end());
    await locker.query('begin');
    await locker.query('lock table users, sessions in access exclusive mode');
    const inFlight = app.inject({ method: 'GET', url: '/api/me', headers: { cookie: learner.cookie } });
    await expect
      .poll(async () => (await locker.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [name])).rows[0].n, {
        timeout: 5000,
      })
      .toBeGreaterThan(0);

    // the database goes: its sessions ended as a shutdown ends them, then nothing answers at its address
    await locker.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
    await proxy.cut();
    await locker.query('rollback');
    expectOutageAnswer(await inFlight, 'the request in flight');

    const started = Date.now();
    const answers: { what: string; res: Awaited<ReturnType<App['inject']>> }[] = [];
    for (let i = 0; Date.now() - started < OUTAGE_MS; i++) {
      const { what, run } = routes[i % routes.length]!;
      answers.push({ what, res: await run() });
      await new Promise((resolve) => setTimeout(resolve, 1000 / REQUESTS_PER_SECOND));
    }
    expect(answers.length).toBeGreaterThanOrEqual((OUTAGE_MS / 1000) * REQUESTS_PER_SECOND * 0.5);
    for (const { what, res } of answers) expectOutageAnswer(res, what);

    await proxy.restore();
    const back = Date.now();
    const me = () => app.inject({ method: 'GET', url: '/api/me', headers: { cookie: learner.cookie } });
    await expect.poll(async () => (await me()).statusCode, { timeout: 5000, interval: 10 }).toBe(200);
    const recoveryMs = Date.now() - back;
    expect(recoveryMs).toBeLessThan(1000);
    expect((await me()).json().user.id).toBe(learner.user.id);
    for (const { what, run } of routes.filter((r) => r.what.startsWith('GET'))) expect((await run()).statusCode, what).toBe(200);

    // one line when it went, one when the probe found it back
    await expect.poll(() => log.lines().filter((l) => l.level >= WARN).length, { timeout: 5 * OUTAGE_PROBE_INTERVAL_MS }).toBe(2);
    const [went, returned] = log.lines().filter((l) => l.level >= WARN);
    expect(went).toMatchObject({ level: WARN, msg: 'database: not answering; requests get 503 until it is back' });
    expect(['57P01', 'ECONNRESET', 'ECONNREFUSED', undefined]).toContain(went!.code);
    expect(returned).toMatchObject({ level: WARN, msg: 'database: answering again' });
    expect(log.lines().filter((l) => l.level >= ERROR)).toEqual([]);
    const text = log.text();
    for (const secret of secretsOf(learner)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/params:|"stack"|Failed query/);
  });
});

describe('PGlite closed under a running server', () => {
  test('every route answers 503 with Retry-After; the log says so once, with no error and no secret', async () => {
    const log = logSink();
    const t = await buildTestApp({ logger: log.target });
    onTestFinished(() => t.close());
    t.expectErrors();
    const learner = await signUp(t.app);
    const routes = routesOf(t.app, learner);

    await t.closeDatabase();
    for (let round = 0; round < 3; round++) {
      for (const { what, run } of routes) expectOutageAnswer(await run(), what);
    }

    expect(log.lines().filter((l) => l.level >= WARN)).toEqual([
      expect.objectContaining({ level: WARN, msg: 'database: not answering; requests get 503 until it is back' }),
    ]);
    const text = log.text();
    for (const secret of secretsOf(learner)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/params:|"stack"|Failed query/);
  });
});
