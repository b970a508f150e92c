import { step } from './engines';
import type { SqlSession } from './sql';

/** The shape of a generated bench catalogue: one 'bench' category of identical courses. */
export interface CatalogueSize {
  courses: number;
  modulesPerCourse: number;
  topicsPerModule: number;
  questionsPerTopic: number;
  flashcardsPerTopic: number;
}

const fmt = (n: number) => n.toLocaleString('en');

/** The benches' catalogue: 10 courses × 10 modules × 10 topics, 100 questions and 50 flashcards a topic. */
export const BENCH_CATALOGUE: CatalogueSize = { courses: 10, modulesPerCourse: 10, topicsPerModule: 10, questionsPerTopic: 100, flashcardsPerTopic: 50 };
const topicsOf = (size: CatalogueSize) => size.courses * size.modulesPerCourse * size.topicsPerModule;
/** How many questions and flashcards generateCatalogue writes. */
export const questionCount = (size: CatalogueSize) => topicsOf(size) * size.questionsPerTopic;
export const flashcardCount = (size: CatalogueSize) => topicsOf(size) * size.flashcardsPerTopic;

/**
 * Generates the 'bench' category's courses, modules, topics, questions and flashcards in SQL, so
 * PGlite and PostgreSQL get identical data. Questions and flashcards get consecutive ids, topic by
 * topic in id order: a bench can find the n-th one from the first id.
 */
export async function generateCatalogue(sql: SqlSession, size: CatalogueSize = BENCH_CATALOGUE) {
  await step(
    sql,
    'catalogue',
    `
    insert into categories (name, label) values ('bench', 'Bench');
    insert into courses (name, category_id)
      select 'Bench Course ' || c, (select id from categories where name = 'bench') from generate_series(1, ${size.courses}) c;
    insert into modules (name, course_id, order_index, mode)
      select 'Module ' || m, co.id, m, '{serious,curious}' from courses co, generate_series(1, ${size.modulesPerCourse}) m
      where co.category_id = (select id from categories where name = 'bench');
    insert into topics (name, module_id, order_index, mode)
      select 'Topic ' || mo.order_index || '.' || t, mo.id, t, '{serious,curious}'
      from modules mo join courses co on co.id = mo.course_id, generate_series(1, ${size.topicsPerModule}) t
      where co.category_id = (select id from categories where name = 'bench');`,
  );
  // every bench topic with its module, course and category ids
  const benchTopics = `(
    select tp.id as topic_id, tp.name as topic, mo.id as module_id, co.id as course_id, co.category_id
    from topics tp join modules mo on mo.id = tp.module_id join courses co on co.id = mo.course_id
    where co.category_id = (select id from categories where name = 'bench') order by tp.id) t`;
  await step(
    sql,
    `${fmt(questionCount(size))} questions`,
    `insert into questions (question, answer, options, category_id, course_id, module_id, topic_id, tags, mode)
      select 'In ' || t.topic || ', which statement number ' || q || ' holds for a growing business?', 'Option ' || (1 + q % 4),
        array['Option 1', 'Option 2', 'Option 3', 'Option 4'], t.category_id, t.course_id, t.module_id, t.topic_id, '{bench}', '{serious}'
      from ${benchTopics}, generate_series(1, ${size.questionsPerTopic}) q;`,
  );
  await step(
    sql,
    `${fmt(flashcardCount(size))} flashcards`,
    `insert into flashcards (category_id, course_id, module_id, topic_id, mode, concept, example, summary, difficulty, protip, formulas, quiz_check)
      select t.category_id, t.course_id, t.module_id, t.topic_id, '{curious}', 'Concept ' || f || ' of ' || t.topic,
        'A worked example of concept ' || f || '.', array['First point.', 'Second point.'],
        (array['easy', 'medium', 'hard'])[1 + f % 3], 'A tip from practice.', array['a = b + c'], 'What does concept ' || f || ' change?'
      from ${benchTopics}, generate_series(1, ${size.flashcardsPerTopic}) f;`,
  );
}
