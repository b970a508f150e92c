import { normalizeOption, type StudyMode } from './quiz-rules';

/*
 * Texts of the category screens. Kept apart from quiz-rules.ts, which the welcome page's bundle
 * carries (storage keys), so these strings load only with the screens that show them.
 */

/** The two modes as the course mode chooser and the selector name them (docs/routes.md#screens-and-web-routes). */
export const STUDY_MODE_LABELS: Record<StudyMode, string> = {
  serious: 'Serious Athlete Mode',
  curious: 'Curious Learner Mode',
};

/** Texts of the course mode chooser and the quiz screen (docs/routes.md#screens-and-web-routes, docs/product.md#errors). */
export const QUIZ_MSG = {
  selectCourse: 'Please select a course to continue.',
  /** auto-save is always on in Curio, so the '...will be lost.' variant of docs/product.md#errors never shows */
  exitConfirm: 'Are you sure you want to exit the quiz? Your progress will be saved.',
  completed: '🎉 Quiz Completed! Redirecting...',
  startFromFirst: 'Start the quiz from question 1',
} as const;

/** What the server says of a quiz attempt it cannot go on with (decision 048). */
export const ATTEMPT_MSG = {
  notFound: 'This quiz was not found: it may have ended. Start it again.',
  notInAttempt: 'This question is not part of this quiz.',
  noSuchOption: 'That is not one of this question’s options.',
  alreadyAnswered: 'This question was already answered.',
  unanswered: (left: number) => `Answer every question first: ${left} ${left === 1 ? 'is' : 'are'} left.`,
  reviewKeepsNoResult: 'A review keeps no result: each item is rated instead.',
  noQuestions: 'This topic has no questions yet.',
  sharedNotInQuiz: 'The shared question is not part of this topic’s quiz.',
} as const;

/** The verdict on an answer: spoken after each quiz answer, shown under a question in the review. */
export const ANSWER_MSG = {
  right: 'Right!',
  wrong: (answer: string) => `Not quite. The right answer is: ${answer}`,
} as const;

/** The verdict on a graded answer, naming the right answer as the options show it. */
export function answerVerdict(verdict: { correct: boolean; answer: string }): string {
  return verdict.correct ? ANSWER_MSG.right : ANSWER_MSG.wrong(normalizeOption(verdict.answer));
}
