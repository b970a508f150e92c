import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { KIDS_LOCK_AGE } from '@curio/core/limits';
import { useCasePage, type UseCase } from '@curio/core/usecases';
import { authed, describeEachEngine, expectSoon, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { usecases } from '../../db/tables';
import { publish } from '../../../test/factories';

type Page = { data: UseCase[]; next_cursor: string | null };

const list = async (app: App, cookie: string, query: string): Promise<Page> => {
  const res = await authed(app, cookie).get(`/api/usecases?${query}`);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** Every page of a listing, following next_cursor. */
async function walk(app: App, cookie: string, query: string): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await list(app, cookie, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(useCasePage.parse(page)).toEqual(page);
    titles.push(...page.data.map((u) => u.title));
    cursor = page.next_cursor;
    if (!cursor) return titles;
  }
  throw new Error('the cursor never ran out');
}

const follow = (app: App, cookie: string, id: string) => send(app, 'POST', `/api/follows/${id}`, { cookie });
const unfollow = (app: App, cookie: string, id: string) => send(app, 'DELETE', `/api/follows/${id}`, { cookie });

/** Rows written straight to the table at chosen times (some share one, so the id breaks the tie). */
async function insertAt(db: Db, createdBy: string, rows: { title: string; at: string; is_public?: boolean; origin?: string }[]) {
  await db.insert(usecases).values(
    rows.map((row) => ({
      title: row.title,
      content: `About ${row.title}`,
      created_by: createdBy,
      is_public: row.is_public ?? true,
      origin: row.origin ?? 'user',
      created_at: sql`${row.at}::timestamptz`,
    })),
  );
}

describeEachEngine('the Following feed (GET /api/usecases?created_by=following)', (engine) => {
  const testApp = useTestApp({ engine });

  test('only the public use cases of the people I follow, newest first; following and unfollowing change it', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    const ada = await signUp(app, { first_name: 'Ada', last_name: 'Byron' });
    const bob = await signUp(app, { first_name: 'Bob' });
    const stranger = await signUp(app, { first_name: 'Cy' });
    await publish(app, me.cookie, { title: 'mine' });
    await publish(app, ada.cookie, { title: 'ada 1' });
    await publish(app, stranger.cookie, { title: 'stranger' });
    await publish(app, bob.cookie, { title: 'bob private', is_public: false });
    await publish(app, bob.cookie, { title: 'bob 1' });
    await publish(app, ada.cookie, { title: 'ada 2' });

    expect(await walk(app, me.cookie, 'created_by=following')).toEqual([]);
    await follow(app, me.cookie, ada.user.id);
    await follow(app, me.cookie, bob.user.id);
    // the follow is heard at once by this instance, and by the others through the database
    await expectSoon(engine, () => walk(app, me.cookie, 'created_by=following'), ['ada 2', 'bob 1', 'ada 1']);
    const page = await list(app, me.cookie, 'created_by=following');
    expect(page.data[0]).toMatchObject({ title: 'ada 2', created_by: ada.user.id, author_username: 'ada_byron', comments_count: 0, liked_by_me: false });

    // someone else's Following tab is their own
    expect(await walk(app, stranger.cookie, 'created_by=following')).toEqual([]);

    await unfollow(app, me.cookie, ada.user.id);
    await expectSoon(engine, () => walk(app, me.cookie, 'created_by=following'), ['bob 1']);
    await publish(app, bob.cookie, { title: 'bob 2' });
    await expectSoon(engine, () => walk(app, me.cookie, 'created_by=following'), ['bob 2', 'bob 1']);
  });

  test('pages follow one another without a gap or a repeat, at any depth and through ties', async () => {
    const { app, db } = testApp();
    const me = await signUp(app);
    const authors = await Promise.all([0, 1, 2, 3].map((i) => signUp(app, { first_name: `Author${i}` }, { ip: `10.3.0.${i}` })));
    const times = ['2025-03-01T10:00:00.000001Z', '2025-03-01T10:00:00.000002Z', '2025-03-02T08:00:00Z', '2025-03-03T08:00:00Z'];
    for (const [a, author] of authors.entries()) {
      // author 3 is not followed; author 0 posts often, author 2 rarely
      const count = [14, 6, 2, 9][a]!;
      await insertAt(
        db,
        author.user.id,
        Array.from({ length: count }, (_, i) => ({ title: `a${a}-${i}`, at: times[(i + a) % times.length]!, is_public: !(a === 1 && i === 2) })),
      );
    }
    for (const author of authors.slice(0, 3)) await follow(app, me.cookie, author.user.id);

    const rows = await db
      .select({ title: usecases.title })
      .from(usecases)
      .where(and(eq(usecases.is_public, true), inArray(usecases.created_by, authors.slice(0, 3).map((a) => a.user.id))))
      .orderBy(desc(usecases.created_at), desc(usecases.id));
    const expected = rows.map((row) => row.title);
    expect(expected).toHaveLength(14 + 5 + 2);
    for (const limit of [1, 3, 5, 25]) {
      await expectSoon(engine, () => walk(app, me.cookie, `created_by=following&limit=${limit}`), expected);
    }
  });

  test('origin and search narrow it like the other tabs', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    const ada = await signUp(app);
    await publish(app, ada.cookie, { title: 'Solar pumps', origin: 'ai' });
    await publish(app, ada.cookie, { title: 'Wind maps', origin: 'user' });
    await follow(app, me.cookie, ada.user.id);
    await expectSoon(engine, async () => (await walk(app, me.cookie, 'created_by=following&origin=ai')).join(), 'Solar pumps');
    expect(await walk(app, me.cookie, 'created_by=following&q=wind')).toEqual(['Wind maps']);
  });

  test('a Kids Lock learner has no Following tab, and nobody follows one', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    const kid = await signUp(app, { age: KIDS_LOCK_AGE - 1 });
    const refused = await authed(app, kid.cookie).get('/api/usecases?created_by=following');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('kids_lock');
    expect((await follow(app, me.cookie, kid.user.id)).statusCode).toBe(404);
    expect(await walk(app, me.cookie, 'created_by=following')).toEqual([]);
  });
});

describeEachEngine('one person’s use cases (GET /api/usecases?created_by={id})', (engine) => {
  const testApp = useTestApp({ engine });

  test('their public use cases only, newest first, in pages; for them too', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    const ada = await signUp(app);
    for (const title of ['one', 'two', 'three']) await publish(app, ada.cookie, { title });
    await publish(app, ada.cookie, { title: 'secret', is_public: false });
    await publish(app, me.cookie, { title: 'not hers' });

    expect(await walk(app, me.cookie, `created_by=${ada.user.id}&limit=2`)).toEqual(['three', 'two', 'one']);
    expect(await walk(app, ada.cookie, `created_by=${ada.user.id}`)).toEqual(['three', 'two', 'one']);
    expect(await walk(app, me.cookie, 'created_by=nobody-has-this-id')).toEqual([]);
    void engine;
  });
});
