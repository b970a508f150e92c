import { step } from './engines';
import type { SqlSession } from './sql';

/** A template's body whose nested loops run until Liquid's time limit (1 s) stops each render. */
const NESTED_LOOPS = '{% for i in (1..3000) %}{% for j in (1..3000) %}{% assign k = j | plus: i %}{% endfor %}{% endfor %}';

/**
 * Adds a public template of one markdown format with that body, owned by learner 1
 * (insertUsers): every learner, and every guest, may preview it.
 */
export const insertNestedLoopsTemplate = (sql: SqlSession, key: string) =>
  step(
    sql,
    'the nested-loops template',
    `insert into templates (key, label, visibility, owner_id) values ('${key}', 'Nested loops', 'public', 'bench-user-1');
     insert into template_formats (template_key, key, label, body, export_targets) values ('${key}', 'loops', 'Loops', '${NESTED_LOOPS}', '{markdown}');`,
  );
