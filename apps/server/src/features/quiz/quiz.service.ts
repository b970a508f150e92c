import { and, arrayContains, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { QuizQuery, QuizQuestion } from '@curio/core/catalogue';
import type { Db } from '../../db/client';
import { modules, questions, subtopics, topics } from '../../db/tables';
import { isKidsLocked } from '@curio/core/kids-lock';
import { contentCache } from '../../lib/cache';
import { findCourses, sameName } from '../../lib/course-scope';
import { fillQuiz, questionColumns, toQuizQuestion } from '../../lib/catalogue-items';

interface TopicRef {
  id: number;
  courseId: number;
  topic: string;
  module: string;
  course: string;
  category: string;
}

/**
 * The topic rows a course + topic name stand for (a name may repeat across modules or merged courses).
 * Course and category come from the course lookup, so this joins two tables, not four: on PGlite
 * planning a four-way join costs more than running it (bench/learning.ts).
 */
async function findTopics(db: Db, query: QuizQuery, age: unknown): Promise<TopicRef[]> {
  const scope = await findCourses(db, query, age);
  if (scope.length === 0) return [];
  const courseOf = new Map(scope.map((c) => [c.id, c]));
  const rows = await db
    .select({ id: topics.id, courseId: modules.course_id, topic: topics.name, module: modules.name })
    .from(topics)
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .where(and(inArray(modules.course_id, [...courseOf.keys()]), sameName(topics.name, query.topic)));
  return rows.map((row) => {
    const course = courseOf.get(row.courseId)!;
    return { ...row, course: course.name, category: course.category };
  });
}

/** The questions of these topics in the given mode; course and topic together use the (course, topic, id) index. */
const inTopics = (refs: TopicRef[], mode: string) =>
  and(or(...refs.map((ref) => and(eq(questions.course_id, ref.courseId), eq(questions.topic_id, ref.id)))), arrayContains(questions.mode, [mode]));

/** The selector's check: how many questions this topic has in this mode. */
export async function countQuestions(db: Db, query: QuizQuery, age: unknown): Promise<number> {
  const refs = await findTopics(db, query, age);
  if (refs.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(questions).where(inTopics(refs, query.mode));
  return row?.n ?? 0;
}

/** A quiz, and the JSON text GET /api/quiz sends of it. */
interface KeptQuiz {
  questions: QuizQuestion[];
  json: string;
}

/** Quizzes kept at once per database, and for how long another instance's admin change may go unseen (decision 014). */
const QUIZ_CACHE_MAX = 1000;
const QUIZ_CACHE_TTL_MS = 30_000;

// a quiz is read far more often than the catalogue changes, and reading one is three queries
const quizzes = contentCache<KeptQuiz>({ max: QUIZ_CACHE_MAX, ttlMs: QUIZ_CACHE_TTL_MS });

function keptQuiz(db: Db, query: QuizQuery, age: unknown): Promise<KeptQuiz> {
  return quizzes(db).load(quizKey(query, age), async () => {
    const questions = await readQuiz(db, query, age);
    return { questions, json: JSON.stringify(questions) };
  });
}

/**
 * A quiz: up to QUIZ_MAX_QUESTIONS questions ordered by id, de-duplicated by question text + topic,
 * options parsed and normalized (docs/product.md#validation, docs/routes.md#api), kept briefly in memory.
 * Names match case-insensitively, and Kids Lock decides what a learner may see, so both are in the key.
 */
export async function loadQuiz(db: Db, query: QuizQuery, age: unknown): Promise<QuizQuestion[]> {
  return (await keptQuiz(db, query, age)).questions;
}

/** The quiz as GET /api/quiz sends it: JSON text, printed once while it is kept. */
export async function loadQuizJson(db: Db, query: QuizQuery, age: unknown): Promise<string> {
  return (await keptQuiz(db, query, age)).json;
}

const quizKey = (query: QuizQuery, age: unknown) =>
  JSON.stringify(['quiz', query.course.toLowerCase(), query.topic.toLowerCase(), query.category?.toLowerCase() ?? null, query.mode, isKidsLocked(age)]);

/**
 * A shared question's quiz: that question and the topic's questions after it, as many as a quiz
 * asks, so a link to a question past the first page opens it too. Null when the topic's quiz in this
 * mode does not ask it (another topic's id, or one Kids Lock keeps from the learner).
 */
export async function loadQuizFrom(db: Db, query: QuizQuery, age: unknown, questionId: number): Promise<QuizQuestion[] | null> {
  const quiz = await readQuiz(db, query, age, questionId - 1);
  return quiz[0]?.id === questionId ? quiz : null;
}

/** The topic's questions a page at a time (fillQuiz), with the names of where each sits. */
async function readQuiz(db: Db, query: QuizQuery, age: unknown, afterId = 0): Promise<QuizQuestion[]> {
  const refs = await findTopics(db, query, age);
  if (refs.length === 0) return [];
  const refOf = new Map(refs.map((ref) => [ref.id, ref]));
  return fillQuiz(async (afterId, limit) => {
    const page = await db
      .select({ ...questionColumns(), topicId: questions.topic_id, subtopic: subtopics.name })
      .from(questions)
      .leftJoin(subtopics, eq(subtopics.id, questions.subtopic_id))
      .where(and(inTopics(refs, query.mode), gt(questions.id, afterId)))
      .orderBy(asc(questions.id))
      .limit(limit);
    return page.map(({ topicId, ...row }) => {
      const ref = refOf.get(topicId)!;
      return toQuizQuestion(row, { category: ref.category, course: ref.course, module: ref.module, topic: ref.topic });
    });
  }, afterId);
}
