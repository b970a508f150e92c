import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { FOLLOWING_MAX } from '@curio/core/limits';
import { followingLimitText, PEOPLE_MSG } from '@curio/core/usecase-messages';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import type { App } from '../../app';
import { follows, users } from '../../db/tables';

const status = (app: App, cookie: string, id: string) => authed(app, cookie).get(`/api/follows/status/${id}`);
const follow = (app: App, cookie: string, id: string) => send(app, 'POST', `/api/follows/${id}`, { cookie });
const unfollow = (app: App, cookie: string, id: string) => send(app, 'DELETE', `/api/follows/${id}`, { cookie });

describeEachEngine('follows', (engine) => {
  const testApp = useTestApp({ engine });

  test('following, the status and the follower count; a repeat changes nothing', async () => {
    const { app } = testApp();
    const star = await signUp(app);
    const fan = await signUp(app);
    const another = await signUp(app);

    expect((await status(app, fan.cookie, star.user.id)).json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await follow(app, fan.cookie, star.user.id)).json()).toEqual({ ok: true, isFollowing: true, followersCount: 1 });
    expect((await follow(app, fan.cookie, star.user.id)).json()).toEqual({ ok: true, isFollowing: true, followersCount: 1 });
    await follow(app, another.cookie, star.user.id);

    expect((await status(app, fan.cookie, star.user.id)).json()).toEqual({ isFollowing: true, followersCount: 2 });
    expect((await status(app, star.cookie, star.user.id)).json()).toEqual({ isFollowing: false, followersCount: 2 });
    expect((await status(app, star.cookie, fan.user.id)).json()).toEqual({ isFollowing: false, followersCount: 0 });
  });

  test('unfollowing never goes below zero', async () => {
    const { app, db } = testApp();
    const star = await signUp(app);
    const fan = await signUp(app);
    await follow(app, fan.cookie, star.user.id);

    expect((await unfollow(app, fan.cookie, star.user.id)).json()).toEqual({ ok: true, isFollowing: false, followersCount: 0 });
    expect((await unfollow(app, fan.cookie, star.user.id)).json()).toEqual({ ok: true, isFollowing: false, followersCount: 0 });
    expect(await countRows(db, follows)).toBe(0);
  });

  test('concurrent follows count once each', async () => {
    const { app, db } = testApp();
    const star = await signUp(app);
    const fans = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(app, {}, { ip: `10.2.0.${i}` })));
    const responses = await Promise.all(fans.flatMap((fan) => [follow(app, fan.cookie, star.user.id), follow(app, fan.cookie, star.user.id)]));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await status(app, star.cookie, star.user.id)).json().followersCount).toBe(6);
    expect(await countRows(db, follows)).toBe(6);
  });

  test('following yourself is refused with 400', async () => {
    const { app, db } = testApp();
    const me = await signUp(app);

    for (const res of [await follow(app, me.cookie, me.user.id), await unfollow(app, me.cookie, me.user.id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message: PEOPLE_MSG.cannotFollowSelf });
    }
    expect(await countRows(db, follows)).toBe(0);
  });

  test('an unknown or malformed user id is refused', async () => {
    const { app, db } = testApp();
    const me = await signUp(app);
    const missing = await follow(app, me.cookie, 'no-such-user');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: ACCOUNT_MSG.userNotFound });
    expect((await status(app, me.cookie, 'no-such-user')).statusCode).toBe(404);
    expect((await unfollow(app, me.cookie, 'no-such-user')).statusCode).toBe(404);
    expect((await follow(app, me.cookie, 'has spaces')).statusCode).toBe(400);
    expect((await status(app, me.cookie, 'x'.repeat(65))).statusCode).toBe(400);
    expect(await countRows(db, follows)).toBe(0);
  });

  test(`a learner follows at most ${FOLLOWING_MAX} people; unfollowing makes room`, async () => {
    const { app, db } = testApp();
    const fan = await signUp(app);
    const star = await signUp(app);
    await db.insert(users).values(Array.from({ length: FOLLOWING_MAX }, (_, i) => ({ id: `many-${i}`, name: `Many ${i}`, email: `many-${i}@example.com`, emailVerified: true })));
    await db.insert(follows).values(Array.from({ length: FOLLOWING_MAX }, (_, i) => ({ follower_id: fan.user.id, followee_id: `many-${i}` })));

    const refused = await follow(app, fan.cookie, star.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', message: followingLimitText(FOLLOWING_MAX) });
    // a repeat of a follow already made is still fine
    expect((await follow(app, fan.cookie, 'many-0')).statusCode).toBe(200);
    expect(await countRows(db, follows)).toBe(FOLLOWING_MAX);

    await unfollow(app, fan.cookie, 'many-0');
    expect((await follow(app, fan.cookie, star.user.id)).json()).toEqual({ ok: true, isFollowing: true, followersCount: 1 });
  });

  test('a deleted account takes its follows with it', async () => {
    const { app, db } = testApp();
    const star = await signUp(app);
    const fan = await signUp(app);
    await follow(app, fan.cookie, star.user.id);
    await db.delete(users).where(eq(users.id, fan.user.id));
    expect((await status(app, star.cookie, star.user.id)).json().followersCount).toBe(0);
  });
});
