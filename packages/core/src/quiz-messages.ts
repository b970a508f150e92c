import { isCorrectAnswer, normalizeOption, type StudyMode } from './quiz-rules';

/*
 * Texts of the category screens. Kept apart from quiz-rules.ts, which the welcome page's bundle
 * carries (storage keys), so these strings load only with the screens that show them.
 */

/** The two modes as the course mode chooser and the selector name them (spec §2). */
export const STUDY_MODE_LABELS: Record<StudyMode, string> = {
  serious: 'Serious Athlete Mode',
  curious: 'Curious Learner Mode',
};

/** Texts of the course mode chooser and the quiz screen (spec §2, §8). */
export const QUIZ_MSG = {
  selectCourse: 'Please select a course to continue.',
  /** auto-save is always on in Curio, so the '...will be lost.' variant of spec §8 never shows */
  exitConfirm: 'Are you sure you want to exit the quiz? Your progress will be saved.',
  completed: '🎉 Quiz Completed! Redirecting...',
} as const;

/** The verdict on an answer: spoken after each quiz answer, shown under a question in the review. */
export const ANSWER_MSG = {
  right: 'Right!',
  wrong: (answer: string) => `Not quite. The right answer is: ${answer}`,
} as const;

/** The verdict on a picked option, naming the right answer as the options show it. */
export function answerVerdict(picked: string, answer: string): string {
  return isCorrectAnswer(picked, answer) ? ANSWER_MSG.right : ANSWER_MSG.wrong(normalizeOption(answer));
}
