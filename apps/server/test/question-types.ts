import type { QuestionBody, QuestionType, TypedQuestion } from '@curio/core/question-types-rules';
import type { QuestionResponse } from '@curio/core/question-types';
import type { AskedQuestion } from '@curio/core/quiz-attempts';

/** One question of each type, with what a learner gets right, wrong, partly right and almost right. */
export const EVERY_TYPE: Record<QuestionType, { question: string; body: QuestionBody }> = {
  multiple_choice: { question: 'Which is the capital of France?', body: { type: 'multiple_choice', options: ['Paris', 'Rome'], answer: 'Paris' } },
  multiple_response: { question: 'Which numbers are prime?', body: { type: 'multiple_response', options: ['2', '3', '4'], answers: ['2', '3'] } },
  true_false: { question: 'The Sun is a star.', body: { type: 'true_false', answer: true } },
  typed: { question: 'Which is the largest ocean?', body: { type: 'typed', answers: ['Pacific Ocean', 'Pacific'] } },
  numeric: { question: 'What is half of 7?', body: { type: 'numeric', answers: [{ value: 3.5, tolerance: 0 }] } },
  matching: {
    question: 'Match each animal with its sound.',
    body: {
      type: 'matching',
      pairs: [
        { prompt: 'Dog', match: 'Bark' },
        { prompt: 'Cat', match: 'Meow' },
        { prompt: 'Cow', match: 'Moo' },
      ],
    },
  },
  ordering: { question: 'Put the numbers in order, smallest first.', body: { type: 'ordering', items: ['One', 'Two', 'Three', 'Four'] } },
  cloze: { question: 'Water is {{c1::H2O}} and table salt is {{c2::NaCl}}.', body: { type: 'cloze' } },
};

const indexIn = (list: readonly string[], value: string) => {
  const i = list.indexOf(value);
  if (i < 0) throw new Error(`no ${value} in ${JSON.stringify(list)}`);
  return i;
};

/** The fully right response to a question as it was asked (its shuffled choices and items included). */
export function rightResponse(asked: AskedQuestion, q: TypedQuestion): QuestionResponse {
  switch (q.type) {
    case 'multiple_choice':
      return { option: indexIn((asked as { options: string[] }).options, q.answer) };
    case 'true_false':
      return { option: q.answer ? 0 : 1 };
    case 'multiple_response':
      return { options: q.answers.map((a) => indexIn((asked as { options: string[] }).options, a)) };
    case 'typed':
      return { text: q.answers[0]! };
    case 'numeric':
      return { text: String('value' in q.answers[0]! ? q.answers[0].value : q.answers[0]!.min) };
    case 'matching': {
      const { prompts, choices } = asked as { prompts: string[]; choices: string[] };
      return { matches: prompts.map((p) => indexIn(choices, q.pairs.find((pair) => pair.prompt === p)!.match)) };
    }
    case 'ordering':
      return { order: q.items.map((item) => indexIn((asked as { items: string[] }).items, item)) };
    case 'cloze':
      return { blanks: [...q.question.matchAll(/\{\{c\d+::([^}:]+)/g)].map((m) => m[1]!) };
  }
}
