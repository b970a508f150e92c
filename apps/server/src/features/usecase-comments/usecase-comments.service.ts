import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { COMMENTS_LIMIT } from '@curio/core/limits';
import type { Comment, CommentList } from '@curio/core/usecases';
import type { Db } from '../../db/client';
import { profiles, usecaseComments, usecases } from '../../db/tables';
import { authorNameOf, visibleTo } from '../green-feed';

/* Comments on published use cases (docs/product.md#what-is-stored usecase_comments): on what the caller can see, deleted by their author only. */

const authorProfile = <T>(column: unknown) => sql<T>`(select ${column} from ${profiles} where ${profiles.id} = ${usecaseComments.user_id})`;
const commentColumns = {
  ...getTableColumns(usecaseComments),
  author_username: authorProfile<string | null>(profiles.username),
  author_avatar_url: authorProfile<string | null>(profiles.avatar_url),
};

type CommentRow = typeof usecaseComments.$inferSelect & { author_username: string | null; author_avatar_url: string | null };

const toComment = (row: CommentRow): Comment => ({ ...row, created_at: row.created_at.toISOString() });

async function isVisible(db: Db, userId: string, usecaseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usecases.id })
    .from(usecases)
    .where(and(eq(usecases.id, usecaseId), visibleTo(userId)));
  return row !== undefined;
}

/** The COMMENTS_LIMIT newest comments and the count of all; null when the caller cannot see the use case. */
export async function listComments(db: Db, userId: string, usecaseId: string): Promise<CommentList | null> {
  if (!(await isVisible(db, userId, usecaseId))) return null;
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(usecaseComments)
      .where(eq(usecaseComments.usecase_id, usecaseId))
      .orderBy(desc(usecaseComments.created_at), desc(usecaseComments.id))
      .limit(COMMENTS_LIMIT),
    db.select({ n: count() }).from(usecaseComments).where(eq(usecaseComments.usecase_id, usecaseId)),
  ]);
  return { data: rows.map(toComment), count: total?.n ?? 0 };
}

/** Adds the caller's comment; null when they cannot see the use case. */
export async function addComment(db: Db, userId: string, usecaseId: string, body: string): Promise<Comment | null> {
  return db.transaction(async (tx) => {
    // KEY SHARE: the use case cannot be deleted between this check and the insert
    const [target] = await tx
      .select({ id: usecases.id })
      .from(usecases)
      .where(and(eq(usecases.id, usecaseId), visibleTo(userId)))
      .for('key share');
    if (!target) return null;
    const [row] = await tx
      .insert(usecaseComments)
      .values({ usecase_id: usecaseId, user_id: userId, body, author_name: authorNameOf(userId) })
      .returning(commentColumns);
    return toComment(row!);
  });
}

/** Deletes the caller's own comment; someone else's is 'forbidden'; one they cannot see is 'not_found'. */
export async function deleteComment(db: Db, userId: string, usecaseId: string, commentId: string): Promise<'deleted' | 'forbidden' | 'not_found'> {
  if (!(await isVisible(db, userId, usecaseId))) return 'not_found';
  const deleted = await db
    .delete(usecaseComments)
    .where(and(eq(usecaseComments.id, commentId), eq(usecaseComments.usecase_id, usecaseId), eq(usecaseComments.user_id, userId)))
    .returning({ id: usecaseComments.id });
  if (deleted.length > 0) return 'deleted';
  const [other] = await db
    .select({ id: usecaseComments.id })
    .from(usecaseComments)
    .where(and(eq(usecaseComments.id, commentId), eq(usecaseComments.usecase_id, usecaseId)));
  return other ? 'forbidden' : 'not_found';
}
