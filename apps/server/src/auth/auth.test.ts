import { eq } from 'drizzle-orm';
import { expect, onTestFinished, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { AGE_MAX, AGE_MIN, PASSWORD_MIN_LENGTH } from '@curio/core/limits';
import { TEXT_MSG } from '@curio/core/text-input';
import {
  authed,
  buildTestApp,
  countRows,
  describeEachEngine,
  isSignedIn,
  postAuth,
  sessionCookie,
  signIn,
  signUp,
  signUpForm,
  TEST_ORIGIN,
  TEST_PASSWORD,
  trySignIn,
  uniqueEmail,
  useTestApp,
} from '../../test/test-app';
import type { Db } from '../db/client';
import { accounts, mailOutbox, profiles, sessions, users } from '../db/tables';

const NEW_PASSWORD = 'curio-test-Changed-77';

describeEachEngine('sign-up', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner signs up with tidied email and names and is signed in', async () => {
    const { app, db } = testApp();
    const res = await postAuth(
      app,
      '/sign-up/email',
      signUpForm({ first_name: '  Ada ', last_name: ' Lovelace  ', email: '  Ada.Lovelace@Example.COM ', age: '30' }),
    );

    expect(res.statusCode).toBe(200);
    const [user] = await db.select().from(users);
    expect(user).toMatchObject({ email: 'ada.lovelace@example.com', name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', age: 30 });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ email: 'ada.lovelace@example.com', full_name: 'Ada Lovelace', is_admin: false, has_seen_tour: false });

    const me = await authed(app, sessionCookie(res)).get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('ada.lovelace@example.com');
  });

  test.each([
    ['zero', AGE_MIN - 1],
    ['too old', AGE_MAX + 1],
    ['a fraction', 3.5],
    ['not a number', 'abc'],
    ['blank', ''],
    ['missing', undefined],
  ])('an age that is %s is refused with the spec message and nothing is written', async (_what, age) => {
    const { app, db } = testApp();
    const res = await postAuth(app, '/sign-up/email', signUpForm({ age }));

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: ACCOUNT_MSG.invalidAge });
    expect(await countRows(db, users)).toBe(0);
  });

  test('the youngest and oldest allowed ages are accepted', async () => {
    const { app } = testApp();
    const youngest = await signUp(app, { age: AGE_MIN });
    const oldest = await signUp(app, { age: String(AGE_MAX) });
    expect([youngest.user.age, oldest.user.age]).toEqual([AGE_MIN, AGE_MAX]);
  });

  test('a password shorter than the minimum is refused', async () => {
    const { app, db } = testApp();
    const res = await postAuth(app, '/sign-up/email', signUpForm({ password: 'x7#Qp!'.slice(0, PASSWORD_MIN_LENGTH - 1) }));

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: ACCOUNT_MSG.passwordTooShort });
    expect(await countRows(db, users)).toBe(0);
  });

  test.each(['password', '123456', 'Password'])('the common password %j is refused', async (password) => {
    const { app, db } = testApp();
    const res = await postAuth(app, '/sign-up/email', signUpForm({ password }));

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'common_password', message: ACCOUNT_MSG.commonPassword });
    expect(await countRows(db, users)).toBe(0);
  });

  test('blank names and a bad email are refused', async () => {
    const { app, db } = testApp();
    const blankFirst = await postAuth(app, '/sign-up/email', signUpForm({ first_name: '   ' }));
    const noLast = await postAuth(app, '/sign-up/email', signUpForm({ last_name: undefined }));
    const badEmail = await postAuth(app, '/sign-up/email', signUpForm({ email: 'not-an-email' }));

    expect([blankFirst.statusCode, noLast.statusCode, badEmail.statusCode]).toEqual([400, 400, 400]);
    expect(blankFirst.json().message).toBe('First name is required.');
    expect(badEmail.json()).toEqual({ error: 'validation_error', message: 'Please enter a valid email address.' });
    expect(await countRows(db, users)).toBe(0);
  });

  test('names with control characters or line breaks are refused, saying which field', async () => {
    const { app, db } = testApp();
    const bell = await postAuth(app, '/sign-up/email', signUpForm({ first_name: 'Ada\u0007' }));
    const twoLines = await postAuth(app, '/sign-up/email', signUpForm({ last_name: 'Love\nlace' }));

    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toEqual({ error: 'validation_error', message: `first_name: ${TEXT_MSG.controlCharacters}` });
    expect(twoLines.json()).toEqual({ error: 'validation_error', message: `last_name: ${TEXT_MSG.lineBreak}` });
    expect(await countRows(db, users)).toBe(0);
  });

  test('an email that is already registered (in any case) is refused', async () => {
    const { app, db } = testApp();
    const first = await signUp(app);
    const res = await postAuth(app, '/sign-up/email', signUpForm({ email: ` ${first.email.toUpperCase()} ` }));

    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('user_already_exists_use_another_email');
    expect(await countRows(db, users)).toBe(1);
  });

  test('fields the form does not have (admin, verified flag) cannot be set at sign-up', async () => {
    const { app, db } = testApp();
    const { user } = await signUp(app, { is_admin: true, emailVerified: true, name: 'Root' } as never);

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ name: 'Ada Lovelace', emailVerified: false });
    expect(profile?.is_admin).toBe(false);
  });
});

describeEachEngine('sign-in and sessions', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner signs in with the email in any case and gets a session', async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    const session = await signIn(app, `  ${email.toUpperCase()}`, TEST_PASSWORD);

    const me = await authed(app, session.cookie).get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    const wrongPassword = await trySignIn(app, email, 'not-my-Password-1');
    const unknownEmail = await trySignIn(app, uniqueEmail('nobody'), TEST_PASSWORD);

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({ error: 'invalid_email_or_password', message: 'Invalid email or password' });
    expect(sessionCookie(wrongPassword)).toBe('');
  });

  test('signing in without a password or with a bad email is a validation error', async () => {
    const { app, db } = testApp();
    const noPassword = await postAuth(app, '/sign-in/email', { email: uniqueEmail() });
    const badEmail = await postAuth(app, '/sign-in/email', { email: 'nope', password: TEST_PASSWORD });

    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error).toBe('validation_error');
    expect(badEmail.statusCode).toBe(400);
    expect(await countRows(db, sessions)).toBe(0);
  });

  test('get-session returns the signed-in user, and nothing for a guest', async () => {
    const { app } = testApp();
    const { cookie, user } = await signUp(app);

    const mine = await authed(app, cookie).get('/api/auth/get-session');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user).toMatchObject({ id: user.id, email: user.email, firstName: 'Ada', age: 30 });

    const guest = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toBeNull();
  });

  test('signing out ends the session on the server, not only in the browser', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);

    const out = await postAuth(app, '/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // the old cookie, replayed
    expect(await isSignedIn(app, cookie)).toBe(false);
    const tour = await authed(app, cookie).post('/api/me/tour');
    expect(tour.statusCode).toBe(401);
    expect(tour.json()).toEqual({ error: 'unauthorized', message: 'Please log in first.' });
  });

  test('a bearer token from the set-auth-token header works for the API', async () => {
    const { app } = testApp();
    const { email, user } = await signUp(app);
    const { token } = await signIn(app, email, TEST_PASSWORD);
    expect(token).not.toBe('');

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);

    const forged = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` } });
    expect(forged.json()).toBeNull();
  });

  test('an unknown auth path, or a known one with the wrong method, is a JSON 404', async () => {
    const { app } = testApp();
    for (const [method, url] of [['GET', '/api/auth/no-such-thing'], ['GET', '/api/auth/sign-in/email'], ['POST', '/api/auth/reset-password/']] as const) {
      const res = await app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: `No route for ${method} ${url}` });
    }
  });

  test("better-auth's update-user is closed: a name or an age changes only through PATCH /api/me", async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app, { age: 8 });
    const res = await postAuth(app, '/update-user', { age: 30, name: 'Bell\u0007', firstName: 'Ada\nX' }, { cookie });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No route for POST /api/auth/update-user' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ age: 8, name: 'Ada Lovelace', firstName: 'Ada' });
  });

  test('a cookie POST from another site is refused', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);

    const res = await postAuth(app, '/sign-out', {}, { cookie, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(await countRows(db, sessions)).toBe(1);
  });
});

describeEachEngine('changing the password', (engine) => {
  const testApp = useTestApp({ engine });

  test('the new password works, the old one stops and other sessions end', async () => {
    const { app } = testApp();
    const { email, cookie } = await signUp(app);
    const otherDevice = await signIn(app, email, TEST_PASSWORD);

    const res = await postAuth(app, '/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, { cookie });
    expect(res.statusCode).toBe(200);

    expect((await trySignIn(app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await trySignIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await isSignedIn(app, otherDevice.cookie)).toBe(false);
    // the session that made the change stays signed in (better-auth may rotate its cookie)
    const current = sessionCookie(res) || cookie;
    expect(await isSignedIn(app, current)).toBe(true);
  });

  test('a wrong current password changes nothing', async () => {
    const { app, db } = testApp();
    const { email, cookie, user } = await signUp(app);
    const otherDevice = await signIn(app, email, TEST_PASSWORD);
    const [before] = await db.select().from(accounts).where(eq(accounts.userId, user.id));

    const res = await postAuth(app, '/change-password', { currentPassword: 'not-my-Password-1', newPassword: NEW_PASSWORD }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_password', message: 'Invalid password' });

    const [after] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(after?.password).toBe(before?.password);
    expect((await trySignIn(app, email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await isSignedIn(app, otherDevice.cookie)).toBe(true);
  });

  test('a common or too short new password is refused', async () => {
    const { app } = testApp();
    const { email, cookie } = await signUp(app);

    const common = await postAuth(app, '/change-password', { currentPassword: TEST_PASSWORD, newPassword: '123456' }, { cookie });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'common_password', message: ACCOUNT_MSG.commonPassword });

    const short = await postAuth(app, '/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a1!' }, { cookie });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(ACCOUNT_MSG.passwordTooShort);

    expect((await trySignIn(app, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('a guest cannot change a password', async () => {
    const { app } = testApp();
    const res = await postAuth(app, '/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});

describeEachEngine('the session cookie', (engine) => {
  test('is HttpOnly and SameSite=Lax, and not Secure on plain http', async () => {
    const t = await buildTestApp({ engine });
    onTestFinished(() => t.close());
    const res = await postAuth(t.app, '/sign-up/email', signUpForm());

    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  test('is Secure when the public address is https', async () => {
    const origin = 'https://curio.example.com';
    const t = await buildTestApp({ engine, env: { PUBLIC_URL: origin } });
    onTestFinished(() => t.close());
    const res = await postAuth(t.app, '/sign-up/email', signUpForm(), { headers: { origin } });

    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describeEachEngine('mailed links', (engine) => {
  const testApp = useTestApp({ engine });

  const mailsTo = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]);

  test('sign-up mails a confirmation link that verifies the email', async () => {
    const { app, db } = testApp();
    const { email, user } = await signUp(app);
    const [mail] = await mailsTo(db, email);
    expect(mail?.subject).toBe('Confirm your Curio email');

    const link = linkIn(mail!.text);
    const res = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBeLessThan(400);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]?.emailVerified).toBe(true);
  });

  test('a forgotten password is replaced through the mailed link, ending every session', async () => {
    const { app, db } = testApp();
    const { email, cookie } = await signUp(app);

    const asked = await postAuth(app, '/request-password-reset', { email: email.toUpperCase(), redirectTo: '/reset-password' });
    expect(asked.statusCode).toBe(200);
    const reset = (await mailsTo(db, email)).find((m) => m.subject === 'Reset your Curio password');
    const token = linkIn(reset!.text).pathname.split('/').pop();

    const common = await postAuth(app, '/reset-password', { token, newPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'common_password', message: ACCOUNT_MSG.commonPassword });
    // the same rule, in the same words, as at sign-up and in the settings
    const short = await postAuth(app, '/reset-password', { token, newPassword: 'a1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'validation_error', message: ACCOUNT_MSG.passwordTooShort });

    const done = await postAuth(app, '/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect((await trySignIn(app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await trySignIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await isSignedIn(app, cookie)).toBe(false);
    // the link works once
    expect((await postAuth(app, '/reset-password', { token, newPassword: 'curio-test-Third-3' })).statusCode).toBe(400);
  });

  test('asking for an unknown email answers the same and mails nothing', async () => {
    const { app, db } = testApp();
    const { email } = await signUp(app);
    const known = await postAuth(app, '/request-password-reset', { email, redirectTo: '/reset-password' });
    const unknown = await postAuth(app, '/request-password-reset', { email: uniqueEmail('nobody'), redirectTo: '/reset-password' });

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await countRows(db, mailOutbox)).toBe(2); // the sign-up confirmation and one reset
  });
});
