import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PREPARED_STATEMENTS_MAX, withPreparedStatements } from './pglite-statements';

let pg: PGlite;
let client: ReturnType<typeof withPreparedStatements>;

beforeAll(async () => {
  pg = await PGlite.create();
  client = withPreparedStatements(pg);
  await pg.exec(`
    create table items (id int primary key, name text not null, tags text[], data jsonb, price numeric, at timestamptz);
    insert into items values
      (1, 'one', '{a,b}', '{"k": [1, 2]}', 1.5, '2026-01-02T03:04:05.678Z'),
      (2, 'two', null, null, null, null);`);
});

afterAll(() => pg.close());

/*
 * The contract this module leans on (decision 060): PGlite's private _checkReady and
 * _runExclusiveTransaction and its protocol helpers, as they are in the exact version pinned in
 * package.json. An upgrade fails here first: read the new version's query() before changing the pin.
 */
test('the PGlite installed is the one pinned, with the private methods and protocol helpers this module uses', () => {
  const require = createRequire(import.meta.url);
  const pinned = (require('../../package.json') as { dependencies: Record<string, string> }).dependencies['@electric-sql/pglite'];
  // its exports hide package.json: read the one above its entry
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!dir.endsWith(path.join('@electric-sql', 'pglite'))) dir = path.dirname(dir);
  const installed = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  expect(pinned).toBe('0.5.16');
  expect(installed).toBe(pinned);
  for (const method of [pg._checkReady, pg._runExclusiveTransaction, pg.runExclusive, pg.execProtocolStream, pg.syncToFs]) {
    expect(method).toBeTypeOf('function');
  }
});

const preparedCount = async () => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

// drizzle keeps timestamps as the text Postgres sends
const drizzleLike = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

test('answers exactly as PGlite’s own query, in both row modes and with its parsers', async () => {
  const text = 'select id, name, tags, data, price, at from items where id = any($1) order by id';
  for (const options of [undefined, { rowMode: 'array' as const }, drizzleLike, { ...drizzleLike, rowMode: 'array' as const }]) {
    expect(await client.query(text, [[1, 2]], options)).toEqual(await pg.query(text, [[1, 2]], options));
  }
  const write = 'update items set name = $1 where id = $2';
  expect(await client.query(write, ['uno', 1])).toEqual(await pg.query(write, ['uno', 1]));
  expect((await client.query(write, ['one', 1])).affectedRows).toBe(1);
  const insert = 'insert into items (id, name, data) values ($1, $2, $3) returning data';
  expect((await client.query(insert, [3, 'three', { x: [1] }])).rows).toEqual([{ data: { x: [1] } }]);
  await client.query('delete from items where id = $1', [3]);
});

test('a statement is prepared once and then only bound and run', async () => {
  const before = await preparedCount();
  for (let id = 1; id <= 5; id++) await client.query('select name from items where id = $1', [id % 2 ? 1 : 2]);
  expect(await preparedCount()).toBe(before + 1);
  expect((await client.query('select name from items where id = $1', [2])).rows).toEqual([{ name: 'two' }]);
});

test('no more than PREPARED_STATEMENTS_MAX stay prepared; the least recently run goes first', async () => {
  const kept = 'select 1 as kept';
  for (let i = 0; i < PREPARED_STATEMENTS_MAX + 20; i++) {
    await client.query(kept);
    await client.query(`select ${i} as n`);
  }
  expect(await preparedCount()).toBe(PREPARED_STATEMENTS_MAX);
  const { rows } = await pg.query<{ statement: string }>('select statement from pg_prepared_statements');
  expect(rows.map((row) => row.statement)).toContain(kept);
  expect(rows.map((row) => row.statement)).not.toContain('select 0 as n');
  expect((await client.query(`select 0 as n`)).rows).toEqual([{ n: 0 }]);
});

test('errors are Postgres’ own, nothing broken is kept, and the next query runs', async () => {
  const duplicate = client.query('insert into items (id, name) values ($1, $2)', [1, 'again']);
  await expect(duplicate).rejects.toMatchObject({ code: '23505' });
  await expect(client.query('select nonsense from items')).rejects.toMatchObject({ code: '42703' });
  await expect(client.query('select name from items where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
  const { rows } = await pg.query<{ statement: string }>('select statement from pg_prepared_statements');
  expect(rows.map((row) => row.statement)).not.toContain('select nonsense from items');
  expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
});

test('a query waits for a transaction in progress instead of running inside it', async () => {
  let inserted!: () => void;
  let release!: () => void;
  const insertDone = new Promise<void>((resolve) => (inserted = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = pg.transaction(async (tx) => {
    await tx.query(`insert into items (id, name) values (9, 'uncommitted')`);
    inserted();
    await held;
    await tx.rollback();
  });
  await insertDone;
  let answered = false;
  const read = client.query('select count(*)::int as n from items where id = 9').finally(() => (answered = true));
  // long enough for a query that ignored the transaction to have answered
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  release();
  await transaction;
  expect((await read).rows).toEqual([{ n: 0 }]);
});

test('statements in a transaction are prepared too, and a rollback undoes them', async () => {
  const text = 'select name from items where id = $1 and $2::int > 0';
  const names = await client.transaction(async (tx) => {
    await tx.query(`insert into items (id, name) values (10, 'ten')`);
    const found = [];
    for (let i = 1; i <= 3; i++) found.push(...(await tx.query<{ name: string }>(text, [10, i])).rows);
    await tx.rollback();
    return found;
  });
  expect(names).toEqual([{ name: 'ten' }, { name: 'ten' }, { name: 'ten' }]);
  const { rows } = await pg.query<{ statement: string }>('select statement from pg_prepared_statements');
  expect(rows.filter((row) => row.statement === text)).toHaveLength(1);
  expect((await client.query('select count(*)::int as n from items where id = 10')).rows).toEqual([{ n: 0 }]);

  const failed = client.transaction(async (tx) => {
    await tx.query(`insert into items (id, name) values (11, 'eleven')`);
    await tx.query('insert into items (id, name) values ($1, $2)', [1, 'again']);
  });
  await expect(failed).rejects.toMatchObject({ code: '23505' });
  expect((await client.query('select count(*)::int as n from items where id = 11')).rows).toEqual([{ n: 0 }]);
});

test('two clients on one PGlite keep their statements apart', async () => {
  const other = withPreparedStatements(pg);
  expect((await other.query('select name from items where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
  expect((await other.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
  expect((await client.query('select name from items where id = $1', [2])).rows).toEqual([{ name: 'two' }]);
});
