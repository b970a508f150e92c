import { useMutation } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import type { ReviewQueueItem, ReviewSession, ReviewSessionItem } from '@curio/core/review';
import type { AskedQuestion, AttemptAnswer } from '@curio/core/quiz-attempts';
import type { QuestionResponse } from '@curio/core/question-types';
import { apiFetch } from '../../../lib/api-client';
import { REVIEW_KEY, type ReviewDownload } from '../../../lib/offline-keys';
import { withOfflineCopy } from '../../../lib/offline-store';
import { answerQuestion, askDownloaded, localVerdict } from '../../quiz';

/** Grades the response given to a question of the session. */
export type CheckAnswer = (question: AskedQuestion, response: QuestionResponse) => Promise<AttemptAnswer>;

/** A review to run: its items, and what grades its questions. */
export interface StartedReview {
  items: ReviewSessionItem[];
  check: CheckAnswer;
}

/** Online: the session's questions come without answers, and its attempt grades each (decision 048). */
async function onlineReview(limit: number): Promise<StartedReview> {
  const session = await apiFetch<ReviewSession>('/api/review/sessions', { method: 'POST', body: { limit } });
  return { items: session.items, check: (question, response) => answerQuestion(session.attempt_id!, { question_id: question.id, ...response }) };
}

/** With no network: the due items downloaded for offline, graded on the device (the page leaves out those rated since). */
function downloadedReview(saved: ReviewDownload<unknown, ReviewQueueItem>): StartedReview {
  // an item downloaded before the queue carried its state has no interval to preview: downloaded again, it has
  const queue = saved.queue.filter((item) => 'card' in item);
  const questions = new Map(queue.flatMap((item): [number, QuizQuestion][] => (item.item_type === 'question' ? [[item.question.id, item.question]] : [])));
  // asked as the server asks them: without their answers
  const items = queue.map((item): ReviewSessionItem => (item.item_type === 'question' ? { ...item, question: askDownloaded(item.question) } : item));
  return { items, check: async (question, response) => localVerdict(questions.get(question.id)!, question, response, 0) };
}

const startReview = (limit: number) => withOfflineCopy(() => onlineReview(limit), REVIEW_KEY, downloadedReview);

/**
 * Starting a session takes the queue once: the session then works from that list, so refreshing
 * the summary while it runs (each sent rating does) never reshuffles the items under the learner.
 */
export const useStartReview = () => useMutation({ mutationFn: startReview, networkMode: 'offlineFirst' });
