import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { BIO_MAX_LENGTH } from '@curio/core/limits';
import { USERNAME_PATTERN, USERNAME_RULE_MSG } from '@curio/core/people';
import { TEXT_MSG } from '@curio/core/text-input';
import { PEOPLE_MSG } from '@curio/core/usecase-messages';
import { authed, describeEachEngine, signIn, signUp, TEST_PASSWORD, useTestApp } from '../../test/test-app';
import type { Db } from '../db/client';
import { profiles, users } from '../db/tables';

const profileOf = async (db: Db, id: string) => (await db.select().from(profiles).where(eq(profiles.id, id)))[0];

describeEachEngine('usernames at sign-up', (engine) => {
  const testApp = useTestApp({ engine });

  test('every new profile gets a unique username from the name, numbered on a clash', async () => {
    const { app, db } = testApp();
    const first = await signUp(app, { first_name: 'Ada', last_name: 'Lovelace' });
    const second = await signUp(app, { first_name: 'ADA', last_name: 'lovelace' });
    const third = await signUp(app, { first_name: 'Ada', last_name: 'Lovelace' });
    const cjk = await signUp(app, { first_name: '李', last_name: '小龙', email: `bruce.lee.${Date.now()}@example.com` });

    expect((await profileOf(db, first.user.id))?.username).toBe('ada_lovelace');
    expect((await profileOf(db, second.user.id))?.username).toBe('ada_lovelace_2');
    expect((await profileOf(db, third.user.id))?.username).toBe('ada_lovelace_3');
    expect((await profileOf(db, cjk.user.id))?.username).toMatch(/^bruce_lee_\d+$/);
    expect((await authed(app, first.cookie).get('/api/me')).json().user.user_metadata.username).toBe('ada_lovelace');
  });

  test('concurrent sign-ups with one name all get different usernames', async () => {
    const { app, db } = testApp();
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(app, { first_name: 'Grace', last_name: 'Hopper' }, { ip: `10.3.0.${i}` })));
    const names = await Promise.all(people.map(async (p) => (await profileOf(db, p.user.id))?.username));
    expect(new Set(names).size).toBe(people.length);
    for (const name of names) expect(name).toMatch(/^grace_hopper(_\d+)?$/);
  });

  test('a profile made before usernames existed gets one at the next sign-in', async () => {
    const { app, db } = testApp();
    const { user, email } = await signUp(app, { first_name: 'Katherine', last_name: 'Johnson' });
    await db.update(profiles).set({ username: null }).where(eq(profiles.id, user.id));

    await signIn(app, email, TEST_PASSWORD);
    expect((await profileOf(db, user.id))?.username).toBe('katherine_johnson');
  });
});

describeEachEngine('settings: username and bio (PATCH /api/me)', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner picks a username (trimmed, lower-cased, @ dropped) and writes a bio', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);

    const res = await authed(app, cookie).patch('/api/me', { username: '  @Countess_Ada ', bio: '  Poet of <i>science</i>.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ username: 'countess_ada', bio: 'Poet of <i>science</i>.', full_name: 'Ada Lovelace' });
    expect(res.json().user.user_metadata.username).toBe('countess_ada');

    expect((await authed(app, cookie).patch('/api/me', { bio: '   ' })).json().profile.bio).toBeNull();
    expect((await authed(app, cookie).patch('/api/me', { username: 'countess_ada' })).statusCode).toBe(200);
    expect((await profileOf(db, user.id))?.username).toBe('countess_ada');
  });

  test('a bio keeps its line breaks and tabs', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const bio = 'Poet of science.\n\tAnalyst.\r\nFirst programmer.';
    expect((await authed(app, cookie).patch('/api/me', { bio })).json().profile.bio).toBe(bio);
  });

  test('a username someone else has is refused with 409, and nothing of the request is saved', async () => {
    const { app, db } = testApp();
    const holder = await signUp(app, { first_name: 'Ada', last_name: 'Lovelace' });
    const other = await signUp(app, { first_name: 'Grace', last_name: 'Hopper' });

    const res = await authed(app, other.cookie).patch('/api/me', { username: 'ADA_LOVELACE', full_name: 'Someone New', bio: 'New bio' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: PEOPLE_MSG.usernameTaken });
    expect(await profileOf(db, other.user.id)).toMatchObject({ username: 'grace_hopper', full_name: 'Grace Hopper', bio: null });
    expect((await db.select().from(users).where(eq(users.id, other.user.id)))[0]?.name).toBe('Grace Hopper');
    expect((await profileOf(db, holder.user.id))?.username).toBe('ada_lovelace');
  });

  test('two people asking for one free username at once: one gets it, the other 409', async () => {
    const { app, db } = testApp();
    const a = await signUp(app);
    const b = await signUp(app);
    const responses = await Promise.all([a, b].map((p) => authed(app, p.cookie).patch('/api/me', { username: 'the_one' })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await db.select().from(profiles).where(eq(profiles.username, 'the_one'));
    expect(owners).toHaveLength(1);
  });

  test.each([
    ['too short', { username: 'ab' }, `username: ${USERNAME_RULE_MSG}`],
    ['with a space', { username: 'ada lovelace' }, `username: ${USERNAME_RULE_MSG}`],
    ['with markup', { username: '<b>ada</b>' }, `username: ${USERNAME_RULE_MSG}`],
    ['not text', { username: 42 }, 'username: '],
    ['a bio too long', { bio: 'b'.repeat(BIO_MAX_LENGTH + 1) }, 'bio: '],
    ['a bio that is a list', { bio: ['x'] }, 'bio: '],
    ['a bio with a control character', { bio: 'Poet\u0008' }, `bio: ${TEXT_MSG.controlCharacters}`],
    ['a display name on two lines', { full_name: 'Ada\nKing' }, `full_name: ${TEXT_MSG.lineBreak}`],
    ['a display name with a tab', { full_name: 'Ada\tKing' }, `full_name: ${TEXT_MSG.controlCharacters}`],
  ])('a username or bio %s is refused and nothing changes', async (_what, payload, message) => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const before = await profileOf(db, user.id);
    const res = await authed(app, cookie).patch('/api/me', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(message)).toBe(true);
    expect(await profileOf(db, user.id)).toEqual(before);
    expect(before?.username).toMatch(USERNAME_PATTERN);
  });
});
