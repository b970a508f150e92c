import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Arbitrary constant naming the advisory lock of content writes (next to the migration and demo-content keys). */
const CONTENT_LOCK_KEY = 4_280_773;

/**
 * Takes, until the transaction ends, the lock that uploads and deletions by topic share. A deletion
 * removes topics it has emptied, and the content tables cascade from topics: without the lock an
 * upload committing into such a topic between the check and the delete would lose its rows (and
 * two uploads creating the same topic would collide on its unique name).
 */
export async function lockContent(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`);
}
