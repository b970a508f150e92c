import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { describeEachEngine, useTestApp } from '../../test/test-app';

/*
 * Deleting a row makes the database look up every row that refers to it, once per deleted row. A
 * referencing column without an index is a scan of its whole table each time: deleting an account
 * with a few hundred results would scan the results table a few hundred times, holding PGlite's one
 * connection (and the event loop) for all of it. So every foreign key leads some index.
 */
describeEachEngine('foreign keys', (engine) => {
  const testApp = useTestApp({ engine });

  test('every foreign key is the leading column(s) of an index of its table', async () => {
    const { db } = testApp();
    const { rows } = (await db.execute(sql`
      select c.conrelid::regclass::text || '(' || (
               select string_agg(a.attname, ', ' order by k.n)
               from unnest(c.conkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
             ) || ')' as key
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      where c.contype = 'f'
        and t.relnamespace = current_schema()::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (select array_agg(x order by x) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) x)
              = (select array_agg(x order by x) from unnest(c.conkey) x)
        )
      order by 1`)) as unknown as { rows: { key: string }[] };
    expect(rows.map((r) => r.key)).toEqual([]);
  });
});
