import { randomInt } from 'node:crypto';
import { arrayContains, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Flashcard, QuizQuestion } from '@curio/core/catalogue';
import { KIDS_ALLOWED_CATEGORIES } from '@curio/core/kids-lock';
import { QUIZ_MAX_QUESTIONS } from '@curio/core/limits';
import { QUESTION_TYPES, questionFromStore, type QuestionType, type TypedQuestion } from '@curio/core/question-types-rules';
import { dedupeQuestions, difficultyOf, normalizeOption, parseOptions } from '@curio/core/quiz-rules';
import type { Db } from '../db/client';
import { categories, courses, flashcards, modules, questions, subtopics, topics } from '../db/tables';

/*
 * How a quiz question and a flashcard reach the learner, shared by the quiz, the flashcards, results
 * (retake) and the review: one mapping, so a question asked again in the review or a retake looks
 * exactly as it did in the quiz.
 */

interface QuestionRow {
  id: number;
  question: string;
  options: string[];
  answer: string;
  explanation: string | null;
  type: string;
  spec: unknown;
  subtopic: string | null;
  tags: string[];
  mode: string[];
}

const isQuestionType = (type: string): type is QuestionType => (QUESTION_TYPES as readonly string[]).includes(type);

/**
 * A question as GET /api/quiz answers it: names of where it sits, and a multiple choice question's
 * options parsed and normalized as the catalogue has always shown them. The other types' options are
 * as written: their spec names them exactly. A type this server does not know reads as multiple choice.
 */
export function toQuizQuestion(row: QuestionRow, names: { category: string; course: string; module: string; topic: string }): QuizQuestion {
  const type = isQuestionType(row.type) ? row.type : 'multiple_choice';
  const options = type === 'multiple_choice' ? parseOptions(row.options).map(normalizeOption) : row.options;
  return { ...row, type, spec: type === 'multiple_choice' ? null : ((row.spec ?? null) as QuizQuestion['spec']), options, ...names };
}

/** A question of the quiz as its type's body (question-types-rules.ts); a multiple choice answer as its options show it. */
export function typedQuestion(q: QuizQuestion): TypedQuestion {
  const typed = questionFromStore(q);
  return typed.type === 'multiple_choice' ? { ...typed, answer: normalizeOption(typed.answer) } : typed;
}

/**
 * Where a question or flashcard sits, by name. Every name is a column called `name`, so each is
 * selected under its key: the review queue turns a subquery's row to JSON, whose keys are then
 * those of the object drizzle would give (the other columns are named as their keys already).
 */
const named = <T extends string | null>(column: SQLWrapper, key: string) => sql<T>`${column}`.as(key);
const placeNames = () => ({
  category: named<string>(categories.name, 'category'),
  course: named<string>(courses.name, 'course'),
  module: named<string>(modules.name, 'module'),
  topic: named<string>(topics.name, 'topic'),
  subtopic: named<string | null>(subtopics.name, 'subtopic'),
});

/** A question's own columns, as the quiz shows it (its place's names come from elsewhere). */
export const questionColumns = () => ({
  id: questions.id,
  question: questions.question,
  options: questions.options,
  answer: questions.answer,
  explanation: questions.explanation,
  type: questions.type,
  spec: questions.spec,
  tags: questions.tags,
  mode: questions.mode,
});

/** A flashcard's own columns, as GET /api/flashcards shows it (its place's names come from elsewhere). */
export const flashcardColumns = () => ({
  id: flashcards.id,
  tag: flashcards.tag,
  mode: flashcards.mode,
  concept: flashcards.concept,
  example: flashcards.example,
  summary: flashcards.summary,
  difficulty: flashcards.difficulty,
  protip: flashcards.protip,
  formulas: flashcards.formulas,
  quiz_check: flashcards.quiz_check,
});

/** Questions with their catalogue names; add a where clause. */
export function selectQuizQuestions(db: Db) {
  return db
    .select({ ...questionColumns(), ...placeNames() })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.category_id))
    .innerJoin(courses, eq(courses.id, questions.course_id))
    .innerJoin(modules, eq(modules.id, questions.module_id))
    .innerJoin(topics, eq(topics.id, questions.topic_id))
    .leftJoin(subtopics, eq(subtopics.id, questions.subtopic_id))
    .$dynamic();
}

/**
 * A quiz of up to QUIZ_MAX_QUESTIONS, de-duplicated, read a page at a time by id: duplicates never
 * leave it short while questions remain, and a topic of thousands reads no more than it shows.
 */
export async function fillQuiz(readPage: (afterId: number, limit: number) => Promise<QuizQuestion[]>, startAfterId = 0): Promise<QuizQuestion[]> {
  let quiz: QuizQuestion[] = [];
  let afterId = startAfterId;
  for (;;) {
    const page = await readPage(afterId, QUIZ_MAX_QUESTIONS);
    quiz = dedupeQuestions([...quiz, ...page]);
    const last = page.at(-1);
    if (!last || page.length < QUIZ_MAX_QUESTIONS || quiz.length >= QUIZ_MAX_QUESTIONS) break;
    afterId = last.id;
  }
  return quiz.slice(0, QUIZ_MAX_QUESTIONS);
}

/** The rows of selectQuizQuestions as the quiz shows them. */
export const asQuizQuestions = (rows: (QuestionRow & { category: string; course: string; module: string; topic: string })[]): QuizQuestion[] =>
  rows.map(({ category, course, module, topic, ...row }) => toQuizQuestion(row, { category, course, module, topic }));

/** Flashcards with their catalogue names, as GET /api/flashcards shapes them (after asFlashcards); add a where clause. */
export function selectFlashcards(db: Db) {
  return db
    .select({ ...flashcardColumns(), ...placeNames() })
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topic_id))
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .innerJoin(courses, eq(courses.id, flashcards.course_id))
    .innerJoin(categories, eq(categories.id, flashcards.category_id))
    .leftJoin(subtopics, eq(subtopics.id, flashcards.subtopic_id))
    .$dynamic();
}

/** Flashcards are the curious mode's content (docs/routes.md#api: "mode containing curious"). */
export const studyCards = arrayContains(flashcards.mode, ['curious']);

export const asFlashcards = <T extends { difficulty: string | null }>(rows: T[]): (Omit<T, 'difficulty'> & Pick<Flashcard, 'difficulty'>)[] =>
  rows.map((row) => ({ ...row, difficulty: difficultyOf(row.difficulty) }));

/** Kids Lock in SQL: the category (a name column) is one a locked learner may open. */
export const kidsCategory = (categoryName: SQLWrapper): SQL => inArray(sql`lower(btrim(${categoryName}))`, [...KIDS_ALLOWED_CATEGORIES]);

/** A new random order (Fisher–Yates): a question asked again should not be answered by position. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
