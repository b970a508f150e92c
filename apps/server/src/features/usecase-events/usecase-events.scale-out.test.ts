import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { authed, buildTestApp, signUp, TEST_DATABASE_URL, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { LISTENER_APPLICATION_NAME } from '../../lib/db-events';
import { USECASE_EVENTS_CHANNEL } from '../green-feed';
import { connectEventStream, eventFor, type OpenedStream, type StreamItem } from '../../../test/sse-test-client';
import { as } from '../../../test/client';

/*
 * Several server instances on one PostgreSQL database (README "Running on PostgreSQL and several
 * instances"): a change made through one reaches the live streams of every other.
 */

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const parsed = (item: StreamItem) => JSON.parse(item.data);

async function listenerPids(db: Db): Promise<number[]> {
  const { rows } = (await db.execute(
    sql`select pid from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME} and query = ${`LISTEN ${USECASE_EVENTS_CHANNEL}`} and state = 'idle'`,
  )) as unknown as { rows: { pid: number }[] };
  return rows.map((r) => r.pid).sort();
}

describe.skipIf(!TEST_DATABASE_URL)('live updates across instances [postgres]', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: App;
  const opened: OpenedStream[] = [];

  beforeEach(async () => {
    first = await buildTestApp({ engine: 'postgres' });
    // a second instance: its own pool and listener on the same database
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.pool!.options.connectionString!, max: 4 });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: secondDatabase,
      secret: randomBytes(32).toString('base64url'),
      logger: false,
    });
    await second.ready();
  });

  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  const streamFor = async (baseUrl: string, cookie: string) => {
    const stream = await connectEventStream(baseUrl, { cookie });
    expect(stream.status).toBe(200);
    opened.push(stream);
    return stream;
  };

  test('a post, a like and a deletion made on one instance reach the streams of the other', async () => {
    const a = first.app;
    const [urlA, urlB] = [await listen(a), await listen(second)];
    const author = await signUp(a);
    const reader = await signUp(second);
    const onA = await streamFor(urlA, author.cookie);
    const onB = await streamFor(urlB, reader.cookie);

    const res = await authed(a, author.cookie).post('/api/usecases', { title: 'Shared across instances', content: 'Made on A, read on B.' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(parsed(await onB.waitFor(eventFor('insert', id)))).toEqual({
      ...(await authed(second, reader.cookie).get(`/api/usecases/${id}`)).json(),
      author_followed_by_me: false,
    });
    await onA.waitFor(eventFor('insert', id));

    expect((await authed(second, reader.cookie).post(`/api/usecases/${id}/like`)).statusCode).toBe(200);
    expect(parsed(await onA.waitFor(eventFor('update', id)))).toMatchObject({ likes_count: 1, liked_by_me: false });
    expect(parsed(await onB.waitFor(eventFor('update', id)))).toMatchObject({ likes_count: 1, liked_by_me: true });

    await as(a, author).delete(`/api/usecases/${id}`);
    expect(parsed(await onB.waitFor(eventFor('delete', id)))).toEqual({ id });
  });

  test('a feed page kept by one instance shows a post published through the other', async () => {
    const author = await signUp(first.app);
    const reader = await signUp(second);
    const titles = async () => (await authed(second, reader.cookie).get('/api/usecases')).json().data.map((u: { title: string }) => u.title);
    expect(await titles()).toEqual([]);
    expect((await authed(first.app, author.cookie).post('/api/usecases', { title: 'Made on A', content: 'Read on B.' })).statusCode).toBe(201);
    await expect.poll(titles, { timeout: 2000, interval: 5 }).toEqual(['Made on A']);
  });

  test('after its database connection is killed, each instance listens again and relays the next change', async () => {
    const a = first.app;
    const urlB = await listen(second);
    const author = await signUp(a);
    const reader = await signUp(second);
    const onB = await streamFor(urlB, reader.cookie);

    const killed = await listenerPids(first.db);
    expect(killed).toHaveLength(2);
    await first.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${killed}`);
    await expect
      .poll(async () => (await listenerPids(first.db)).filter((pid) => !killed.includes(pid)), { timeout: 10_000, interval: 50 })
      .toHaveLength(2);

    const res = await authed(a, author.cookie).post('/api/usecases', { title: 'After the outage', content: 'Relayed again.' });
    const { id } = res.json();
    expect(parsed(await onB.waitFor(eventFor('insert', id)))).toMatchObject({ id, title: 'After the outage' });
    // the stream itself never noticed
    expect(onB.items.filter((i) => i.type === 'retry')).toHaveLength(1);
  });

  test('a closing instance ends its streams and lets go of its listener connection', async () => {
    const urlB = await listen(second);
    const reader = await signUp(second);
    const onB = await streamFor(urlB, reader.cookie);
    expect(await listenerPids(first.db)).toHaveLength(2);

    await second.close();
    await onB.ended;
    await expect.poll(async () => (await listenerPids(first.db)).length, { timeout: 10_000, interval: 50 }).toBe(1);
  });
});
