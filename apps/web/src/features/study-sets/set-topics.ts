import { SET_DEFAULT_TOPIC, type SetItem } from '@curio/core/study-sets';

export interface TopicCount {
  topic: string;
  count: number;
}

/** A set's topics for one kind, in the order they first appear, with how many items each has. */
export function topicsOf(items: readonly SetItem[], kind: SetItem['kind']): TopicCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== kind) continue;
    const topic = item.topic ?? SET_DEFAULT_TOPIC;
    counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return [...counts].map(([topic, count]) => ({ topic, count }));
}
