import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { authed, describeEachEngine, isSignedIn, signIn, signUp, TEST_PASSWORD, trySignIn, useTestApp } from '../../test/test-app';
import { profiles, sessions, users } from '../db/tables';
import { createAdminAccount, resetAccountPassword } from './admin-account';

describeEachEngine('admin command line: create and reset-password', (engine) => {
  const testApp = useTestApp({ engine });

  test('create makes a verified admin whose generated password signs in', async () => {
    const { app, db } = testApp();
    const { user, password } = await createAdminAccount(app.auth, db, '  Principal@Example.com ');

    expect(user.email).toBe('principal@example.com');
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
    expect((await db.select().from(profiles).where(eq(profiles.id, user.id)))[0]?.is_admin).toBe(true);

    const { cookie } = await signIn(app, 'principal@example.com', password);
    expect((await authed(app, cookie).get('/api/me')).json().is_admin).toBe(true);
  });

  test('create refuses an email that already has an account', async () => {
    const { app, db } = testApp();
    const { email } = await signUp(app);
    await expect(createAdminAccount(app.auth, db, email.toUpperCase())).rejects.toThrow(`An account for ${email} already exists.`);
    expect((await db.select().from(users)).length).toBe(1);
  });

  test('reset-password gives a new password and ends every session', async () => {
    const { app, db } = testApp();
    const { email, cookie, user } = await signUp(app);
    const otherDevice = await signIn(app, email, TEST_PASSWORD);

    const { password } = await resetAccountPassword(app.auth, db, ` ${email.toUpperCase()}`);

    expect(password).not.toBe(TEST_PASSWORD);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await isSignedIn(app, cookie)).toBe(false);
    expect(await isSignedIn(app, otherDevice.cookie)).toBe(false);
    expect((await trySignIn(app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await trySignIn(app, email, password)).statusCode).toBe(200);
  });

  test('reset-password for an unknown email says so', async () => {
    const { app, db } = testApp();
    await expect(resetAccountPassword(app.auth, db, 'Ghost@Example.com')).rejects.toThrow('No account for ghost@example.com.');
  });
});
