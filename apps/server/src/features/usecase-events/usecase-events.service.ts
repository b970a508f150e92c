import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { UseCaseOrigin } from '@curio/core/usecases';
import type { Db } from '../../db/client';
import { usecaseLikes, usecases } from '../../db/tables';
import type { UseCaseRecord } from './usecase-change';

const { search: _, ...recordColumns } = getTableColumns(usecases);

/** A use case whose change came without its row (too big for a NOTIFY); null once it is gone. */
export async function findUseCaseRecord(db: Db, id: string): Promise<UseCaseRecord | null> {
  const [row] = await db.select(recordColumns).from(usecases).where(eq(usecases.id, id));
  return row ? { ...row, origin: row.origin as UseCaseOrigin, created_at: row.created_at.toISOString() } : null;
}

/** Which of these users like the use case: each receiver of an update gets its own liked_by_me. */
export async function likersAmong(db: Db, usecaseId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ user_id: usecaseLikes.user_id })
    .from(usecaseLikes)
    .where(and(eq(usecaseLikes.usecase_id, usecaseId), inArray(usecaseLikes.user_id, userIds)));
  return new Set(rows.map((row) => row.user_id));
}
