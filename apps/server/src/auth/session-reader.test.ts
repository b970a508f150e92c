import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { authed, describeEachEngine, signIn, signUp, TEST_PASSWORD, useTestApp } from '../../test/test-app';
import { sessions, users } from '../db/tables';

/* Our own read of better-auth's credentials (decision 008) must refuse exactly what it refuses. */

describeEachEngine('session reader', (engine) => {
  const testApp = useTestApp({ engine });

  const me = (cookie: string) => authed(testApp().app, cookie).get('/api/me');

  test('the signed cookie reads as its user, with fields changed since sign-in', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await db.update(users).set({ age: 8 }).where(eq(users.id, user.id));

    expect(await app.readSession({ cookie })).toMatchObject({ id: user.id, email: user.email, age: 8 });
    expect((await me(cookie)).statusCode).toBe(200);
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
      expect((await me(forged)).statusCode).toBe(401);
    }
  });

  test('an expired or revoked session reads as nobody at once', async () => {
    const { app, db } = testApp();
    const { cookie, user, email } = await signUp(app);
    await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);

    const again = await signIn(app, email, TEST_PASSWORD);
    expect((await me(again.cookie)).statusCode).toBe(200);
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(again.cookie)).statusCode).toBe(401);
  });

  test('a bearer token works signed or bare, and a bad one is refused', async () => {
    const { app, db } = testApp();
    const { email, user } = await signUp(app);
    const { token } = await signIn(app, email, TEST_PASSWORD);
    const bare = decodeURIComponent(token).split('.')[0]!;
    const [stored] = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.token, bare));
    expect(stored).toBeDefined();

    for (const good of [token, decodeURIComponent(token), bare]) {
      expect((await app.readSession({ authorization: `Bearer ${good}` }))?.id).toBe(user.id);
    }
    for (const bad of [`${bare}.AAAA`, 'nope', '', `${bare}x`]) {
      expect(await app.readSession({ authorization: `Bearer ${bad}` })).toBeNull();
    }
    expect(await app.readSession({ authorization: `Basic ${bare}` })).toBeNull();
  });
});
