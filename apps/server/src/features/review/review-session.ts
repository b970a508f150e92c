import type { ReviewSession, ReviewSessionItem } from '@curio/core/review';
import type { Db } from '../../db/client';
import { startAttempt } from '../attempts';
import { reviewQueue, type Learner } from './review.service';

/**
 * A review started online (decision 048): the queue's items, its questions without their answers,
 * and one attempt that grades each question as it is answered. The learner still rates every item
 * themselves; the attempt only says whether the option they picked was right.
 */
export async function startReviewSession(db: Db, learner: Learner, limit?: number): Promise<ReviewSession> {
  const queue = await reviewQueue(db, learner, limit);
  const questions = queue.flatMap((item) => (item.item_type === 'question' ? [item.question] : []));
  // no question in the queue: its cards only
  if (questions.length === 0) return { attempt_id: null, items: queue.flatMap((item) => (item.item_type === 'question' ? [] : [item])) };
  const attempt = await startAttempt(db, learner.id, 'review', { category: null, course: null, topic: null, module: null }, questions);
  const askedOf = new Map(attempt.questions.map((q) => [q.id, q]));
  const items = queue.map((item): ReviewSessionItem => (item.item_type === 'question' ? { ...item, question: askedOf.get(item.question.id)! } : item));
  return { attempt_id: attempt.id, items };
}
