import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { reviewQueue } from '@curio/core/review';
import { REVIEW_MSG } from '@curio/core/review-messages';
import { REVIEW_CLOCK_SKEW_MS, REVIEW_MAX_AGE_DAYS, REVIEW_QUEUE_MAX, REVIEW_SESSION_SIZE_DEFAULT, RATINGS } from '@curio/core/review-rules';
import { newCard, previewIntervals, rate, replay } from '@curio/core/review-schedule';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, signUpAdmin, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import { send } from '../../../test/client';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { flashcards, questions, reviewItems, reviewLog, users } from '../../db/tables';
import { cardOf } from '../../lib/review-items';
import { dueItems } from './review.service';
import { forgetLearner } from './summary-cache';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const rating = (overrides: Record<string, unknown> = {}) => ({
  review_id: randomUUID(),
  rating: RATINGS.good,
  answered_at: new Date().toISOString(),
  duration_ms: 4000,
  ...overrides,
});

/** Uploads questions (right answer 'Yes') and flashcards of a topic; their ids in upload order. */
async function content(db: Db, topic = 'Customers', category = 'business') {
  const n = randomUUID().slice(0, 6);
  await uploadQuiz(db, [quizItem({ category, topic, question: `First ${n}?` }), quizItem({ category, topic, question: `Second ${n}?` })]);
  await uploadFlashcards(db, [flashcardItem({ category, topic }, { concept: `Card A ${n}` }), flashcardItem({ category, topic }, { concept: `Card B ${n}` })]);
  const q = await db.select({ id: questions.id }).from(questions).where(sql`${questions.question} like ${`%${n}?`}`).orderBy(questions.id);
  const f = await db.select({ id: flashcards.id }).from(flashcards).where(sql`${flashcards.concept} like ${`%${n}`}`).orderBy(flashcards.id);
  return { questionIds: q.map((r) => r.id), flashcardIds: f.map((r) => r.id) };
}

/** A finished quiz that got these questions wrong: they enter the learner's model, due within minutes. */
async function missQuestions(app: App, cookie: string, questionIds: number[], topic = 'Customers', category = 'business') {
  const res = await authed(app, cookie).post('/api/results', {
    category,
    course: 'Marketing',
    topic,
    time_taken: 30,
    client_id: randomUUID(),
    answers: questionIds.map((question_id) => ({ question_id, selectedOption: 'No', timeTaken: 5 })),
  });
  expect(res.statusCode).toBe(201);
}

type ItemType = 'question' | 'flashcard';

/** Moves one of the learner's items to be due at `at` (as no request of theirs would: their summary is forgotten by hand). */
async function dueAt(db: Db, userId: string, itemType: ItemType, itemId: number, at: number) {
  await db
    .update(reviewItems)
    .set({ due: new Date(at) })
    .where(and(eq(reviewItems.user_id, userId), eq(reviewItems.item_type, itemType), eq(reviewItems.item_id, itemId)));
  forgetLearner(db, userId);
}

/** Makes an item due `ago` in the past (a quiz mistake is due minutes after the quiz, not at once). */
const dueAgo = (db: Db, userId: string, itemType: ItemType, itemId: number, ago: number) => dueAt(db, userId, itemType, itemId, Date.now() - ago);

const itemsOf = (db: Db, userId: string) => db.select().from(reviewItems).where(eq(reviewItems.user_id, userId)).orderBy(reviewItems.item_type, reviewItems.item_id);

describeEachEngine('review', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('a new learner has nothing due, no next item and the default settings', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const summary = await authed(app, cookie).get('/api/review/summary?tz=Europe%2FBerlin');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      due: { question: 0, flashcard: 0, total: 0 },
      next_due: null,
      reviewed_today: 0,
      settings: { session_size: REVIEW_SESSION_SIZE_DEFAULT, daily_goal: null },
    });
    expect((await authed(app, cookie).get('/api/review/queue')).json()).toEqual([]);
  });

  test('the summary counts what is due before the learner’s midnight by kind, and the next item after that', async () => {
    const { app, db } = testApp();
    const { questionIds, flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    await missQuestions(app, cookie, questionIds);
    const client = authed(app, cookie);
    expect((await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating({ rating: RATINGS.easy }))).statusCode).toBe(200);

    const summary = (await client.get('/api/review/summary')).json();
    expect(summary.due).toEqual({ question: 2, flashcard: 0, total: 2 });
    const [card] = await db.select().from(reviewItems).where(eq(reviewItems.flashcard_id, flashcardIds[0]!));
    expect(summary.next_due).toBe(card!.due.toISOString());
    expect(summary.reviewed_today).toBe(1);

    // around the learner's next midnight: UTC's, and Kolkata's (UTC+5:30, at 18:30 UTC)
    const now = Date.now();
    const utcMidnight = Math.ceil((now + 1) / DAY) * DAY;
    const kolkataMidnight = utcMidnight - 5.5 * 60 * MINUTE > now ? utcMidnight - 5.5 * 60 * MINUTE : utcMidnight + 18.5 * 60 * MINUTE;
    const questionsDue = async (tz: string) => (await client.get(`/api/review/summary?tz=${encodeURIComponent(tz)}`)).json().due.question;
    for (const [tz, midnight] of [['UTC', utcMidnight], ['Asia/Kolkata', kolkataMidnight]] as const) {
      await dueAt(db, user.id, 'question', questionIds[0]!, midnight - MINUTE);
      await dueAt(db, user.id, 'question', questionIds[1]!, midnight + MINUTE);
      expect(await questionsDue(tz)).toBe(1);
      expect((await client.get(`/api/review/summary?tz=${encodeURIComponent(tz)}`)).json().next_due).toBe(new Date(midnight + MINUTE).toISOString());
    }
  });

  test('the summary kept in memory follows the learner’s own writes and catalogue changes at once', async () => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);
    const { questionIds, flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const due = async () => (await client.get('/api/review/summary')).json().due;

    expect(await due()).toEqual({ question: 0, flashcard: 0, total: 0 });
    await missQuestions(app, cookie, questionIds);
    expect((await due()).question).toBe(2);
    expect((await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating({ rating: RATINGS.again }))).statusCode).toBe(200);
    expect(await due()).toEqual({ question: 2, flashcard: 1, total: 3 });

    // a change no request of the learner made shows only once the kept summary is forgotten …
    await db.update(reviewItems).set({ due: new Date(Date.now() + 40 * DAY) }).where(eq(reviewItems.question_id, questionIds[0]!));
    expect((await due()).question).toBe(2);
    // … which an admin's deletion of a flashcard (a catalogue change) does for everyone
    expect((await send(app, 'DELETE', `/api/flashcards/${flashcardIds[0]}`, { cookie: admin })).statusCode).toBe(200);
    expect(await due()).toEqual({ question: 1, flashcard: 0, total: 1 });
    expect(await itemsOf(db, user.id)).toHaveLength(2);
  });

  test('an unknown time zone is refused', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).get('/api/review/summary?tz=Mars%2FOlympus');
    expect(res.statusCode).toBe(400);
  });

  test('the queue gives what is due now, longest overdue first, as the quiz and the deck show it, with the next intervals', async () => {
    const { app, db } = testApp();
    const { questionIds, flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    await missQuestions(app, cookie, questionIds);
    await missQuestions(app, other.cookie, questionIds);
    const client = authed(app, cookie);
    await client.post('/api/review/flashcards', { course: 'Marketing', topic: 'Customers' });
    await dueAgo(db, user.id, 'question', questionIds[1]!, 3 * DAY);
    await dueAgo(db, user.id, 'flashcard', flashcardIds[1]!, 2 * DAY);
    await dueAgo(db, user.id, 'question', questionIds[0]!, DAY);
    // not due yet
    await dueAt(db, user.id, 'flashcard', flashcardIds[0]!, Date.now() + DAY);

    const res = await client.get('/api/review/queue');
    expect(res.statusCode).toBe(200);
    const queue = res.json();
    expect(queue.map((i: { item_type: string; question?: { id: number }; flashcard?: { id: number } }) => [i.item_type, i.question?.id ?? i.flashcard?.id])).toEqual([
      ['question', questionIds[1]],
      ['flashcard', flashcardIds[1]],
      ['question', questionIds[0]],
    ]);
    // sent as JSON text the serializer does not check: exactly the schema's shape, nothing more
    expect(reviewQueue.parse(queue)).toEqual(queue);
    const [question, flashcard] = queue;
    expect(question.question).toMatchObject({ course: 'Marketing', topic: 'Customers', module: 'Foundations', answer: 'Yes' });
    expect([...question.question.options].sort()).toEqual(['No', 'Yes']);
    expect(flashcard.flashcard).toMatchObject({ course: 'Marketing', topic: 'Customers', summary: ['One line'], difficulty: 'easy' });
    // its FSRS state, from which the Review screen previews each rating's next interval
    expect(question.card).toMatchObject({ reps: 1, lapses: 0, due: expect.stringMatching(/Z$/), last_review: expect.stringMatching(/Z$/) });
    expect(previewIntervals(question.card, new Date())).toEqual({ 1: expect.stringMatching(/min$/), 2: expect.any(String), 3: expect.any(String), 4: expect.stringMatching(/ d$/) });

    expect((await client.get('/api/review/queue?limit=1')).json()).toHaveLength(1);

    // learning ahead, as Anki does: due within 20 minutes is in, due in 30 is not
    await dueAt(db, user.id, 'flashcard', flashcardIds[0]!, Date.now() + 10 * MINUTE);
    expect((await client.get('/api/review/queue')).json()).toHaveLength(4);
    await dueAt(db, user.id, 'flashcard', flashcardIds[0]!, Date.now() + 30 * MINUTE);
    expect((await client.get('/api/review/queue')).json()).toHaveLength(3);
    for (const bad of ['0', '51', 'ten', '1.5']) expect((await client.get(`/api/review/queue?limit=${bad}`)).statusCode).toBe(400);
    // a number past every integer is told the limit it broke, not the largest safe integer
    const huge = await client.get('/api/review/queue?limit=99999999999999999999');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(`limit: Too big: expected number to be <=${REVIEW_QUEUE_MAX}`);
  });

  test('options are asked in a new order', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem({ question: 'Which letter?', options: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6'], answer: 'A1' })]);
    const [q] = await db.select({ id: questions.id }).from(questions);
    const { cookie, user } = await signUp(app);
    await missQuestions(app, cookie, [q!.id]);
    await dueAgo(db, user.id, 'question', q!.id, MINUTE);
    const client = authed(app, cookie);
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) orders.add((await client.get('/api/review/queue')).json()[0].question.options.join());
    // 8 draws of 720 orders all alike: about one chance in 10^20
    expect(orders.size).toBeGreaterThan(1);
  });

  test('the queue shows a study-set card as its learner last saved it', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const created = (await client.post('/api/sets', { title: 'Spanish', description: '', items: [{ kind: 'flashcard', front: 'hola', back: 'hello' }] })).json();
    const [cardId] = created.item_ids.flashcard;
    expect((await client.post(`/api/sets/${created.id}/review`)).json()).toEqual({ added: 1 });
    const shown = async () => (await client.get('/api/review/queue')).json().map((i: { flashcard: { concept: string; course: string } }) => [i.flashcard.concept, i.flashcard.course]);
    expect(await shown()).toEqual([['hola', 'Spanish']]);
    // set items change without contentChanged: whatever keeps content in memory must not keep them
    expect((await client.put(`/api/sets/${created.id}/items`, { items: [{ kind: 'flashcard', id: cardId, front: 'buenos días', back: 'good morning' }] })).statusCode).toBe(200);
    expect((await client.patch(`/api/sets/${created.id}`, { title: 'Spanish 2' })).statusCode).toBe(200);
    expect(await shown()).toEqual([['buenos días', 'Spanish 2']]);
  });

  test('the queue’s statement is planned once, not again on every run', async () => {
    const { app, db } = testApp();
    const { questionIds } = await content(db);
    const { cookie } = await signUp(app);
    await missQuestions(app, cookie, questionIds);
    for (let i = 0; i < 8; i++) expect((await authed(app, cookie).get('/api/review/queue')).statusCode).toBe(200);
    // one request at a time: each ran on the connection this reads (PGlite's only one, the pool's last used)
    const { rows } = (await db.execute(
      sql`select custom_plans, generic_plans from pg_prepared_statements where statement like ${'%"review_items"."due" <= now()%'}`,
    )) as unknown as { rows: { custom_plans: string | number; generic_plans: string | number }[] };
    expect(rows).toHaveLength(1);
    // PostgreSQL's own rule tries plans for the values five times before settling on the generic plan
    expect(Number(rows[0]!.custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(3);
  });

  test('the session size setting is the queue’s default length', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const cards = Array.from({ length: 12 }, (_, i) => flashcardItem({}, { concept: `Card ${i}` }));
    await uploadFlashcards(db, cards);
    expect((await client.post('/api/review/flashcards', { course: 'Marketing', topic: 'Customers' })).json()).toEqual({ added: 12 });
    expect((await client.patch('/api/review/settings', { session_size: 10 })).json()).toEqual({ session_size: 10, daily_goal: null });
    expect((await client.get('/api/review/queue')).json()).toHaveLength(10);
    expect((await client.get('/api/review/settings')).json()).toEqual({ session_size: 10, daily_goal: null });
    expect((await client.patch('/api/review/settings', { daily_goal: 20 })).json()).toEqual({ session_size: 10, daily_goal: 20 });
    expect((await client.patch('/api/review/settings', { daily_goal: null })).json()).toEqual({ session_size: 10, daily_goal: null });
    for (const bad of [{}, { session_size: 15 }, { session_size: '10' }, { daily_goal: 7 }, { daily_goal: 'ten' }]) {
      expect((await client.patch('/api/review/settings', bad)).statusCode).toBe(400);
    }
    expect((await client.get('/api/review/settings')).json()).toEqual({ session_size: 10, daily_goal: null });
    expect(await countRows(db, reviewItems)).toBe(12);
    expect(user.id).toBeTruthy();
  });

  test('the queue reads the (user_id, due) index and stops at the limit: 50 000 items cost what 50 do', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const heavy = await signUp(app);
    const light = await signUp(app);
    // 50 000 flashcards, then as many review items for one learner and 50 for the other, all due
    await db.execute(sql`insert into flashcards (category_id, course_id, module_id, topic_id, mode, concept)
      select category_id, course_id, module_id, topic_id, mode, 'Bulk ' || g from flashcards, generate_series(1, 50000) g where id = ${flashcardIds[0]!}`);
    const fill = (userId: string, n: number) =>
      db.execute(sql`insert into review_items (user_id, item_type, item_id, due, stability, difficulty, elapsed_days, scheduled_days, reps, lapses, state)
        select ${userId}, 'flashcard', id, now() - (id || ' minutes')::interval, 0, 0, 0, 0, 0, 0, 0
        from flashcards where concept like 'Bulk %' order by id limit ${n}`);
    await fill(heavy.user.id, 50_000);
    await fill(light.user.id, 50);
    await db.execute(sql`analyze review_items`);

    const plan = async (userId: string) => {
      const { rows } = (await db.execute(sql`explain ${dueItems(db, { id: userId }, 20)}`)) as unknown as { rows: Record<string, string>[] };
      return rows.map((r) => Object.values(r)[0]).join('\n');
    };
    for (const userId of [heavy.user.id, light.user.id]) {
      const text = await plan(userId);
      expect(text).toMatch(/^Limit/);
      expect(text).toContain('review_items_user_due_idx');
      expect(text).not.toMatch(/Sort|Seq Scan/);
    }
    // the longest overdue: the highest ids were made due the most minutes ago
    const queue = (await authed(app, heavy.cookie).get('/api/review/queue?limit=5')).json();
    expect(queue.map((i: { flashcard: { concept: string } }) => i.flashcard.concept)).toEqual(['Bulk 50000', 'Bulk 49999', 'Bulk 49998', 'Bulk 49997', 'Bulk 49996']);
  });

  test('a flashcard enters the model when first rated; a question must already be in it', async () => {
    const { app, db } = testApp();
    const { questionIds, flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);

    const rated = await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating());
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ due: expect.any(String), interval: expect.any(String), applied: true });
    const [item] = await itemsOf(db, user.id);
    expect(item).toMatchObject({ item_type: 'flashcard', item_id: flashcardIds[0], flashcard_id: flashcardIds[0], question_id: null, reps: 1 });
    expect(rated.json().due).toBe(item!.due.toISOString());

    const notInModel = await client.post(`/api/review/question/${questionIds[0]}`, rating());
    expect(notInModel.statusCode).toBe(404);
    expect(notInModel.json()).toEqual({ error: 'not_found', message: REVIEW_MSG.itemNotFound });
    for (const url of ['/api/review/question/999999', '/api/review/flashcard/999999']) expect((await client.post(url, rating())).statusCode).toBe(404);
    expect(await countRows(db, reviewItems)).toBe(1);
    expect(await countRows(db, reviewLog)).toBe(1);
  });

  test('a question in someone else’s model is not the learner’s to rate', async () => {
    const { app, db } = testApp();
    const { questionIds } = await content(db);
    const owner = await signUp(app);
    const other = await signUp(app);
    await missQuestions(app, owner.cookie, [questionIds[0]!]);
    const before = await itemsOf(db, owner.user.id);
    const res = await authed(app, other.cookie).post(`/api/review/question/${questionIds[0]}`, rating());
    expect(res.statusCode).toBe(404);
    expect(await itemsOf(db, owner.user.id)).toEqual(before);
    expect(await itemsOf(db, other.user.id)).toEqual([]);
  });

  test('a rating is applied once per review id; the same id for another rating or item is a conflict', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const client = authed(app, cookie);
    const body = rating({ rating: RATINGS.hard });

    const first = await client.post(`/api/review/flashcard/${flashcardIds[0]}`, body);
    const [after] = await itemsOf(db, user.id);
    const again = await client.post(`/api/review/flashcard/${flashcardIds[0]}`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), applied: false });
    expect(await itemsOf(db, user.id)).toEqual([after]);

    for (const [who, url, payload] of [
      [client, `/api/review/flashcard/${flashcardIds[0]}`, { ...body, rating: RATINGS.easy }],
      [client, `/api/review/flashcard/${flashcardIds[1]}`, body],
      [authed(app, other.cookie), `/api/review/flashcard/${flashcardIds[0]}`, body],
    ] as const) {
      const res = await who.post(url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message: REVIEW_MSG.duplicateReview });
    }
    expect(await countRows(db, reviewLog)).toBe(1);
    expect(await countRows(db, reviewItems)).toBe(1);
  });

  test('a rating of an item the learner was just shown is rated as the item is now, even when it changed since', async () => {
    const { app, db } = testApp();
    const { questionIds, flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    await missQuestions(app, cookie, [questionIds[0]!]);
    await dueAgo(db, user.id, 'question', questionIds[0]!, MINUTE);
    const [shown] = (await client.get('/api/review/queue')).json();
    // meanwhile a quiz on another device answers it wrongly again: what the queue showed is stale
    await missQuestions(app, cookie, [questionIds[0]!]);
    const [now] = await itemsOf(db, user.id);
    expect(now!.reps).toBeGreaterThan(shown.card.reps);
    const at = new Date();
    const res = await client.post(`/api/review/question/${questionIds[0]}`, rating({ answered_at: at.toISOString() }));
    expect(res.statusCode).toBe(200);
    const [after] = await itemsOf(db, user.id);
    expect(cardOf(after!)).toEqual(rate(cardOf(now!), RATINGS.good, at));
    expect(await countRows(db, reviewLog)).toBe(3);

    // a card shown, then deleted by an admin: its rating finds nothing and writes nothing
    await client.post('/api/review/flashcards', { course: 'Marketing', topic: 'Customers' });
    expect((await client.get('/api/review/queue')).json()).toHaveLength(3);
    const admin = await signUpAdmin(app);
    expect((await send(app, 'DELETE', `/api/flashcards/${flashcardIds[0]}`, { cookie: admin })).statusCode).toBe(200);
    expect((await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating())).statusCode).toBe(404);
    expect(await countRows(db, reviewLog)).toBe(3);
  });

  test('resending the same ratings at once applies each once', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const body = rating();
    const replies = await Promise.all(Array.from({ length: 4 }, () => client.post(`/api/review/flashcard/${flashcardIds[0]}`, body)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(replies.filter((r) => r.json().applied)).toHaveLength(1);
    expect(await countRows(db, reviewLog)).toBe(1);
  });

  test.each([
    ['a rating of 0', { rating: 0 }, REVIEW_MSG.ratingRange],
    ['a rating of 5', { rating: 5 }, REVIEW_MSG.ratingRange],
    ['a rating of 2.5', { rating: 2.5 }, undefined],
    ['a rating as text', { rating: 'good' }, undefined],
    ['no rating', { rating: undefined }, undefined],
    ['a review id that is not a UUID', { review_id: 'review-1' }, 'review_id must be a UUID.'],
    ['a time that is not a date', { answered_at: 'yesterday' }, undefined],
    ['a negative duration', { duration_ms: -1 }, undefined],
    ['a duration over an hour', { duration_ms: 60 * MINUTE + 1 }, undefined],
    // times relative to now are made when the test runs
    ['a time in the future', () => ({ answered_at: new Date(Date.now() + REVIEW_CLOCK_SKEW_MS + MINUTE).toISOString() }), REVIEW_MSG.answeredInFuture],
    ['a time years back', { answered_at: '2019-05-01T10:00:00Z' }, REVIEW_MSG.answeredTooLongAgo],
    ['a time just too far back', () => ({ answered_at: new Date(Date.now() - (REVIEW_MAX_AGE_DAYS + 1) * DAY).toISOString() }), REVIEW_MSG.answeredTooLongAgo],
  ])('%s is refused with 400 and nothing changes', async (_what, change, message) => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post(`/api/review/flashcard/${flashcardIds[0]}`, rating(typeof change === 'function' ? change() : change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    if (message) expect(res.json().message).toContain(message);
    expect(await countRows(db, reviewItems)).toBe(0);
    expect(await countRows(db, reviewLog)).toBe(0);
  });

  test('a rating applies to an item whose times carry microseconds (written by SQL, not by the app)', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    expect((await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating())).statusCode).toBe(200);
    await db.execute(sql`update review_items set last_review = '2026-01-02 03:04:05.123456+00', due = now() - interval '1.234567 seconds' where user_id = ${user.id}`);
    const res = await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating());
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toBe(true);
    expect(await countRows(db, reviewLog)).toBe(2);
  });

  test('a little clock skew is accepted', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post(`/api/review/flashcard/${flashcardIds[0]}`, rating({ answered_at: new Date(Date.now() + MINUTE).toISOString() }));
    expect(res.statusCode).toBe(200);
  });

  test.each([
    ['an unknown kind', '/api/review/card/1'],
    ['an id that is not a number', '/api/review/flashcard/one'],
    ['a negative id', '/api/review/flashcard/-4'],
    ['an id past integers', '/api/review/flashcard/99999999999'],
  ])('%s in the address is refused with 400', async (_what, url) => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await authed(app, cookie).post(url, rating())).statusCode).toBe(400);
  });

  test('a rating made offline and sent late takes its place in time: the card is as if rated in order', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const late = await signUp(app);
    const client = authed(app, late.cookie);
    const t = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * MINUTE);
    const given = [
      { rating: RATINGS.good, answered_at: t(72) },
      { rating: RATINGS.again, answered_at: t(48) },
      { rating: RATINGS.good, answered_at: t(24) },
    ];
    // arrives: the newest first, then the two older ones
    for (const i of [2, 0, 1]) {
      const res = await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating({ rating: given[i]!.rating, answered_at: given[i]!.answered_at.toISOString() }));
      expect(res.json().applied).toBe(true);
    }
    let inOrder = newCard(given[0]!.answered_at);
    for (const g of given) inOrder = rate(inOrder, g.rating, g.answered_at);
    const [item] = await itemsOf(db, late.user.id);
    expect(cardOf(item!)).toEqual(inOrder);
    expect(cardOf(item!)).toEqual(replay(given));
    // the late rating's log row remembers the card as it was before it, at its own time
    const [middle] = await db.select().from(reviewLog).where(eq(reviewLog.answered_at, given[1]!.answered_at));
    const afterFirst = rate(newCard(given[0]!.answered_at), given[0]!.rating, given[0]!.answered_at);
    expect(middle).toMatchObject({ state_before: afterFirst.state, stability_before: afterFirst.stability, source: 'review' });
  });

  test('Kids Lock: a kid’s queue and summary hold no item of a closed category, and such items cannot be rated or added', async () => {
    const { app, db } = testApp();
    const closed = await content(db, 'Customers', 'business');
    const open = await content(db, 'Animals', 'kids');
    const kid = await signUp(app, { age: 8 });
    const client = authed(app, kid.cookie);
    // items of a closed category (as if added before a change of age), written straight to the table
    const card = newCard(new Date(Date.now() - DAY));
    await db.insert(reviewItems).values([
      { user_id: kid.user.id, item_type: 'question', item_id: closed.questionIds[0]!, ...card },
      { user_id: kid.user.id, item_type: 'flashcard', item_id: closed.flashcardIds[0]!, ...card },
    ]);
    await missQuestions(app, kid.cookie, [open.questionIds[0]!], 'Animals', 'kids');
    await dueAgo(db, kid.user.id, 'question', open.questionIds[0]!, MINUTE);

    const queue = (await client.get('/api/review/queue')).json();
    expect(queue.map((i: { question: { id: number } }) => i.question.id)).toEqual([open.questionIds[0]]);
    expect((await client.get('/api/review/summary')).json().due).toEqual({ question: 1, flashcard: 0, total: 1 });

    const logs = await countRows(db, reviewLog);
    for (const url of [`/api/review/flashcard/${closed.flashcardIds[1]}`, `/api/review/question/${closed.questionIds[0]}`]) {
      const res = await client.post(url, rating());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ACCOUNT_MSG.notAllowed);
    }
    expect((await client.post('/api/review/flashcards', { category: 'business', course: 'Marketing', topic: 'Customers' })).statusCode).toBe(403);
    // the course name is also in the kids' category: only that one is searched
    expect((await client.post('/api/quiz/attempts', { kind: 'mistakes', course: 'Marketing', topic: 'Customers' })).statusCode).toBe(422);
    expect(await countRows(db, reviewLog)).toBe(logs);
    expect(await countRows(db, reviewItems)).toBe(3);
    expect((await client.post(`/api/review/flashcard/${open.flashcardIds[0]}`, rating())).statusCode).toBe(200);
  });

  test('my mistakes in this topic: the topic’s questions in the learner’s model, as the quiz asks them', async () => {
    const { app, db } = testApp();
    const customers = await content(db, 'Customers');
    const pricing = await content(db, 'Pricing');
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    await missQuestions(app, cookie, [customers.questionIds[1]!]);
    await missQuestions(app, cookie, [pricing.questionIds[0]!], 'Pricing');
    await missQuestions(app, other.cookie, [customers.questionIds[0]!]);

    const mistakes = (course: string, topic?: string) => authed(app, cookie).post('/api/quiz/attempts', { kind: 'mistakes', course, topic });
    const res = await mistakes('marketing', 'customers');
    expect(res.statusCode).toBe(201);
    expect(res.json().questions).toEqual([expect.objectContaining({ id: customers.questionIds[1], topic: 'Customers', options: ['Yes', 'No'], subtopic: null })]);
    expect(res.json().questions[0]).not.toHaveProperty('answer');
    expect((await mistakes('Nope', 'customers')).statusCode).toBe(422);
    expect((await mistakes('Marketing')).statusCode).toBe(400);
  });

  test('add these cards to my review: the topic’s flashcards enter as new cards due now, once', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    await content(db, 'Pricing');
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    await client.post(`/api/review/flashcard/${flashcardIds[0]}`, rating({ rating: RATINGS.easy }));
    const [rated] = await itemsOf(db, user.id);

    expect((await client.post('/api/review/flashcards', { course: 'Marketing', topic: 'customers' })).json()).toEqual({ added: 1 });
    expect((await client.post('/api/review/flashcards', { course: 'Marketing', topic: 'Customers' })).json()).toEqual({ added: 0 });
    const items = await itemsOf(db, user.id);
    expect(items.map((i) => i.item_id)).toEqual(flashcardIds);
    expect(items[0]).toEqual(rated);
    expect(items[1]).toMatchObject({ reps: 0, state: 0, last_review: null });
    expect(items[1]!.due.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await client.post('/api/review/flashcards', { course: 'Marketing', topic: 'Nothing here' })).json()).toEqual({ added: 0 });
    for (const bad of [{ course: 'Marketing' }, { course: 'Marketing', topic: 3 }, { course: '', topic: 'Customers' }]) {
      expect((await client.post('/api/review/flashcards', bad)).statusCode).toBe(400);
    }
  });

  test('add a bookmarked card to my review; someone else’s bookmark or a card gone from the catalogue is 404', async () => {
    const { app, db } = testApp();
    const { flashcardIds } = await content(db);
    const [card] = await db.select().from(flashcards).where(eq(flashcards.id, flashcardIds[1]!));
    const owner = await signUp(app);
    const other = await signUp(app);
    const bookmark = (
      await authed(app, owner.cookie).post('/api/bookmarks', {
        category: 'business',
        course: 'Marketing',
        module: 'Foundations',
        topic: 'Customers',
        content: { concept: card!.concept },
      })
    ).json();

    expect((await authed(app, other.cookie).post(`/api/bookmarks/${bookmark.id}/review`)).statusCode).toBe(404);
    expect((await authed(app, owner.cookie).post(`/api/bookmarks/${bookmark.id}/review`)).json()).toEqual({ added: 1 });
    expect((await authed(app, owner.cookie).post(`/api/bookmarks/${bookmark.id}/review`)).json()).toEqual({ added: 0 });
    expect((await itemsOf(db, owner.user.id)).map((i) => i.flashcard_id)).toEqual([flashcardIds[1]]);
    expect(await itemsOf(db, other.user.id)).toEqual([]);

    await db.delete(flashcards).where(eq(flashcards.id, flashcardIds[1]!));
    const gone = await authed(app, owner.cookie).post(`/api/bookmarks/${bookmark.id}/review`);
    expect(gone.statusCode).toBe(404);
    expect((await authed(app, owner.cookie).post(`/api/bookmarks/${randomUUID()}/review`)).statusCode).toBe(404);
    expect((await authed(app, owner.cookie).post('/api/bookmarks/not-an-id/review')).statusCode).toBe(400);
  });

  test('guests are refused', async () => {
    const { app } = testApp();
    for (const [method, url] of [
      ['GET', '/api/review/summary'],
      ['GET', '/api/review/queue'],
      ['POST', '/api/review/flashcard/1'],
    ] as const) {
      expect((await send(app, method, url, method === 'POST' ? { payload: rating() } : {})).statusCode).toBe(401);
    }
  });

  test('deleting content removes its review items and their logs: admin delete by topic, a flashcard delete', async () => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);
    const customers = await content(db, 'Customers');
    const pricing = await content(db, 'Pricing');
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    await missQuestions(app, cookie, customers.questionIds);
    await missQuestions(app, cookie, pricing.questionIds, 'Pricing');
    for (const id of [...customers.flashcardIds, ...pricing.flashcardIds]) await client.post(`/api/review/flashcard/${id}`, rating());
    expect(await countRows(db, reviewItems)).toBe(8);
    expect(await countRows(db, reviewLog)).toBe(8);

    const byTopic = await send(app, 'DELETE', '/api/admin/questions?course=Marketing&module=Foundations&topic=Customers', { cookie: admin });
    expect(byTopic.statusCode).toBe(200);
    const flashcardsByTopic = await send(app, 'DELETE', '/api/admin/flashcards?course=Marketing&topic=Pricing', { cookie: admin });
    expect(flashcardsByTopic.statusCode).toBe(200);
    expect((await send(app, 'DELETE', `/api/flashcards/${customers.flashcardIds[0]}`, { cookie: admin })).statusCode).toBe(200);

    const left = await itemsOf(db, user.id);
    expect(left.map((i) => [i.item_type, i.item_id])).toEqual([
      ['flashcard', customers.flashcardIds[1]],
      ['question', pricing.questionIds[0]],
      ['question', pricing.questionIds[1]],
    ]);
    expect(await countRows(db, reviewLog)).toBe(3);
  });

  test('deleting an account removes its review items, logs and settings', async () => {
    const { app, db } = testApp();
    const { questionIds, flashcardIds } = await content(db);
    const gone = await signUp(app);
    const stays = await signUp(app);
    for (const learner of [gone, stays]) {
      await missQuestions(app, learner.cookie, questionIds);
      await authed(app, learner.cookie).post(`/api/review/flashcard/${flashcardIds[0]}`, rating());
      await authed(app, learner.cookie).patch('/api/review/settings', { session_size: 50 });
    }
    await db.delete(users).where(eq(users.id, gone.user.id));
    const left = await db.execute(sql`select
      (select count(*)::int from review_items where user_id = ${gone.user.id}) as gone_items,
      (select count(*)::int from review_log where user_id = ${gone.user.id}) as gone_logs,
      (select count(*)::int from review_settings where user_id = ${gone.user.id}) as gone_settings,
      (select count(*)::int from review_items where user_id = ${stays.user.id}) as kept_items`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ gone_items: 0, gone_logs: 0, gone_settings: 0, kept_items: 3 });
  });
});
