import { useState } from 'react';
import type { QuizQuestion } from '@curio/core/catalogue';
import { newProgress, parseProgress, serializeProgress, withAnswer, type QuizProgress, type SavedAnswer } from '@curio/core/quiz-progress';
import { clearProgress, readProgress, writeItem, type ProgressKeys } from '../../lib/storage';

/**
 * The quiz's answers, next index and start time, mirrored to local storage after every answer
 * (spec §4 auto-save) so a reload resumes where the learner was. The rules are core's
 * quiz-progress; this only binds them to React state and storage. Without keys the progress lives
 * in memory only (a retake or a mistakes practice starts afresh on reload).
 */
export function useQuizProgress(keys: ProgressKeys | null, questions: readonly QuizQuestion[]) {
  const [progress, setProgress] = useState<QuizProgress>(() => {
    const saved = keys && parseProgress(readProgress(keys), (text) => questions.find((q) => q.question === text)?.id);
    return saved ?? newProgress(Date.now());
  });

  /** Adds an answer, moves to the next question and saves all three values. */
  const record = (answer: SavedAnswer) => {
    const next = withAnswer(progress, answer);
    if (keys) {
      const saved = serializeProgress(next);
      writeItem(keys.answers, saved.answers);
      writeItem(keys.current, saved.current);
      writeItem(keys.startTime, saved.startTime);
    }
    setProgress(next);
  };

  const clear = () => {
    if (keys) clearProgress(keys);
  };

  return { progress, record, clear };
}
