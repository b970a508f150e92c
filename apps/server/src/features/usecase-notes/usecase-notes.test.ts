import { expect, test } from 'vitest';
import { USECASE_CONTENT_MAX, USECASE_NOTE_MAX } from '@curio/core/limits';
import { NOTE_MSG } from '@curio/core/usecase-messages';
import { useCaseNote } from '@curio/core/usecase-notes';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import { usecaseNotes } from '../../db/tables';

const note = (text = 'Ask the co-op about pumps.', keyword = 'solar') => ({ keyword, use_case: 'Use Case 1: Solar pumps irrigate farms.', note: text });

describeEachEngine('use case notes', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner notes a use case; the text is trimmed and the user comes from the session', async () => {
    const { app } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);

    const res = await authed(app, cookie).post('/api/usecase-notes', { ...note('  <b>call</b> them \n'), user_id: other.user.id });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(useCaseNote.parse(created)).toEqual(created);
    expect(created).toEqual({
      id: expect.any(String),
      user_id: user.id,
      keyword: 'solar',
      use_case: 'Use Case 1: Solar pumps irrigate farms.',
      note: '<b>call</b> them',
      created_at: expect.any(String),
    });
  });

  test('the list is the learner’s own, newest first, optionally for one keyword', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const client = authed(app, cookie);
    await client.post('/api/usecase-notes', note('one', 'solar'));
    await client.post('/api/usecase-notes', note('two', 'wind'));
    await client.post('/api/usecase-notes', note('three', 'solar'));
    await authed(app, other.cookie).post('/api/usecase-notes', note('not mine', 'solar'));

    const texts = async (query = '') => (await client.get(`/api/usecase-notes${query}`)).json().map((n: { note: string }) => n.note);
    expect(await texts()).toEqual(['three', 'two', 'one']);
    expect(await texts('?keyword=solar')).toEqual(['three', 'one']);
    expect(await texts('?keyword=%20solar%20')).toEqual(['three', 'one']);
    expect(await texts('?keyword=')).toEqual(['three', 'two', 'one']);
    expect(await texts('?keyword=tidal')).toEqual([]);
  });

  test('a learner deletes their own note; someone else’s is 404 and stays', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const { id } = (await authed(app, owner.cookie).post('/api/usecase-notes', note())).json();

    const refused = await send(app, 'DELETE', `/api/usecase-notes/${id}`, { cookie: intruder.cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not_found', message: NOTE_MSG.notFound });
    expect(await countRows(db, usecaseNotes)).toBe(1);
    expect((await authed(app, intruder.cookie).get('/api/usecase-notes')).json()).toEqual([]);

    expect((await send(app, 'DELETE', `/api/usecase-notes/${id}`, { cookie: owner.cookie })).json()).toEqual({ ok: true });
    expect(await countRows(db, usecaseNotes)).toBe(0);
    expect((await send(app, 'DELETE', `/api/usecase-notes/${id}`, { cookie: owner.cookie })).statusCode).toBe(404);
  });

  test.each([
    ['a blank note', note('   '), `note: ${NOTE_MSG.required}`],
    ['no note', { keyword: 'k', use_case: 'u' }, 'note: '],
    ['a note too long', note('n'.repeat(USECASE_NOTE_MAX + 1)), 'note: '],
    ['a note that is a number', { ...note(), note: 5 }, 'note: '],
    ['no use case', { keyword: 'k', note: 'n' }, 'use_case: '],
    ['a use case too long', { ...note(), use_case: 'u'.repeat(USECASE_CONTENT_MAX + 1) }, 'use_case: '],
    ['no keyword', { use_case: 'u', note: 'n' }, 'keyword: '],
  ])('%s is refused and nothing is written', async (_what, payload, message) => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/usecase-notes', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(message)).toBe(true);
    expect(await countRows(db, usecaseNotes)).toBe(0);
  });
});
