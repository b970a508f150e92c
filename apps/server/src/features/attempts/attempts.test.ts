import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { ATTEMPTS_KEPT, QUIZ_MAX_QUESTIONS } from '@curio/core/limits';
import { attemptAnswer, quizAttempt, type QuizAttempt } from '@curio/core/quiz-attempts';
import { ATTEMPT_MSG } from '@curio/core/quiz-messages';
import { REVIEW_MSG } from '@curio/core/review-messages';
import { reviewSession } from '@curio/core/review';
import { REVIEW_DURATION_MAX_MS } from '@curio/core/review-rules';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { SET_DEFAULT_TOPIC, SETS_CATEGORY } from '@curio/core/study-sets-rules';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { createQuestion, type QuestionSpec } from '../../../test/question-factory';
import { optionNamed, takeQuiz } from '../../../test/quiz-attempts';
import type { Db } from '../../db/client';
import { quizAttempts, results, reviewItems, reviewLog } from '../../db/tables';

const COURSE = { category: 'business', course: 'Marketing Basics', module: 'Foundations', topic: 'Customers' };
const TOPIC = { kind: 'topic', course: COURSE.course, topic: COURSE.topic } as const;

/** Questions of the course's topic whose right option is 'Right'; their ids. */
async function questionsOf(db: Db, n: number, spec: QuestionSpec = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) ids.push((await createQuestion(db, { ...COURSE, question: `Question ${i}?`, answer: 'Right', options: ['Wrong', 'Right'], ...spec })).id);
  return ids;
}

const RIGHT = 1;
const WRONG = 0;

describeEachEngine('quiz attempts', (engine) => {
  const testApp = useTestApp({ engine });

  async function started(n = 3, age?: number) {
    const { app, db } = testApp();
    const ids = await questionsOf(db, n);
    const learner = await signUp(app, age === undefined ? {} : { age });
    const client = authed(app, learner.cookie);
    const res = await client.post('/api/quiz/attempts', TOPIC);
    expect(res.statusCode, res.body).toBe(201);
    const attempt = res.json() as QuizAttempt;
    const answer = (question_id: number, option: number) => client.post(`/api/quiz/attempts/${attempt.id}/answers`, { question_id, option });
    return { app, db, ids, learner, client, attempt, answer };
  }

  test('a quiz starts as an attempt whose questions come in order without their answers', async () => {
    const { attempt, ids, db } = await started(3);
    expect(quizAttempt.strict().parse(attempt)).toEqual({
      id: expect.any(String),
      kind: 'topic',
      ...COURSE,
      retake_of: null,
      questions: ids.map((id, i) => ({
        id,
        question: `Question ${i + 1}?`,
        type: 'multiple_choice',
        options: ['Wrong', 'Right'],
        ...COURSE,
        subtopic: null,
        tags: [],
        mode: ['serious'],
      })),
      answers: [],
      finished: false,
    });
    for (const question of attempt.questions) expect(question).not.toHaveProperty('answer');
    expect(JSON.stringify(attempt)).not.toMatch(/explanation/);
    expect(await countRows(db, quizAttempts)).toBe(1);
  });

  test('an answer is graded by the server, once: the verdict, the right answer and how long it took', async () => {
    const { ids, answer, db } = await started(2);
    const first = await answer(ids[0]!, WRONG);
    expect(first.statusCode).toBe(201);
    expect(attemptAnswer.strict().parse(first.json())).toEqual({
      question_id: ids[0],
      option: WRONG,
      correct: false,
      credit: 0,
      almost: false,
      given: 'Wrong',
      correct_options: [RIGHT],
      answer: 'Right',
      solution: { question: 'Question 1?', type: 'multiple_choice', options: ['Wrong', 'Right'], answer: 'Right' },
      explanation: null,
      time_ms: expect.any(Number),
    });

    // sent again (an answer lost on the way): the same verdict, nothing new kept
    const again = await answer(ids[0]!, WRONG);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // another option for an answered question, now that the answer is known
    const changed = await answer(ids[0]!, RIGHT);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: 'conflict', message: ATTEMPT_MSG.alreadyAnswered });

    const [row] = await db.select({ answers: quizAttempts.answers }).from(quizAttempts);
    expect(row!.answers).toEqual([{ question_id: ids[0], option: WRONG, correct: false, time_ms: first.json().time_ms }]);
  });

  test('the same question thirty times counts once: the score is the server’s tally of different questions', async () => {
    const { ids, answer, client, attempt, db } = await started(2);
    const sent = await Promise.all(Array.from({ length: QUIZ_MAX_QUESTIONS }, () => answer(ids[0]!, RIGHT)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([...Array(QUIZ_MAX_QUESTIONS - 1).fill(200), 201]);
    // not finished while a question waits
    const early = await client.post(`/api/quiz/attempts/${attempt.id}/finish`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ATTEMPT_MSG.unanswered(1));
    expect(await countRows(db, results)).toBe(0);

    expect((await answer(ids[1]!, WRONG)).statusCode).toBe(201);
    const finished = await client.post(`/api/quiz/attempts/${attempt.id}/finish`);
    expect(finished.statusCode).toBe(201);
    expect(finished.json()).toMatchObject({ score: 1 });
    expect(finished.json().answers).toHaveLength(2);
  });

  test('two different options sent at once for one question: one is kept, the other refused', async () => {
    const { ids, answer, db } = await started(1);
    const both = await Promise.all([answer(ids[0]!, WRONG), answer(ids[0]!, RIGHT)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [row] = await db.select({ answers: quizAttempts.answers }).from(quizAttempts);
    expect(row!.answers).toHaveLength(1);
  });

  test('finishing saves the server’s score and time, feeds the memory model, and a second finish answers the first', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 3);
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const { attempt, verdicts, result } = await takeQuiz(client, TOPIC, (q) => (q.question === 'Question 2?' ? WRONG : RIGHT));

    expect(result).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      score: 2,
      answers: attempt.questions.map((q, i) => ({
        question_id: q.id,
        question: q.question,
        selectedOption: i === 1 ? 'Wrong' : 'Right',
        correctAnswer: 'Right',
        correct: i !== 1,
        timeTaken: Math.round(verdicts[i]!.time_ms / 1000),
        credit: i === 1 ? 0 : 1,
        almost: false,
      })),
    });
    const opened = (await client.get(`/api/results/${result.id}`)).json();
    expect(opened).toMatchObject({ user_id: user.id, ...COURSE, score: 2, taken_offline: false, retake_of: null });
    expect(opened.time_taken).toBe(Math.round(verdicts.reduce((sum, v) => sum + v.time_ms, 0) / 1000));
    expect((await client.get('/api/results?category=business')).json()).toHaveLength(1);

    // the wrong answer entered the learner's model
    const items = await db.select({ item_id: reviewItems.item_id }).from(reviewItems).where(eq(reviewItems.user_id, user.id));
    expect(items.map((i) => i.item_id)).toEqual([attempt.questions[1]!.id]);
    expect(await countRows(db, reviewLog)).toBe(1);

    // finished twice (the first reply lost): the same result, nothing new
    const again = await client.post(`/api/quiz/attempts/${attempt.id}/finish`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    expect(await countRows(db, results)).toBe(1);
    expect(await countRows(db, reviewLog)).toBe(1);
    // an answer resent late is answered as kept; nothing can be changed
    const late = (option: number) => client.post(`/api/quiz/attempts/${attempt.id}/answers`, { question_id: attempt.questions[0]!.id, option });
    expect((await late(RIGHT)).json()).toEqual(verdicts[0]);
    expect((await late(WRONG)).statusCode).toBe(409);
  });

  test('the time is the server’s: counted from when a question was served, at most an hour, restarted when the quiz is reopened', async () => {
    const { ids, answer, client, attempt, db } = await started(3);
    // the learner left the question on screen for a day
    await db.update(quizAttempts).set({ served_at: sql`now() - interval '1 day'` });
    expect((await answer(ids[0]!, RIGHT)).json().time_ms).toBe(REVIEW_DURATION_MAX_MS);
    // answered at once
    expect((await answer(ids[1]!, RIGHT)).json().time_ms).toBeLessThan(5_000);

    // closed for a day, then resumed: the next question is served again now
    await db.update(quizAttempts).set({ served_at: sql`now() - interval '1 day'` });
    const reopened = await client.get(`/api/quiz/attempts/${attempt.id}`);
    expect(reopened.statusCode).toBe(200);
    expect(quizAttempt.strict().parse(reopened.json())).toMatchObject({ id: attempt.id, questions: attempt.questions, finished: false });
    expect(reopened.json().answers.map((a: { question_id: number; correct: boolean }) => [a.question_id, a.correct])).toEqual([
      [ids[0], true],
      [ids[1], true],
    ]);
    expect((await answer(ids[2]!, WRONG)).json().time_ms).toBeLessThan(5_000);
  });

  test('a question the attempt does not ask, or an option it does not have, is refused and nothing is kept', async () => {
    const { db, answer, client, attempt, ids } = await started(1);
    const stranger = (await createQuestion(db, { ...COURSE, topic: 'Pricing' })).id;
    const notAsked = await answer(stranger, 0);
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json()).toEqual({ error: 'validation_error', message: ATTEMPT_MSG.notInAttempt });
    const noOption = await answer(ids[0]!, 2);
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json()).toEqual({ error: 'validation_error', message: ATTEMPT_MSG.noSuchOption });

    for (const body of [
      {},
      { question_id: ids[0] },
      { question_id: ids[0], option: -1 },
      { question_id: ids[0], option: 1.5 },
      { question_id: ids[0], option: '1' },
      { question_id: String(ids[0]), option: 1 },
      { question_id: 2 ** 53, option: 1 },
      { question_id: ids[0], option: 100 },
      { question_id: ids[0], option: 1, correct: true },
      { question_id: ids[0], option: 1, time_ms: 1 },
    ]) {
      const res = await client.post(`/api/quiz/attempts/${attempt.id}/answers`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
    const [row] = await db.select({ answers: quizAttempts.answers }).from(quizAttempts);
    expect(row!.answers).toEqual([]);
  });

  test('an attempt is its learner’s own: others, guests, unknown and malformed ids are refused', async () => {
    const { app, attempt, ids, db } = await started(1);
    const other = authed(app, (await signUp(app)).cookie);
    for (const [method, url, body] of [
      ['get', `/api/quiz/attempts/${attempt.id}`],
      ['post', `/api/quiz/attempts/${attempt.id}/answers`, { question_id: ids[0], option: RIGHT }],
      ['post', `/api/quiz/attempts/${attempt.id}/finish`],
      ['post', `/api/quiz/attempts/${randomUUID()}/answers`, { question_id: ids[0], option: RIGHT }],
      ['post', `/api/quiz/attempts/${randomUUID()}/finish`],
    ] as const) {
      const res = method === 'get' ? await other.get(url) : await other.post(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: ATTEMPT_MSG.notFound });
    }
    for (const id of ['not-an-id', `${attempt.id}x`, '%00']) expect((await other.get(`/api/quiz/attempts/${id}`)).statusCode).toBe(400);

    const guest = await app.inject({ method: 'POST', url: `/api/quiz/attempts/${attempt.id}/answers`, payload: { question_id: ids[0], option: RIGHT } });
    expect(guest.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/quiz/attempts', payload: TOPIC })).statusCode).toBe(401);
    const [row] = await db.select({ answers: quizAttempts.answers }).from(quizAttempts);
    expect(row!.answers).toEqual([]);
  });

  test.each([
    ['no kind', { course: 'x', topic: 'y' }],
    ['an unknown kind', { kind: 'exam', course: 'x', topic: 'y' }],
    ['a topic without a course', { kind: 'topic', topic: 'y' }],
    ['a blank topic', { kind: 'topic', course: 'x', topic: '  ' }],
    ['a mode of its own', { ...TOPIC, mode: 'cheat' }],
    ['a name with a NUL', { ...TOPIC, course: 'Mark\u0000eting' }],
    ['a name of 5 000 characters', { ...TOPIC, course: 'x'.repeat(5000) }],
    ['a retake of no result id', { kind: 'retake', result_id: 'yesterday' }],
    ['a set by neither id nor link', { kind: 'set', set: {} }],
    ['a set id past every integer', { kind: 'set', set: { id: 2 ** 53 } }],
    ['a shared question that is no id', { ...TOPIC, from_question: 'q1' }],
    ['a shared question past every integer', { ...TOPIC, from_question: 2 ** 53 }],
  ])('a start with %s is refused and keeps nothing', async (_what, body) => {
    const { app, db } = testApp();
    await questionsOf(db, 1);
    const client = authed(app, (await signUp(app)).cookie);
    const res = await client.post('/api/quiz/attempts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    expect(await countRows(db, quizAttempts)).toBe(0);
  });

  test('a shared question opens its topic’s quiz at that question, followed by the rest of the quiz after it', async () => {
    const { app, db } = testApp();
    const ids = await questionsOf(db, 5);
    const client = authed(app, (await signUp(app)).cookie);
    const res = await client.post('/api/quiz/attempts', { ...TOPIC, from_question: ids[2] });
    expect(res.statusCode, res.body).toBe(201);
    const attempt = res.json() as QuizAttempt;
    expect(attempt.questions.map((q) => q.id)).toEqual(ids.slice(2));
    // the attempt grades and finishes as any other: only the questions it asked
    expect((await client.post(`/api/quiz/attempts/${attempt.id}/answers`, { question_id: ids[0], option: RIGHT })).statusCode).toBe(400);
  });

  test('a shared question past the quiz’s first page opens too, with as many after it as a quiz asks', async () => {
    const { app, db } = testApp();
    const ids = await questionsOf(db, QUIZ_MAX_QUESTIONS + 10);
    const client = authed(app, (await signUp(app)).cookie);
    for (const [from, expected] of [
      [ids[QUIZ_MAX_QUESTIONS + 4]!, ids.slice(QUIZ_MAX_QUESTIONS + 4)],
      [ids[1]!, ids.slice(1, QUIZ_MAX_QUESTIONS + 1)],
    ] as const) {
      const res = await client.post('/api/quiz/attempts', { ...TOPIC, from_question: from });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as QuizAttempt).questions.map((q) => q.id)).toEqual(expected);
    }
  });

  test('a shared question outside the topic’s quiz is refused with a clear message and keeps nothing', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 2);
    const [elsewhere] = await questionsOf(db, 1, { topic: 'Pricing' });
    const [otherCourse] = await questionsOf(db, 1, { course: 'Sales Basics' });
    const client = authed(app, (await signUp(app)).cookie);
    for (const from_question of [elsewhere, otherCourse, 2 ** 31 - 1]) {
      const res = await client.post('/api/quiz/attempts', { ...TOPIC, from_question });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message: ATTEMPT_MSG.sharedNotInQuiz });
    }
    expect(await countRows(db, quizAttempts)).toBe(0);
  });

  test('a topic with no questions has nothing to ask; one of a category Kids Lock keeps from a child is refused', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 1, { category: 'finance' });
    await questionsOf(db, 1, { category: 'kids', course: 'Counting' });
    const child = authed(app, (await signUp(app, { age: 8 })).cookie);
    const empty = await child.post('/api/quiz/attempts', { ...TOPIC, course: 'Counting', topic: 'Nothing here' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(ATTEMPT_MSG.noQuestions);
    const locked = await child.post('/api/quiz/attempts', { ...TOPIC, category: 'finance' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.notAllowed });
    expect(await countRows(db, quizAttempts)).toBe(0);
  });

  test('retake my mistakes: an attempt of the wrong answers of one of the learner’s results, filed as its retake', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 3);
    const owner = await signUp(app);
    const client = authed(app, owner.cookie);
    const first = await takeQuiz(client, TOPIC, (q) => (q.question === 'Question 2?' ? RIGHT : WRONG));

    const retake = await takeQuiz(client, { kind: 'retake', result_id: first.result.id }, () => RIGHT);
    expect(retake.attempt).toMatchObject({ kind: 'retake', retake_of: first.result.id, ...COURSE });
    expect(retake.attempt.questions.map((q) => q.question)).toEqual(['Question 1?', 'Question 3?']);
    expect(retake.result.score).toBe(2);
    expect((await client.get(`/api/results/${retake.result.id}`)).json().retake_of).toBe(first.result.id);

    // nothing wrong to retake
    const none = await client.post('/api/quiz/attempts', { kind: 'retake', result_id: retake.result.id });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(REVIEW_MSG.noMistakes);
    // another learner's result, or none
    const other = authed(app, (await signUp(app)).cookie);
    for (const [who, result_id] of [[other, first.result.id], [client, randomUUID()]] as const) {
      const refused = await who.post('/api/quiz/attempts', { kind: 'retake', result_id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'not_found', message: RESULTS_MSG.notFound });
    }
  });

  test('a child cannot retake a result of a category Kids Lock keeps from them', async () => {
    const { app, db } = testApp();
    const [id] = await questionsOf(db, 1);
    const child = await signUp(app, { age: 8 });
    // kept before Kids Lock applied to them
    const wrong = { question_id: id!, question: 'Question 1?', selectedOption: 'Wrong', correctAnswer: 'Right', correct: false, timeTaken: 3 };
    const [kept] = await db.insert(results).values({ user_id: child.user.id, ...COURSE, score: 0, time_taken: 3, answers: [wrong] }).returning({ id: results.id });
    const refused = await authed(app, child.cookie).post('/api/quiz/attempts', { kind: 'retake', result_id: kept!.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.notAllowed });
    expect(await countRows(db, quizAttempts)).toBe(0);
  });

  test('my mistakes in this topic: an attempt of the topic’s questions in the learner’s model', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 3);
    const client = authed(app, (await signUp(app)).cookie);
    const none = await client.post('/api/quiz/attempts', { kind: 'mistakes', course: COURSE.course, topic: COURSE.topic });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(RETAKE_MSG.noneToPractise);

    await takeQuiz(client, TOPIC, (q) => (q.question === 'Question 3?' ? WRONG : RIGHT));
    const { attempt, result } = await takeQuiz(client, { kind: 'mistakes', course: 'marketing basics', topic: 'customers' }, () => RIGHT);
    expect(attempt.kind).toBe('mistakes');
    expect(attempt.questions.map((q) => q.question)).toEqual(['Question 3?']);
    expect(result.score).toBe(1);
  });

  test('a study set’s quiz: its owner by id, anyone by its link, nobody else', async () => {
    const { app, db } = testApp();
    const owner = authed(app, (await signUp(app)).cookie);
    const items = [{ kind: 'question', question: '“Thank you” in Spanish?', options: ['Gracias', 'Por favor'], answer: 'Gracias', explanation: 'Gracias.' }];
    const set = (await owner.post('/api/sets', { title: 'Spanish', items })).json() as { id: number };

    const { attempt, verdicts, result } = await takeQuiz(owner, { kind: 'set', set: { id: set.id } }, (q) => optionNamed(q, 'Por Favor'));
    expect(attempt).toMatchObject({ kind: 'set', category: SETS_CATEGORY, course: 'Spanish', topic: SET_DEFAULT_TOPIC });
    expect(verdicts[0]).toMatchObject({ correct: false, answer: 'Gracias', explanation: 'Gracias.' });
    expect(result.score).toBe(0);

    const stranger = authed(app, (await signUp(app)).cookie);
    const refused = await stranger.post('/api/quiz/attempts', { kind: 'set', set: { id: set.id } });
    expect(refused.statusCode).toBe(404);

    const { share_slug } = (await owner.put(`/api/sets/${set.id}/sharing`, { shared: true })).json() as { share_slug: string };
    const shared = await takeQuiz(stranger, { kind: 'set', set: { slug: share_slug } }, (q) => optionNamed(q, 'Gracias'));
    expect(shared.result.score).toBe(1);
    expect(await countRows(db, results)).toBe(2);
  });

  test('a review session asks its questions without answers and grades them through its attempt; it keeps no result', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 2);
    const client = authed(app, (await signUp(app)).cookie);
    await takeQuiz(client, TOPIC, () => WRONG);

    const res = await client.post('/api/review/sessions', {});
    expect(res.statusCode).toBe(201);
    const session = reviewSession.parse(res.json());
    expect(session.items.map((i) => i.item_type)).toEqual(['question', 'question']);
    expect(JSON.stringify(res.json())).not.toMatch(/"answer"|explanation/);
    const [first] = session.items;
    if (first?.item_type !== 'question') throw new Error('a question first');
    const verdict = await client.post(`/api/quiz/attempts/${session.attempt_id}/answers`, { question_id: first.question.id, option: optionNamed(first.question, 'Right') });
    expect(verdict.statusCode).toBe(201);
    expect(verdict.json()).toMatchObject({ correct: true, answer: 'Right' });

    const finish = await client.post(`/api/quiz/attempts/${session.attempt_id}/finish`);
    expect(finish.statusCode).toBe(409);
    expect(finish.json().message).toBe(ATTEMPT_MSG.reviewKeepsNoResult);
    expect(await countRows(db, results)).toBe(1);

    // the downloaded copy keeps the answers, for feedback with no network
    const copy = (await client.get('/api/review/queue')).json();
    expect(copy[0].question.answer).toBe('Right');
    for (const limit of [0, 51, 'x']) expect((await client.post('/api/review/sessions', { limit })).statusCode).toBe(400);
  });

  test('a review with nothing but flashcards needs no attempt', async () => {
    const { app, db } = testApp();
    const client = authed(app, (await signUp(app)).cookie);
    const res = await client.post('/api/review/sessions', {});
    expect(res.json()).toEqual({ attempt_id: null, items: [] });
    expect(await countRows(db, quizAttempts)).toBe(0);
  });

  test(`a learner keeps their ${ATTEMPTS_KEPT} newest attempts, and any attempt goes once past its time`, async () => {
    const { app, db } = testApp();
    await questionsOf(db, 1);
    const ann = authed(app, (await signUp(app)).cookie);
    const bob = authed(app, (await signUp(app)).cookie);
    const bobs = (await bob.post('/api/quiz/attempts', TOPIC)).json() as QuizAttempt;
    const anns: string[] = [];
    for (let i = 0; i < ATTEMPTS_KEPT + 2; i++) anns.push(((await ann.post('/api/quiz/attempts', TOPIC)).json() as QuizAttempt).id);
    expect(await countRows(db, quizAttempts)).toBe(ATTEMPTS_KEPT + 1);
    expect((await ann.get(`/api/quiz/attempts/${anns[0]}`)).statusCode).toBe(404);
    expect((await ann.get(`/api/quiz/attempts/${anns.at(-1)}`)).statusCode).toBe(200);

    await db.update(quizAttempts).set({ started_at: sql`now() - interval '31 days'` }).where(eq(quizAttempts.id, bobs.id));
    await ann.post('/api/quiz/attempts', TOPIC);
    expect((await bob.get(`/api/quiz/attempts/${bobs.id}`)).statusCode).toBe(404);
  });

  test('learners taking a quiz at once each get exactly their score', async () => {
    const { app, db } = testApp();
    await questionsOf(db, 4);
    // each from an address of their own, as a class would be: sign-ups are limited per address
    const learners = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp(app, {}, { ip: `10.0.0.${i + 1}` })));
    const taken = await Promise.all(
      learners.map((learner, l) => takeQuiz(authed(app, learner.cookie), TOPIC, (q) => (Number(q.question.match(/\d+/)![0]) <= l % 5 ? RIGHT : WRONG))),
    );
    expect(taken.map((t) => t.result.score)).toEqual(learners.map((_, l) => Math.min(l % 5, 4)));
    expect(z.array(z.string()).parse(taken.map((t) => t.result.id))).toHaveLength(new Set(taken.map((t) => t.result.id)).size);
    expect(await countRows(db, results)).toBe(learners.length);
  });
});
