/** The download keys of lib/offline-store.ts: one per topic (its quiz and flashcards), one for the review. */

export interface TopicRef {
  category: string;
  course: string;
  topic: string;
}

/** What "Download for offline" keeps of a topic: what its quiz and its studybot would load. */
export interface TopicDownload<Q = unknown, C = unknown> extends TopicRef {
  module: string;
  questions: Q[];
  flashcards: C[];
}

/** What it keeps of the review: the summary and the due items, at download time. */
export interface ReviewDownload<S = unknown, I = unknown> {
  summary: S;
  queue: I[];
}

export const topicKey = ({ category, course, topic }: TopicRef) => JSON.stringify(['topic', category.trim().toLowerCase(), course.trim(), topic.trim()]);

export const REVIEW_KEY = 'review';
