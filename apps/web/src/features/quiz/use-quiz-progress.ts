import { useState } from 'react';
import type { AttemptAnswer } from '@curio/core/quiz-attempts';
import { serializeProgress } from '@curio/core/quiz-progress';
import { clearProgress, readItem, removeItem, writeItem, type ProgressKeys } from '../../lib/storage';
import { savedAnswerOf, type QuizSession } from './quiz-session';

/**
 * The quiz's auto-save: after every answer, the answers, the next index and the start
 * time go to local storage, and so does the attempt they belong to, which Resume reopens. Without
 * keys nothing is kept (a retake or a mistakes practice starts afresh on reload).
 */
export function useQuizProgress(keys: ProgressKeys | null, session: QuizSession) {
  const [startTime] = useState(() => Number(keys ? readItem(keys.startTime) : null) || Date.now());

  const record = (answers: readonly AttemptAnswer[]) => {
    if (!keys) return;
    const saved = serializeProgress({ answers: answers.map(savedAnswerOf), current: answers.length, startTime });
    writeItem(keys.answers, saved.answers);
    writeItem(keys.current, saved.current);
    writeItem(keys.startTime, saved.startTime);
    if (session.attemptId) writeItem(keys.attempt, session.attemptId);
    else removeItem(keys.attempt);
  };

  const clear = () => {
    if (keys) clearProgress(keys);
  };

  return { record, clear };
}
