import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { PROFILES_LIMIT_MAX } from '@curio/core/limits';
import { profileCard } from '@curio/core/people';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { profiles } from '../../db/tables';

describeEachEngine('Explore People (GET /api/profiles)', (engine) => {
  const testApp = useTestApp({ engine });

  test('everyone but the caller, by username, with public fields only', async () => {
    const { app, db } = testApp();
    const me = await signUp(app, { first_name: 'Mae', last_name: 'Jemison' });
    const b = await signUp(app, { first_name: 'Zora', last_name: 'Hurston' });
    const a = await signUp(app, { first_name: 'Alan', last_name: 'Turing' });
    await db.update(profiles).set({ bio: '<b>Codebreaker</b>' }).where(eq(profiles.id, a.user.id));

    const res = await authed(app, me.cookie).get('/api/profiles');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toEqual([
      { id: a.user.id, full_name: 'Alan Turing', username: 'alan_turing', bio: '<b>Codebreaker</b>', avatar_url: null },
      { id: b.user.id, full_name: 'Zora Hurston', username: 'zora_hurston', bio: null, avatar_url: null },
    ]);
    for (const card of list) expect(profileCard.strict().parse(card)).toEqual(card);
  });

  test('a limit bounds the list', async () => {
    const { app } = testApp();
    const me = await signUp(app);
    await signUp(app);
    await signUp(app);
    expect((await authed(app, me.cookie).get('/api/profiles?limit=1')).json()).toHaveLength(1);
    for (const limit of ['0', String(PROFILES_LIMIT_MAX + 1), 'all']) {
      expect((await authed(app, me.cookie).get(`/api/profiles?limit=${limit}`)).statusCode).toBe(400);
    }
  });
});
