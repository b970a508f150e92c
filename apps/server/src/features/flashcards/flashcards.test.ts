import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { flashcardList } from '@curio/core/catalogue';
import { countRows, describeEachEngine, useTestApp } from '../../../test/test-app';
import { CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, signUpCast, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import { send } from '../../../test/client';
import { flashcards } from '../../db/tables';

const url = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
const concepts = (body: { concept: string }[]) => body.map((card) => card.concept);

describeEachEngine('the study topic selector (GET /api/flashcards/topics)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('lists the modules and their topics that hold flashcards, in catalogue order', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [
      flashcardItem({ module: 'Basics', topic: 'Customers' }),
      flashcardItem({ module: 'Basics', topic: 'Brands' }),
      flashcardItem({ module: 'Advanced', topic: 'Pricing' }),
      flashcardItem({ module: 'Advanced', topic: 'Serious only', mode: ['serious'] }),
    ]);
    // a topic with questions only is not a study topic
    await uploadQuiz(db, [quizItem({ module: 'Basics', topic: 'Quiz only' })]);
    const { learner } = await signUpCast(app);

    const res = await send(app, 'GET', url('/api/flashcards/topics', { course: 'marketing' }), { cookie: learner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { module: 'Basics', topics: ['Customers', 'Brands'] },
      { module: 'Advanced', topics: ['Pricing'] },
    ]);
    const serious = await send(app, 'GET', url('/api/flashcards/topics', { course: 'Marketing', mode: 'serious' }), { cookie: learner });
    expect(serious.json()).toEqual([{ module: 'Advanced', topics: ['Serious only'] }]);
    expect((await send(app, 'GET', url('/api/flashcards/topics', { course: 'Astronomy' }), { cookie: learner })).json()).toEqual([]);
  });

  test('a guest gets 401, a bad mode 400, a Kids Lock learner 403 outside the kids categories', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [flashcardItem(), flashcardItem({ category: 'cartoons', course: 'Drawing' })]);
    const { learner, kid } = await signUpCast(app);

    expect((await send(app, 'GET', url('/api/flashcards/topics', { course: 'Marketing' }))).statusCode).toBe(401);
    expect((await send(app, 'GET', url('/api/flashcards/topics', { course: 'Marketing', mode: 'fun' }), { cookie: learner })).statusCode).toBe(400);
    const refused = await send(app, 'GET', url('/api/flashcards/topics', { course: 'Marketing' }), { cookie: kid });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MSG.notAllowed);
    expect((await send(app, 'GET', url('/api/flashcards/topics', { course: 'Drawing' }), { cookie: kid })).json()).toHaveLength(1);
  });
});

describeEachEngine('a study session (GET /api/flashcards)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('answers full cards with every section, in catalogue order', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [
      flashcardItem(
        { module: 'Basics', topic: 'Customers', subtopic: 'Segments', tag: 'Core' },
        {
          concept: 'Segmentation',
          formulas: ['TAM = users × price'],
          example: 'Students and parents buy differently.',
          summary: 'Split the market\nServe each part',
          difficulty: 'Hard',
          protip: 'Start with two segments.',
          quiz_check: 'Name two segments.',
        },
      ),
      flashcardItem({ module: 'Advanced', topic: 'Pricing' }, { concept: 'Price anchoring', summary: undefined, difficulty: undefined }),
      flashcardItem({ module: 'Basics', topic: 'Brands' }, { concept: 'Brand promise' }),
    ]);
    const { learner } = await signUpCast(app);

    const res = await send(app, 'GET', url('/api/flashcards', { course: 'Marketing' }), { cookie: learner });
    expect(res.statusCode).toBe(200);
    const cards = flashcardList.parse(res.json());
    expect(concepts(cards)).toEqual(['Segmentation', 'Brand promise', 'Price anchoring']);
    expect(cards[0]).toEqual({
      id: expect.any(Number),
      category: 'business',
      course: 'Marketing',
      module: 'Basics',
      topic: 'Customers',
      subtopic: 'Segments',
      tag: 'Core',
      mode: ['curious'],
      concept: 'Segmentation',
      example: 'Students and parents buy differently.',
      summary: ['Split the market', 'Serve each part'],
      difficulty: 'hard',
      protip: 'Start with two segments.',
      formulas: ['TAM = users × price'],
      quiz_check: 'Name two segments.',
    });
    expect(cards[2]).toMatchObject({ subtopic: null, tag: null, example: null, summary: [], difficulty: null, protip: null, formulas: [], quiz_check: null });
  });

  test('module, topic, subtopic and tag filter, trimmed and case-insensitively; only curious cards', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [
      flashcardItem({ module: 'Basics', topic: 'Customers', subtopic: 'Segments', tag: 'Core' }, { concept: 'A' }),
      flashcardItem({ module: 'Basics', topic: 'Customers', tag: 'extra' }, { concept: 'B' }),
      flashcardItem({ module: 'Basics', topic: 'Brands' }, { concept: 'C' }),
      flashcardItem({ module: 'Advanced', topic: 'Customers' }, { concept: 'D' }),
      flashcardItem({ module: 'Basics', topic: 'Customers', mode: ['serious'] }, { concept: 'Not curious' }),
    ]);
    const { learner } = await signUpCast(app);
    const study = async (query: Record<string, string>) => concepts((await send(app, 'GET', url('/api/flashcards', query), { cookie: learner })).json());

    expect(await study({ course: ' MARKETING ', topic: ' customers ' })).toEqual(['A', 'B', 'D']);
    expect(await study({ course: 'Marketing', module: 'basics', topic: 'Customers' })).toEqual(['A', 'B']);
    expect(await study({ course: 'Marketing', subtopic: 'SEGMENTS' })).toEqual(['A']);
    expect(await study({ course: 'Marketing', tag: ' core ' })).toEqual(['A']);
    expect(await study({ course: 'Marketing', topic: 'Nothing' })).toEqual([]);
  });

  test('cards repeating a concept (any case) are shown once', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [
      flashcardItem({ topic: 'Customers' }, { concept: 'Churn' }),
      flashcardItem({ topic: 'Retention' }, { concept: ' churn ' }),
      flashcardItem({ topic: 'Retention' }, { concept: 'Loyalty' }),
    ]);
    const { learner } = await signUpCast(app);

    expect(await countRows(db, flashcards)).toBe(3);
    const cards = (await send(app, 'GET', url('/api/flashcards', { course: 'Marketing' }), { cookie: learner })).json();
    expect(concepts(cards)).toEqual(['Churn', 'Loyalty']);
  });

  test('a guest gets 401, a Kids Lock learner 403 outside the kids categories', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [flashcardItem(), flashcardItem({ category: 'kids', course: 'Animals' }, { concept: 'Dogs bark' })]);
    const { kid } = await signUpCast(app);

    expect((await send(app, 'GET', url('/api/flashcards', { course: 'Marketing' }))).statusCode).toBe(401);
    expect((await send(app, 'GET', url('/api/flashcards', { course: 'Marketing' }), { cookie: kid })).statusCode).toBe(403);
    expect((await send(app, 'GET', url('/api/flashcards', { course: 'Animals', category: 'business' }), { cookie: kid })).statusCode).toBe(403);
    expect(concepts((await send(app, 'GET', url('/api/flashcards', { course: 'Animals' }), { cookie: kid })).json())).toEqual(['Dogs bark']);
  });
});

describeEachEngine('deleting a flashcard (DELETE /api/flashcards/{id})', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('the admin deletes one card; a second delete is 404', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [flashcardItem({}, { concept: 'Keep' }), flashcardItem({}, { concept: 'Remove' })]);
    const { admin, learner } = await signUpCast(app);
    const cards = (await send(app, 'GET', url('/api/flashcards', { course: 'Marketing' }), { cookie: learner })).json();
    const target = cards.find((c: { concept: string }) => c.concept === 'Remove');

    const res = await send(app, 'DELETE', `/api/flashcards/${target.id}`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(concepts((await send(app, 'GET', url('/api/flashcards', { course: 'Marketing' }), { cookie: learner })).json())).toEqual(['Keep']);

    const again = await send(app, 'DELETE', `/api/flashcards/${target.id}`, { cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'not_found', message: 'Flashcard not found.' });
    expect((await send(app, 'DELETE', '/api/flashcards/not-a-number', { cookie: admin })).statusCode).toBe(400);
  });

  test('a learner gets 403 and a guest 401; the card stays', async () => {
    const { app, db } = testApp();
    await uploadFlashcards(db, [flashcardItem()]);
    const { learner } = await signUpCast(app);
    const [card] = await db.select({ id: flashcards.id }).from(flashcards);

    const refused = await send(app, 'DELETE', `/api/flashcards/${card!.id}`, { cookie: learner });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.accessDeniedAdmins });
    expect((await send(app, 'DELETE', `/api/flashcards/${card!.id}`)).statusCode).toBe(401);
    expect(await countRows(db, flashcards)).toBe(1);
  });
});
