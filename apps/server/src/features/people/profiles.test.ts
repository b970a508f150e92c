import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { KIDS_LOCK_AGE, PROFILES_LIMIT_MAX } from '@curio/core/limits';
import { personProfile, profileCard, type ProfileCard } from '@curio/core/people';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import type { App } from '../../app';
import { profiles } from '../../db/tables';

const ADMIN_EMAIL = 'boss@example.com';

const people = async (app: App, cookie: string, query = ''): Promise<ProfileCard[]> => {
  const res = await authed(app, cookie).get(`/api/profiles${query ? `?${query}` : ''}`);
  if (res.statusCode !== 200) throw new Error(`profiles failed: ${res.statusCode} ${res.body}`);
  return res.json();
};
const follow = (app: App, cookie: string, id: string) => send(app, 'POST', `/api/follows/${id}`, { cookie });

describeEachEngine('Explore People (GET /api/profiles)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL } });

  test('everyone but the caller, the admin and Kids Lock learners, by username, with public fields and my follow status', async () => {
    const { app, db } = testApp();
    const me = await signUp(app, { first_name: 'Mae', last_name: 'Jemison' });
    const b = await signUp(app, { first_name: 'Zora', last_name: 'Hurston' });
    const a = await signUp(app, { first_name: 'Alan', last_name: 'Turing' });
    await signUp(app, { first_name: 'Kid', last_name: 'Sister', age: KIDS_LOCK_AGE - 1 });
    await signUp(app, { first_name: 'The', last_name: 'Boss', email: ADMIN_EMAIL });
    const flagged = await signUp(app, { first_name: 'Other', last_name: 'Admin' });
    await db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, flagged.user.id));
    await db.update(profiles).set({ bio: '<b>Codebreaker</b>' }).where(eq(profiles.id, a.user.id));
    await follow(app, me.cookie, a.user.id);
    await follow(app, b.cookie, a.user.id);

    const list = await people(app, me.cookie);
    expect(list).toEqual([
      { id: a.user.id, full_name: 'Alan Turing', username: 'alan_turing', bio: '<b>Codebreaker</b>', avatar_url: null, isFollowing: true, followersCount: 2 },
      { id: b.user.id, full_name: 'Zora Hurston', username: 'zora_hurston', bio: null, avatar_url: null, isFollowing: false, followersCount: 0 },
    ]);
    for (const card of list) expect(profileCard.strict().parse(card)).toEqual(card);
  });

  test('pages by username: after= the last one of the page before', async () => {
    const { app } = testApp();
    const me = await signUp(app, { first_name: 'Zed', last_name: 'Last' });
    for (const name of ['Cleo', 'Abe', 'Dora', 'Bea', 'Eli']) await signUp(app, { first_name: name, last_name: 'Page' });
    const first = await people(app, me.cookie, 'limit=2');
    expect(first.map((p) => p.username)).toEqual(['abe_page', 'bea_page']);
    const second = await people(app, me.cookie, 'limit=2&after=bea_page');
    expect(second.map((p) => p.username)).toEqual(['cleo_page', 'dora_page']);
    expect((await people(app, me.cookie, 'limit=2&after=dora_page')).map((p) => p.username)).toEqual(['eli_page']);
    expect(await people(app, me.cookie, 'after=eli_page')).toEqual([]);
  });

  test('search finds words of the name or the username by their start', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    await signUp(app, { first_name: 'Grace', last_name: 'Hopper' });
    await signUp(app, { first_name: 'Katherine', last_name: 'Johnson' });
    const find = async (q: string) => (await people(app, me.cookie, `q=${encodeURIComponent(q)}`)).map((p) => p.username);
    expect(await find('grace')).toEqual(['grace_hopper']);
    expect(await find('HOP')).toEqual(['grace_hopper']);
    expect(await find('kath john')).toEqual(['katherine_johnson']);
    expect(await find('@grace_h')).toEqual(['grace_hopper']);
    expect(await find('nobody')).toEqual([]);
    expect(await find("'); drop table profiles; --")).toEqual([]);
  });

  test('bad queries are refused', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    for (const query of ['limit=0', `limit=${PROFILES_LIMIT_MAX + 1}`, 'limit=all', 'after=Not%20A%20Name', `q=${'q'.repeat(101)}`]) {
      expect((await authed(app, me.cookie).get(`/api/profiles?${query}`)).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(401);
  });
});

describeEachEngine('person pages (GET /api/people/{username})', (engine) => {
  const testApp = useTestApp({ engine });

  test('profile, follower and following counts, and whether I follow them', async () => {
    const { app, db } = testApp();
    const me = await signUp(app, { first_name: 'Mae', last_name: 'Jemison' });
    const ada = await signUp(app, { first_name: 'Ada', last_name: 'Byron' });
    const fan = await signUp(app, { first_name: 'Fan', last_name: 'One' });
    await db.update(profiles).set({ bio: 'Poetical science.' }).where(eq(profiles.id, ada.user.id));
    await follow(app, fan.cookie, ada.user.id);
    await follow(app, ada.cookie, fan.user.id);

    const page = (await authed(app, me.cookie).get('/api/people/ada_byron')).json();
    expect(personProfile.strict().parse(page)).toEqual(page);
    expect(page).toEqual({
      id: ada.user.id,
      full_name: 'Ada Byron',
      username: 'ada_byron',
      bio: 'Poetical science.',
      avatar_url: null,
      isFollowing: false,
      followersCount: 1,
      followingCount: 1,
    });
    await follow(app, me.cookie, ada.user.id);
    expect((await authed(app, me.cookie).get('/api/people/@Ada_Byron')).json()).toMatchObject({ isFollowing: true, followersCount: 2 });
    // my own page
    expect((await authed(app, me.cookie).get('/api/people/mae_jemison')).json()).toMatchObject({ id: me.user.id, followingCount: 1 });
  });

  test('an unknown username or a Kids Lock account is not found; a Kids Lock learner sees no one', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    const kid = await signUp(app, { first_name: 'Tilly', last_name: 'Small', age: KIDS_LOCK_AGE - 1 });
    for (const name of ['tilly_small', 'no_such_person']) {
      const res = await authed(app, me.cookie).get(`/api/people/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: ACCOUNT_MSG.userNotFound });
    }
    expect((await authed(app, me.cookie).get('/api/people/x')).statusCode).toBe(400);
    expect((await authed(app, kid.cookie).get('/api/people/ada_lovelace')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/people/ada_lovelace' })).statusCode).toBe(401);
  });
});
