import type { SetItem, SetTopic } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC } from '@curio/core/study-sets-rules';

export interface TopicCount {
  topic: string;
  count: number;
}

/**
 * A set's topics for one kind, in the order they were made, with how many items each has; a
 * topic named alike in two modules is studied as one (the study routes name a topic alone).
 */
export function topicsOf(topics: readonly SetTopic[], kind: SetItem['kind']): TopicCount[] {
  const counts = new Map<string, number>();
  for (const place of topics) {
    const n = kind === 'question' ? place.question_count : place.flashcard_count;
    if (n === 0) continue;
    const topic = place.topic ?? SET_DEFAULT_TOPIC;
    counts.set(topic, (counts.get(topic) ?? 0) + n);
  }
  return [...counts].map(([topic, count]) => ({ topic, count }));
}
