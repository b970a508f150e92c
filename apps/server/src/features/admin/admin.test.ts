import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { describeEachEngine, useTestApp } from '../../../test/test-app';
import { catalogueCounts, CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, signUpCast, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import { send } from '../../../test/client';
import type { Db } from '../../db/client';
import { subtopics } from '../../db/tables';
import { uploadContent } from './upload.service';

const url = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

async function seedContent(db: Db) {
  await uploadQuiz(db, [
    quizItem({ module: 'Basics', topic: 'Customers' }),
    quizItem({ module: 'Basics', topic: 'Customers' }),
    quizItem({ module: 'Basics', topic: 'Brands' }),
    quizItem({ module: 'Advanced', topic: 'Customers' }),
    quizItem({ category: 'kids', course: 'Marketing', module: 'Basics', topic: 'Customers' }),
  ]);
  await uploadFlashcards(db, [
    flashcardItem({ module: 'Basics', topic: 'Customers' }),
    flashcardItem({ module: 'Advanced', topic: 'Customers' }),
    flashcardItem({ module: 'Advanced', topic: 'Pricing' }),
  ]);
}

describeEachEngine('admin content groups (GET /api/admin/groups)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('lists course, module, topic and count of every topic with content of the kind', async () => {
    const { app, db } = testApp();
    await seedContent(db);
    const { admin } = await signUpCast(app);

    const quiz = await send(app, 'GET', url('/api/admin/groups', { kind: 'questions' }), { cookie: admin });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json()).toEqual([
      { category: 'business', course: 'Marketing', module: 'Basics', topic: 'Customers', count: 2 },
      { category: 'business', course: 'Marketing', module: 'Basics', topic: 'Brands', count: 1 },
      { category: 'business', course: 'Marketing', module: 'Advanced', topic: 'Customers', count: 1 },
      { category: 'kids', course: 'Marketing', module: 'Basics', topic: 'Customers', count: 1 },
    ]);
    const cards = await send(app, 'GET', url('/api/admin/groups', { kind: 'flashcards' }), { cookie: admin });
    expect(cards.json()).toEqual([
      { category: 'business', course: 'Marketing', module: 'Basics', topic: 'Customers', count: 1 },
      { category: 'business', course: 'Marketing', module: 'Advanced', topic: 'Customers', count: 1 },
      { category: 'business', course: 'Marketing', module: 'Advanced', topic: 'Pricing', count: 1 },
    ]);
  });

  test('a learner gets 403, a guest 401, an unknown kind 400', async () => {
    const { app } = testApp();
    const { admin, learner } = await signUpCast(app);

    const refused = await send(app, 'GET', url('/api/admin/groups', { kind: 'questions' }), { cookie: learner });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.accessDeniedAdmins });
    expect((await send(app, 'GET', url('/api/admin/groups', { kind: 'questions' }))).statusCode).toBe(401);
    expect((await send(app, 'GET', url('/api/admin/groups', { kind: 'results' }), { cookie: admin })).statusCode).toBe(400);
  });
});

describeEachEngine('admin deletion by topic', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('questions go by course, module and topic, in every category unless one is named', async () => {
    const { app, db } = testApp();
    await seedContent(db);
    const { admin } = await signUpCast(app);
    const before = await catalogueCounts(db);

    const kidsOnly = await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Basics', topic: 'Customers', category: 'kids' }), { cookie: admin });
    expect(kidsOnly.json()).toEqual({ deleted: 1 });
    const rest = await send(app, 'DELETE', url('/api/admin/questions', { course: 'marketing', module: 'basics', topic: 'customers' }), { cookie: admin });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ deleted: 2 });

    const groups = (await send(app, 'GET', url('/api/admin/groups', { kind: 'questions' }), { cookie: admin })).json();
    expect(groups.map((g: { module: string; topic: string }) => `${g.module}/${g.topic}`)).toEqual(['Basics/Brands', 'Advanced/Customers']);
    // the kids topic, its module and its course were left empty and went (the category stays);
    // business Basics/Customers still holds a flashcard
    expect(await catalogueCounts(db)).toEqual({ ...before, questions: before.questions! - 3, topics: before.topics! - 1, modules: before.modules! - 1, courses: before.courses! - 1 });
    expect((await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Basics', topic: 'Customers' }), { cookie: admin })).json()).toEqual({ deleted: 0 });
  });

  test('questions need a module; flashcards go by course and topic, narrowed by module when given', async () => {
    const { app, db } = testApp();
    await seedContent(db);
    const { admin } = await signUpCast(app);

    const noModule = await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', topic: 'Customers' }), { cookie: admin });
    expect(noModule.statusCode).toBe(400);
    expect(noModule.json().message).toBe('module: is required');

    const advanced = await send(app, 'DELETE', url('/api/admin/flashcards', { course: 'Marketing', module: 'Advanced', topic: 'Customers' }), { cookie: admin });
    expect(advanced.json()).toEqual({ deleted: 1 });
    await uploadFlashcards(db, [flashcardItem({ module: 'Advanced', topic: 'Customers' })]);
    const everywhere = await send(app, 'DELETE', url('/api/admin/flashcards', { course: 'Marketing', topic: 'Customers' }), { cookie: admin });
    expect(everywhere.json()).toEqual({ deleted: 2 });
    expect((await catalogueCounts(db)).flashcards).toBe(1);
  });

  test('a topic left without questions or flashcards goes with its subtopics, and its module once no topic is left', async () => {
    const { app, db } = testApp();
    const { admin, learner } = await signUpCast(app);
    await uploadQuiz(db, [
      quizItem({ module: 'Basics', topic: 'Customers', subtopic: 'Segments' }),
      quizItem({ module: 'Basics', topic: 'Brands' }),
      quizItem({ module: 'Advanced', topic: 'Pricing', subtopic: 'Discounts' }),
      // the same names in another category are other rows and stay
      quizItem({ category: 'kids', module: 'Advanced', topic: 'Pricing' }),
    ]);
    const tree = async () => {
      const res = await send(app, 'GET', '/api/catalogue/tree', { cookie: learner });
      return res.json().map((c: { name: string; courses: unknown }) => [c.name, c.courses]);
    };

    const pricing = await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Advanced', topic: 'Pricing', category: 'business' }), { cookie: admin });
    expect(pricing.json()).toEqual({ deleted: 1 });
    const customers = await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Basics', topic: 'Customers' }), { cookie: admin });
    expect(customers.json()).toEqual({ deleted: 1 });

    expect(await tree()).toEqual([
      ['business', [{ name: 'Marketing', modules: [{ name: 'Basics', topics: ['Brands'] }] }]],
      ['kids', [{ name: 'Marketing', modules: [{ name: 'Advanced', topics: ['Pricing'] }] }]],
    ]);
    expect((await send(app, 'GET', url('/api/courses/Marketing/topics', { mode: 'serious', category: 'business' }), { cookie: learner })).json()).toEqual([
      { name: 'Brands', module: 'Basics', order_index: 2 },
    ]);
    expect(await db.select({ name: subtopics.name }).from(subtopics)).toEqual([]);
    expect(await catalogueCounts(db)).toMatchObject({ categories: 2, courses: 2, modules: 2, topics: 2, subtopics: 0, questions: 2 });
  });

  test('a topic still holding the other kind of content stays, and goes when that is deleted too', async () => {
    const { app, db } = testApp();
    const { admin, learner } = await signUpCast(app);
    await uploadQuiz(db, [quizItem({ module: 'Basics', topic: 'Customers', subtopic: 'Segments' })]);
    await uploadFlashcards(db, [flashcardItem({ module: 'Basics', topic: 'Customers', subtopic: 'Segments' }, { concept: 'Churn' })]);
    const before = await catalogueCounts(db);

    const quiz = await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Basics', topic: 'Customers' }), { cookie: admin });
    expect(quiz.json()).toEqual({ deleted: 1 });
    expect(await catalogueCounts(db)).toEqual({ ...before, questions: 0 });
    const cards = await send(app, 'GET', url('/api/flashcards', { course: 'Marketing', topic: 'Customers', subtopic: 'Segments' }), { cookie: learner });
    expect(cards.json().map((c: { concept: string }) => c.concept)).toEqual(['Churn']);

    await uploadQuiz(db, [quizItem({ module: 'Basics', topic: 'Customers' })]);
    const flashcardsGone = await send(app, 'DELETE', url('/api/admin/flashcards', { course: 'Marketing', topic: 'Customers' }), { cookie: admin });
    expect(flashcardsGone.json()).toEqual({ deleted: 1 });
    expect(await catalogueCounts(db)).toEqual({ ...before, flashcards: 0 });

    const questionsGone = await send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Basics', topic: 'Customers' }), { cookie: admin });
    expect(questionsGone.json()).toEqual({ deleted: 1 });
    // the course had nothing else: it goes too, and the catalogue no longer offers it (its category stays)
    expect(await catalogueCounts(db)).toEqual({ ...before, courses: 0, modules: 0, topics: 0, subtopics: 0, questions: 0, flashcards: 0 });
    expect((await send(app, 'GET', url('/api/courses/Marketing/modules', { mode: 'serious' }), { cookie: learner })).statusCode).not.toBe(500);
    const tree = await send(app, 'GET', '/api/catalogue/tree', { cookie: learner });
    expect(tree.body).not.toContain('Marketing');
  });

  // PGlite has one connection, so only PostgreSQL can run an upload and a deletion at once
  test.runIf(engine === 'postgres')('a deletion waits for an open upload into the topic it would empty, and keeps what it added', async () => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);
    await uploadQuiz(db, [quizItem({ module: 'Basics', topic: 'Customers' })]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let written = () => {};
    const cardsWritten = new Promise<void>((resolve) => (written = resolve));
    const upload = db.transaction(async (tx) => {
      await uploadContent(tx, 'cards.json', [flashcardItem({ module: 'Basics', topic: 'Customers' })]);
      written();
      await held;
    });
    await cardsWritten;

    const deletion = send(app, 'DELETE', url('/api/admin/questions', { course: 'Marketing', module: 'Basics', topic: 'Customers' }), { cookie: admin });
    try {
      await vi.waitFor(
        async () => {
          const waiting = (await db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: unknown[] };
          expect(waiting.rows).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
    } finally {
      release();
      await upload;
    }

    expect((await deletion).json()).toEqual({ deleted: 1 });
    expect(await catalogueCounts(db)).toMatchObject({ modules: 1, topics: 1, questions: 0, flashcards: 1 });
  });
});
