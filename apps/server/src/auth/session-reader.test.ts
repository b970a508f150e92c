import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { authed, buildTestApp, describeEachEngine, expectSoon, isSignedIn, signIn, signUp, TEST_DATABASE_URL, TEST_PASSWORD, useTestApp, type TestApp } from '../../test/test-app';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { sessions, users } from '../db/tables';
import type { DbEvents } from '../lib/db-events';
import { createSessionReader, type AuthChange } from './session-reader';

/*
 * Our own read of better-auth's credentials (decision 008) must refuse exactly what it refuses,
 * and its memory of them (decision 015) must never outlive a change to the session or the user.
 */

describeEachEngine('session reader', (engine) => {
  const testApp = useTestApp({ engine });

  const signedIn = (cookie: string) => isSignedIn(testApp().app, cookie);

  test('the signed cookie reads as its user, with fields changed since sign-in', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await db.update(users).set({ age: 8 }).where(eq(users.id, user.id));

    expect(await app.readSession({ cookie })).toMatchObject({ id: user.id, email: user.email, age: 8 });
    expect(await signedIn(cookie)).toBe(true);

    // now remembered: a change made behind the app's back must still show
    await db.update(users).set({ age: 12 }).where(eq(users.id, user.id));
    await expectSoon(engine, async () => (await app.readSession({ cookie }))?.age, 12);
  });

  test('a cookie whose token or signature was tampered with reads as nobody', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const [name, value] = cookie.split('=') as [string, string];
    const signed = decodeURIComponent(value);
    const [token, signature] = [signed.slice(0, signed.lastIndexOf('.')), signed.slice(signed.lastIndexOf('.') + 1)];

    const otherToken = `${name}=${encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}.${signature}`)}`;
    const otherSignature = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const unsigned = `${name}=${token}`;
    for (const forged of [otherToken, otherSignature, unsigned, `${name}=`, `${name}=%E0%A4%A`]) {
      expect(await app.readSession({ cookie: forged })).toBeNull();
      expect(await signedIn(forged)).toBe(false);
    }
  });

  test('an expired or revoked session reads as nobody at once', async () => {
    const { app, db } = testApp();
    const { cookie, user, email } = await signUp(app);
    expect(await signedIn(cookie)).toBe(true);
    await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, user.id));
    await expectSoon(engine, () => signedIn(cookie), false);

    const again = await signIn(app, email, TEST_PASSWORD);
    expect(await signedIn(again.cookie)).toBe(true);
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    await expectSoon(engine, () => signedIn(again.cookie), false);
  });

  test('signing out refuses the cookie on the next request', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect(await signedIn(cookie)).toBe(true);
    const out = await authed(app, cookie).post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    await expectSoon(engine, () => signedIn(cookie), false);
  });

  test('nothing is remembered while changes cannot be heard', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const { secret, authCookies } = await app.auth.$context;
    // announcements that never arrive: only the listening state decides
    let listening = false;
    const deaf = { subscribe: () => () => {}, isListening: () => listening } as unknown as DbEvents<AuthChange>;
    const reader = createSessionReader({ db, secret, cookieName: authCookies.sessionToken.name, changes: deaf });

    expect((await reader.readSession({ cookie }))?.id).toBe(user.id);
    await db.update(users).set({ age: 30 }).where(eq(users.id, user.id));
    expect((await reader.readSession({ cookie }))?.age).toBe(30);

    // the same reader listening remembers, which is why the state matters (and this test can fail)
    listening = true;
    expect((await reader.readSession({ cookie }))?.age).toBe(30);
    await db.update(users).set({ age: 31 }).where(eq(users.id, user.id));
    expect((await reader.readSession({ cookie }))?.age).toBe(30);
    reader.forgetAll();
    expect((await reader.readSession({ cookie }))?.age).toBe(31);
  });

  test('a bearer token works signed only: the bare token the database holds opens nothing', async () => {
    const { app, db } = testApp();
    const { email, user } = await signUp(app);
    const { token } = await signIn(app, email, TEST_PASSWORD);
    const bare = decodeURIComponent(token).split('.')[0]!;
    const [stored] = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.token, bare));
    expect(stored).toBeDefined();

    for (const good of [token, decodeURIComponent(token)]) {
      expect((await app.readSession({ authorization: `Bearer ${good}` }))?.id).toBe(user.id);
    }
    for (const bad of [bare, `${bare}.AAAA`, 'nope', '', `${bare}x`, `${bare}.`]) {
      expect(await app.readSession({ authorization: `Bearer ${bad}` })).toBeNull();
    }
    // nor as a cookie, nor through better-auth's own routes (its bearer plugin with requireSignature)
    expect(await app.readSession({ cookie: `better-auth.session_token=${bare}` })).toBeNull();
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${bare}` } });
    expect(session.json()).toBeNull();
    const signed = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${token}` } });
    expect(signed.json().user.id).toBe(user.id);
    expect(await app.readSession({ authorization: `Basic ${bare}` })).toBeNull();
  });

  test("another learner's signed token opens their session, never one made from it", async () => {
    const { app } = testApp();
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const [theirToken, theirSignature] = decodeURIComponent(theirs.token).split('.');
    const myToken = decodeURIComponent(mine.token).split('.')[0]!;

    expect((await app.readSession({ authorization: `Bearer ${theirs.token}` }))?.id).toBe(theirs.user.id);
    // their signature does not vouch for my token, nor mine for theirs
    expect(await app.readSession({ authorization: `Bearer ${myToken}.${theirSignature}` })).toBeNull();
    expect(await app.readSession({ authorization: `Bearer ${theirToken}.${decodeURIComponent(mine.token).split('.')[1]}` })).toBeNull();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('sessions across instances [postgres]', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: App;

  beforeEach(async () => {
    first = await buildTestApp({ engine: 'postgres' });
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.pool!.options.connectionString!, max: 4 });
    const { secret } = await first.app.auth.$context;
    second = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: secondDatabase, secret, logger: false });
    await second.ready();
  });

  afterEach(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  test('signing out on one instance refuses the cookie on the other', async () => {
    const { cookie } = await signUp(first.app);
    expect(await isSignedIn(second, cookie)).toBe(true);
    expect((await authed(first.app, cookie).post('/api/auth/sign-out', {})).statusCode).toBe(200);
    await expect.poll(() => isSignedIn(second, cookie), { timeout: 2000, interval: 5 }).toBe(false);
  });
});
