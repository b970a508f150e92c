import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { QUESTION_MSG } from '@curio/core/learning-messages';
import type { App } from '../../app';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { createQuestion } from '../../../test/question-factory';
import { questionFeedback } from '../../db/tables';
import { as } from '../../../test/client';

const put = (app: App, questionId: number | string, payload: unknown, cookie?: string) => as(app, cookie).put(`/api/questions/${questionId}/feedback`, payload);

describeEachEngine('question feedback', (engine) => {
  const testApp = useTestApp({ engine });

  test('a question nobody has rated has zero counts and no choice of mine', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);

    const res = await authed(app, cookie).get(`/api/questions/${question.id}/feedback`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ up: 0, down: 0, update: 0, mine: null });
  });

  test('thumbs from several learners are counted; each sees their own choice', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const elsewhere = await createQuestion(db, { topic: 'Pricing' });
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];

    expect((await put(app, question.id, { feedback_type: 'up' }, a.cookie)).json()).toEqual({ up: 1, down: 0, update: 0, mine: 'up' });
    expect((await put(app, question.id, { feedback_type: 'up' }, b.cookie)).json()).toEqual({ up: 2, down: 0, update: 0, mine: 'up' });
    expect((await put(app, question.id, { feedback_type: 'update' }, c.cookie)).json()).toEqual({ up: 2, down: 0, update: 1, mine: 'update' });
    await put(app, elsewhere.id, { feedback_type: 'down' }, a.cookie);

    expect((await authed(app, a.cookie).get(`/api/questions/${question.id}/feedback`)).json()).toEqual({ up: 2, down: 0, update: 1, mine: 'up' });
    expect((await authed(app, c.cookie).get(`/api/questions/${elsewhere.id}/feedback`)).json()).toEqual({ up: 0, down: 1, update: 0, mine: null });
  });

  test('a learner’s single choice can be changed; picking it again changes nothing', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);

    await put(app, question.id, { feedback_type: 'up' }, cookie);
    const changed = await put(app, question.id, { feedback_type: 'down' }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ up: 0, down: 1, update: 0, mine: 'down' });
    expect((await put(app, question.id, { feedback_type: 'down' }, cookie)).json()).toEqual({ up: 0, down: 1, update: 0, mine: 'down' });
    expect(await countRows(db, questionFeedback)).toBe(1);
  });

  test('an unknown question answers 404 and nothing is written', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);

    const res = await put(app, question.id + 1000, { feedback_type: 'up' }, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: QUESTION_MSG.notFound });
    expect((await authed(app, cookie).get(`/api/questions/${question.id + 1000}/feedback`)).statusCode).toBe(404);
    expect(await countRows(db, questionFeedback)).toBe(0);
  });

  test.each([
    ['an unknown feedback type', { feedback_type: 'meh' }],
    ['no feedback type', {}],
    ['a user id in the body only', { user_id: 'someone' }],
  ])('%s is refused and the counts stay as they were', async (_what, payload) => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);
    await put(app, question.id, { feedback_type: 'up' }, cookie);

    const res = await put(app, question.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    expect((await authed(app, cookie).get(`/api/questions/${question.id}/feedback`)).json()).toEqual({ up: 1, down: 0, update: 0, mine: 'up' });
  });

  test.each(['abc', '0', '-3', '1.5', '99999999999'])('question id %s is refused', async (id) => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await put(app, id, { feedback_type: 'up' }, cookie)).statusCode).toBe(400);
  });

  test('Kids Lock: a learner under 10 cannot rate a question outside kid-friendly categories', async () => {
    const { app, db } = testApp();
    const locked = await createQuestion(db, { category: 'finance' });
    const open = await createQuestion(db, { category: 'cartoons', course: 'Toons' });
    const { cookie } = await signUp(app, { age: 9 });

    const res = await put(app, locked.id, { feedback_type: 'up' }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MSG.notAllowed);
    expect((await authed(app, cookie).get(`/api/questions/${locked.id}/feedback`)).statusCode).toBe(403);
    expect((await put(app, open.id, { feedback_type: 'up' }, cookie)).statusCode).toBe(200);
    expect(await countRows(db, questionFeedback)).toBe(1);
  });
});
