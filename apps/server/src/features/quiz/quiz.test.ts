import { inArray } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { quizQuestions, STUDY_MODE_MSG } from '@curio/core/catalogue';
import { QUIZ_MAX_QUESTIONS } from '@curio/core/limits';
import { describeEachEngine, useTestApp } from '../../../test/test-app';
import { CONTENT_ADMIN_EMAIL, quizItem, signUpCast, uploadQuiz } from '../../../test/content-factory';
import { send } from '../../../test/client';
import { questions, topics } from '../../db/tables';
import { contentChanged } from '../../lib/cache';

const quizUrl = (query: Record<string, string>) => `/api/quiz?${new URLSearchParams(query)}`;
const countUrl = (query: Record<string, string>) => `/api/questions?${new URLSearchParams(query)}`;

describeEachEngine('the quiz (GET /api/quiz)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test(`loads at most ${QUIZ_MAX_QUESTIONS} questions of the topic, by id, with parsed and normalized options`, async () => {
    const { app, db } = testApp();
    const items = Array.from({ length: QUIZ_MAX_QUESTIONS + 1 }, (_, i) =>
      quizItem({ question: `Question number ${i}?`, options: 'a. paris, b) london, c) new york', answer: 'b) London' }),
    );
    await uploadQuiz(db, [...items, quizItem({ topic: 'Brands', question: 'Another topic?' })]);
    const { learner } = await signUpCast(app);

    const res = await send(app, 'GET', quizUrl({ course: 'Marketing', topic: 'Customers', mode: 'serious' }), { cookie: learner });
    expect(res.statusCode).toBe(200);
    const quiz = quizQuestions.parse(res.json());
    expect(quiz).toHaveLength(QUIZ_MAX_QUESTIONS);
    expect(quiz.map((q) => q.question)).toEqual(items.slice(0, QUIZ_MAX_QUESTIONS).map((i) => i.question));
    expect(quiz.map((q) => q.id)).toEqual([...quiz.map((q) => q.id)].sort((a, b) => a - b));
    expect(quiz[0]).toEqual({
      id: expect.any(Number),
      question: 'Question number 0?',
      options: ['Paris', 'London', 'New York'],
      answer: 'b) London',
      explanation: null,
      // uploaded without a type: multiple choice, whose options and answer are all it holds
      type: 'multiple_choice',
      spec: null,
      category: 'business',
      course: 'Marketing',
      module: 'Foundations',
      topic: 'Customers',
      subtopic: null,
      tags: [],
      mode: ['serious'],
    });
  });

  test('learners asking alike get the same reply, compressed as they accept; a catalogue change is seen', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, Array.from({ length: 20 }, (_, i) => quizItem({ question: `Which answer fits question ${i}?`, explanation: 'Because it does, as the notes say.' })));
    const { learner } = await signUpCast(app);
    const url = quizUrl({ course: 'Marketing', topic: 'Customers', mode: 'serious' });
    const get = (encoding: string) => app.inject({ method: 'GET', url, headers: { cookie: learner, 'accept-encoding': encoding } });

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const [first, second, gzip] = [await get('gzip, deflate, br'), await get('br'), await get('gzip')];
    expect([first, second, gzip].map((res) => res.headers['content-encoding'])).toEqual(['br', 'br', 'gzip']);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    await db.update(questions).set({ question: 'Changed by an admin?' }).where(inArray(questions.id, [plain.json()[0].id]));
    contentChanged(db);
    expect(JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString())[0].question).toBe('Changed by an admin?');
  });

  test('course and topic are matched case-insensitively; mode defaults to serious and filters', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem({ question: 'Serious one?' }), quizItem({ question: 'Curious one?', mode: ['curious'] }), quizItem({ question: 'Both?', mode: ['serious', 'curious'] })]);
    const { learner } = await signUpCast(app);
    const questionsOf = async (query: Record<string, string>) =>
      (await send(app, 'GET', quizUrl(query), { cookie: learner })).json().map((q: { question: string }) => q.question);

    expect(await questionsOf({ course: 'marketing', topic: 'CUSTOMERS' })).toEqual(['Serious one?', 'Both?']);
    expect(await questionsOf({ course: 'Marketing', topic: 'Customers', mode: 'curious' })).toEqual(['Curious one?', 'Both?']);
    expect(await questionsOf({ course: 'Marketing', topic: 'Nothing here' })).toEqual([]);
    expect(await questionsOf({ course: 'Astronomy', topic: 'Customers' })).toEqual([]);
  });

  test('questions repeated in the topic (same text, any case) appear once and the quiz still fills up', async () => {
    const { app, db } = testApp();
    // two modules with a topic of the same name: the upload keeps both copies, the quiz shows one
    await uploadQuiz(db, [
      ...Array.from({ length: QUIZ_MAX_QUESTIONS }, (_, i) => quizItem({ module: 'One', question: `Shared ${i}?` })),
      ...Array.from({ length: QUIZ_MAX_QUESTIONS }, (_, i) => quizItem({ module: 'Two', question: ` shared ${i}? ` })),
      quizItem({ module: 'Two', question: 'Only in two?' }),
    ]);
    expect((await db.select().from(questions)).length).toBe(2 * QUIZ_MAX_QUESTIONS + 1);
    const { learner } = await signUpCast(app);

    const quiz = (await send(app, 'GET', quizUrl({ course: 'Marketing', topic: 'Customers' }), { cookie: learner })).json();
    expect(quiz.map((q: { question: string }) => q.question)).toEqual(Array.from({ length: QUIZ_MAX_QUESTIONS }, (_, i) => `Shared ${i}?`));

    // with fewer unique questions than the cap, paging on finds every one of them
    await db.delete(questions).where(inArray(questions.question, ['Shared 29?', 'shared 29?']));
    // a write outside the admin services must say so, or the cached quiz would be served
    contentChanged(db);
    const again = (await send(app, 'GET', quizUrl({ course: 'Marketing', topic: 'Customers' }), { cookie: learner })).json();
    expect(again).toHaveLength(QUIZ_MAX_QUESTIONS);
    expect(again.at(-2).question).toBe('Shared 28?');
    expect(again.at(-1).question).toBe('Only in two?');
  });

  test('an upload or a deletion by topic shows in the very next quiz', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem({ question: 'First?' })]);
    const { learner, admin } = await signUpCast(app);
    const load = async () =>
      (await send(app, 'GET', quizUrl({ course: 'Marketing', topic: 'Customers' }), { cookie: learner })).json().map((q: { question: string }) => q.question);
    expect(await load()).toEqual(['First?']);

    const uploaded = await send(app, 'POST', '/api/admin/upload', { cookie: admin, payload: { fileName: 'more-quiz.json', items: [quizItem({ question: 'Second?' })] } });
    expect(uploaded.statusCode).toBe(200);
    expect(await load()).toEqual(['First?', 'Second?']);

    const deleted = await send(app, 'DELETE', `/api/admin/questions?${new URLSearchParams({ course: 'Marketing', module: 'Foundations', topic: 'Customers' })}`, { cookie: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await load()).toEqual([]);
  });

  test('only serious and curious are accepted as mode; course and topic are required', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem()]);
    const { learner } = await signUpCast(app);

    const badMode = await send(app, 'GET', quizUrl({ course: 'Marketing', topic: 'Customers', mode: 'casual' }), { cookie: learner });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json()).toEqual({ error: 'validation_error', message: `mode: ${STUDY_MODE_MSG}` });
    const noTopic = await send(app, 'GET', quizUrl({ course: 'Marketing' }), { cookie: learner });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json().message).toBe('topic: is required');
  });

  test('a guest gets 401; Kids Lock refuses other categories and allows its own', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem(), quizItem({ category: 'kids', course: 'Animals', module: 'Pets', topic: 'Dogs', question: 'Woof?' })]);
    const { kid } = await signUpCast(app);

    expect((await send(app, 'GET', quizUrl({ course: 'Marketing', topic: 'Customers' }))).statusCode).toBe(401);
    for (const query of [
      { course: 'Marketing', topic: 'Customers' } as Record<string, string>,
      { course: 'Animals', topic: 'Dogs', category: 'business' },
    ]) {
      const res = await send(app, 'GET', quizUrl(query), { cookie: kid });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.notAllowed });
    }
    const allowed = await send(app, 'GET', quizUrl({ course: 'Animals', topic: 'Dogs', category: 'kids' }), { cookie: kid });
    expect(allowed.json().map((q: { question: string }) => q.question)).toEqual(['Woof?']);
  });
});

describeEachEngine("the selector's question check (GET /api/questions)", (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('counts the questions of a course topic in a mode', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem(), quizItem(), quizItem({ mode: ['curious'] }), quizItem({ topic: 'Brands' })]);
    const { learner } = await signUpCast(app);
    const countOf = async (query: Record<string, string>) => (await send(app, 'GET', countUrl(query), { cookie: learner })).json();

    expect(await countOf({ course: 'Marketing', topic: 'Customers', mode: 'serious' })).toEqual({ count: 2 });
    expect(await countOf({ course: 'Marketing', topic: 'Customers', mode: 'curious' })).toEqual({ count: 1 });
    expect(await countOf({ course: 'Marketing', topic: 'Pricing' })).toEqual({ count: 0 });
  });

  test('a guest gets 401, a Kids Lock learner 403 outside the kids categories, a bad mode 400', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem()]);
    const { kid, learner } = await signUpCast(app);

    expect((await send(app, 'GET', countUrl({ course: 'Marketing', topic: 'Customers' }))).statusCode).toBe(401);
    expect((await send(app, 'GET', countUrl({ course: 'Marketing', topic: 'Customers' }), { cookie: kid })).statusCode).toBe(403);
    expect((await send(app, 'GET', countUrl({ course: 'Marketing', topic: 'Customers', mode: 'x' }), { cookie: learner })).statusCode).toBe(400);
  });

  test('topics named alike in two modules are counted together', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem({ module: 'One' }), quizItem({ module: 'Two' })]);
    const { learner } = await signUpCast(app);

    expect(await db.select().from(topics)).toHaveLength(2);
    expect((await send(app, 'GET', countUrl({ course: 'Marketing', topic: 'Customers' }), { cookie: learner })).json()).toEqual({ count: 2 });
  });
});
