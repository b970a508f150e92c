import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { ERROR_CODE } from '@curio/core/errors';
import type { SavedSetItem, SetFlashcard, SetItem, SetItemsPage, SetQuestion, SetTopic } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import type { Db } from '../../db/client';
import { flashcards, modules, questions, topics } from '../../db/tables';
import { HttpError } from '../../lib/http-error';

/*
 * A set's items as rows of the catalogue's tables. Every item sits in a module and a topic of the
 * set's course (SET_DEFAULT_TOPIC when it names none); a question's mode is serious and a card's
 * curious, so the quiz and the flashcards find them as they find the catalogue's. Items are written
 * SET_ITEMS_CHUNK rows a statement, their rows as a JSON parameter: a VALUES list of thousands of
 * parameters costs more to parse than to run.
 */

/**
 * Rows one statement writes. PGlite runs on the event loop: the 10 000 rows of an imported deck
 * written at once held it for half a second with every other request waiting. A chunk takes some
 * 10 ms there.
 */
export const SET_ITEMS_CHUNK = 250;

/**
 * Writes rows a chunk at a time, in order. Inside a transaction the event loop turns between chunks
 * (not before the first: the transaction holds PGlite's one connection while it waits, so a small
 * save never does), but requests that query PGlite wait for the whole save. Outside one (`paced`),
 * each chunk after the first waits as long as the last took, as PostgreSQL paces its vacuum: half
 * the database's time is left to other requests while a new set is written.
 */
async function inChunks<Row>(rows: readonly Row[], write: (chunk: Row[]) => Promise<unknown>, paced: boolean) {
  let lastMs = 0;
  for (let start = 0; start < rows.length; start += SET_ITEMS_CHUNK) {
    if (start > 0) await (paced ? sleep(lastMs) : nextTurn());
    const began = performance.now();
    await write(rows.slice(start, start + SET_ITEMS_CHUNK));
    lastMs = performance.now() - began;
  }
}

/** A set's course, as the writers here need it. */
export interface Course {
  id: number;
  categoryId: number;
}

const placeOf = (item: SetItem) => ({ module: item.module ?? SET_DEFAULT_TOPIC, topic: item.topic ?? SET_DEFAULT_TOPIC });
const lower = (name: string) => name.toLowerCase();

type ItemRow = SavedSetItem;

// names the learner left out come back as null, so an export or a copy does not invent them
const placeNames = (row: { module: string; topic: string }) => ({
  module: row.module === SET_DEFAULT_TOPIC ? null : row.module,
  topic: row.topic === SET_DEFAULT_TOPIC ? null : row.topic,
});

/** The set's questions by id after `afterId`, at most `limit`. */
async function readQuestions(db: Db, courseId: number, afterId: number, limit: number): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: questions.id,
      module: modules.name,
      topic: topics.name,
      question: questions.question,
      options: questions.options,
      answer: questions.answer,
      explanation: questions.explanation,
    })
    .from(questions)
    .innerJoin(modules, eq(modules.id, questions.module_id))
    .innerJoin(topics, eq(topics.id, questions.topic_id))
    .where(and(eq(questions.course_id, courseId), gt(questions.id, afterId)))
    .orderBy(asc(questions.id))
    .limit(limit);
  return rows.map((row): ItemRow => ({ kind: 'question', ...row, ...placeNames(row) }));
}

/** The set's cards by id after `afterId`, at most `limit`. */
async function readCards(db: Db, courseId: number, afterId: number, limit: number): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: flashcards.id,
      module: modules.name,
      topic: topics.name,
      front: flashcards.concept,
      summary: flashcards.summary,
      example: flashcards.example,
      protip: flashcards.protip,
      difficulty: flashcards.difficulty,
      formulas: flashcards.formulas,
    })
    .from(flashcards)
    .innerJoin(modules, eq(modules.id, flashcards.module_id))
    .innerJoin(topics, eq(topics.id, flashcards.topic_id))
    .where(and(eq(flashcards.course_id, courseId), gt(flashcards.id, afterId)))
    .orderBy(asc(flashcards.id))
    .limit(limit);
  return rows.map(({ summary, difficulty, ...row }): ItemRow => ({
    kind: 'flashcard',
    ...row,
    ...placeNames(row),
    back: summary.join('\n'),
    difficulty: difficulty as SetFlashcard['difficulty'],
  }));
}

const cursorOf = (item: ItemRow) => `${item.kind === 'question' ? 'q' : 'f'}${item.id}`;

/**
 * A page of a set's items in saving order (questions first, then cards, each by id), read by
 * keyset: a set's 40th page costs what its first does. One row more than the page is read, to
 * know whether another page follows.
 */
export async function readItems(db: Db, courseId: number, page: { after?: string | undefined; limit: number }): Promise<SetItemsPage> {
  const afterId = page.after ? Number(page.after.slice(1)) : 0;
  const inCards = page.after?.startsWith('f') ?? false;
  const items = inCards ? [] : await readQuestions(db, courseId, afterId, page.limit + 1);
  if (items.length <= page.limit) items.push(...(await readCards(db, courseId, inCards ? afterId : 0, page.limit + 1 - items.length)));
  const more = items.length > page.limit;
  const shown = items.slice(0, page.limit);
  return { items: shown, next: more ? cursorOf(shown.at(-1)!) : null };
}

/** Every item of a set, in saving order: an export or a copy. */
export async function readAllItems(db: Db, courseId: number): Promise<ItemRow[]> {
  const [questionRows, cardRows] = await Promise.all([readQuestions(db, courseId, 0, SET_ITEMS_MAX), readCards(db, courseId, 0, SET_ITEMS_MAX)]);
  return [...questionRows, ...cardRows];
}

/**
 * The ids of every item of a set, in saving order, by kind: what a save answers, read in its
 * transaction, so in one statement. Each kind comes as one JSON array: 10 000 ids read as rows took
 * PGlite, on the event loop, some 40 ms; as one value, under 10.
 */
export async function readItemIds(db: Db, courseId: number): Promise<{ question: number[]; flashcard: number[] }> {
  const idsOf = (table: typeof questions | typeof flashcards) =>
    sql<number[]>`(${db
      .select({ ids: sql`coalesce(json_agg(${table.id} order by ${table.id}), '[]')` })
      .from(table)
      .where(eq(table.course_id, courseId))})`;
  const [row] = await db.select({ question: idsOf(questions), flashcard: idsOf(flashcards) }).from(sql`(values (1)) as one`);
  return row!;
}

/** A set's topics in the order they were made, with how many questions and cards each holds. */
export async function readTopics(db: Db, courseId: number): Promise<SetTopic[]> {
  const counted = (table: typeof questions | typeof flashcards) =>
    db.select({ topicId: table.topic_id, n: count() }).from(table).where(eq(table.course_id, courseId)).groupBy(table.topic_id);
  const [places, questionCounts, cardCounts] = await Promise.all([
    db
      .select({ id: topics.id, module: modules.name, topic: topics.name })
      .from(topics)
      .innerJoin(modules, eq(modules.id, topics.module_id))
      .where(eq(modules.course_id, courseId))
      .orderBy(asc(topics.id)),
    counted(questions),
    counted(flashcards),
  ]);
  const questionsIn = new Map(questionCounts.map((r) => [r.topicId, r.n]));
  const cardsIn = new Map(cardCounts.map((r) => [r.topicId, r.n]));
  return places
    .map((place) => ({ ...placeNames(place), question_count: questionsIn.get(place.id) ?? 0, flashcard_count: cardsIn.get(place.id) ?? 0 }))
    .filter((topic) => topic.question_count + topic.flashcard_count > 0);
}

/** The module and topic ids for every item, creating those missing (names match case-insensitively). */
async function placeItems(tx: Db, courseId: number, items: readonly SetItem[]): Promise<[number, number][]> {
  const moduleRows = await tx.select({ id: modules.id, name: modules.name }).from(modules).where(eq(modules.course_id, courseId));
  const topicRows = moduleRows.length
    ? await tx
        .select({ id: topics.id, name: topics.name, moduleId: topics.module_id })
        .from(topics)
        .where(
          inArray(
            topics.module_id,
            moduleRows.map((m) => m.id),
          ),
        )
    : [];
  const moduleByName = new Map(moduleRows.map((m) => [lower(m.name), m.id]));
  const topicByKey = new Map(topicRows.map((t) => [`${t.moduleId}\u0000${lower(t.name)}`, t.id]));
  const topicsIn = (moduleId: number) => topicRows.filter((t) => t.moduleId === moduleId).length;

  const placed: [number, number][] = [];
  for (const item of items) {
    const { module: moduleName, topic: topicName } = placeOf(item);
    let moduleId = moduleByName.get(lower(moduleName));
    if (moduleId === undefined) {
      const [row] = await tx
        .insert(modules)
        .values({ name: moduleName, course_id: courseId, order_index: moduleByName.size + 1 })
        .returning({ id: modules.id });
      moduleId = row!.id;
      moduleByName.set(lower(moduleName), moduleId);
    }
    const key = `${moduleId}\u0000${lower(topicName)}`;
    let topicId = topicByKey.get(key);
    if (topicId === undefined) {
      const [row] = await tx
        .insert(topics)
        .values({ name: topicName, module_id: moduleId, order_index: topicsIn(moduleId) + 1 })
        .returning({ id: topics.id });
      topicId = row!.id;
      topicByKey.set(key, topicId);
      topicRows.push({ id: topicId, name: topicName, moduleId });
    }
    placed.push([moduleId, topicId]);
  }
  return placed;
}

/** Drops the modules and topics no item uses any more, and gives the rest the modes of their items. */
async function tidyPlaces(tx: Db, courseId: number) {
  await tx.execute(sql`delete from ${topics} t using ${modules} m where t.module_id = m.id and m.course_id = ${courseId}
    and not exists (select 1 from ${questions} where topic_id = t.id) and not exists (select 1 from ${flashcards} where topic_id = t.id)`);
  await tx.execute(sql`delete from ${modules} m where m.course_id = ${courseId} and not exists (select 1 from ${topics} where module_id = m.id)`);
  await tx.execute(sql`update ${topics} t set mode =
      (case when exists (select 1 from ${questions} where topic_id = t.id) then array['serious'] else array[]::text[] end) ||
      (case when exists (select 1 from ${flashcards} where topic_id = t.id) then array['curious'] else array[]::text[] end)
    from ${modules} m where t.module_id = m.id and m.course_id = ${courseId}`);
  await tx.execute(sql`update ${modules} m set mode =
      (case when exists (select 1 from ${topics} where module_id = m.id and 'serious' = any(mode)) then array['serious'] else array[]::text[] end) ||
      (case when exists (select 1 from ${topics} where module_id = m.id and 'curious' = any(mode)) then array['curious'] else array[]::text[] end)
    where m.course_id = ${courseId}`);
}

const itemNotInSet = () => new HttpError(400, ERROR_CODE.validation, 'An item does not belong to this set.');

/** Refuses ids that are not this set's items of that kind (another learner's, a catalogue item's). */
async function assertOwnIds(tx: Db, courseId: number, questionIds: number[], cardIds: number[]) {
  const check = async (table: typeof questions | typeof flashcards, ids: number[]) => {
    if (ids.length === 0) return;
    if (new Set(ids).size !== ids.length) throw itemNotInSet();
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.course_id, courseId), inArray(table.id, ids)));
    if (rows.length !== ids.length) throw itemNotInSet();
  };
  await check(questions, questionIds);
  await check(flashcards, cardIds);
}

/**
 * Writes a set's items: with `replace`, the list becomes exactly these (items sent with an id keep
 * it, and with it their review history; items left out are deleted); otherwise they are added.
 * Run inside a transaction, for all or nothing, or `paced` on a set no read lists or opens yet (createSet).
 */
export async function writeItems(tx: Db, course: Course, items: readonly SetItem[], mode: 'replace' | 'append', { paced = false } = {}): Promise<void> {
  const questionItems = items.filter((item): item is SetQuestion => item.kind === 'question');
  const cardItems = items.filter((item): item is SetFlashcard => item.kind === 'flashcard');
  const keptQuestions = mode === 'replace' ? questionItems.flatMap((q) => (q.id ? [q.id] : [])) : [];
  const keptCards = mode === 'replace' ? cardItems.flatMap((c) => (c.id ? [c.id] : [])) : [];
  await assertOwnIds(tx, course.id, keptQuestions, keptCards);

  if (mode === 'replace') {
    const left = (column: typeof questions.id | typeof flashcards.id, kept: number[]) => (kept.length ? notInArray(column, kept) : undefined);
    await tx.delete(questions).where(and(eq(questions.course_id, course.id), left(questions.id, keptQuestions)));
    await tx.delete(flashcards).where(and(eq(flashcards.course_id, course.id), left(flashcards.id, keptCards)));
  }

  const places = await placeItems(tx, course.id, [...questionItems, ...cardItems]);
  const questionRows = questionItems.map((q, i) => {
    const [module_id, topic_id] = places[i]!;
    return { n: i, id: mode === 'replace' ? (q.id ?? null) : null, module_id, topic_id, question: q.question, options: q.options, answer: q.answer, explanation: q.explanation };
  });
  const cardRows = cardItems.map((c, i) => {
    const [module_id, topic_id] = places[questionItems.length + i]!;
    return {
      n: i,
      id: mode === 'replace' ? (c.id ?? null) : null,
      module_id,
      topic_id,
      concept: c.front,
      summary: [c.back],
      example: c.example,
      protip: c.protip,
      difficulty: c.difficulty,
      formulas: c.formulas,
    };
  });

  const questionRecord = sql.raw(`r(n int, id int, module_id int, topic_id int, question text, options text[], answer text, explanation text)`);
  const cardRecord = sql.raw(
    `r(n int, id int, module_id int, topic_id int, concept text, summary text[], example text, protip text, difficulty text, formulas text[])`,
  );
  await inChunks(
    questionRows.filter((r) => r.id !== null),
    (rows) =>
      tx.execute(sql`update ${questions} q set module_id = r.module_id, topic_id = r.topic_id, question = r.question, options = r.options,
      answer = r.answer, explanation = r.explanation
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${questionRecord} where q.id = r.id`),
    paced,
  );
  await inChunks(
    questionRows.filter((r) => r.id === null),
    (rows) =>
      tx.execute(sql`insert into ${questions} (question, answer, options, explanation, category_id, course_id, module_id, topic_id, mode)
      select r.question, r.answer, r.options, r.explanation, ${course.categoryId}, ${course.id}, r.module_id, r.topic_id, array['serious']
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${questionRecord} order by r.n`),
    paced,
  );
  await inChunks(
    cardRows.filter((r) => r.id !== null),
    (rows) =>
      tx.execute(sql`update ${flashcards} f set module_id = r.module_id, topic_id = r.topic_id, concept = r.concept, summary = r.summary,
      example = r.example, protip = r.protip, difficulty = r.difficulty, formulas = r.formulas
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${cardRecord} where f.id = r.id`),
    paced,
  );
  await inChunks(
    cardRows.filter((r) => r.id === null),
    (rows) =>
      tx.execute(sql`insert into ${flashcards} (concept, summary, example, protip, difficulty, formulas, category_id, course_id, module_id, topic_id, mode)
      select r.concept, r.summary, r.example, r.protip, r.difficulty, r.formulas, ${course.categoryId}, ${course.id}, r.module_id, r.topic_id, array['curious']
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${cardRecord} order by r.n`),
    paced,
  );

  await tidyPlaces(tx, course.id);
}

/**
 * Copies a set's modules, topics and items into `to`, an empty course: a duplicate, a copy from a
 * share link, or an admin's promotion into the catalogue. Modules and topics are matched by name,
 * which is unique within their parent; items are copied a chunk at a time, in saving order.
 */
export async function copyItems(db: Db, fromId: number, to: Course, { paced = false } = {}): Promise<void> {
  await db.execute(sql`insert into ${modules} (name, course_id, order_index, mode)
    select name, ${to.id}, order_index, mode from ${modules} where course_id = ${fromId} order by id`);
  await db.execute(sql`insert into ${topics} (name, module_id, order_index, mode)
    select t.name, nm.id, t.order_index, t.mode from ${topics} t
    join ${modules} om on om.id = t.module_id and om.course_id = ${fromId}
    join ${modules} nm on nm.course_id = ${to.id} and nm.name = om.name order by t.id`);
  // old topic id → new module and topic ids
  const places = sql`select ot.id as old_topic, nm.id as module_id, nt.id as topic_id from ${topics} ot
    join ${modules} om on om.id = ot.module_id and om.course_id = ${fromId}
    join ${modules} nm on nm.course_id = ${to.id} and nm.name = om.name
    join ${topics} nt on nt.module_id = nm.id and nt.name = ot.name`;
  // a chunk by the range of its ids (they come sorted): a list of 250 ids made PostgreSQL scan the table
  const inRange = (alias: SQL, ids: number[]) => sql`${alias}.course_id = ${fromId} and ${alias}.id between ${ids[0]} and ${ids.at(-1)}`;
  const ids = await readItemIds(db, fromId);
  await inChunks(
    ids.question,
    (chunk) =>
      db.execute(sql`insert into ${questions} (question, answer, options, explanation, category_id, course_id, module_id, topic_id, tags, mode)
      select q.question, q.answer, q.options, q.explanation, ${to.categoryId}, ${to.id}, p.module_id, p.topic_id, q.tags, q.mode
      from ${questions} q join (${places}) p on p.old_topic = q.topic_id where ${inRange(sql`q`, chunk)} order by q.id`),
    paced,
  );
  await inChunks(
    ids.flashcard,
    (chunk) =>
      db.execute(sql`insert into ${flashcards} (concept, summary, example, protip, difficulty, formulas, quiz_check, tag, category_id, course_id, module_id, topic_id, mode)
      select f.concept, f.summary, f.example, f.protip, f.difficulty, f.formulas, f.quiz_check, f.tag, ${to.categoryId}, ${to.id}, p.module_id, p.topic_id, f.mode
      from ${flashcards} f join (${places}) p on p.old_topic = f.topic_id where ${inRange(sql`f`, chunk)} order by f.id`),
    paced,
  );
}

/** Deletes a set's items a chunk at a time, paced; their review items go with them, by their keys. */
export async function deleteItems(db: Db, courseId: number): Promise<void> {
  const ids = await readItemIds(db, courseId);
  await inChunks(ids.question, (chunk) => db.delete(questions).where(inArray(questions.id, chunk)), true);
  await inChunks(ids.flashcard, (chunk) => db.delete(flashcards).where(inArray(flashcards.id, chunk)), true);
}
