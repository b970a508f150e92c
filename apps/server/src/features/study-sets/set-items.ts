import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { ERROR_CODE } from '@curio/core/errors';
import { questionFromStore } from '@curio/core/question-types-rules';
import type { SavedSetItem, SetFlashcard, SetItem, SetItemsPage, SetTopic } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import { type Db, kindOf } from '../../db/client';
import { flashcards, modules, questions, topics } from '../../db/tables';
import { HttpError } from '../../lib/http-error';
import { type ItemCounts, type ItemKind, itemRows, type Place, SET_ITEMS_CHUNK } from './set-rows';

/*
 * A set's items as rows of the catalogue's tables. Every item sits in a module and a topic of the
 * set's course (SET_DEFAULT_TOPIC when it names none); a question's mode is serious and a card's
 * curious, so the quiz and the flashcards find them as they find the catalogue's. Items are written
 * SET_ITEMS_CHUNK rows a statement, their rows as a JSON parameter (set-rows.ts): a VALUES list of
 * thousands of parameters costs more to parse than to run.
 */

/** Runs one step of a long write; `step(() => …)` for each, in order. */
export type Step = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * Steps of a long write, in order. Inside a transaction the event loop turns between steps (not
 * before the first: the transaction holds PGlite's one connection while it waits, so a small save
 * never does), but requests that query PGlite wait for the whole save. Outside one (`paced`), each
 * step after the first waits as long as the last took, as PostgreSQL paces its vacuum: half the
 * database's time is left to other requests while a new set is written.
 */
function stepper(paced: boolean): Step {
  let lastMs: number | null = null;
  return async (run) => {
    if (lastMs !== null) await (paced ? sleep(lastMs) : nextTurn());
    const began = performance.now();
    try {
      return await run();
    } finally {
      lastMs = performance.now() - began;
    }
  };
}

/**
 * The steps of a long write on `db`'s engine: paced on PGlite, whose queries run on the event loop
 * and hold its one connection; never on PostgreSQL, whose queries leave the event loop free and
 * whose other connections are not held up, so a rest there only made the save slower.
 */
export const stepperFor = (db: Db): Step => stepper(kindOf(db) === 'pglite');

/** Items' rows: sent as JSON text with each statement, or an import's kept in set_import_chunks (set-imports.ts). */
export interface RowSource {
  places: Place[];
  counts: ItemCounts;
  /** each chunk's rows as a jsonb expression */
  chunks: { kind: ItemKind; rows: SQL }[];
}

/** Items' rows, each chunk sent as JSON text with its statement. */
export function sentRows(items: readonly SetItem[]): RowSource {
  const rows = itemRows(items);
  return { places: rows.places, counts: rows.counts, chunks: rows.chunks.map((chunk) => ({ kind: chunk.kind, rows: sql`${chunk.rows}::jsonb` })) };
}

const chunksOf = (ids: number[]) => Array.from({ length: Math.ceil(ids.length / SET_ITEMS_CHUNK) }, (_, i) => ids.slice(i * SET_ITEMS_CHUNK, (i + 1) * SET_ITEMS_CHUNK));

/** A set's course, as the writers here need it. */
export interface Course {
  id: number;
  categoryId: number;
}

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
      type: questions.type,
      spec: questions.spec,
    })
    .from(questions)
    .innerJoin(modules, eq(modules.id, questions.module_id))
    .innerJoin(topics, eq(topics.id, questions.topic_id))
    .where(and(eq(questions.course_id, courseId), gt(questions.id, afterId)))
    .orderBy(asc(questions.id))
    .limit(limit);
  return rows.map(({ id, explanation, ...row }): ItemRow => ({ kind: 'question', id, explanation, ...placeNames(row), ...questionFromStore(row) }));
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

/** The module and topic ids of each place, creating those missing (names match case-insensitively), as the JSON a chunk's statement joins. */
async function placeIds(tx: Db, courseId: number, places: readonly Place[]): Promise<string> {
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

  const placed: { place: number; module_id: number; topic_id: number }[] = [];
  for (const [place, { module: moduleName, topic: topicName }] of places.entries()) {
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
    placed.push({ place, module_id: moduleId, topic_id: topicId });
  }
  return JSON.stringify(placed);
}

/** Drops the modules and topics no item uses any more, and gives the rest the modes of their items. */
async function tidyPlaces(tx: Db, courseId: number, step: Step) {
  await step(() => tx.execute(sql`delete from ${topics} t using ${modules} m where t.module_id = m.id and m.course_id = ${courseId}
    and not exists (select 1 from ${questions} where topic_id = t.id) and not exists (select 1 from ${flashcards} where topic_id = t.id)`));
  await step(() => tx.execute(sql`delete from ${modules} m where m.course_id = ${courseId} and not exists (select 1 from ${topics} where module_id = m.id)`));
  await step(() => tx.execute(sql`update ${topics} t set mode =
      (case when exists (select 1 from ${questions} where topic_id = t.id) then array['serious'] else array[]::text[] end) ||
      (case when exists (select 1 from ${flashcards} where topic_id = t.id) then array['curious'] else array[]::text[] end)
    from ${modules} m where t.module_id = m.id and m.course_id = ${courseId}`));
  await step(() => tx.execute(sql`update ${modules} m set mode =
      (case when exists (select 1 from ${topics} where module_id = m.id and 'serious' = any(mode)) then array['serious'] else array[]::text[] end) ||
      (case when exists (select 1 from ${topics} where module_id = m.id and 'curious' = any(mode)) then array['curious'] else array[]::text[] end)
    where m.course_id = ${courseId}`));
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

const questionRecord = sql.raw(`r(n int, id int, place int, question text, options text[], answer text, explanation text, type text, spec jsonb)`);
const cardRecord = sql.raw(`r(n int, id int, place int, concept text, summary text[], example text, protip text, difficulty text, formulas text[])`);
const placeRecord = sql.raw(`p(place int, module_id int, topic_id int)`);

/** A chunk's rows: those with an id update their item (`replace` only), the others are added in order. */
async function writeChunk(tx: Db, course: Course, placed: string, chunk: RowSource['chunks'][number], mode: 'replace' | 'append') {
  const places = sql`jsonb_to_recordset(${placed}::jsonb) as ${placeRecord}`;
  if (chunk.kind === 'question') {
    const rows = sql`jsonb_to_recordset(${chunk.rows}) as ${questionRecord}`;
    if (mode === 'replace')
      await tx.execute(sql`update ${questions} q set module_id = p.module_id, topic_id = p.topic_id, question = r.question, options = r.options,
        answer = r.answer, explanation = r.explanation, type = r.type, spec = r.spec
        from ${rows} join ${places} on p.place = r.place where q.id = r.id`);
    await tx.execute(sql`insert into ${questions} (question, answer, options, explanation, type, spec, category_id, course_id, module_id, topic_id, mode)
      select r.question, r.answer, r.options, r.explanation, r.type, r.spec, ${course.categoryId}, ${course.id}, p.module_id, p.topic_id, array['serious']
      from ${rows} join ${places} on p.place = r.place where r.id is null order by r.n`);
    return;
  }
  const rows = sql`jsonb_to_recordset(${chunk.rows}) as ${cardRecord}`;
  if (mode === 'replace')
    await tx.execute(sql`update ${flashcards} f set module_id = p.module_id, topic_id = p.topic_id, concept = r.concept, summary = r.summary,
      example = r.example, protip = r.protip, difficulty = r.difficulty, formulas = r.formulas
      from ${rows} join ${places} on p.place = r.place where f.id = r.id`);
  await tx.execute(sql`insert into ${flashcards} (concept, summary, example, protip, difficulty, formulas, category_id, course_id, module_id, topic_id, mode)
    select r.concept, r.summary, r.example, r.protip, r.difficulty, r.formulas, ${course.categoryId}, ${course.id}, p.module_id, p.topic_id, array['curious']
    from ${rows} join ${places} on p.place = r.place where r.id is null order by r.n`);
}

/**
 * Writes items' rows into a set: their modules and topics, then a chunk a step, then the modes of
 * its modules and topics. Run inside a transaction, for all or nothing, or with a paced `step` on a
 * set no read lists or opens yet (a new set, decision 046).
 */
export async function writeRows(tx: Db, course: Course, source: RowSource, mode: 'replace' | 'append', step: Step = stepper(false)): Promise<void> {
  const placed = await step(() => placeIds(tx, course.id, source.places));
  for (const chunk of source.chunks) await step(() => writeChunk(tx, course, placed, chunk, mode));
  await tidyPlaces(tx, course.id, step);
}

/**
 * Writes a set's items: with `replace`, the list becomes exactly these (items sent with an id keep
 * it, and with it their review history; items left out are deleted); otherwise they are added.
 */
export async function writeItems(tx: Db, course: Course, items: readonly SetItem[], mode: 'replace' | 'append', step?: Step): Promise<void> {
  if (mode === 'replace') {
    const kept = (kind: ItemKind) => items.flatMap((item) => (item.kind === kind && item.id ? [item.id] : []));
    const [keptQuestions, keptCards] = [kept('question'), kept('flashcard')];
    await assertOwnIds(tx, course.id, keptQuestions, keptCards);
    const left = (column: typeof questions.id | typeof flashcards.id, ids: number[]) => (ids.length ? notInArray(column, ids) : undefined);
    await tx.delete(questions).where(and(eq(questions.course_id, course.id), left(questions.id, keptQuestions)));
    await tx.delete(flashcards).where(and(eq(flashcards.course_id, course.id), left(flashcards.id, keptCards)));
  }
  await writeRows(tx, course, sentRows(items), mode, step);
}

/**
 * Copies a set's modules, topics and items into `to`, an empty course: a duplicate, a copy from a
 * share link, or an admin's promotion into the catalogue. Modules and topics are matched by name,
 * which is unique within their parent; items are copied a chunk at a time, in saving order.
 */
export async function copyItems(db: Db, fromId: number, to: Course, step: Step = stepper(false)): Promise<void> {
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
  for (const chunk of chunksOf(ids.question))
    await step(() =>
      db.execute(sql`insert into ${questions} (question, answer, options, explanation, type, spec, category_id, course_id, module_id, topic_id, tags, mode)
      select q.question, q.answer, q.options, q.explanation, q.type, q.spec, ${to.categoryId}, ${to.id}, p.module_id, p.topic_id, q.tags, q.mode
      from ${questions} q join (${places}) p on p.old_topic = q.topic_id where ${inRange(sql`q`, chunk)} order by q.id`),
    );
  for (const chunk of chunksOf(ids.flashcard))
    await step(() =>
      db.execute(sql`insert into ${flashcards} (concept, summary, example, protip, difficulty, formulas, quiz_check, tag, category_id, course_id, module_id, topic_id, mode)
      select f.concept, f.summary, f.example, f.protip, f.difficulty, f.formulas, f.quiz_check, f.tag, ${to.categoryId}, ${to.id}, p.module_id, p.topic_id, f.mode
      from ${flashcards} f join (${places}) p on p.old_topic = f.topic_id where ${inRange(sql`f`, chunk)} order by f.id`),
    );
}

/** Deletes a set's items a chunk at a time, paced on PGlite; their review items go with them, by their keys. */
export async function deleteItems(db: Db, courseId: number): Promise<void> {
  const ids = await readItemIds(db, courseId);
  const step = stepperFor(db);
  for (const chunk of chunksOf(ids.question)) await step(() => db.delete(questions).where(inArray(questions.id, chunk)));
  for (const chunk of chunksOf(ids.flashcard)) await step(() => db.delete(flashcards).where(inArray(flashcards.id, chunk)));
}
