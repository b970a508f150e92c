import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed } from '@curio/core/kids-lock';
import type { Db } from '../db/client';
import { categories, courses } from '../db/tables';
import { HttpError } from './http-error';

/*
 * Shared by the catalogue, quiz, flashcard and admin features: how a course named in a request is
 * found, and the server side of Kids Lock (docs/product.md#kids-lock) that every one of them applies.
 */

/** Names are matched as people type them: case-insensitively (the query already trimmed them). */
export const sameName = (column: SQLWrapper, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** The catalogue's order (docs/routes.md#api): order_index ascending with unnumbered rows last, then name. */
export const catalogueOrder = (orderIndex: SQLWrapper, name: SQLWrapper): SQL[] => [sql`${orderIndex} asc nulls last`, sql`${name} asc`];

/** The catalogue's own courses: a learner's study set (a course with an owner) is never read as one. */
export const inCatalogue = isNull(courses.owner_id);

const kidsLockRefusal = () => new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);

/** Kids Lock: 403 for a category the user may not open. */
export function assertCategoryAllowed(age: unknown, category: string) {
  if (!isCategoryAllowed(age, category)) throw kidsLockRefusal();
}

export interface CourseRef {
  id: number;
  name: string;
  category: string;
}

export interface CourseFilter {
  course: string;
  /** a course name is unique within a category only; without one, every category holding it counts */
  category?: string | undefined;
}

/**
 * The courses a name stands for, as this user may see them; empty when there is none. A category
 * the user may not open answers 403, and so does a course found only in such categories.
 */
export async function findCourses(db: Db, filter: CourseFilter, age: unknown): Promise<CourseRef[]> {
  if (filter.category !== undefined) assertCategoryAllowed(age, filter.category);
  const rows = await db
    .select({ id: courses.id, name: courses.name, category: categories.name })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .where(and(inCatalogue, sameName(courses.name, filter.course), filter.category === undefined ? undefined : sameName(categories.name, filter.category)));
  const allowed = rows.filter((row) => isCategoryAllowed(age, row.category));
  if (rows.length > 0 && allowed.length === 0) throw kidsLockRefusal();
  return allowed;
}

/** Like findCourses, but 404 when the course does not exist (routes that name it in the path). */
export async function requireCourses(db: Db, filter: CourseFilter, age: unknown): Promise<CourseRef[]> {
  const found = await findCourses(db, filter, age);
  if (found.length === 0) throw new HttpError(404, ERROR_CODE.notFound, 'Course not found.');
  return found;
}
