import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { createSet } from './src/features/study-sets/study-sets.service';
import { users } from './src/db/tables';

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const db = database.db;
await db.insert(users).values({ id: 'u1', name: 'U', email: 'u@x.example', email_verified: true });
const items = Array.from({ length: 10000 }, (_, i) => ({ kind: 'flashcard' as const, front: `F ${i}`, back: `B ${i}`, example: null, protip: null, difficulty: null, formulas: [], module: null, topic: null }));
for (const replica of [false, false, true, true]) {
  if (replica) await db.execute(sql`set session_replication_role = replica`);
  const t = performance.now();
  const set = await createSet(db, { id: 'u1' }, { title: 'x', description: '', items: items as never });
  const t1 = performance.now();
  await db.execute(sql`delete from courses where id = ${set.id}`);
  console.log(replica ? 'no FK triggers' : 'with FKs', 'save', (t1 - t).toFixed(0), 'ms', 'delete', (performance.now() - t1).toFixed(0), 'ms');
}
await database.close();
