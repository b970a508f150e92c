import { asc, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { tooLargeText } from '@curio/core/errors';
import { QUESTION_TYPES } from '@curio/core/question-types-rules';
import { UPLOAD_BODY_LIMIT_BYTES, UPLOAD_MSG, uploadResult, uploadSuccess } from '@curio/core/upload';
import { describeEachEngine, useTestApp } from '../../../test/test-app';
import { catalogueCounts, CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, signUpAdmin, signUpCast, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import { send } from '../../../test/client';
import { EVERY_TYPE } from '../../../test/question-types';
import type { Db } from '../../db/client';
import { categories, courses, flashcards, modules, questions, subtopics, topics } from '../../db/tables';

const upload = (app: Parameters<typeof send>[0], cookie: string | undefined, payload: unknown) =>
  send(app, 'POST', '/api/admin/upload', { ...(cookie ? { cookie } : {}), payload });

/** Every row of every catalogue table, to show that a request changed nothing (not even a mode list). */
async function catalogueRows(db: Db) {
  return {
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    courses: await db.select().from(courses).orderBy(asc(courses.id)),
    modules: await db.select().from(modules).orderBy(asc(modules.id)),
    topics: await db.select().from(topics).orderBy(asc(topics.id)),
    subtopics: await db.select().from(subtopics).orderBy(asc(subtopics.id)),
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
    flashcards: await db.select().from(flashcards).orderBy(asc(flashcards.id)),
  };
}

/** 999 valid items that would create new lookups, then a bad one: the error names index 999. */
const lateBadItem = [
  ...Array.from({ length: 999 }, (_, i) => quizItem({ category: 'science', course: 'Physics', module: `Module ${i % 7}`, topic: `Topic ${i}` })),
  quizItem({ category: 'science', course: 'Physics', answer: 'Maybe' }),
];

describeEachEngine('admin upload (POST /api/admin/upload)', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  test('a quiz file creates its lookups and questions and answers the spec text', async () => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);

    const res = await upload(app, admin, {
      fileName: 'Marketing-QUIZ.json',
      items: [
        quizItem({ category: ' Business ', module: 'Basics', topic: 'Customers', subtopic: 'Segments', tags: ['intro', ' '], options: 'a) yes, b) no' }),
        quizItem({ category: 'business', course: 'marketing', module: 'basics', topic: 'Customers', mode: ['curious'] }),
        quizItem({ category: 'business', module: 'Advanced', topic: 'Pricing' }),
        quizItem({ category: 'science', course: 'Physics', module: 'Motion', topic: 'Speed', mode: undefined, tags: undefined }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(uploadResult.parse(res.json())).toEqual({
      table: 'questions',
      inserted: 4,
      skipped: 0,
      created: { categories: 2, courses: 2, modules: 3, topics: 3, subtopics: 1 },
      message: uploadSuccess('questions'),
    });
    expect(res.json().message).toBe("Data uploaded to 'questions' and lookups populated!");

    // names are found case-insensitively, so the second item joined the first one's rows
    expect(await db.select({ name: categories.name, label: categories.label, mode: categories.mode }).from(categories).orderBy(asc(categories.id))).toEqual([
      { name: 'business', label: 'Business', mode: 'all' },
      { name: 'science', label: null, mode: 'all' },
    ]);
    expect((await db.select({ name: courses.name }).from(courses).orderBy(asc(courses.id))).map((c) => c.name)).toEqual(['Marketing', 'Physics']);
    expect(await db.select({ name: modules.name, order_index: modules.order_index, mode: modules.mode }).from(modules).orderBy(asc(modules.id))).toEqual([
      { name: 'Basics', order_index: 1, mode: ['serious', 'curious'] },
      { name: 'Advanced', order_index: 2, mode: ['serious'] },
      { name: 'Motion', order_index: 1, mode: ['serious'] },
    ]);
    expect(await db.select({ name: topics.name, order_index: topics.order_index, mode: topics.mode }).from(topics).orderBy(asc(topics.id))).toEqual([
      { name: 'Customers', order_index: 1, mode: ['serious', 'curious'] },
      { name: 'Pricing', order_index: 1, mode: ['serious'] },
      { name: 'Speed', order_index: 1, mode: ['serious'] },
    ]);
    expect((await db.select({ name: subtopics.name }).from(subtopics)).map((s) => s.name)).toEqual(['Segments']);
    const [first] = await db.select().from(questions).orderBy(asc(questions.id)).limit(1);
    expect(first).toMatchObject({ options: ['a) yes', 'b) no'], answer: 'Yes', tags: ['intro'], mode: ['serious'], subtopic_id: expect.any(Number) });
  });

  test('a quiz file holds questions of every type: an item without a type is multiple choice, the others keep their bodies', async () => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);
    const place = { category: 'science', course: 'Every Type', module: 'Basics', topic: 'Types' };
    const res = await upload(app, admin, {
      fileName: 'types-quiz.json',
      items: [
        { ...place, question: 'Old style?', options: 'a) yes, b) no', answer: 'yes' },
        ...QUESTION_TYPES.filter((t) => t !== 'multiple_choice').map((type) => ({ ...place, question: EVERY_TYPE[type].question, ...EVERY_TYPE[type].body })),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: QUESTION_TYPES.length, skipped: 0 });
    const rows = await db.select({ type: questions.type, options: questions.options, answer: questions.answer, spec: questions.spec }).from(questions).orderBy(asc(questions.id));
    expect(rows.map((r) => r.type)).toEqual([...QUESTION_TYPES]);
    expect(rows[0]).toEqual({ type: 'multiple_choice', options: ['a) yes', 'b) no'], answer: 'yes', spec: null });
    expect(rows[2]).toEqual({ type: 'true_false', options: ['True', 'False'], answer: 'True', spec: null });
    expect(rows[4]).toEqual({ type: 'numeric', options: [], answer: '3.5', spec: { answers: [{ value: 3.5, tolerance: 0 }] } });
    const quiz = await send(app, 'GET', `/api/quiz?course=Every%20Type&topic=Types&mode=serious`, { cookie: admin });
    expect(quiz.json().map((q: { type: string }) => q.type)).toEqual([...QUESTION_TYPES]);
  });

  test.each([
    ['an unknown type', { type: 'essay' }, 'Item 0: type: '],
    ['a right answer not among the options', { type: 'multiple_response', options: ['a', 'b'], answers: ['c'] }, 'Item 0: answers: Each right answer must be one of the options.'],
    ['a matching question of one pair', { type: 'matching', pairs: [{ prompt: 'a', match: 'b' }] }, 'Item 0: pairs: A question needs at least 2 pairs.'],
    ['a cloze without a blank', { type: 'cloze' }, 'Item 0: question: Mark at least one blank as {{c1::answer}}.'],
    ['a true/false answer that is text', { type: 'true_false', answer: 'yes' }, 'Item 0: answer: '],
    ['a typed question with options and no answers', { type: 'typed', options: ['a', 'b'] }, 'Item 0: answers: '],
  ])('a quiz item with %s is refused naming the field, and nothing is written', async (_what, body, message) => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);
    const before = await catalogueRows(db);
    const res = await upload(app, admin, { fileName: 'quiz.json', items: [{ category: 'science', course: 'C', module: 'M', topic: 'T', question: 'Q?', ...body }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await catalogueRows(db)).toEqual(before);
  });

  test('a file whose name lacks "quiz" holds flashcards; a later upload numbers new modules after the old ones', async () => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);
    await uploadQuiz(db, [quizItem({ module: 'Basics' })]);

    const res = await upload(app, admin, {
      fileName: 'marketing-cards.json',
      items: [flashcardItem({ module: 'Basics', topic: 'Customers' }), flashcardItem({ module: 'Growth', topic: 'Referrals' })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ table: 'flashcards', inserted: 2, skipped: 0, message: uploadSuccess('flashcards') });
    expect(await db.select({ name: modules.name, order_index: modules.order_index, mode: modules.mode }).from(modules).orderBy(asc(modules.id))).toEqual([
      { name: 'Basics', order_index: 1, mode: ['serious', 'curious'] },
      { name: 'Growth', order_index: 2, mode: ['curious'] },
    ]);
    expect(await db.select({ concept: flashcards.concept }).from(flashcards)).toHaveLength(2);
  });

  test("items without a mode are studied in their kind's mode: questions in serious quizzes, flashcards in curious study", async () => {
    const { app, db } = testApp();
    const { admin, learner } = await signUpCast(app);
    const place = { category: 'science', course: 'Physics', module: 'Motion', topic: 'Speed' };

    const quiz = await upload(app, admin, {
      fileName: 'physics-quiz.json',
      items: [quizItem({ ...place, mode: undefined, question: 'No mode?' }), quizItem({ ...place, mode: null, question: 'Null mode?' }), quizItem({ ...place, mode: [], question: 'Empty mode?' })],
    });
    expect(quiz.statusCode).toBe(200);
    const cards = await upload(app, admin, { fileName: 'physics-cards.json', items: [flashcardItem({ ...place, mode: undefined }, { concept: 'Velocity' })] });
    expect(cards.statusCode).toBe(200);
    expect(await db.select({ mode: questions.mode }).from(questions)).toEqual(Array.from({ length: 3 }, () => ({ mode: ['serious'] })));
    expect(await db.select({ mode: flashcards.mode }).from(flashcards)).toEqual([{ mode: ['curious'] }]);

    const get = async (url: string) => {
      const res = await send(app, 'GET', url, { cookie: learner });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    for (const mode of ['serious', 'curious']) {
      expect(await get(`/api/courses/Physics/modules?mode=${mode}`)).toEqual([{ name: 'Motion', order_index: 1 }]);
      expect(await get(`/api/courses/Physics/topics?mode=${mode}`)).toEqual([{ name: 'Speed', module: 'Motion', order_index: 1 }]);
    }
    expect(await get('/api/questions?course=Physics&topic=Speed&mode=serious')).toEqual({ count: 3 });
    expect((await get('/api/quiz?course=Physics&topic=Speed&mode=serious')).map((q: { question: string }) => q.question)).toEqual(['No mode?', 'Null mode?', 'Empty mode?']);
    expect(await get('/api/flashcards/topics?course=Physics&mode=curious')).toEqual([{ module: 'Motion', topics: ['Speed'] }]);
    expect((await get('/api/flashcards?course=Physics&module=Motion&topic=Speed')).map((c: { concept: string }) => c.concept)).toEqual(['Velocity']);
    const tree = await get('/api/catalogue/tree');
    expect(tree.find((c: { name: string }) => c.name === 'science')?.courses).toEqual([{ name: 'Physics', modules: [{ name: 'Motion', topics: ['Speed'] }] }]);
  });

  test('an empty file is refused with a sentence saying there was nothing in it', async () => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);

    const res = await upload(app, admin, { fileName: 'quiz.json', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: UPLOAD_MSG.empty });
    expect(await catalogueCounts(db)).toMatchObject({ categories: 0, questions: 0 });
  });

  test('repeated items are skipped and counted: within the file and against what is stored', async () => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);
    await uploadQuiz(db, [quizItem({ question: 'Stored?' })]);

    const quiz = await upload(app, admin, {
      fileName: 'quiz.json',
      items: [
        quizItem({ question: 'stored?' }),
        quizItem({ question: 'New?' }),
        quizItem({ question: ' New? ' }),
        // same text in another topic is another question
        quizItem({ question: 'New?', topic: 'Brands' }),
      ],
    });
    expect(quiz.json()).toMatchObject({ inserted: 2, skipped: 2 });
    expect(await db.select({ q: questions.question }).from(questions).orderBy(asc(questions.id))).toEqual([{ q: 'Stored?' }, { q: 'New?' }, { q: 'New?' }]);

    const cards = [flashcardItem({}, { concept: 'Churn' }), flashcardItem({}, { concept: 'CHURN' }), flashcardItem({ topic: 'Brands' }, { concept: 'Churn' })];
    expect((await upload(app, admin, { fileName: 'cards.json', items: cards })).json()).toMatchObject({ inserted: 2, skipped: 1 });
    expect((await upload(app, admin, { fileName: 'cards.json', items: cards })).json()).toMatchObject({ inserted: 0, skipped: 3 });
    expect(await catalogueCounts(db)).toMatchObject({ flashcards: 2, topics: 2 });
  });

  test('a file that only repeats stored items, and repeats itself, changes nothing', async () => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);
    const stored = [quizItem({ question: 'Stored?', subtopic: 'Intro', mode: ['serious', 'curious'] }), quizItem({ question: 'Also stored?' })];
    const cards = [flashcardItem({}, { concept: 'Churn' }), flashcardItem({ topic: 'Brands' }, { concept: 'Retention' })];
    await uploadQuiz(db, stored);
    await uploadFlashcards(db, cards);
    const before = await catalogueRows(db);

    const again = [...stored, ...stored.map((item) => ({ ...item, question: ` ${String(item.question).toUpperCase()} ` }))];
    const quiz = await upload(app, admin, { fileName: 'quiz.json', items: again });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json()).toMatchObject({ inserted: 0, skipped: 4, created: { categories: 0, courses: 0, modules: 0, topics: 0, subtopics: 0 } });
    const cardsAgain = await upload(app, admin, { fileName: 'cards.json', items: [...cards, ...cards] });
    expect(cardsAgain.json()).toMatchObject({ inserted: 0, skipped: 4 });
    expect(await catalogueRows(db)).toEqual(before);
  });

  test.each([
    ['an object', { fileName: 'quiz.json', items: { question: 'x' } }, UPLOAD_MSG.notArray],
    ['a string', { fileName: 'quiz.json', items: '[]' }, UPLOAD_MSG.notArray],
    ['no items', { fileName: 'quiz.json' }, UPLOAD_MSG.notArray],
    ['no file name', { items: [] }, `fileName: ${UPLOAD_MSG.noFile}`],
    ['a blank file name', { fileName: '  ', items: [] }, `fileName: ${UPLOAD_MSG.noFile}`],
    ['options of the wrong type', { fileName: 'quiz.json', items: [quizItem(), quizItem({ options: 42 })] }, 'Item 1: options: must be a list of texts or one comma-separated text'],
    ['a question that is a number', { fileName: 'quiz.json', items: [quizItem({ question: 7 })] }, 'Item 0: question: Invalid input: expected string, received number'],
    ['a missing course', { fileName: 'quiz.json', items: [quizItem(), quizItem(), quizItem({ course: undefined })] }, 'Item 2: course: is required'],
    ['a blank topic', { fileName: 'quiz.json', items: [quizItem({ topic: '  ' })] }, 'Item 0: topic: is required'],
    ['an answer not among the options', { fileName: 'quiz.json', items: [quizItem({ answer: 'Maybe' })] }, 'Item 0: answer: must be one of the options'],
    ['an unknown mode', { fileName: 'quiz.json', items: [quizItem({ mode: ['playful'] })] }, 'Item 0: mode.0: must be serious or curious'],
    // refused for every route before the upload reads the file (decision 023)
    ['a NUL character, which Postgres text cannot hold', { fileName: 'quiz.json', items: [quizItem({ topic: 'A\u0000B' })] }, 'items.0.topic: must not contain NUL characters'],
    ['a control character in a name', { fileName: 'quiz.json', items: [quizItem({ topic: 'A\u0007B' })] }, 'Item 0: topic: must not contain control characters'],
    ['a line break in a name', { fileName: 'quiz.json', items: [quizItem({ topic: 'A\nB' })] }, 'Item 0: topic: must be a single line'],
    ['an item that is not an object', { fileName: 'quiz.json', items: [quizItem(), 'oops'] }, 'Item 1: Invalid input: expected object, received string'],
    ['a flashcard without content', { fileName: 'cards.json', items: [flashcardItem({ content: undefined })] }, 'Item 0: content: is required'],
    ['a flashcard without concept', { fileName: 'cards.json', items: [flashcardItem({}, { concept: '' })] }, 'Item 0: content.concept: is required'],
    ['an unknown difficulty', { fileName: 'cards.json', items: [flashcardItem({}, { difficulty: 'tricky' })] }, 'Item 0: content.difficulty: must be easy, medium or hard'],
    ['items that are a number', { fileName: 'quiz.json', items: 3 }, UPLOAD_MSG.notArray],
    ['a file name that is a number', { fileName: 7, items: [] }, `fileName: ${UPLOAD_MSG.noFile}`],
    ['a category that is a number', { fileName: 'quiz.json', items: [quizItem({ category: 12 })] }, 'Item 0: category: Invalid input: expected string, received number'],
    ['tags that are a text', { fileName: 'quiz.json', items: [quizItem({ tags: 'intro, basics' })] }, 'Item 0: tags: Invalid input: expected array, received string'],
    ['a mode that is a text', { fileName: 'quiz.json', items: [quizItem({ mode: 'serious' })] }, 'Item 0: mode: Invalid input: expected array, received string'],
    ['flashcard content that is a list', { fileName: 'cards.json', items: [flashcardItem({ content: ['Churn'] })] }, 'Item 0: content: Invalid input: expected object, received array'],
    ['a summary that is a number', { fileName: 'cards.json', items: [flashcardItem({}, { summary: 5 })] }, 'Item 0: content.summary: must be a list of texts or one text'],
    ['an invalid item after 999 valid ones', { fileName: 'quiz.json', items: lateBadItem }, 'Item 999: answer: must be one of the options'],
  ])('a file with %s is refused with 400 naming the problem, and nothing is written', async (_what, payload, message) => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);
    await uploadQuiz(db, [quizItem()]);
    await uploadFlashcards(db, [flashcardItem()]);
    const before = await catalogueRows(db);

    const res = await upload(app, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message });
    expect(await catalogueRows(db)).toEqual(before);
  });

  test('a body that is the bare array instead of { fileName, items } is refused and nothing is written', async () => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);
    await uploadQuiz(db, [quizItem()]);
    const before = await catalogueRows(db);

    const res = await upload(app, admin, [quizItem()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    expect(await catalogueRows(db)).toEqual(before);
  });

  test('a failure while writing rolls back the lookups already created', async () => {
    const { app, db, expectErrors } = testApp();
    expectErrors();
    const admin = await signUpAdmin(app);
    await uploadQuiz(db, [quizItem()]);
    const before = await catalogueRows(db);
    // the database refuses the questions after the upload has created its lookup rows and widened a mode list
    await db.execute(sql`create function refuse_questions() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger refuse_questions before insert on questions for each statement execute function refuse_questions()`);

    const items = [quizItem({ category: 'science', course: 'Physics', subtopic: 'New' }), quizItem({ mode: ['curious'] })];
    const res = await upload(app, admin, { fileName: 'quiz.json', items });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal_error', message: 'Something went wrong. Please try again.' });
    expect(await catalogueRows(db)).toEqual(before);
    await db.execute(sql`drop trigger refuse_questions on questions`);
    await db.execute(sql`drop function refuse_questions`);
  });

  test(`a body over ${UPLOAD_BODY_LIMIT_BYTES / 1024 / 1024} MB is refused with 413 and nothing is written`, async () => {
    const { app, db } = testApp();
    const { admin } = await signUpCast(app);
    await uploadQuiz(db, [quizItem()]);
    const before = await catalogueRows(db);
    const padding = 'x'.repeat(1000);
    const items = Array.from({ length: 25 * 1024 }, (_, i) => quizItem({ question: `Q${i} ${padding}?` }));
    const payload = JSON.stringify({ fileName: 'quiz.json', items });
    expect(payload.length).toBeGreaterThan(25 * 1024 * 1024);

    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: admin },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: tooLargeText(UPLOAD_BODY_LIMIT_BYTES) });
    expect(res.json().message).toContain('20 MB');
    expect(await catalogueRows(db)).toEqual(before);
  });

  // its time is measured by bench/learning.ts, not asserted here (shared machines are noisy)
  test('a 10 000-question file uploads whole', { timeout: 60_000 }, async () => {
    const { app, db } = testApp();
    const admin = await signUpAdmin(app);
    // 10 courses × 5 modules × 10 topics, 20 questions each, as a real course file would spread them
    const items = Array.from({ length: 10_000 }, (_, i) =>
      quizItem({
        course: `Course ${i % 10}`,
        module: `Module ${Math.floor(i / 10) % 5}`,
        topic: `Topic ${Math.floor(i / 50) % 10}`,
        question: `What does question number ${i} ask, in a sentence of a typical length?`,
        options: ['a. first option text', 'b. second option text', 'c. third option text', 'd. fourth option text'],
        answer: 'third option text',
        tags: ['generated', 'bench'],
      }),
    );

    const res = await upload(app, admin, { fileName: 'big-quiz.json', items });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 10_000, skipped: 0, created: { courses: 10, modules: 50, topics: 500 } });
    expect(await catalogueCounts(db)).toMatchObject({ questions: 10_000 });
  });

  test('a learner gets 403 and a guest 401; nothing is written', async () => {
    const { app, db } = testApp();
    const { learner } = await signUpCast(app);
    const payload = { fileName: 'quiz.json', items: [quizItem()] };

    const refused = await upload(app, learner, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.accessDeniedAdmins });
    expect((await upload(app, undefined, payload)).statusCode).toBe(401);
    expect(await catalogueCounts(db)).toMatchObject({ categories: 0, questions: 0 });
  });

  test("a guest's oversized body is refused with 401 before it is read", async () => {
    const { app } = testApp();
    const payload = JSON.stringify({ fileName: 'quiz.json', items: ['x'.repeat(UPLOAD_BODY_LIMIT_BYTES + 1)] });

    const res = await app.inject({ method: 'POST', url: '/api/admin/upload', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(401);
  });
});
