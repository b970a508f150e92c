import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-app';
import { type Db, openDatabase } from './client';

const setting = async (db: Db, name: string) => {
  const { rows } = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return rows[0]![name];
};

test.skipIf(!TEST_DATABASE_URL)('every PostgreSQL connection keeps generic plans, beside the options a DATABASE_URL brings', async () => {
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', '-c statement_timeout=4321');
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
  try {
    // both of the pool's connections, each answering its first query
    const [a, b] = await Promise.all([setting(database.db, 'plan_cache_mode'), setting(database.db, 'plan_cache_mode')]);
    expect([a, b]).toEqual(['force_generic_plan', 'force_generic_plan']);
    expect(await setting(database.db, 'statement_timeout')).toBe('4321ms');
  } finally {
    await database.close();
  }
});
