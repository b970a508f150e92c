import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Flashcard, QuizQuestion } from '@curio/core/catalogue';
import { ERROR_CODE } from '@curio/core/errors';
import { isKidsLocked } from '@curio/core/kids-lock';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { OfferedSet, SetDetail, SetItemsPage, SetSaved, SetItem, SetSummary } from '@curio/core/study-sets';
import { OFFERED_SETS_LISTED, SET_ITEMS_MAX, SETS_CATEGORY, SET_ITEMS_PAGE, SETS_PER_LEARNER } from '@curio/core/study-sets-rules';
import { notKidsLocked } from '../../auth/kids-lock';
import { type Db, kindOf } from '../../db/client';
import { categories, courses, flashcards, modules, questions, studySets, topics, users } from '../../db/tables';
import { fillQuiz, flashcardColumns, questionColumns, toQuizQuestion } from '../../lib/catalogue-items';
import { contentChanged } from '../../lib/cache';
import { addNewItems } from '../../lib/review-items';
import { sameName } from '../../lib/course-scope';
import { HttpError } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import { copyItems, type Course, deleteItems, readAllItems, readItemIds, readItems, readTopics, type RowSource, sentRows, type Step, stepperFor, writeItems, writeRows } from './set-items';
import { setCounts, setReply, type SetReply } from './set-replies';
import type { ItemCounts } from './set-rows';

/*
 * A learner's study sets (docs/product.md#study-sets-imports-and-exports): courses with an owner in the hidden SETS_CATEGORY, their
 * description and share link in study_sets. The owner reaches a set by its id; anyone else only
 * through its share link, and Kids Lock keeps children to their own sets.
 */

export interface Learner {
  id: string;
  age?: unknown;
}

/** A set as found: its course, its owner and the row of study_sets. */
interface SetRow {
  id: number;
  categoryId: number;
  ownerId: string;
  title: string;
  description: string;
  shareSlug: string | null;
  offeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

const notFound = () => new HttpError(404, ERROR_CODE.notFound, SETS_MSG.notFound);
const iso = (date: Date) => date.toISOString();

const setColumns = {
  id: courses.id,
  categoryId: courses.category_id,
  ownerId: sql<string>`${courses.owner_id}`,
  title: courses.name,
  description: studySets.description,
  shareSlug: studySets.share_slug,
  offeredAt: studySets.offered_at,
  createdAt: studySets.created_at,
  updatedAt: studySets.updated_at,
  version: studySets.version,
};

function selectSets(db: Db) {
  return db.select(setColumns).from(courses).innerJoin(studySets, eq(studySets.course_id, courses.id)).$dynamic();
}

// on every request to a set of one's own, where planning it cost about what running it does
const ownSetQuery = preparedQuery((db) =>
  selectSets(db)
    .where(and(eq(courses.id, sql.placeholder('id')), eq(courses.owner_id, sql.placeholder('owner_id'))))
    .prepare('own_study_set'),
);

/** The learner's own set, or 404 (another learner's set is not theirs to know about). */
async function ownSet(db: Db, learner: Learner, id: number): Promise<SetRow> {
  const [row] = await ownSetQuery(db).execute({ id, owner_id: learner.id });
  if (!row) throw notFound();
  return row;
}

/** A set opened through its share link; Kids Lock opens only the learner's own. */
async function sharedSet(db: Db, learner: Learner, slug: string): Promise<SetRow> {
  const [row] = await selectSets(db).where(eq(studySets.share_slug, slug));
  if (row && row.ownerId === learner.id) return row;
  if (isKidsLocked(learner.age)) throw new HttpError(403, ERROR_CODE.forbidden, SETS_MSG.kidsCannotOpenShared);
  if (!row) throw new HttpError(404, ERROR_CODE.notFound, SETS_MSG.notShared);
  return row;
}

/** How a route names a set: its id (the owner) or its share link (anyone signed in). */
export type SetRef = { id: number } | { slug: string };

export const findSet = (db: Db, learner: Learner, ref: SetRef) => ('id' in ref ? ownSet(db, learner, ref.id) : sharedSet(db, learner, ref.slug));

/**
 * Each set's questions and cards, counted in one statement: it runs inside saves' transactions too,
 * where queries sent at once on their one connection would queue (and pg@9 refuses them).
 */
async function itemCounts(db: Db, courseIds: number[]): Promise<Map<number, ItemCounts>> {
  if (courseIds.length === 0) return new Map();
  const countIn = (table: typeof questions | typeof flashcards) =>
    sql<number>`(${db.select({ n: count() }).from(table).where(eq(table.course_id, courses.id))})`.mapWith(Number);
  const rows = await db
    .select({ id: courses.id, questions: countIn(questions), flashcards: countIn(flashcards) })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

function toSummary(row: SetRow, counts: ItemCounts): SetSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    question_count: counts.questions,
    flashcard_count: counts.flashcards,
    share_slug: row.shareSlug,
    offered_at: row.offeredAt && iso(row.offeredAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

async function summaryOf(db: Db, row: SetRow): Promise<SetSummary> {
  return toSummary(row, (await itemCounts(db, [row.id])).get(row.id)!);
}

/** My sets, most recently changed first. */
export async function listSets(db: Db, learner: Learner): Promise<SetSummary[]> {
  const rows = await selectSets(db)
    .where(eq(courses.owner_id, learner.id))
    .orderBy(desc(studySets.updated_at), desc(courses.id));
  const counts = await setCounts(db, rows, () =>
    itemCounts(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => toSummary(row, counts.get(row.id)!));
}

/** A set as it opens: its summary, its topics and the first page of its items. */
export async function setDetail(db: Db, learner: Learner, ref: SetRef): Promise<SetReply> {
  const row = await findSet(db, learner, ref);
  const isOwner = row.ownerId === learner.id;
  return setReply(db, row, isOwner ? 'detail, owner' : 'detail', () => readDetail(db, row, isOwner));
}

async function readDetail(db: Db, row: SetRow, isOwner: boolean): Promise<SetDetail> {
  const [topicList, page, [owner]] = await Promise.all([
    readTopics(db, row.id),
    readItems(db, row.id, { limit: SET_ITEMS_PAGE }),
    db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.ownerId)),
  ]);
  // the topics' counts add up to the set's
  const counts = { questions: 0, flashcards: 0 };
  for (const topic of topicList) {
    counts.questions += topic.question_count;
    counts.flashcards += topic.flashcard_count;
  }
  return { ...toSummary(row, counts), owner: owner ?? { id: row.ownerId, name: '' }, is_owner: isOwner, topics: topicList, ...page };
}

/** A further page of a set's items, after the cursor the last page gave. */
export async function setItemsPage(db: Db, learner: Learner, ref: SetRef, page: { after?: string | undefined; limit: number }): Promise<SetReply> {
  const set = await findSet(db, learner, ref);
  return setReply(db, set, `items after ${page.after ?? ''}, ${page.limit}`, (): Promise<SetItemsPage> => readItems(db, set.id, page));
}

/**
 * What a save answers: the set and every item's id, in saving order. Read in the save's own
 * transaction: on PGlite, whose one connection a big save holds, a request that waited for the
 * commit would otherwise wait again behind this read of thousands of ids (bench/sets.ts).
 */
async function savedOf(db: Db, learner: Learner, id: number): Promise<SetSaved> {
  const row = await ownSet(db, learner, id);
  // the ids give the counts too: one query fewer in the save's transaction
  const itemIds = await readItemIds(db, id);
  return { ...toSummary(row, { questions: itemIds.question.length, flashcards: itemIds.flashcard.length }), item_ids: itemIds };
}

/** The hidden category of every set, made the first time a set is. */
async function setsCategoryId(tx: Db): Promise<number> {
  await tx.insert(categories).values({ name: SETS_CATEGORY, label: 'My sets' }).onConflictDoNothing({ target: categories.name });
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, SETS_CATEGORY));
  return row!.id;
}

/**
 * How long a set may take to be written before it counts as abandoned: a server stopped mid-save
 * leaves one behind. A save of the largest set takes seconds.
 */
const UNFINISHED_SET_MAX_AGE = sql`interval '1 hour'`;

async function assertRoomForASet(tx: Db, learner: Learner) {
  await tx
    .delete(courses)
    .where(
      and(
        eq(courses.owner_id, learner.id),
        sql`${courses.created_at} < now() - ${UNFINISHED_SET_MAX_AGE}`,
        notExists(tx.select({ one: sql`1` }).from(studySets).where(eq(studySets.course_id, courses.id))),
      ),
    );
  // sets still being written count too: a learner cannot pass the limit by saving many at once
  const [row] = await tx.select({ n: count() }).from(courses).where(eq(courses.owner_id, learner.id));
  if ((row?.n ?? 0) >= SETS_PER_LEARNER) throw new HttpError(409, ERROR_CODE.conflict, SETS_MSG.tooManySets);
}

/** A set's course, with no study_sets row yet: no read lists or opens it until one is added. */
async function insertCourse(tx: Db, learner: Learner, title: string): Promise<Course> {
  await assertRoomForASet(tx, learner);
  const categoryId = await setsCategoryId(tx);
  const [course] = await tx.insert(courses).values({ name: title, category_id: categoryId, owner_id: learner.id }).returning({ id: courses.id });
  return { id: course!.id, categoryId };
}

/**
 * A new set is written in steps (decision 046). First a short transaction adds its course, which
 * from then on counts toward its owner's sets limit; last its study_sets row is added, and until
 * then the set is a course of its owner's that no read lists or opens (reads of sets join
 * study_sets; the catalogue's leave owned courses out). A failed step deletes it; one a stopped
 * server left goes with the owner's next new set (assertRoomForASet). On PGlite the steps between
 * are written outside a transaction, each after the first resting as long as the last took
 * (stepper): a transaction holds PGlite's one connection, and an imported deck's 10 000 rows kept
 * every other request waiting for half a second. On PostgreSQL they are one transaction with no
 * rests: its other connections go on serving requests meanwhile.
 */
async function newSetInSteps(
  db: Db,
  learner: Learner,
  title: string,
  description: string,
  fill: (tx: Db, course: Course, step: Step) => Promise<void>,
  step: Step = stepperFor(db),
): Promise<number> {
  const course = await step(() => db.transaction((tx) => insertCourse(tx, learner, title)));
  const rest = async (tx: Db) => {
    await fill(tx, course, step);
    await step(() => tx.insert(studySets).values({ course_id: course.id, description }));
  };
  try {
    await (kindOf(db) === 'pglite' ? rest(db) : db.transaction(rest));
  } catch (error) {
    await db.delete(courses).where(eq(courses.id, course.id));
    throw error;
  }
  return course.id;
}

export async function createSet(db: Db, learner: Learner, input: { title: string; description: string; items: SetItem[] }): Promise<SetSaved> {
  const id = await newSetInSteps(db, learner, input.title, input.description, (tx, course, step) => writeItems(tx, course, input.items, 'replace', step));
  return savedOf(db, learner, id);
}

/** Every change to a set makes a new version of it, so no reply kept for the old one is served again (set-replies.ts). */
const nextVersion = sql`${studySets.version} + 1`;

const touch = (tx: Db, id: number, changes: Partial<typeof studySets.$inferInsert> = {}) =>
  tx
    .update(studySets)
    .set({ updated_at: sql`now()`, version: nextVersion, ...changes })
    .where(eq(studySets.course_id, id));

export async function updateSet(db: Db, learner: Learner, id: number, changes: { title?: string | undefined; description?: string | undefined }): Promise<SetSummary> {
  await db.transaction(async (tx) => {
    await ownSet(tx, learner, id);
    if (changes.title !== undefined) await tx.update(courses).set({ name: changes.title }).where(eq(courses.id, id));
    await touch(tx, id, changes.description === undefined ? {} : { description: changes.description });
  });
  return summaryOf(db, await ownSet(db, learner, id));
}

async function assertRoomForItems(tx: Db, id: number, adding: number) {
  const counts = (await itemCounts(tx, [id])).get(id)!;
  if (counts.questions + counts.flashcards + adding > SET_ITEMS_MAX) throw new HttpError(400, ERROR_CODE.validation, SETS_MSG.tooManyItems);
}

/** Replaces (the editor) or extends (an import into the set) a set's items; all or nothing. */
export async function saveItems(db: Db, learner: Learner, id: number, items: SetItem[], mode: 'replace' | 'append'): Promise<SetSaved> {
  return db.transaction(async (tx) => {
    const set = await ownSet(tx, learner, id);
    if (mode === 'append') await assertRoomForItems(tx, id, items.length);
    await writeItems(tx, { id, categoryId: set.categoryId }, items, mode);
    await touch(tx, id);
    return savedOf(tx, learner, id);
  });
}

/** Where new items go: a set of the learner's, or a new one of theirs. */
export type ItemsTarget = { id: number } | { title: string; description: string };

/**
 * Adds rows to a set of the learner's (one transaction) or to a new one (in steps, by `step`),
 * all or nothing; answers the set's summary, not its items.
 */
export async function addRows(db: Db, learner: Learner, target: ItemsTarget, source: RowSource, step: Step = stepperFor(db)): Promise<SetSummary> {
  const count = source.counts.questions + source.counts.flashcards;
  if ('id' in target) {
    return db.transaction(async (tx) => {
      const set = await ownSet(tx, learner, target.id);
      await assertRoomForItems(tx, set.id, count);
      await writeRows(tx, { id: set.id, categoryId: set.categoryId }, source, 'append');
      await touch(tx, set.id);
      return summaryOf(tx, await ownSet(tx, learner, set.id));
    });
  }
  if (count > SET_ITEMS_MAX) throw new HttpError(400, ERROR_CODE.validation, SETS_MSG.tooManyItems);
  const id = await newSetInSteps(db, learner, target.title, target.description, (tx, course, paced) => writeRows(tx, course, source, 'append', paced), step);
  // a new set holds what was written: its rows need not be counted again
  return step(async () => toSummary(await ownSet(db, learner, id), source.counts));
}

/** Adds items to a set of the learner's or to a new one (addRows). */
export const addItems = (db: Db, learner: Learner, target: ItemsTarget, items: SetItem[]) => addRows(db, learner, target, sentRows(items));

/**
 * A set is gone for every reader once its study_sets row is; its items then go in paced steps as a
 * new set's are written (decision 063), with their review items (by their keys), and its course last.
 * One a stopped server left half deleted is an unfinished set: it goes as those do.
 */
export async function deleteSet(db: Db, learner: Learner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownSet(tx, learner, id);
    await tx.delete(studySets).where(eq(studySets.course_id, id));
  });
  await deleteItems(db, id);
  await db.delete(courses).where(eq(courses.id, id));
}

/** A new set of mine with a set's items: my own set duplicated, or one opened through its link; written in steps. */
export async function copySet(db: Db, learner: Learner, ref: SetRef): Promise<SetSummary> {
  const source = await findSet(db, learner, ref);
  const title = 'id' in ref ? `${source.title} (copy)`.slice(0, 120) : source.title;
  const id = await newSetInSteps(db, learner, title, source.description, (tx, course, step) => copyItems(tx, source.id, course, step));
  return summaryOf(db, await ownSet(db, learner, id));
}

/** A switch on the owner's own set: Kids Lock may keep it off; a change is a new version of the set's replies. */
async function switchSet(
  db: Db,
  learner: Learner,
  id: number,
  on: boolean,
  { isOn, values, kidsRefusal }: { isOn: (set: SetRow) => boolean; values: (on: boolean) => PgUpdateSetSource<typeof studySets>; kidsRefusal: string },
): Promise<SetSummary> {
  const set = await ownSet(db, learner, id);
  if (on && isKidsLocked(learner.age)) throw new HttpError(403, ERROR_CODE.forbidden, kidsRefusal);
  if (on !== isOn(set)) {
    await db
      .update(studySets)
      .set({ ...values(on), version: nextVersion })
      .where(eq(studySets.course_id, id));
  }
  return summaryOf(db, await ownSet(db, learner, id));
}

/** "Anyone with the link" on or off; a new link each time it is turned on, so an old one stays dead. */
export const setSharing = (db: Db, learner: Learner, id: number, shared: boolean) =>
  switchSet(db, learner, id, shared, {
    isOn: (set) => set.shareSlug !== null,
    values: (on) => ({ share_slug: on ? randomBytes(9).toString('base64url') : null }),
    kidsRefusal: SETS_MSG.kidsCannotShare,
  });

/**
 * "Suggest for the catalogue" on or off (decision 052): the owner's consent, without which no admin
 * may promote the set. Kids Lock keeps a child's sets theirs; withdrawing is always allowed.
 */
export const offerSet = (db: Db, learner: Learner, id: number, offered: boolean) =>
  switchSet(db, learner, id, offered, {
    isOn: (set) => set.offeredAt !== null,
    values: (on) => ({ offered_at: on ? sql`now()` : null }),
    kidsRefusal: SETS_MSG.kidsCannotOffer,
  });

/** Whose consent a promotion rests on: the owner offered the set, or the admin owns it; never a Kids Lock learner's. */
const promotable = (admin: Learner) => and(or(isNotNull(studySets.offered_at), eq(courses.owner_id, admin.id)), notKidsLocked(users.age));

/** The sets their owners offer for the catalogue, the longest waiting first, for an admin to look through. */
export async function listOfferedSets(db: Db): Promise<OfferedSet[]> {
  const rows = await db
    .select({ ...setColumns, ownerName: users.name })
    .from(courses)
    .innerJoin(studySets, eq(studySets.course_id, courses.id))
    .innerJoin(users, eq(users.id, courses.owner_id))
    .where(and(isNotNull(studySets.offered_at), notKidsLocked(users.age)))
    .orderBy(asc(studySets.offered_at), asc(courses.id))
    .limit(OFFERED_SETS_LISTED);
  const counts = await itemCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ ownerName, ...row }) => ({ ...toSummary(row, counts.get(row.id)!), owner: { id: row.ownerId, name: ownerName }, offered_at: iso(row.offeredAt!) }));
}

/**
 * An admin puts a copy of a set into the public catalogue, as a course of an existing category: only
 * a set its owner offers (or the admin's own), answered as missing otherwise, so an id tells nothing
 * of a private set. The offer is read and held in the promotion's transaction, so a withdrawal made
 * meanwhile wins or waits; once promoted, the offer has been taken up and ends.
 */
export async function promoteSet(
  db: Db,
  admin: Learner,
  setId: number,
  target: { category: string; course?: string | undefined },
): Promise<{ category: string; course: string }> {
  const name = await db.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: courses.id, title: courses.name })
      .from(courses)
      .innerJoin(studySets, eq(studySets.course_id, courses.id))
      .innerJoin(users, eq(users.id, courses.owner_id))
      .where(and(eq(courses.id, setId), promotable(admin)))
      .for('update', { of: studySets });
    if (!source) throw new HttpError(404, ERROR_CODE.notFound, SETS_MSG.notOffered);
    const courseName = target.course ?? source.title;
    const [category] = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(sameName(categories.name, target.category));
    if (!category || category.name === SETS_CATEGORY) throw new HttpError(404, ERROR_CODE.notFound, 'Category not found.');
    const [taken] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.category_id, category.id), isNull(courses.owner_id), sameName(courses.name, courseName)));
    if (taken) throw new HttpError(409, ERROR_CODE.conflict, SETS_MSG.courseExists);
    const [course] = await tx.insert(courses).values({ name: courseName, category_id: category.id }).returning({ id: courses.id });
    await copyItems(tx, source.id, { id: course!.id, categoryId: category.id });
    // the learner's set is otherwise left as it was: not counted as changed by them
    await tx.update(studySets).set({ offered_at: null, version: nextVersion }).where(eq(studySets.course_id, source.id));
    return courseName;
  });
  contentChanged(db);
  return { category: target.category.toLowerCase(), course: name };
}

// ---------------------------------------------------------------- studying a set

/** The set's topic rows named `topic`; without one, the set's only topic (400 when it has several). */
async function topicOf(db: Db, set: SetRow, topic: string | undefined) {
  const rows = await db
    .select({ id: topics.id, topic: topics.name, module: modules.name })
    .from(topics)
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .where(and(eq(modules.course_id, set.id), topic === undefined ? undefined : sameName(topics.name, topic)))
    .orderBy(asc(modules.order_index), asc(topics.order_index));
  if (topic === undefined && rows.length > 1) throw new HttpError(400, ERROR_CODE.validation, 'topic: name one of the set’s topics');
  return rows;
}

/** A set's quiz, as a catalogue topic's: up to QUIZ_MAX_QUESTIONS by id, de-duplicated; the set's owner, or anyone with its link. */
export async function setQuizQuestions(db: Db, learner: Learner, ref: SetRef, topic: string | undefined): Promise<QuizQuestion[]> {
  return readQuiz(db, await findSet(db, learner, ref), topic);
}

async function readQuiz(db: Db, set: SetRow, topic: string | undefined): Promise<QuizQuestion[]> {
  const places = await topicOf(db, set, topic);
  if (places.length === 0) return [];
  const placeOf = new Map(places.map((p) => [p.id, p]));
  return fillQuiz(async (afterId, limit) => {
    const rows = await db
      .select({ ...questionColumns(), topicId: questions.topic_id })
      .from(questions)
      .where(and(eq(questions.course_id, set.id), inArray(questions.topic_id, [...placeOf.keys()]), gt(questions.id, afterId)))
      .orderBy(asc(questions.id))
      .limit(limit);
    return rows.map(({ topicId, ...row }) => {
      const place = placeOf.get(topicId)!;
      return toQuizQuestion({ ...row, subtopic: null }, { category: SETS_CATEGORY, course: set.title, module: place.module, topic: place.topic });
    });
  });
}

/** A set's cards, as GET /api/flashcards gives a topic's: front in `concept`, back in `summary`. */
export async function setFlashcards(db: Db, learner: Learner, ref: SetRef, topic: string | undefined): Promise<SetReply> {
  const set = await findSet(db, learner, ref);
  return setReply(db, set, `cards of ${topic ?? ''}`, () => readCards(db, set, topic));
}

async function readCards(db: Db, set: SetRow, topic: string | undefined): Promise<Flashcard[]> {
  const places = await topicOf(db, set, topic);
  if (places.length === 0) return [];
  const placeOf = new Map(places.map((p) => [p.id, p]));
  const rows = await db
    .select({ ...flashcardColumns(), topicId: flashcards.topic_id })
    .from(flashcards)
    .where(and(eq(flashcards.course_id, set.id), inArray(flashcards.topic_id, [...placeOf.keys()])))
    .orderBy(asc(flashcards.id));
  return rows.map(({ topicId, difficulty, ...row }) => {
    const place = placeOf.get(topicId)!;
    return {
      ...row,
      difficulty: difficulty as Flashcard['difficulty'],
      category: SETS_CATEGORY,
      course: set.title,
      module: place.module,
      topic: place.topic,
      subtopic: null,
    };
  });
}

/** "Add these cards to my review": the set's cards (of one topic) enter the learner's memory model; how many were new to it. */
export async function addSetCardsToReview(db: Db, learner: Learner, ref: SetRef, topic: string | undefined): Promise<number> {
  const cards = await readCards(db, await findSet(db, learner, ref), topic);
  return addNewItems(
    db,
    learner.id,
    'flashcard',
    cards.map((card) => card.id),
  );
}

/** Whether every one of these questions is in a set the learner may open: their own, or (no Kids Lock) a shared one. */
export async function setQuestionsOpen(db: Db, learner: Learner, questionIds: number[]): Promise<boolean> {
  if (questionIds.length === 0) return true;
  const shared = isKidsLocked(learner.age) ? sql`false` : sql`${studySets.share_slug} is not null`;
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.course_id))
    .innerJoin(studySets, eq(studySets.course_id, courses.id))
    .where(and(inArray(questions.id, questionIds), or(eq(courses.owner_id, learner.id), shared)));
  return row?.n === questionIds.length;
}

/** A set's title and items, for an export. */
export async function setForExport(db: Db, learner: Learner, ref: SetRef): Promise<{ title: string; items: SetItem[] }> {
  const set = await findSet(db, learner, ref);
  return { title: set.title, items: await readAllItems(db, set.id) };
}
