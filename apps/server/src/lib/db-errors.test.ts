import { sql } from 'drizzle-orm';
import { describe, expect, onTestFinished, test } from 'vitest';
import { openDatabase } from '../db/client';
import { buildTestApp } from '../../test/test-app';
import { freePort } from '../../test/server-process';
import { profiles } from '../db/tables';
import { failureCode, isConnectionFailure, isUniqueViolation } from './db-errors';

/** The error a query meets, from the engine itself. */
const failureOf = async (query: () => Promise<unknown>) => {
  try {
    await query();
  } catch (err) {
    return err;
  }
  throw new Error('the query did not fail');
};

describe('which failures are an outage', () => {
  test('PGlite closed is one; a broken rule of the schema is not', async () => {
    const t = await buildTestApp();
    onTestFinished(() => t.close());
    const duplicate = await failureOf(() => t.db.insert(profiles).values([{ id: 'x', email: 'a@example.com' }, { id: 'x', email: 'b@example.com' }]));
    expect(isConnectionFailure(duplicate)).toBe(false);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(failureCode(duplicate)).toBe('23505');
    const missing = await failureOf(() => t.db.execute(sql`select * from no_such_table`));
    expect(isConnectionFailure(missing)).toBe(false);

    await t.closeDatabase();
    const closed = await failureOf(() => t.db.execute(sql`select 1`));
    expect(isConnectionFailure(closed)).toBe(true);
    expect(isUniqueViolation(closed)).toBe(false);
  });

  test('a PostgreSQL address where nothing listens is one', async () => {
    const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await freePort()}/test`, max: 1 });
    onTestFinished(() => database.close());
    const refused = await failureOf(() => database.db.execute(sql`select 1`));
    expect(isConnectionFailure(refused)).toBe(true);
    expect(failureCode(refused)).toBe('ECONNREFUSED');
  });

  test('nothing else is', () => {
    for (const thing of [undefined, null, 'ECONNREFUSED', { code: 'ECONNREFUSED' }, new Error('boom'), new TypeError('x is not a function')]) {
      expect(isConnectionFailure(thing)).toBe(false);
    }
  });
});
