import { useState } from 'react';
import { newProgress, parseProgress, serializeProgress, withAnswer, type QuizProgress, type SavedAnswer } from '@curio/core/quiz-progress';
import type { StudyMode } from '@curio/core/quiz-rules';
import { clearProgress, progressKeys, readProgress, writeItem } from '../../lib/storage';

/**
 * The quiz's answers, next index and start time, mirrored to local storage after every answer
 * (spec §4 auto-save) so a reload resumes where the learner was. The rules are core's
 * quiz-progress; this only binds them to React state and storage.
 */
export function useQuizProgress(course: string, topic: string, mode: StudyMode) {
  const keys = progressKeys('quiz', course, topic, mode);
  const [progress, setProgress] = useState<QuizProgress>(() => parseProgress(readProgress(keys)) ?? newProgress(Date.now()));

  /** Adds an answer, moves to the next question and saves all three values. */
  const record = (answer: SavedAnswer) => {
    const next = withAnswer(progress, answer);
    const saved = serializeProgress(next);
    writeItem(keys.answers, saved.answers);
    writeItem(keys.current, saved.current);
    writeItem(keys.startTime, saved.startTime);
    setProgress(next);
  };

  const clear = () => clearProgress(keys);

  return { progress, record, clear };
}
