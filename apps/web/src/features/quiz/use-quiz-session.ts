import { QueryObserver, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import type { AttemptSource } from '@curio/core/quiz-attempts';
import { parseProgress } from '@curio/core/quiz-progress';
import { parseQuestionId, parseStudyMode, quizFromQuestion } from '@curio/core/quiz-rules';
import { isApiError } from '../../lib/api-client';
import { topicKey, type TopicDownload } from '../../lib/offline-keys';
import { offlineLearner, readDownload, withOfflineCopy } from '../../lib/offline-store';
import { startForPage } from '../../lib/start-for-page';
import { clearProgress, progressKeys, readItem, readProgress, type ProgressKeys } from '../../lib/storage';
import { startAttempt } from './api/start-attempt';
import { getAttempt } from './api/get-attempt';
import { attemptSession, downloadedSession, type QuizPlace, type QuizSession } from './quiz-session';

/** What a quiz starts from, and, for a catalogue topic, where its downloaded copy is. */
export interface QuizSource {
  source: AttemptSource;
  /** where auto-saved progress is kept; null keeps it in memory only (a retake, a mistakes practice) */
  progressKeys: ProgressKeys | null;
  /** a topic the learner may have downloaded, taken on the device with no network */
  download?: QuizPlace;
}

/**
 * The topic's quiz an address asks for: /category/{cat}/quiz/start?course=&topic=&mode=[&q=], q a
 * shared question's id (null when it names none). Read alike by the page and by its route's loader,
 * so both ask for the one session.
 */
export function topicQuizOf(category: string, search: URLSearchParams) {
  const course = search.get('course')?.trim() ?? '';
  const topic = search.get('topic')?.trim() ?? '';
  const mode = parseStudyMode(search.get('mode')) ?? 'serious';
  const shared = search.has('q') ? parseQuestionId(search.get('q')) : undefined;
  const quiz: QuizSource = {
    source: { kind: 'topic', category, course, topic, mode, ...(shared ? { from_question: shared } : {}) },
    progressKeys: progressKeys('quiz', course, topic, mode),
    download: { category, course, topic },
  };
  return { course, topic, mode, shared, quiz, asks: Boolean(course && topic) && shared !== null };
}

/** The retake an address asks for: /category/{cat}/quiz/retake/{resultId}, not auto-saved. */
export const retakeQuizOf = (resultId = ''): QuizSource => ({ source: { kind: 'retake', result_id: resultId }, progressKeys: null });

/** The mistakes practice an address asks for: /category/{cat}/quiz/mistakes?course=&topic=, not auto-saved. */
export function mistakesQuizOf(search: URLSearchParams) {
  const course = search.get('course')?.trim() ?? '';
  const topic = search.get('topic')?.trim() ?? '';
  const quiz: QuizSource = { source: { kind: 'mistakes', course, topic }, progressKeys: null };
  return { course, topic, quiz, asks: Boolean(course && topic) };
}

async function loadSession({ source, progressKeys: keys, download }: QuizSource): Promise<QuizSession> {
  const shared = source.kind === 'topic' ? source.from_question : undefined;
  const attemptId = keys ? readItem(keys.attempt) : null;
  if (keys && attemptId) {
    // Resume: the attempt the learner left, as the server kept it
    try {
      const attempt = await getAttempt(attemptId);
      // a shared question's link goes on with the quiz it started; another one left gives way, as Start clears it
      if (shared === undefined || attempt.questions[0]?.id === shared) return attemptSession(attempt);
      clearProgress(keys);
    } catch (err) {
      // gone (past its time, or its learner's newest kept): start again
      if (!(isApiError(err) && err.status === 404)) throw err;
      clearProgress(keys);
    }
  }
  const progress = keys && !attemptId ? parseProgress(readProgress(keys)) : null;
  const learner = offlineLearner();
  if (progress && download && learner && shared === undefined) {
    // taken on the device from the download: it goes on there, with the answers it graded
    const copy = await readDownload<TopicDownload<QuizQuestion>>(learner, topicKey(download));
    if (copy) return downloadedSession(copy.data.questions, download, progress.answers);
  }
  if (keys && progress) clearProgress(keys);
  const online = async () => attemptSession(await startAttempt(source));
  if (!download) return online();
  return withOfflineCopy(online, topicKey(download), (saved: TopicDownload<QuizQuestion>) =>
    downloadedSession((shared === undefined ? null : quizFromQuestion(saved.questions, shared)) ?? saved.questions, download),
  );
}

/**
 * The quiz to run: the attempt the learner left (Resume), a new one, or with no network the
 * topic's downloaded copy. Loaded once per visit: a refetch would start another attempt under the
 * learner, and leaving the quiz forgets it (the next visit reopens the attempt by its id).
 */
const quizSessionQueryOptions = (quiz: QuizSource) =>
  queryOptions({
    queryKey: ['quiz', 'session', quiz.source, quiz.progressKeys?.attempt ?? null],
    queryFn: () => loadSession(quiz),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // what the route's loader got is this visit's answer: the page shows its error and offers Retry
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // run with no network too: a downloaded topic answers from the device
    networkMode: 'offlineFirst',
  });

/** Starts the quiz an address asks for as its page's code loads, and keeps it for the page (see startForPage). */
export function startQuizSession(queryClient: QueryClient, { quiz, asks }: { quiz: QuizSource; asks: boolean }) {
  if (asks) startForPage(queryClient, new QueryObserver(queryClient, quizSessionQueryOptions(quiz)));
}

export const useQuizSession = (quiz: QuizSource, enabled = true) => useQuery({ ...quizSessionQueryOptions(quiz), enabled });
