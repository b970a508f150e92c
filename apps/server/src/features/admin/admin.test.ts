import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { describeEachEngine, useTestApp } from '../../../test/test-app';
import { catalogueCounts, CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, send, signUpCast, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import type { Db } from '../../db/client';

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

  test('questions go by course, module and topic, in every category unless one is named; lookups stay', async () => {
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
    expect(await catalogueCounts(db)).toEqual({ ...before, questions: before.questions! - 3 });
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

  test('a learner gets 403 and a guest 401; nothing is deleted', async () => {
    const { app, db } = testApp();
    await seedContent(db);
    const { learner } = await signUpCast(app);
    const before = await catalogueCounts(db);

    for (const path of ['/api/admin/questions', '/api/admin/flashcards']) {
      const query = { course: 'Marketing', module: 'Basics', topic: 'Customers' };
      expect((await send(app, 'DELETE', url(path, query), { cookie: learner })).statusCode).toBe(403);
      expect((await send(app, 'DELETE', url(path, query))).statusCode).toBe(401);
    }
    expect(await catalogueCounts(db)).toEqual(before);
  });
});
