import type { ReviewSessionItem } from '@curio/core/review';
import type { ReviewItemType } from '@curio/core/review-rules';

/** What every queue item has, whichever kind it is. */
export interface ItemFacts {
  item_type: ReviewItemType;
  item_id: number;
  course: string;
  topic: string;
  /** the question, or the flashcard's concept */
  text: string;
}

export function itemFacts(item: ReviewSessionItem): ItemFacts {
  if (item.item_type === 'question') {
    const { id, course, topic, question } = item.question;
    return { item_type: 'question', item_id: id, course, topic, text: question };
  }
  const { id, course, topic, concept } = item.flashcard;
  return { item_type: 'flashcard', item_id: id, course, topic, text: concept };
}

export const itemKey = (facts: Pick<ItemFacts, 'item_type' | 'item_id'>) => `${facts.item_type}:${facts.item_id}`;
