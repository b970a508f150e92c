import { useState } from 'react';
import type { QuizAnswer } from '@curio/core/learning';
import { type StudyMode } from '@curio/core/quiz-rules';
import { clearProgress, progressKeys, readProgress, writeItem } from '../../lib/storage';

export interface QuizProgress {
  answers: QuizAnswer[];
  /** index of the next question to show */
  current: number;
  /** epoch ms when the quiz was first started */
  startTime: number;
}

function parseSaved(saved: ReturnType<typeof readProgress>): QuizProgress | null {
  if (saved.answers === null || saved.current === null || saved.startTime === null) return null;
  try {
    const answers: unknown = JSON.parse(saved.answers);
    const current = Number(saved.current);
    const startTime = Number(saved.startTime);
    if (!Array.isArray(answers) || !Number.isInteger(current) || current < 0 || !Number.isFinite(startTime)) return null;
    return { answers: answers as QuizAnswer[], current, startTime };
  } catch {
    // hand-edited or truncated storage: start afresh rather than crash the quiz
    return null;
  }
}

/**
 * The quiz's answers, next index and start time, mirrored to local storage after every answer
 * (spec §4 auto-save) so a reload resumes where the learner was.
 */
export function useQuizProgress(course: string, topic: string, mode: StudyMode) {
  const keys = progressKeys('quiz', course, topic, mode);
  const [initial] = useState(() => parseSaved(readProgress(keys)));
  const [progress, setProgress] = useState<QuizProgress>(() => initial ?? { answers: [], current: 0, startTime: Date.now() });

  /** Adds an answer, moves to the next question and saves all three values; returns the new state. */
  const record = (answer: QuizAnswer): QuizProgress => {
    const next = { ...progress, answers: [...progress.answers, answer], current: progress.current + 1 };
    writeItem(keys.answers, JSON.stringify(next.answers));
    writeItem(keys.current, String(next.current));
    writeItem(keys.startTime, String(next.startTime));
    setProgress(next);
    return next;
  };

  const clear = () => clearProgress(keys);

  return { progress, resumed: initial !== null, record, clear };
}
