import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { ERROR_CODE } from '@curio/core/errors';
import { FALLBACK_CATEGORIES } from '@curio/core/category-list';
import { normalizeCategoryName } from '@curio/core/kids-lock';
import { dedupeFlashcards, dedupeQuestions, STUDY_MODES, type StudyMode } from '@curio/core/quiz-rules';
import { storeQuestion } from '@curio/core/question-types-rules';
import { checkUploadItems, type FlashcardItem, type QuizItem, type UploadResult, uploadSuccess } from '@curio/core/upload';
import type { Db } from '../../db/client';
import { categories, courses, flashcards, modules, questions, subtopics, topics } from '../../db/tables';
import { HttpError } from '../../lib/http-error';
import { contentChanged } from '../../lib/cache';
import { lockContent } from './content-lock';

/*
 * The admin upload (docs/product.md#validation): one transaction that finds or creates every lookup row the
 * file names and inserts its items, skipping duplicates. Fast on big files: every level of lookups
 * costs one select and one batched insert, and items go in batches.
 */

/** Lookup rows per INSERT: well under Postgres' 65 535 parameters. */
const INSERT_BATCH = 1000;
/** Questions or flashcards per INSERT (one JSON parameter of about a megabyte). */
const CONTENT_BATCH = 5000;
/** Values per IN (...) list, for the same limit. */
const IN_BATCH = 5000;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs a select for a long list of ids in IN-sized batches, one after another on the transaction. */
async function selectIn<Row>(ids: readonly number[], select: (batch: number[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const batch of batches(ids, IN_BATCH)) {
    for (const row of await select(batch)) rows.push(row);
  }
  return rows;
}

type Place = Pick<QuizItem, 'category' | 'course' | 'module' | 'topic' | 'subtopic' | 'mode'>;

/** An existing lookup row: its parent's id (0 for categories), and for modules and topics their order and modes. */
interface LookupRow {
  id: number;
  parentId: number;
  name: string;
  order_index?: number | null;
  mode?: string[];
}

interface NewLookup {
  parentId: number;
  name: string;
  order_index: number;
  mode: StudyMode[];
}

/** How one level of the hierarchy (categories, courses, modules, topics, subtopics) is read and written. */
interface Level {
  load(tx: Db, parentIds: number[]): Promise<LookupRow[]>;
  insert(tx: Db, rows: NewLookup[]): Promise<LookupRow[]>;
  /** modules and topics: the mode list gains the modes of the items in them */
  setMode?(tx: Db, id: number, mode: string[]): Promise<void>;
}

/** Sibling names match case-insensitively, so 'Algebra' and 'algebra' in one file are one course. */
const keyOf = (parentId: number, name: string) => `${parentId}\u0000${name.toLowerCase()}`;

const orderedModes = (modes: Iterable<string>) => {
  const set = new Set(modes);
  return STUDY_MODES.filter((mode) => set.has(mode));
};

const categoryLevel: Level = {
  load: async (tx) => (await tx.select({ id: categories.id, name: categories.name }).from(categories)).map((r) => ({ ...r, parentId: 0 })),
  insert: async (tx, rows) => {
    const values = rows.map(({ name }) => {
      // a fallback category created by an upload gets its label, colour and kids mode (docs/product.md#what-is-stored)
      const known = FALLBACK_CATEGORIES.find((c) => c.name === name);
      return known ? { name, label: known.label, color: known.color, colorclass: known.colorclass, mode: known.mode } : { name };
    });
    const inserted = await tx.insert(categories).values(values).returning({ id: categories.id, name: categories.name });
    return inserted.map((r) => ({ ...r, parentId: 0 }));
  },
};

type ChildTable = typeof courses | typeof modules | typeof topics | typeof subtopics;
type ParentColumn = typeof courses.category_id | typeof modules.course_id | typeof topics.module_id | typeof subtopics.topic_id;

/**
 * A level below categories: rows are found by their parent's id and a name. Modules and topics
 * also carry an order and a mode list, which a found row extends (see resolveLevel).
 */
function childLevel(table: ChildTable, parentId: ParentColumn): Level {
  const ordered = 'mode' in table ? table : null;
  const key = { id: table.id, parentId, name: table.name };
  return {
    load: (tx, ids) =>
      tx
        .select(ordered ? { ...key, order_index: ordered.order_index, mode: ordered.mode } : key)
        .from(table)
        .where(inArray(parentId, ids)),
    insert: (tx, rows) =>
      tx
        .insert(table)
        // the schema's keys are its column names, so the parent column's name is its key
        .values(rows.map((row) => ({ name: row.name, [parentId.name]: row.parentId, ...(ordered ? { order_index: row.order_index, mode: row.mode } : {}) })))
        .returning(key),
    setMode: ordered
      ? async (tx, id, mode) => {
          await tx.update(ordered).set({ mode }).where(eq(ordered.id, id));
        }
      : undefined,
  };
}

const courseLevel = childLevel(courses, courses.category_id);
const moduleLevel = childLevel(modules, modules.course_id);
const topicLevel = childLevel(topics, topics.module_id);
const subtopicLevel = childLevel(subtopics, subtopics.topic_id);

interface LevelResult {
  /** the row id for each item (null where the item names no such level, e.g. no subtopic) */
  ids: (number | null)[];
  /** ids of the rows this upload created */
  created: Set<number>;
}

/**
 * Finds or creates, for every item, the row it names at one level under the parent found for it
 * one level up. New rows are numbered after their siblings in first-seen order.
 */
async function resolveLevel(
  tx: Db,
  level: Level,
  items: readonly Place[],
  parentIds: readonly (number | null)[],
  nameOf: (item: Place) => string | null,
): Promise<LevelResult> {
  const wanted = new Map<string, { parentId: number; name: string; modes: Set<StudyMode> }>();
  const keys = items.map((item, i) => {
    const parentId = parentIds[i];
    const name = nameOf(item);
    if (parentId == null || name == null) return null;
    const key = keyOf(parentId, name);
    const entry = wanted.get(key) ?? { parentId, name, modes: new Set<StudyMode>() };
    for (const mode of item.mode) entry.modes.add(mode);
    wanted.set(key, entry);
    return key;
  });

  const distinctParents = [...new Set([...wanted.values()].map((w) => w.parentId))];
  const existing = await selectIn(distinctParents, (ids) => level.load(tx, ids));
  const found = new Map(existing.map((row) => [keyOf(row.parentId, row.name), row]));
  const lastOrder = new Map<number, number>();
  for (const row of existing) lastOrder.set(row.parentId, Math.max(lastOrder.get(row.parentId) ?? 0, row.order_index ?? 0));

  const toCreate: NewLookup[] = [];
  for (const [key, want] of wanted) {
    const row = found.get(key);
    if (!row) {
      const order_index = (lastOrder.get(want.parentId) ?? 0) + 1;
      lastOrder.set(want.parentId, order_index);
      toCreate.push({ parentId: want.parentId, name: want.name, order_index, mode: orderedModes(want.modes) });
    } else if (level.setMode && row.mode) {
      const added = [...want.modes].filter((mode) => !row.mode!.includes(mode));
      if (added.length > 0) await level.setMode(tx, row.id, [...row.mode, ...orderedModes(added)]);
    }
  }
  const created = new Set<number>();
  for (const batch of batches(toCreate, INSERT_BATCH)) {
    for (const row of await level.insert(tx, batch)) {
      found.set(keyOf(row.parentId, row.name), row);
      created.add(row.id);
    }
  }
  return { ids: keys.map((key) => (key === null ? null : found.get(key)!.id)), created };
}

/** Each content column and its Postgres type, for jsonb_to_recordset; these both kinds have. */
const PLACE_COLUMNS = { mode: 'text[]', category_id: 'int', course_id: 'int', module_id: 'int', topic_id: 'int', subtopic_id: 'int' } as const;

const QUESTION_COLUMNS = {
  question: 'text',
  answer: 'text',
  options: 'text[]',
  type: 'text',
  spec: 'jsonb',
  tags: 'text[]',
  ...PLACE_COLUMNS,
} as const satisfies Partial<Record<keyof typeof questions.$inferInsert, string>>;

const FLASHCARD_COLUMNS = {
  concept: 'text',
  example: 'text',
  summary: 'text[]',
  difficulty: 'text',
  protip: 'text',
  formulas: 'text[]',
  quiz_check: 'text',
  tag: 'text',
  ...PLACE_COLUMNS,
} as const satisfies Partial<Record<keyof typeof flashcards.$inferInsert, string>>;

/**
 * Inserts rows passed as one JSON parameter: on PGlite several times faster than a multi-row
 * VALUES with a parameter per cell (10 000 questions: about 0.8 s instead of 2 s).
 */
async function insertAsJson<C extends Record<string, string>>(
  tx: Db,
  table: typeof questions | typeof flashcards,
  columns: C,
  rows: readonly { [K in keyof C]: unknown }[],
) {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', '));
  for (const batch of batches(rows, CONTENT_BATCH)) {
    await tx.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${types})`,
    );
  }
}

interface Placed {
  category_id: number;
  course_id: number;
  module_id: number;
  topic_id: number;
  subtopic_id: number | null;
}

/** Every item's lookup ids, creating missing rows level by level; also what was created and which topics are new. */
async function placeItems(tx: Db, items: readonly Place[]) {
  const none = items.map(() => 0);
  const cats = await resolveLevel(tx, categoryLevel, items, none, (item) => normalizeCategoryName(item.category));
  const crs = await resolveLevel(tx, courseLevel, items, cats.ids, (item) => item.course);
  const mods = await resolveLevel(tx, moduleLevel, items, crs.ids, (item) => item.module);
  const tops = await resolveLevel(tx, topicLevel, items, mods.ids, (item) => item.topic);
  const subs = await resolveLevel(tx, subtopicLevel, items, tops.ids, (item) => item.subtopic);
  const placed: Placed[] = items.map((_item, i) => ({
    category_id: cats.ids[i]!,
    course_id: crs.ids[i]!,
    module_id: mods.ids[i]!,
    topic_id: tops.ids[i]!,
    subtopic_id: subs.ids[i] ?? null,
  }));
  const created = {
    categories: cats.created.size,
    courses: crs.created.size,
    modules: mods.created.size,
    topics: tops.created.size,
    subtopics: subs.created.size,
  };
  /** topics that existed before: only they can hold items this upload would repeat */
  const oldTopicIds = [...new Set(placed.map((p) => p.topic_id))].filter((id) => !tops.created.has(id));
  return { placed, created, oldTopicIds };
}

async function insertQuestions(tx: Db, items: readonly QuizItem[]) {
  const { placed, created, oldTopicIds } = await placeItems(tx, items);
  const rows = items.map((item, i) => {
    const { category: _category, course: _course, module: _module, topic: _topic, subtopic: _subtopic, tags, mode, ...question } = item;
    // a multiple choice answer is kept as written, as the quiz has always matched it to its options
    const stored = question.type === 'multiple_choice' ? { type: question.type, options: question.options, answer: question.answer, spec: null } : storeQuestion(question);
    return { question: item.question, ...stored, tags, mode, ...placed[i]! };
  });
  const stored = await selectIn(oldTopicIds, (ids) =>
    tx.select({ question: questions.question, topic_id: questions.topic_id }).from(questions).where(inArray(questions.topic_id, ids)),
  );
  // stored questions come first, so a repeat of one is dropped; the topic key is the topic row
  const kept = dedupeQuestions([
    ...stored.map((s) => ({ question: s.question, topic: String(s.topic_id), row: null })),
    ...rows.map((row) => ({ question: row.question, topic: String(row.topic_id), row })),
  ]).flatMap((c) => (c.row ? [c.row] : []));
  await insertAsJson(tx, questions, QUESTION_COLUMNS, kept);
  return { inserted: kept.length, skipped: rows.length - kept.length, created };
}

async function insertFlashcards(tx: Db, items: readonly FlashcardItem[]) {
  const { placed, created, oldTopicIds } = await placeItems(tx, items);
  const rows = items.map((item, i) => ({ tag: item.tag, mode: item.mode, ...item.content, ...placed[i]! }));
  const stored = await selectIn(oldTopicIds, (ids) =>
    tx.select({ concept: flashcards.concept, topic_id: flashcards.topic_id }).from(flashcards).where(inArray(flashcards.topic_id, ids)),
  );
  // a concept repeats only within its topic: de-duplicate topic by topic, stored cards first
  const byTopic = new Map<number, { concept: string; row: (typeof rows)[number] | null }[]>();
  for (const card of [...stored.map((s) => ({ ...s, row: null })), ...rows.map((row) => ({ concept: row.concept, topic_id: row.topic_id, row }))]) {
    const group = byTopic.get(card.topic_id);
    if (group) group.push(card);
    else byTopic.set(card.topic_id, [card]);
  }
  const keptRows = new Set([...byTopic.values()].flatMap((group) => dedupeFlashcards(group)).flatMap((c) => (c.row ? [c.row] : [])));
  const kept = rows.filter((row) => keptRows.has(row));
  await insertAsJson(tx, flashcards, FLASHCARD_COLUMNS, kept);
  return { inserted: kept.length, skipped: rows.length - kept.length, created };
}

/**
 * Uploads a file's items (questions if its name contains 'quiz', else flashcards) in one
 * transaction. Any invalid item refuses the whole file with 400 'Item {index}: {field}: {problem}'
 * and nothing is written. Runs inside a caller's transaction too (as a savepoint). Uploads and
 * deletions by topic take turns (lockContent).
 */
export async function uploadContent(db: Db, fileName: string, items: unknown): Promise<UploadResult> {
  const checked = checkUploadItems(fileName, items);
  if (!checked.ok) throw new HttpError(400, ERROR_CODE.validation, checked.message);
  const counts = await db.transaction(async (tx) => {
    await lockContent(tx);
    return checked.kind === 'questions' ? insertQuestions(tx, checked.items) : insertFlashcards(tx, checked.items);
  });
  contentChanged(db);
  return { table: checked.kind, ...counts, message: uploadSuccess(checked.kind) };
}
