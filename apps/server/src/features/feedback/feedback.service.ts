import type { FeedbackInput } from '@curio/core/account';
import type { Db } from '../../db/client';
import { feedback } from '../../db/tables';

export async function createFeedback(
  db: Db,
  input: FeedbackInput,
  user: { id: string; email: string; name: string } | null,
) {
  await db.insert(feedback).values({
    message: input.message,
    user_id: user?.id ?? null,
    email: user?.email ?? null,
    full_name: user?.name || null,
  });
}
