import { and, arrayContains, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CatalogueTree, ModuleItem, ModulesQuery, TopicItem, TopicsQuery } from '@curio/core/catalogue';
import { type Category, withCategoryDefaults } from '@curio/core/category-list';
import { ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed } from '@curio/core/kids-lock';
import { CATALOGUE_ROW_LIMIT } from '@curio/core/limits';
import { SETS_CATEGORY } from '@curio/core/study-sets-rules';
import type { Db } from '../../db/client';
import { categories, courses, modules, topics } from '../../db/tables';
import { HttpError } from '../../lib/http-error';
import { assertCategoryAllowed, catalogueOrder, inCatalogue, requireCourses, sameName } from '../../lib/course-scope';

/** Every category but the hidden one of learners' own sets. */
const listedCategory = ne(categories.name, SETS_CATEGORY);

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Category =>
  withCategoryDefaults({ ...row, label: row.label ?? undefined, slug: row.slug ?? undefined });

/** Keeps the first row of each name: a course merged from several categories repeats names. */
function firstOfEachName<T>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every category with the defaults of docs/product.md#what-is-stored, in the order they were added; Kids Lock keeps its three. */
export async function listCategories(db: Db, age: unknown): Promise<Category[]> {
  const rows = await db.select().from(categories).where(listedCategory).orderBy(asc(categories.id));
  return rows.map(toCategory).filter((category) => isCategoryAllowed(age, category.name));
}

export async function listCourses(db: Db, categoryName: string, age: unknown): Promise<{ name: string }[]> {
  assertCategoryAllowed(age, categoryName);
  const [category] = await db.select({ id: categories.id }).from(categories).where(sameName(categories.name, categoryName));
  if (!category) throw new HttpError(404, ERROR_CODE.notFound, 'Category not found.');
  return db
    .select({ name: courses.name })
    .from(courses)
    .where(and(eq(courses.category_id, category.id), inCatalogue))
    .orderBy(asc(courses.name))
    .limit(CATALOGUE_ROW_LIMIT);
}

/** The modules of a course, in catalogue order; with a mode, only those whose mode list holds it. */
export async function listModules(db: Db, course: string, query: ModulesQuery, age: unknown): Promise<ModuleItem[]> {
  const scope = await requireCourses(db, { course, category: query.category }, age);
  const rows = await db
    .select({ name: modules.name, order_index: modules.order_index })
    .from(modules)
    .where(
      and(
        inArray(
          modules.course_id,
          scope.map((c) => c.id),
        ),
        query.mode ? arrayContains(modules.mode, [query.mode]) : undefined,
      ),
    )
    .orderBy(...catalogueOrder(modules.order_index, modules.name))
    .limit(CATALOGUE_ROW_LIMIT);
  return firstOfEachName(rows, (row) => row.name);
}

/** The topics of a course (or of one of its modules), modules first in their order, then topics in theirs. */
export async function listTopics(db: Db, course: string, query: TopicsQuery, age: unknown): Promise<TopicItem[]> {
  const scope = await requireCourses(db, { course, category: query.category }, age);
  const rows = await db
    .select({ name: topics.name, module: modules.name, order_index: topics.order_index })
    .from(topics)
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .where(
      and(
        inArray(
          modules.course_id,
          scope.map((c) => c.id),
        ),
        query.module === undefined ? undefined : sameName(modules.name, query.module),
        query.mode ? arrayContains(topics.mode, [query.mode]) : undefined,
      ),
    )
    .orderBy(...catalogueOrder(modules.order_index, modules.name), ...catalogueOrder(topics.order_index, topics.name))
    .limit(CATALOGUE_ROW_LIMIT);
  return firstOfEachName(rows, (row) => `${row.module}\u0000${row.name}`);
}

/** The browse page: every category the user may open → its courses → modules → topic names. */
export async function catalogueTree(db: Db, age: unknown): Promise<CatalogueTree> {
  const [categoryRows, courseRows, moduleRows, topicRows] = await Promise.all([
    db.select().from(categories).where(listedCategory).orderBy(asc(categories.id)),
    db
      .select({ id: courses.id, name: courses.name, parent: courses.category_id })
      .from(courses)
      .where(inCatalogue)
      .orderBy(asc(courses.name))
      .limit(CATALOGUE_ROW_LIMIT),
    db
      .select({ id: modules.id, name: modules.name, parent: modules.course_id })
      .from(modules)
      .innerJoin(courses, eq(courses.id, modules.course_id))
      .where(inCatalogue)
      .orderBy(...catalogueOrder(modules.order_index, modules.name))
      .limit(CATALOGUE_ROW_LIMIT),
    db
      .select({ name: topics.name, parent: topics.module_id })
      .from(topics)
      .innerJoin(modules, eq(modules.id, topics.module_id))
      .innerJoin(courses, eq(courses.id, modules.course_id))
      .where(inCatalogue)
      .orderBy(...catalogueOrder(topics.order_index, topics.name))
      .limit(CATALOGUE_ROW_LIMIT),
  ]);
  const childrenOf = <T extends { parent: number }>(rows: T[]) => {
    const byParent = new Map<number, T[]>();
    for (const row of rows) {
      const siblings = byParent.get(row.parent);
      if (siblings) siblings.push(row);
      else byParent.set(row.parent, [row]);
    }
    return (parent: number) => byParent.get(parent) ?? [];
  };
  const coursesOf = childrenOf(courseRows);
  const modulesOf = childrenOf(moduleRows);
  const topicsOf = childrenOf(topicRows);
  return categoryRows
    .filter((row) => isCategoryAllowed(age, row.name))
    .map((row) => ({
      ...toCategory(row),
      courses: coursesOf(row.id).map((course) => ({
        name: course.name,
        modules: modulesOf(course.id).map((module) => ({ name: module.name, topics: topicsOf(module.id).map((topic) => topic.name) })),
      })),
    }));
}
