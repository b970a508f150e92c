import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { DELETION_REASON_MAX, DELETION_REQUESTS_PER_HOUR } from '@curio/core/limits';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { meResponse } from '@curio/core/account';
import { authed, countRows, describeEachEngine, signIn, signUp, TEST_PASSWORD, useTestApp } from '../../test/test-app';
import { deletionRequests, profiles, sessions, users } from '../db/tables';
import type { Db } from '../db/client';

const profileOf = async (db: Db, id: string) => (await db.select().from(profiles).where(eq(profiles.id, id)))[0];

describeEachEngine('the signed-in user (/api/me)', (engine) => {
  const testApp = useTestApp({ engine });

  test('shows the user as the spec shapes it, with profile, age and admin flag', async () => {
    const { app } = testApp();
    const { cookie, user, email } = await signUp(app, { first_name: 'Grace', last_name: 'Hopper', age: 9 });

    const res = await authed(app, cookie).get('/api/me');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(meResponse.parse(me)).toEqual(me);
    expect(me).toMatchObject({
      user: {
        id: user.id,
        email,
        email_verified: false,
        user_metadata: { full_name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper', age: 9, username: 'grace_hopper', avatar_url: null },
      },
      profile: { id: user.id, email, full_name: 'Grace Hopper', is_admin: false, has_seen_tour: false },
      age: 9,
      is_admin: false,
    });
    expect(new Date(me.user.created_at).getTime()).not.toBeNaN();
  });

  test('a guest is answered null, and a forged or ended session is a guest', async () => {
    const { app } = testApp();
    const guest = await app.inject({ method: 'GET', url: '/api/me' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toBeNull();
    const forged = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer not-a-session' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toBeNull();
  });

  test('reading it never writes', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await db.delete(profiles).where(eq(profiles.id, user.id));
    const snapshot = async () => ({
      users: await db.select().from(users),
      profiles: await db.select().from(profiles),
      sessions: await db.select().from(sessions),
    });
    const before = await snapshot();

    for (let i = 0; i < 3; i++) {
      const res = await authed(app, cookie).get('/api/me');
      expect(res.statusCode).toBe(200);
      // a missing profile is shown as it will be created, but not created by a read
      expect(res.json().profile).toMatchObject({ id: user.id, full_name: 'Ada Lovelace', is_admin: false, has_seen_tour: false });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a missing profile is created at the next sign-in, not as admin', async () => {
    const { app, db } = testApp();
    const { user, email } = await signUp(app);
    await db.delete(profiles).where(eq(profiles.id, user.id));

    await signIn(app, email, TEST_PASSWORD);

    expect(await profileOf(db, user.id)).toMatchObject({ id: user.id, email, full_name: 'Ada Lovelace', is_admin: false, has_seen_tour: false });
  });

  test('signing in again keeps an existing profile as it is', async () => {
    const { app, db } = testApp();
    const { user, email } = await signUp(app);
    await db.update(profiles).set({ full_name: 'Countess', has_seen_tour: true }).where(eq(profiles.id, user.id));

    await signIn(app, email, TEST_PASSWORD);

    expect(await profileOf(db, user.id)).toMatchObject({ full_name: 'Countess', has_seen_tour: true });
  });
});

describeEachEngine('settings: display name and tour', (engine) => {
  const testApp = useTestApp({ engine });

  test('changing the name updates the profile and the account, trimmed', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);

    const res = await authed(app, cookie).patch('/api/me', { full_name: '  Ada King  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.full_name).toBe('Ada King');
    expect(res.json().user.user_metadata.full_name).toBe('Ada King');

    expect((await profileOf(db, user.id))?.full_name).toBe('Ada King');
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    expect(account?.name).toBe('Ada King');
  });

  test('the name change cannot make anyone an admin', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);

    const res = await authed(app, cookie).patch('/api/me', { full_name: 'Mallory', is_admin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_admin).toBe(false);
    expect((await profileOf(db, user.id))?.is_admin).toBe(false);
  });

  test('a name of the wrong type, or none, is refused and nothing changes', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);

    const wrongType = await authed(app, cookie).patch('/api/me', { full_name: 42 });
    const missing = await authed(app, cookie).patch('/api/me', {});
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('validation_error');
    expect(wrongType.json().message).toMatch(/^full_name: /);
    expect(missing.statusCode).toBe(400);
    expect((await profileOf(db, user.id))?.full_name).toBe('Ada Lovelace');
  });

  test('finishing the tour is remembered on the profile', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);

    const res = await authed(app, cookie).post('/api/me/tour');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await profileOf(db, user.id))?.has_seen_tour).toBe(true);
    expect((await authed(app, cookie).get('/api/me')).json().profile.has_seen_tour).toBe(true);
  });

  test('finishing the tour creates a missing profile', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await db.delete(profiles).where(eq(profiles.id, user.id));

    expect((await authed(app, cookie).post('/api/me/tour')).statusCode).toBe(200);
    expect(await profileOf(db, user.id)).toMatchObject({ has_seen_tour: true, is_admin: false });
  });
});

describeEachEngine('account deletion requests', (engine) => {
  const testApp = useTestApp({ engine });

  const request = async (reason: unknown) => {
    const { app } = testApp();
    const learner = await signUp(app);
    const res = await authed(app, learner.cookie).post('/api/deletion-requests', reason === undefined ? {} : { reason });
    return { res, learner };
  };

  test('a learner asks for deletion with a trimmed reason', async () => {
    const { db } = testApp();
    const { res, learner } = await request('  Moving to another school.  ');

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const rows = await db.select().from(deletionRequests);
    expect(rows).toEqual([expect.objectContaining({ user_id: learner.user.id, email: learner.email, reason: 'Moving to another school.' })]);
  });

  test.each([
    ['blank', '   '],
    ['empty', ''],
    ['null', null],
    ['left out', undefined],
  ])('a %s reason is stored as null', async (_what, reason) => {
    const { db } = testApp();
    const { res } = await request(reason);

    expect(res.statusCode).toBe(201);
    expect((await db.select().from(deletionRequests)).map((r) => r.reason)).toEqual([null]);
  });

  test(`a reason of exactly ${DELETION_REASON_MAX} characters is accepted`, async () => {
    const { db } = testApp();
    const reason = 'r'.repeat(DELETION_REASON_MAX);
    const { res } = await request(reason);

    expect(res.statusCode).toBe(201);
    expect((await db.select().from(deletionRequests))[0]?.reason).toBe(reason);
  });

  test('a reason one character too long is refused and nothing is written', async () => {
    const { db } = testApp();
    const { res } = await request('r'.repeat(DELETION_REASON_MAX + 1));

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: `reason: The reason is limited to ${DELETION_REASON_MAX} characters.` });
    expect(await countRows(db, deletionRequests)).toBe(0);
  });

  test('a reason that is not text is refused', async () => {
    const { db } = testApp();
    const { res } = await request(12345);

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    expect(await countRows(db, deletionRequests)).toBe(0);
  });

  test(`a learner may ask ${DELETION_REQUESTS_PER_HOUR} times an hour; another learner is not held back`, async () => {
    const { app, db } = testApp();
    const learner = await signUp(app);
    const other = await signUp(app);
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await authed(app, learner.cookie).post('/api/deletion-requests', { reason: `try ${i}` }));

    expect(answers.slice(0, DELETION_REQUESTS_PER_HOUR).map((r) => r.statusCode)).toEqual(Array(DELETION_REQUESTS_PER_HOUR).fill(201));
    const refused = answers[DELETION_REQUESTS_PER_HOUR]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: ACCOUNT_MSG.tooManyDeletionRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 429)).toBe(true);
    expect(await countRows(db, deletionRequests)).toBe(DELETION_REQUESTS_PER_HOUR);

    expect((await authed(app, other.cookie).post('/api/deletion-requests', {})).statusCode).toBe(201);
  });

  test('input refused as invalid does not count against the allowance', async () => {
    const { app } = testApp();
    const learner = await signUp(app);
    for (let i = 0; i < DELETION_REQUESTS_PER_HOUR + 2; i++) {
      expect((await authed(app, learner.cookie).post('/api/deletion-requests', { reason: 42 })).statusCode).toBe(400);
    }
    expect((await authed(app, learner.cookie).post('/api/deletion-requests', {})).statusCode).toBe(201);
  });

  test('a guest cannot ask, and nothing is written', async () => {
    const { app, db } = testApp();
    const res = await app.inject({ method: 'POST', url: '/api/deletion-requests', payload: { reason: 'bye' } });

    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
    expect(await countRows(db, deletionRequests)).toBe(0);
  });
});

describeEachEngine('who is an admin', (engine) => {
  const ADMIN_EMAIL = 'head.teacher@example.com';
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: ADMIN_EMAIL.toUpperCase() } });

  test('the account with ADMIN_EMAIL is an admin', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app, { email: ADMIN_EMAIL });
    expect((await authed(app, cookie).get('/api/me')).json().is_admin).toBe(true);
  });

  test('an account whose profile says is_admin is an admin', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, user.id));
    expect((await authed(app, cookie).get('/api/me')).json().is_admin).toBe(true);
  });

  test('everyone else is not', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app, { email: 'head.teacher@example.org' });
    const me = (await authed(app, cookie).get('/api/me')).json();
    expect(me.is_admin).toBe(false);
    expect(me.profile.is_admin).toBe(false);
  });
});
