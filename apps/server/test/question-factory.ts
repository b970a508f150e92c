import { randomBytes } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { type QuestionBody, storeQuestion } from '@curio/core/question-types-rules';
import type { Db } from '../src/db/client';
import { categories, courses, modules, questions, topics } from '../src/db/tables';
import { contentChanged } from '../src/lib/cache';

export interface QuestionSpec {
  category?: string;
  course?: string;
  module?: string;
  topic?: string;
  question?: string;
  answer?: string;
  options?: string[];
  /** a question of another type (question-types.ts): its body, stored as an upload stores it */
  body?: QuestionBody;
}

export interface CreatedQuestion {
  id: number;
  category: string;
  course: string;
  module: string;
  topic: string;
}

/**
 * A quiz question and the catalogue rows above it (category → course → module → topic), written
 * straight to the tables. Levels named alike are shared, so two questions of one topic meet.
 */
export async function createQuestion(db: Db, spec: QuestionSpec = {}): Promise<CreatedQuestion> {
  const names = {
    category: spec.category ?? 'business',
    course: spec.course ?? 'Marketing Basics',
    module: spec.module ?? 'Foundations',
    topic: spec.topic ?? 'Customers',
  };
  const text = spec.question ?? `Question ${randomBytes(3).toString('hex')}?`;
  const created = await db.transaction(async (tx) => {
    const [category] = await tx
      .insert(categories)
      .values({ name: names.category })
      .onConflictDoUpdate({ target: categories.name, set: { name: names.category } })
      .returning({ id: categories.id });
    const [course] = await tx
      .insert(courses)
      .values({ name: names.course, category_id: category!.id })
      // the catalogue's course names are unique among courses without an owner (study sets have one)
      .onConflictDoUpdate({ target: [courses.category_id, courses.name], targetWhere: isNull(courses.owner_id), set: { name: names.course } })
      .returning({ id: courses.id });
    const [module] = await tx
      .insert(modules)
      .values({ name: names.module, course_id: course!.id, mode: ['serious'] })
      .onConflictDoUpdate({ target: [modules.course_id, modules.name], set: { name: names.module } })
      .returning({ id: modules.id });
    const [topic] = await tx
      .insert(topics)
      .values({ name: names.topic, module_id: module!.id, mode: ['serious'] })
      .onConflictDoUpdate({ target: [topics.module_id, topics.name], set: { name: names.topic } })
      .returning({ id: topics.id });
    const [question] = await tx
      .insert(questions)
      .values({
        question: text,
        answer: spec.answer ?? 'Yes',
        options: spec.options ?? ['Yes', 'No'],
        ...(spec.body && storeQuestion({ question: text, ...spec.body })),
        category_id: category!.id,
        course_id: course!.id,
        module_id: module!.id,
        topic_id: topic!.id,
        mode: ['serious'],
      })
      .returning({ id: questions.id });
    return { id: question!.id, ...names };
  });
  contentChanged(db);
  return created;
}
