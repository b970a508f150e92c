import type { FeedbackType, QuestionFeedbackCounts } from './learning';

/*
 * Thumbs feedback on a quiz question (docs/product.md#states-and-transitions, docs/product.md#validation), as the quiz screen applies it before the
 * server answers. Type-only imports: no zod comes with it.
 */

/**
 * The counts right after the learner picks `type`: their earlier choice, if any, gives its vote to
 * the new one, so each learner counts once. Null when nothing changes: picking the same type
 * again is ignored (docs/product.md#validation).
 */
export function applyFeedbackChoice(counts: QuestionFeedbackCounts, type: FeedbackType): QuestionFeedbackCounts | null {
  if (counts.mine === type) return null;
  const next: QuestionFeedbackCounts = { ...counts, [type]: counts[type] + 1, mine: type };
  // never below zero: the counts on screen may be older than the learner's own choice
  if (counts.mine) next[counts.mine] = Math.max(0, counts[counts.mine] - 1);
  return next;
}
