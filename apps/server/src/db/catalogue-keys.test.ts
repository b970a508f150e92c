import { and, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { RATINGS } from '@curio/core/review-rules';
import type { SetDetail, SetItemInput } from '@curio/core/study-sets';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../test/test-app';
import { CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, signUpAdmin, uploadFlashcards, uploadQuiz } from '../../test/content-factory';
import type { Db } from './client';
import { categories, courses, flashcards, modules, questions, reviewItems, subtopics, topics, users } from './tables';

/*
 * Questions and flashcards have a foreign key to their topic only (decision 037): deleting any
 * level of the catalogue, a study set or its owner deletes their items through the topics below
 * it, and every writer keeps the category, course and module ids on an item those of its topic.
 */

/** Every item as `kind category/course/module/topic`, its place read up the tree from its topic. */
async function itemPlaces(db: Db): Promise<string[]> {
  const placesOf = (table: typeof questions | typeof flashcards, kind: string) =>
    db
      .select({ place: sql<string>`${kind} || ' ' || ${categories.name} || '/' || ${courses.name} || '/' || ${modules.name} || '/' || ${topics.name}` })
      .from(table)
      .innerJoin(topics, eq(topics.id, table.topic_id))
      .innerJoin(modules, eq(modules.id, topics.module_id))
      .innerJoin(courses, eq(courses.id, modules.course_id))
      .innerJoin(categories, eq(categories.id, courses.category_id));
  const rows = [...(await placesOf(questions, 'question')), ...(await placesOf(flashcards, 'flashcard'))];
  return rows.map((r) => r.place).sort();
}

/** Items whose category, course or module ids are not those of their topic: there should be none. */
async function misplacedItems(db: Db): Promise<number[]> {
  const misplaced = (table: typeof questions | typeof flashcards) =>
    db
      .select({ id: table.id })
      .from(table)
      .innerJoin(topics, eq(topics.id, table.topic_id))
      .innerJoin(modules, eq(modules.id, topics.module_id))
      .innerJoin(courses, eq(courses.id, modules.course_id))
      .where(sql`(${table.module_id}, ${table.course_id}, ${table.category_id}) is distinct from (${modules.id}, ${courses.id}, ${courses.category_id})`);
  return [...(await misplaced(questions)), ...(await misplaced(flashcards))].map((r) => r.id);
}

const item = (text: string): SetItemInput => ({ kind: 'flashcard', front: text, back: `${text}, the back` }) as SetItemInput;

describeEachEngine('catalogue keys', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  /** A small catalogue whose every flashcard a learner has in their review. */
  async function catalogue() {
    const { app, db } = testApp();
    await uploadQuiz(db, [
      quizItem({ course: 'Marketing', module: 'Foundations', topic: 'Customers', subtopic: 'Segments' }),
      quizItem({ course: 'Marketing', module: 'Advanced', topic: 'Pricing' }),
      quizItem({ course: 'Sales', module: 'Foundations', topic: 'Calls' }),
    ]);
    await uploadFlashcards(db, [
      flashcardItem({ course: 'Marketing', module: 'Foundations', topic: 'Customers', subtopic: 'Segments' }),
      flashcardItem({ course: 'Marketing', module: 'Advanced', topic: 'Pricing' }),
      // the same names in another category are rows of their own
      flashcardItem({ category: 'kids', course: 'Marketing', module: 'Advanced', topic: 'Pricing' }),
    ]);
    const learner = authed(app, (await signUp(app)).cookie);
    for (const card of await db.select({ id: flashcards.id }).from(flashcards)) {
      const rated = await learner.post(`/api/review/flashcard/${card.id}`, { review_id: crypto.randomUUID(), rating: RATINGS.good, answered_at: new Date().toISOString(), duration_ms: 3000 });
      expect(rated.statusCode).toBe(200);
    }
    return db;
  }

  const everything = [
    'flashcard business/Marketing/Advanced/Pricing',
    'flashcard business/Marketing/Foundations/Customers',
    'flashcard kids/Marketing/Advanced/Pricing',
    'question business/Marketing/Advanced/Pricing',
    'question business/Marketing/Foundations/Customers',
    'question business/Sales/Foundations/Calls',
  ];

  test.each([
    ['category', 'business', ['flashcard kids/Marketing/Advanced/Pricing']],
    ['course', 'business/Marketing', ['flashcard kids/Marketing/Advanced/Pricing', 'question business/Sales/Foundations/Calls']],
    ['module', 'business/Marketing/Advanced', everything.filter((place) => !place.includes('business/Marketing/Advanced'))],
    ['topic', 'business/Marketing/Foundations/Customers', everything.filter((place) => !place.includes('/Customers'))],
  ])('deleting a %s deletes the questions and flashcards in it and their review items, and nothing else', async (_level, named, left) => {
    const db = await catalogue();
    expect(await itemPlaces(db)).toEqual(everything);
    expect(await countRows(db, reviewItems)).toBe(3);

    const [category, course, module, topic] = named.split('/');
    const [place] = await db
      .select({ category: categories.id, course: courses.id, module: modules.id, topic: topics.id })
      .from(topics)
      .innerJoin(modules, eq(modules.id, topics.module_id))
      .innerJoin(courses, eq(courses.id, modules.course_id))
      .innerJoin(categories, eq(categories.id, courses.category_id))
      .where(
        and(
          eq(categories.name, category!),
          course === undefined ? undefined : eq(courses.name, course),
          module === undefined ? undefined : eq(modules.name, module),
          topic === undefined ? undefined : eq(topics.name, topic),
        ),
      )
      .limit(1);
    if (topic !== undefined) await db.delete(topics).where(eq(topics.id, place!.topic));
    else if (module !== undefined) await db.delete(modules).where(eq(modules.id, place!.module));
    else if (course !== undefined) await db.delete(courses).where(eq(courses.id, place!.course));
    else await db.delete(categories).where(eq(categories.id, place!.category));

    expect(await itemPlaces(db)).toEqual(left);
    // no item is left behind without its topic, and the review keeps only the cards still there
    expect(await countRows(db, questions)).toBe(left.filter((place) => place.startsWith('question')).length);
    expect(await countRows(db, flashcards)).toBe(left.filter((place) => place.startsWith('flashcard')).length);
    expect(await countRows(db, reviewItems)).toBe(left.filter((place) => place.startsWith('flashcard')).length);
  });

  test('deleting a subtopic keeps its items, in their topic', async () => {
    const db = await catalogue();
    await db.delete(subtopics).where(eq(subtopics.name, 'Segments'));
    expect(await itemPlaces(db)).toEqual(everything);
    expect(await db.select({ id: questions.id }).from(questions).where(sql`${questions.subtopic_id} is not null`)).toEqual([]);
  });

  test('uploads, saves, moves, copies and promotions of sets give every item the category, course and module of its topic', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem({ course: 'Marketing', topic: 'Customers' }), quizItem({ category: 'kids', course: 'Science', module: 'Space', topic: 'Planets' })]);
    await uploadFlashcards(db, [flashcardItem({ course: 'Marketing', topic: 'Customers' }), flashcardItem({ course: 'Sales', module: 'Deals', topic: 'Closing' })]);
    const { cookie } = await signUp(app);
    const learner = authed(app, cookie);
    const question: SetItemInput = { kind: 'question', question: 'Which?', options: ['This', 'That'], answer: 'This', topic: 'Verbs' };
    const made = await learner.post('/api/sets', { title: 'Mine', description: '', items: [item('one'), { ...item('two'), module: 'Part 2', topic: 'Verbs' }, question] });
    expect(made.statusCode).toBe(201);
    const set = (await learner.get(`/api/sets/${made.json().id}`)).json() as SetDetail;
    // the editor moves the question to another module and a card to another module and topic, and adds a card to a third
    const [which, one, two] = set.items;
    const moved = await learner.put(`/api/sets/${set.id}/items`, {
      items: [{ ...which, module: 'Part 2' }, { ...one, module: 'Part 3', topic: 'Nouns' }, two, { ...item('three'), module: 'Part 2', topic: 'Adjectives' }],
    });
    expect(moved.statusCode).toBe(200);
    expect((await learner.post(`/api/sets/${set.id}/items`, { items: [item('four')] })).statusCode).toBe(200);
    expect((await learner.post(`/api/sets/${set.id}/duplicate`)).statusCode).toBe(201);
    // offered by its owner, then promoted by the admin
    expect((await learner.put(`/api/sets/${set.id}/offer`, { offered: true })).statusCode).toBe(200);
    const admin = authed(app, await signUpAdmin(app));
    expect((await admin.post(`/api/sets/${set.id}/promote`, { category: 'business', course: 'Promoted' })).statusCode).toBe(200);

    // the set's 4 cards and question, its copy's and the promoted course's, beside the catalogue's
    expect(await countRows(db, flashcards)).toBe(2 + 4 + 4 + 4);
    expect(await countRows(db, questions)).toBe(2 + 1 + 1 + 1);
    expect(await misplacedItems(db)).toEqual([]);
  });

  test('deleting a study set, or its owner’s account, deletes its items and their review items', async () => {
    const { app, db } = testApp();
    const owners = await Promise.all([signUp(app), signUp(app)]);
    for (const owner of owners) {
      const learner = authed(app, owner.cookie);
      const made = await learner.post('/api/sets', { title: 'Mine', description: '', items: [item('one'), { ...item('two'), topic: 'Other' }] });
      expect(made.statusCode).toBe(201);
      for (const id of made.json().item_ids.flashcard) {
        await learner.post(`/api/review/flashcard/${id}`, { review_id: crypto.randomUUID(), rating: RATINGS.good, answered_at: new Date().toISOString(), duration_ms: 3000 });
      }
    }
    expect(await countRows(db, flashcards)).toBe(4);
    expect(await countRows(db, reviewItems)).toBe(4);

    const [first, second] = owners;
    const [firstSet] = await db.select({ id: courses.id }).from(courses).where(eq(courses.owner_id, first!.user.id));
    expect((await authed(app, first!.cookie).delete(`/api/sets/${firstSet!.id}`)).statusCode).toBe(204);
    expect(await countRows(db, flashcards)).toBe(2);
    expect(await countRows(db, reviewItems)).toBe(2);

    await db.delete(users).where(eq(users.id, second!.user.id));
    expect(await countRows(db, courses)).toBe(0);
    expect(await countRows(db, topics)).toBe(0);
    expect(await countRows(db, flashcards)).toBe(0);
    expect(await countRows(db, reviewItems)).toBe(0);
  });
});
