import { fileURLToPath } from 'node:url';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { categories, courses, flashcards, modules, questions, subtopics, topics } from '../src/db/tables';
import { uploadContent } from '../src/features/admin/upload.service';
import { countRows, signUp } from './test-app';

/*
 * Catalogue content for tests, written through the admin upload (the path real content takes),
 * and the cast of users that content tests need.
 */

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The admin of content tests: pass `env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL }` to useTestApp. */
export const CONTENT_ADMIN_EMAIL = 'content.admin@example.com';

let counter = 0;
const next = () => (counter += 1);

export type QuizItemInput = Record<string, unknown>;

export function quizItem(overrides: QuizItemInput = {}): QuizItemInput {
  return {
    category: 'business',
    course: 'Marketing',
    module: 'Foundations',
    topic: 'Customers',
    question: `Question ${next()}?`,
    options: ['Yes', 'No'],
    answer: 'Yes',
    mode: ['serious'],
    ...overrides,
  };
}

export function flashcardItem(overrides: Record<string, unknown> = {}, content: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category: 'business',
    course: 'Marketing',
    module: 'Foundations',
    topic: 'Customers',
    mode: ['curious'],
    content: { concept: `Concept ${next()}`, summary: ['One line'], difficulty: 'easy', ...content },
    ...overrides,
  };
}

export const uploadQuiz = (db: Db, items: unknown[]) => uploadContent(db, 'test-quiz.json', items);
export const uploadFlashcards = (db: Db, items: unknown[]) => uploadContent(db, 'test-cards.json', items);

/** Row counts of every catalogue table, to show that a refused request wrote nothing. */
export async function catalogueCounts(db: Db) {
  const tables = { categories, courses, modules, topics, subtopics, questions, flashcards };
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await countRows(db, table)] as const));
  return Object.fromEntries(entries);
}


export async function signUpAdmin(app: App): Promise<string> {
  return (await signUp(app, { email: CONTENT_ADMIN_EMAIL })).cookie;
}

/** Signs up the admin (CONTENT_ADMIN_EMAIL), a learner of 30 and a Kids Lock learner of 8. */
export async function signUpCast(app: App) {
  const admin = await signUp(app, { email: CONTENT_ADMIN_EMAIL });
  const learner = await signUp(app, { age: 30 });
  const kid = await signUp(app, { age: 8 });
  return { admin: admin.cookie, learner: learner.cookie, kid: kid.cookie };
}
