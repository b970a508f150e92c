import { expect, test } from 'vitest';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_PER_MINUTE } from '@curio/core/limits';
import { authed, countRows, describeEachEngine, postAuth, signUp, useTestApp } from '../../../test/test-app';
import { feedback } from '../../db/tables';

describeEachEngine('feedback', (engine) => {
  const testApp = useTestApp({ engine });

  const send = (payload: unknown, cookie?: string) =>
    cookie ? authed(testApp().app, cookie).post('/api/feedback', payload) : testApp().app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object });

  test('a guest sends feedback; the user fields stay empty', async () => {
    const { db } = testApp();
    const res = await send({ message: '  Love the flashcards!  ' });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await db.select().from(feedback)).toEqual([
      expect.objectContaining({ message: 'Love the flashcards!', user_id: null, email: null, full_name: null }),
    ]);
  });

  test('a signed-in learner sends feedback with their name and email', async () => {
    const { app, db } = testApp();
    const { cookie, user, email } = await signUp(app, { first_name: 'Alan', last_name: 'Turing' });

    expect((await send({ message: 'More puzzles please' }, cookie)).statusCode).toBe(201);
    expect(await db.select().from(feedback)).toEqual([
      expect.objectContaining({ message: 'More puzzles please', user_id: user.id, email, full_name: 'Alan Turing' }),
    ]);
  });

  test('one address cannot flood the feedback box', async () => {
    const { db } = testApp();
    for (let i = 0; i < FEEDBACK_PER_MINUTE; i++) expect((await send({ message: `note ${i}` })).statusCode).toBe(201);

    const res = await send({ message: 'one too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('rate_limited');
    expect(await countRows(db, feedback)).toBe(FEEDBACK_PER_MINUTE);
  });

  test('a signed-out cookie counts as a guest', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    await postAuth(app, '/sign-out', {}, { cookie });

    expect((await send({ message: 'Still here' }, cookie)).statusCode).toBe(201);
    expect((await db.select().from(feedback))[0]).toMatchObject({ user_id: null, email: null });
  });

  test.each([
    ['blank', { message: '' }],
    ['only spaces', { message: ' \n\t ' }],
    ['missing', {}],
    ['not text', { message: 42 }],
    ['too long', { message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) }],
  ])('a message that is %s is refused and nothing is written', async (_what, payload) => {
    const { db } = testApp();
    const res = await send(payload);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: expect.stringMatching(/^message: /) });
    expect(await countRows(db, feedback)).toBe(0);
  });

  test('the longest allowed message is kept whole', async () => {
    const { db } = testApp();
    const message = 'y'.repeat(FEEDBACK_MESSAGE_MAX);
    expect((await send({ message })).statusCode).toBe(201);
    expect((await db.select().from(feedback))[0]?.message).toBe(message);
  });
});
