import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { categoryList, STUDY_MODE_MSG } from '@curio/core/catalogue';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_COLORCLASS } from '@curio/core/category-list';
import { KIDS_ALLOWED_CATEGORIES } from '@curio/core/kids-lock';
import { describeEachEngine, useTestApp } from '../../../test/test-app';
import { CONTENT_ADMIN_EMAIL, quizItem, signUpCast, uploadFlashcards, uploadQuiz, flashcardItem } from '../../../test/content-factory';
import { send } from '../../../test/client';
import { categories, modules, topics } from '../../db/tables';
import type { Db } from '../../db/client';

/** business (all), kids, cartoons and one course per category, uploaded in this order. */
async function seedCatalogue(db: Db) {
  await uploadQuiz(db, [
    quizItem({ category: 'Business', course: 'Marketing', module: 'Foundations', topic: 'Customers' }),
    quizItem({ category: 'business', course: 'Accounting', module: 'Ledgers', topic: 'Debits' }),
    quizItem({ category: 'kids', course: 'Animals', module: 'Pets', topic: 'Dogs' }),
    quizItem({ category: 'cartoons', course: 'Drawing', module: 'Lines', topic: 'Curves' }),
  ]);
}

describeEachEngine('categories (GET /api/categories)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('guests see every category with the defaults of docs/product.md#what-is-stored, in the order they were added', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    await db.insert(categories).values({ name: 'science', label: null });

    const res = await send(app, 'GET', '/api/categories');
    expect(res.statusCode).toBe(200);
    expect(categoryList.parse(res.json())).toEqual(res.json());
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'business', label: 'Business', color: '#45B08C', mode: 'all' }),
      expect.objectContaining({ name: 'kids', label: 'Kids', mode: 'kids' }),
      expect.objectContaining({ name: 'cartoons', label: 'Cartoons', mode: 'kids' }),
      { id: expect.any(Number), name: 'science', label: 'science', slug: 'science', color: DEFAULT_CATEGORY_COLOR, colorclass: DEFAULT_CATEGORY_COLORCLASS, mode: 'all' },
    ]);
  });

  test('a Kids Lock learner gets only the kid-friendly categories; an adult gets all', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    await db.insert(categories).values([{ name: 'fun&games' }, { name: 'finance' }]);
    const { kid, learner } = await signUpCast(app);

    const kidNames = (await send(app, 'GET', '/api/categories', { cookie: kid })).json().map((c: { name: string }) => c.name);
    const adultNames = (await send(app, 'GET', '/api/categories', { cookie: learner })).json().map((c: { name: string }) => c.name);
    expect(kidNames).toEqual(['kids', 'cartoons', 'fun&games']);
    expect(kidNames.every((n: string) => (KIDS_ALLOWED_CATEGORIES as readonly string[]).includes(n))).toBe(true);
    expect(adultNames).toEqual(['business', 'kids', 'cartoons', 'fun&games', 'finance']);
  });

  test('an empty catalogue answers an empty list (the web falls back to its local list)', async () => {
    const { app } = testApp();
    expect((await send(app, 'GET', '/api/categories')).json()).toEqual([]);
  });
});

describeEachEngine('courses of a category (GET /api/categories/{cat}/courses)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('lists course names in name order; the category is matched trimmed and case-insensitively', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    const { learner } = await signUpCast(app);

    const res = await send(app, 'GET', `/api/categories/${encodeURIComponent(' Business ')}/courses`, { cookie: learner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ name: 'Accounting' }, { name: 'Marketing' }]);
  });

  test('a guest gets 401, an unknown category 404', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    const { learner } = await signUpCast(app);

    expect((await send(app, 'GET', '/api/categories/business/courses')).statusCode).toBe(401);
    const missing = await send(app, 'GET', '/api/categories/astronomy/courses', { cookie: learner });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Category not found.' });
  });

  test('Kids Lock: business is refused with the not-allowed text, kids is open', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    const { kid } = await signUpCast(app);

    const refused = await send(app, 'GET', '/api/categories/business/courses', { cookie: kid });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.notAllowed });
    // an unknown category is refused too: Kids Lock never tells what exists outside it
    expect((await send(app, 'GET', '/api/categories/astronomy/courses', { cookie: kid })).statusCode).toBe(403);
    expect((await send(app, 'GET', '/api/categories/kids/courses', { cookie: kid })).json()).toEqual([{ name: 'Animals' }]);
  });
});

describeEachEngine('modules and topics of a course', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  /** Marketing: modules uploaded as Zeta, Alpha, Beta (order 1, 2, 3), then Gamma and Delta unnumbered. */
  async function seedModules(db: Db) {
    await uploadQuiz(db, [
      quizItem({ module: 'Zeta', topic: 'Z2' }),
      quizItem({ module: 'Zeta', topic: 'Z1' }),
      quizItem({ module: 'Alpha', topic: 'A1' }),
      quizItem({ module: 'Beta', topic: 'B1', mode: ['curious'] }),
    ]);
    await uploadFlashcards(db, [flashcardItem({ module: 'Alpha', topic: 'A-cards' })]);
    const [course] = await db.select({ id: modules.course_id }).from(modules).limit(1);
    await db.insert(modules).values([
      { name: 'Gamma', course_id: course!.id, order_index: null, mode: ['serious'] },
      { name: 'Delta', course_id: course!.id, order_index: null, mode: ['serious'] },
    ]);
  }

  test('modules come by order_index (first seen in the upload), unnumbered last by name', async () => {
    const { app, db } = testApp();
    await seedModules(db);
    const { learner } = await signUpCast(app);

    const res = await send(app, 'GET', '/api/courses/Marketing/modules', { cookie: learner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'Zeta', order_index: 1 },
      { name: 'Alpha', order_index: 2 },
      { name: 'Beta', order_index: 3 },
      { name: 'Delta', order_index: null },
      { name: 'Gamma', order_index: null },
    ]);
  });

  test('a mode keeps only the modules whose mode list holds it; the list grows with the content', async () => {
    const { app, db } = testApp();
    await seedModules(db);
    const { learner } = await signUpCast(app);

    const serious = await send(app, 'GET', '/api/courses/marketing/modules?mode=serious', { cookie: learner });
    const curious = await send(app, 'GET', '/api/courses/marketing/modules?mode=Curious', { cookie: learner });
    expect(serious.json().map((m: { name: string }) => m.name)).toEqual(['Zeta', 'Alpha', 'Delta', 'Gamma']);
    // Alpha gained curious from its flashcards, Beta holds a curious question
    expect(curious.json().map((m: { name: string }) => m.name)).toEqual(['Alpha', 'Beta']);
  });

  test('only serious and curious are accepted as mode', async () => {
    const { app, db } = testApp();
    await seedModules(db);
    const { learner } = await signUpCast(app);

    for (const url of ['/api/courses/Marketing/modules?mode=fun', '/api/courses/Marketing/topics?mode=all']) {
      const res = await send(app, 'GET', url, { cookie: learner });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message: `mode: ${STUDY_MODE_MSG}` });
    }
  });

  test('topics come module by module in catalogue order; a module or mode narrows them', async () => {
    const { app, db } = testApp();
    await seedModules(db);
    const { learner } = await signUpCast(app);
    await db.update(topics).set({ order_index: null }).where(eq(topics.name, 'Z2'));

    const all = await send(app, 'GET', '/api/courses/Marketing/topics', { cookie: learner });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      { name: 'Z1', module: 'Zeta', order_index: 2 },
      { name: 'Z2', module: 'Zeta', order_index: null },
      { name: 'A1', module: 'Alpha', order_index: 1 },
      { name: 'A-cards', module: 'Alpha', order_index: 2 },
      { name: 'B1', module: 'Beta', order_index: 1 },
    ]);
    const alpha = await send(app, 'GET', '/api/courses/Marketing/topics?module=%20alpha%20&mode=serious', { cookie: learner });
    expect(alpha.json()).toEqual([{ name: 'A1', module: 'Alpha', order_index: 1 }]);
  });

  test('a guest gets 401, an unknown course 404, a Kids Lock learner 403 outside the kids categories', async () => {
    const { app, db } = testApp();
    await seedModules(db);
    await uploadQuiz(db, [quizItem({ category: 'kids', course: 'Animals', module: 'Pets', topic: 'Dogs' })]);
    const { learner, kid } = await signUpCast(app);

    expect((await send(app, 'GET', '/api/courses/Marketing/modules')).statusCode).toBe(401);
    expect((await send(app, 'GET', '/api/courses/Marketing/topics')).statusCode).toBe(401);
    const missing = await send(app, 'GET', '/api/courses/Astronomy/modules', { cookie: learner });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Course not found.' });

    for (const url of ['/api/courses/Marketing/modules', '/api/courses/Marketing/topics', '/api/courses/Animals/modules?category=business']) {
      const res = await send(app, 'GET', url, { cookie: kid });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ACCOUNT_MSG.notAllowed);
    }
    expect((await send(app, 'GET', '/api/courses/Animals/modules', { cookie: kid })).json()).toEqual([{ name: 'Pets', order_index: 1 }]);
  });

  test('a course name in two categories: category picks one, without it both are merged, Kids Lock keeps its own', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [
      quizItem({ category: 'business', course: 'Drawing', module: 'Perspective', topic: 'Vanishing points' }),
      quizItem({ category: 'kids', course: 'Drawing', module: 'Crayons', topic: 'Colours' }),
      quizItem({ category: 'kids', course: 'Drawing', module: 'Perspective', topic: 'Big and small' }),
    ]);
    const { learner, kid } = await signUpCast(app);
    const names = async (url: string, cookie: string) => (await send(app, 'GET', url, { cookie })).json().map((m: { name: string }) => m.name);

    expect(await names('/api/courses/Drawing/modules?category=business', learner)).toEqual(['Perspective']);
    expect(await names('/api/courses/Drawing/modules?category=Kids', learner)).toEqual(['Crayons', 'Perspective']);
    // merged: both courses' modules in catalogue order, each name once
    expect(await names('/api/courses/Drawing/modules', learner)).toEqual(['Crayons', 'Perspective']);
    expect(await names('/api/courses/Drawing/topics?module=Perspective', learner)).toEqual(['Vanishing points', 'Big and small']);
    expect(await names('/api/courses/Drawing/topics?module=Perspective', kid)).toEqual(['Big and small']);
  });
});

describeEachEngine('the browse tree (GET /api/catalogue/tree)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('category → course → module → topics, with empty modules and categories kept', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    await uploadQuiz(db, [quizItem({ category: 'business', course: 'Marketing', module: 'Foundations', topic: 'Brands' })]);
    const [marketing] = await db.select({ course: modules.course_id }).from(modules).where(eq(modules.name, 'Foundations'));
    await db.insert(modules).values({ name: 'Advanced', course_id: marketing!.course, order_index: 2 });
    await db.insert(categories).values({ name: 'finance', label: 'Finance' });
    const { learner } = await signUpCast(app);

    const res = await send(app, 'GET', '/api/catalogue/tree', { cookie: learner });
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['business', 'kids', 'cartoons', 'finance']);
    expect(tree[0]).toMatchObject({
      label: 'Business',
      courses: [
        { name: 'Accounting', modules: [{ name: 'Ledgers', topics: ['Debits'] }] },
        {
          name: 'Marketing',
          modules: [
            { name: 'Foundations', topics: ['Customers', 'Brands'] },
            { name: 'Advanced', topics: [] },
          ],
        },
      ],
    });
    expect(tree[3]).toMatchObject({ name: 'finance', courses: [] });
  });

  test('a Kids Lock learner sees only the kid-friendly branches; a guest gets 401', async () => {
    const { app, db } = testApp();
    await seedCatalogue(db);
    const { kid } = await signUpCast(app);

    const tree = (await send(app, 'GET', '/api/catalogue/tree', { cookie: kid })).json();
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['kids', 'cartoons']);
    expect(tree[0].courses).toEqual([{ name: 'Animals', modules: [{ name: 'Pets', topics: ['Dogs'] }] }]);
    expect((await send(app, 'GET', '/api/catalogue/tree')).statusCode).toBe(401);
  });
});

describeEachEngine('API documentation of the learning content routes', (engine) => {
  const testApp = useTestApp({ engine });

  test('every catalogue, quiz, flashcard and admin content route is in the OpenAPI document', async () => {
    const res = await send(testApp().app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const routes = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/categories',
        'GET /api/categories/{cat}/courses',
        'GET /api/courses/{course}/modules',
        'GET /api/courses/{course}/topics',
        'GET /api/catalogue/tree',
        'GET /api/questions',
        'GET /api/quiz',
        'GET /api/flashcards/topics',
        'GET /api/flashcards',
        'DELETE /api/flashcards/{id}',
        'POST /api/admin/upload',
        'GET /api/admin/groups',
        'DELETE /api/admin/questions',
        'DELETE /api/admin/flashcards',
      ]),
    );
    expect(paths['/api/quiz'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['course', 'topic', 'mode', 'category']));
  });
});
