import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { FEED_PAGE_SIZE, USECASES_PAGE_MAX } from '@curio/core/limits';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import { useCasePage, type UseCase } from '@curio/core/usecases';
import { authed, describeEachEngine, expectSoon, signUp, useTestApp } from '../../../test/test-app';
import { requestHeaders } from '../../../test/client';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { usecases } from '../../db/tables';
import { publish } from '../../../test/factories';

type Page = { data: UseCase[]; next_cursor: string | null };

const feed = async (app: App, cookie: string, query = ''): Promise<Page> => {
  const res = await authed(app, cookie).get(`/api/usecases${query ? `?${query}` : ''}`);
  if (res.statusCode !== 200) throw new Error(`feed failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** Every page of a listing, following next_cursor; fails on a page that repeats a row. */
async function walk(app: App, cookie: string, query: string): Promise<UseCase[]> {
  const rows: UseCase[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await feed(app, cookie, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    rows.push(...page.data);
    cursor = page.next_cursor;
    if (!cursor) return rows;
  }
  throw new Error('the cursor never ran out');
}

/** Rows written straight to the table, with chosen creation times (microseconds) and like counts. */
async function insertUseCases(db: Db, createdBy: string, rows: { title: string; at: string; likes?: number; is_public?: boolean }[]) {
  await db.insert(usecases).values(
    rows.map((row) => ({
      title: row.title,
      content: `About ${row.title}`,
      created_by: createdBy,
      is_public: row.is_public ?? true,
      likes_count: row.likes ?? 0,
      created_at: sql`${row.at}::timestamptz`,
    })),
  );
}

describeEachEngine('the Green AI feed (GET /api/usecases)', (engine) => {
  const testApp = useTestApp({ engine });

  test('Recent is everyone’s public use cases, newest first; private ones only in created_by=me', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    const other = await signUp(app);
    const first = await publish(app, me.cookie, { title: 'first' });
    const mine = await publish(app, me.cookie, { title: 'my private', is_public: false });
    const theirs = await publish(app, other.cookie, { title: 'their public' });
    await publish(app, other.cookie, { title: 'their private', is_public: false });

    expect((await feed(app, me.cookie)).data.map((u) => u.title)).toEqual(['their public', 'first']);
    expect((await feed(app, other.cookie)).data.map((u) => u.title)).toEqual(['their public', 'first']);
    const own = await feed(app, me.cookie, 'created_by=me');
    expect(own.data.map((u) => u.id)).toEqual([mine.id, first.id]);
    expect(own.next_cursor).toBeNull();
    expect((await feed(app, other.cookie, 'created_by=me')).data.map((u) => u.title)).toEqual(['their private', 'their public']);
    expect(theirs.created_by).toBe(other.user.id);
  });

  test('filters: origin, provider and search words (prefixes of title or content)', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    await publish(app, cookie, { title: 'Solar panels on schools', origin: 'user' });
    await publish(app, cookie, { title: 'Wind farms', content: 'Offshore turbines and solar backup.', origin: 'assisted', provider: 'Llama' });
    await publish(app, cookie, { title: 'Crop rotation', content: 'Soil health.', origin: 'ai' });

    const titles = async (query: string) => (await feed(app, cookie, query)).data.map((u) => u.title);
    expect(await titles('origin=user')).toEqual(['Solar panels on schools']);
    expect(await titles('provider=Llama')).toEqual(['Wind farms']);
    expect(await titles('provider=Curio')).toEqual(['Crop rotation']);
    expect(await titles('q=solar')).toEqual(['Wind farms', 'Solar panels on schools']);
    expect(await titles('q=SOL%20pan')).toEqual(['Solar panels on schools']);
    expect(await titles('q=turbine')).toEqual(['Wind farms']);
    expect(await titles('q=nothing-like-it')).toEqual([]);
    expect(await titles('q=solar&origin=assisted')).toEqual(['Wind farms']);
    expect(await titles('q=%27%22%3A*%26%7C!')).toHaveLength(3);
  });

  test('the page size defaults to the feed’s and is capped', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await insertUseCases(
      db,
      user.id,
      Array.from({ length: FEED_PAGE_SIZE + 2 }, (_, i) => ({ title: `u${i}`, at: `2025-01-01T00:00:${String(i).padStart(2, '0')}Z` })),
    );

    const page = await feed(app, cookie);
    expect(page.data).toHaveLength(FEED_PAGE_SIZE);
    expect(page.next_cursor).toEqual(expect.any(String));
    expect((await feed(app, cookie, 'limit=1')).data.map((u) => u.title)).toEqual([`u${FEED_PAGE_SIZE + 1}`]);
    for (const limit of ['0', String(USECASES_PAGE_MAX + 1), 'many', '-1']) {
      expect((await authed(app, cookie).get(`/api/usecases?limit=${limit}`)).statusCode).toBe(400);
    }
  });

  test('Recent pages follow the cursor without gaps or repeats, through ties in created_at', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    // three share one instant, two more differ only in the microsecond, one private in between
    const times = ['2025-03-01T10:00:00.000001Z', '2025-03-01T10:00:00.000002Z', '2025-03-01T10:00:00.5Z', '2025-03-02T08:00:00Z'];
    const rows = Array.from({ length: 14 }, (_, i) => ({ title: `r${i}`, at: times[i % times.length]!, is_public: i !== 5 }));
    await insertUseCases(db, user.id, rows);

    const all = await db.select({ id: usecases.id, is_public: usecases.is_public }).from(usecases).orderBy(sql`${usecases.created_at} desc, ${usecases.id} desc`);
    const expected = all.filter((r) => r.is_public).map((r) => r.id);

    for (const limit of [1, 3, 4, 13, 14]) {
      const walked = await walk(app, cookie, `limit=${limit}`);
      expect(walked.map((u) => u.id)).toEqual(expected);
    }
    const mine = await walk(app, cookie, 'created_by=me&limit=4');
    expect(mine.map((u) => u.id)).toEqual(all.map((r) => r.id));
  });

  test('Trending (sort=top) is by likes, then newest, and pages through ties in both', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const rows = Array.from({ length: 15 }, (_, i) => ({
      title: `t${i}`,
      likes: [5, 0, 5, 2][i % 4]!,
      at: ['2025-05-01T00:00:00Z', '2025-05-01T00:00:00.000001Z', '2025-04-01T00:00:00Z'][i % 3]!,
    }));
    await insertUseCases(db, user.id, rows);
    const expected = (
      await db.select({ id: usecases.id }).from(usecases).orderBy(sql`${usecases.likes_count} desc, ${usecases.created_at} desc, ${usecases.id} desc`)
    ).map((r) => r.id);

    const first = await feed(app, cookie, 'sort=top&limit=3');
    expect(first.data.map((u) => u.likes_count)).toEqual([5, 5, 5]);
    for (const limit of [1, 2, 4, 15]) {
      expect((await walk(app, cookie, `sort=top&limit=${limit}`)).map((u) => u.id)).toEqual(expected);
    }
  });

  test('a cursor that is not ours, or from the other sort, is refused', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await insertUseCases(db, user.id, [
      { title: 'a', at: '2025-01-01T00:00:00Z' },
      { title: 'b', at: '2025-01-02T00:00:00Z' },
    ]);
    const recentCursor = (await feed(app, cookie, 'limit=1')).next_cursor!;
    const forged = Buffer.from(JSON.stringify({ s: 'recent', t: "x'; drop table usecases; --", i: 'x' })).toString('base64url');

    for (const query of [`sort=top&cursor=${recentCursor}`, 'cursor=garbage', `cursor=${forged}`, `cursor=${'A'.repeat(600)}`]) {
      const res = await authed(app, cookie).get(`/api/usecases?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
    expect((await authed(app, cookie).get(`/api/usecases?cursor=garbage`)).json().message).toBe(USECASE_MSG.invalidCursor);
    expect((await feed(app, cookie, `cursor=${recentCursor}`)).data.map((u) => u.title)).toEqual(['a']);
  });

  test('a public page is shared by its readers, each with their own liked_by_me, and any change to the table shows on the next read', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const reader = await signUp(app);
    const post = await publish(app, author.cookie, { title: 'kept page' });
    const page = async (cookie: string) => (await feed(app, cookie)).data.map((u) => [u.title, u.likes_count, u.liked_by_me]);
    expect(await page(reader.cookie)).toEqual([['kept page', 0, false]]);

    // through the API: the writing instance forgets its pages at once
    expect((await authed(app, reader.cookie).post(`/api/usecases/${post.id}/like`)).statusCode).toBe(200);
    expect(await page(reader.cookie)).toEqual([['kept page', 1, true]]);
    expect(await page(author.cookie)).toEqual([['kept page', 1, false]]);
    // rows written as JSON text once and shared: each is exactly the item GET /api/usecases/{id} gives
    const body = await feed(app, reader.cookie);
    expect(useCasePage.strict().parse(body)).toEqual(body);
    expect(body.data[0]).toStrictEqual((await authed(app, reader.cookie).get(`/api/usecases/${post.id}`)).json());

    // straight to the table, as a script or a cascade would: the database announces it
    await insertUseCases(db, author.user.id, [{ title: 'written outside the app', at: '2099-01-01T00:00:00.000001Z' }]);
    await expectSoon(engine, async () => (await page(reader.cookie))[0]?.[0], 'written outside the app');
    await db.delete(usecases).where(sql`${usecases.title} = 'written outside the app'`);
    await expectSoon(engine, async () => (await page(reader.cookie)).length, 1);
  });

  test('readers who like none of a page share one compressed reply; one who likes a post gets their own', async () => {
    const { app } = testApp();
    const author = await signUp(app);
    const [fan, other] = [await signUp(app), await signUp(app)];
    // over the compression threshold, so the reply is compressed
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await publish(app, author.cookie, { title: `shared page ${i}`, content: 'Long enough to compress. '.repeat(20) }));
    expect((await authed(app, fan.cookie).post(`/api/usecases/${posts[2]!.id}/like`)).statusCode).toBe(200);
    const get = (cookie: string, encoding: string) =>
      app.inject({ method: 'GET', url: '/api/usecases', headers: { ...requestHeaders(app, { cookie }), 'accept-encoding': encoding } });
    const liked = (body: Buffer) => (JSON.parse(body.toString()) as Page).data.filter((u) => u.liked_by_me).map((u) => u.title);

    const [first, second, gzip, plain] = [await get(author.cookie, 'br'), await get(other.cookie, 'gzip, br'), await get(other.cookie, 'gzip'), await get(other.cookie, 'identity')];
    expect([first, second, gzip, plain].map((res) => res.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', undefined]);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(liked(plain.rawPayload)).toEqual([]);

    // the fan's reply is their own, and the shared one stays as it was
    const fans = await get(fan.cookie, 'br');
    expect(liked(brotliDecompressSync(fans.rawPayload))).toEqual(['shared page 2']);
    expect((await get(other.cookie, 'br')).rawPayload.equals(first.rawPayload)).toBe(true);
    // once the fan takes the like back, they share the others' reply (with the count one lower)
    expect((await authed(app, fan.cookie).delete(`/api/usecases/${posts[2]!.id}/like`)).statusCode).toBe(200);
    const after = await get(fan.cookie, 'br');
    expect(after.rawPayload.equals((await get(other.cookie, 'br')).rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString())).toEqual((await get(other.cookie, 'identity')).json());
  });

  test('bad filters are refused', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    for (const query of ['created_by=some%20one', `created_by=${'x'.repeat(65)}`, 'created_by=following&sort=top', 'origin=gpt', 'sort=best', `q=${'q'.repeat(201)}`]) {
      expect((await authed(app, cookie).get(`/api/usecases?${query}`)).statusCode).toBe(400);
    }
  });
});
