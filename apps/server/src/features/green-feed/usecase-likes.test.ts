import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import type { App } from '../../app';
import { usecaseLikes, usecases } from '../../db/tables';
import type { Db } from '../../db/client';
import { publish } from '../../../test/factories';

const like = (app: App, cookie: string, id: string) => send(app, 'POST', `/api/usecases/${id}/like`, { cookie });
const unlike = (app: App, cookie: string, id: string) => send(app, 'DELETE', `/api/usecases/${id}/like`, { cookie });

const likesCountOf = async (db: Db, id: string) => (await db.select({ n: usecases.likes_count }).from(usecases).where(eq(usecases.id, id)))[0]?.n;

/** Learners from different addresses, so the sign-up limit per address is not what is tested. */
const signUpMany = (app: App, n: number) => Promise.all(Array.from({ length: n }, (_, i) => signUp(app, {}, { ip: `10.1.${Math.floor(i / 200)}.${i % 200}` })));

describeEachEngine('likes', (engine) => {
  const testApp = useTestApp({ engine });

  test('a like counts once; a repeated like is ignored; unliking never goes below zero', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const fan = await signUp(app);
    const { id } = await publish(app, author.cookie);

    expect((await like(app, fan.cookie, id)).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await like(app, fan.cookie, id)).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await authed(app, fan.cookie).get(`/api/usecases/${id}`)).json()).toMatchObject({ likes_count: 1, liked_by_me: true });
    expect((await authed(app, author.cookie).get(`/api/usecases/${id}`)).json()).toMatchObject({ likes_count: 1, liked_by_me: false });
    expect((await authed(app, author.cookie).get('/api/usecases')).json().data[0]).toMatchObject({ likes_count: 1, liked_by_me: false });

    expect((await unlike(app, fan.cookie, id)).json()).toEqual({ liked: false, likes_count: 0 });
    expect((await unlike(app, fan.cookie, id)).json()).toEqual({ liked: false, likes_count: 0 });
    expect(await countRows(db, usecaseLikes)).toBe(0);
    expect(await likesCountOf(db, id)).toBe(0);
  });

  test('the count never drops below zero, even when it is already out of step', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);
    await like(app, cookie, id);
    await db.update(usecases).set({ likes_count: 0 }).where(eq(usecases.id, id));

    expect((await unlike(app, cookie, id)).json()).toEqual({ liked: false, likes_count: 0 });
  });

  test('concurrent likes and unlikes by many people leave the count exact', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const { id } = await publish(app, author.cookie);
    const fans = await signUpMany(app, 30);

    // every fan likes three times at once: duplicates must count once
    const liked = await Promise.all(fans.flatMap((fan) => [like(app, fan.cookie, id), like(app, fan.cookie, id), like(app, fan.cookie, id)]));
    expect(liked.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likesCountOf(db, id)).toBe(30);

    // a third take theirs back twice while the rest like again
    const leaving = fans.slice(0, 10);
    const staying = fans.slice(10);
    const mixed = await Promise.all([
      ...leaving.flatMap((fan) => [unlike(app, fan.cookie, id), unlike(app, fan.cookie, id)]),
      ...staying.map((fan) => like(app, fan.cookie, id)),
    ]);
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likesCountOf(db, id)).toBe(20);
    expect(await countRows(db, usecaseLikes)).toBe(20);
    expect((await authed(app, author.cookie).get(`/api/usecases/${id}`)).json().likes_count).toBe(20);
  });

  test('someone else’s private use case cannot be liked; unknown or malformed ids neither', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const other = await signUp(app);
    const { id } = await publish(app, author.cookie, { is_public: false });

    expect((await like(app, other.cookie, id)).statusCode).toBe(404);
    expect((await unlike(app, other.cookie, id)).statusCode).toBe(404);
    expect((await like(app, other.cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await like(app, other.cookie, '123')).statusCode).toBe(400);
    expect(await countRows(db, usecaseLikes)).toBe(0);
    // the author may like their own, private or not
    expect((await like(app, author.cookie, id)).json()).toEqual({ liked: true, likes_count: 1 });
  });

  test('deleting a use case removes its likes', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const fan = await signUp(app);
    const { id } = await publish(app, author.cookie);
    await like(app, fan.cookie, id);

    expect((await send(app, 'DELETE', `/api/usecases/${id}`, { cookie: author.cookie })).statusCode).toBe(200);
    expect(await countRows(db, usecaseLikes)).toBe(0);
    expect((await like(app, fan.cookie, id)).statusCode).toBe(404);
  });
});
