import type { AskedQuestion, AttemptAnswer } from '@curio/core/quiz-attempts';
import { ANSWER_MSG, answerVerdict } from '@curio/core/quiz-messages';

/** Texts of the question card's inputs and verdicts (docs/product.md#question-types). */
export const QUESTION_MSG = {
  check: 'Check',
  yourAnswer: 'Your answer',
  yourNumber: 'Your answer (a number)',
  rightAnswer: 'Right answer',
  rightIs: (answer: string) => `The right answer is: ${answer}`,
  difference: 'Difference',
  almost: 'Almost — check the spelling.',
  partly: (right: number, of: number) => `${right} of ${of} right`,
  partlyShare: (percent: number) => `Partly right: ${percent}% of the mark`,
  chooseAll: 'Choose all that apply',
  tickOne: 'Tick at least one option.',
  chooseOne: 'Choose…',
  matchEach: 'Choose a match for each prompt.',
  fillEach: 'Fill in every blank.',
  typeSomething: 'Type an answer first.',
  blank: (n: number) => `Blank ${n}`,
  moveUp: (item: string) => `Move “${item}” up`,
  moveDown: (item: string) => `Move “${item}” down`,
  moved: (item: string, place: number, of: number) => `“${item}” is now at place ${place} of ${of}.`,
  place: (n: number) => `Place ${n}`,
  belongsAt: (n: number) => `belongs at place ${n}`,
  rightMark: 'right',
  wrongMark: 'wrong',
  missedMark: 'right, not chosen',
} as const;

type Graded = Pick<AttemptAnswer, 'correct' | 'credit' | 'almost' | 'answer'>;

/** How many parts a question's credit counts (prompts, items, blanks); null when it is not a count. */
function partsOf(question: AskedQuestion): number | null {
  switch (question.type) {
    case 'matching':
      return question.prompts.length;
    case 'ordering':
      return question.items.length;
    case 'cloze':
      return question.parts.filter((p) => typeof p !== 'string').length;
    default:
      return null;
  }
}

/** The share of the mark of an answer partly right, in words: "2 of 3 right"; null unless partly right. */
export function creditText(verdict: Pick<AttemptAnswer, 'correct' | 'credit'>, question: AskedQuestion): string | null {
  if (verdict.correct || verdict.credit <= 0) return null;
  const parts = partsOf(question);
  return parts ? QUESTION_MSG.partly(Math.round(verdict.credit * parts), parts) : QUESTION_MSG.partlyShare(Math.round(verdict.credit * 100));
}

/**
 * The verdict in words, spoken after each answer and shown under a reviewed question: right,
 * almost (a forgiven typo), partly right with its share, or wrong; naming the right answer unless right.
 */
export function verdictText(verdict: Graded, question: AskedQuestion): string {
  if (verdict.correct && !verdict.almost) return ANSWER_MSG.right;
  // an option is named as the options show it; a typed answer, pairs or an order as written
  if (question.type === 'multiple_choice' || question.type === 'true_false') return answerVerdict(verdict);
  const right = QUESTION_MSG.rightIs(verdict.answer);
  if (verdict.almost) return `${QUESTION_MSG.almost} ${right}`;
  const share = creditText(verdict, question);
  if (share) return `${share}. ${right}`;
  return ANSWER_MSG.wrong(verdict.answer);
}
