import fc from 'fast-check';
import { normalizeTyped, type QuestionType } from '@curio/core/question-types-rules';
import type { NumericAnswer } from '@curio/core/question-types';
import { type SetItem, type SetItemInput, setItem } from '@curio/core/study-sets';

/*
 * Generated questions of every type, for the round trips of the formats that carry them (GIFT, CSV,
 * .apkg). Each generator makes what the schema keeps, from the texts it is given; a format's test
 * narrows them to what that format can hold, and says why where it does.
 */

type Text = (maxLength?: number) => fc.Arbitrary<string>;
type Question = Extract<SetItem, { kind: 'question' }>;

/** An input made into an item the way the editor and importers make it, or null where the schema refuses it. */
const validItem = (input: SetItemInput): SetItem | null => {
  const result = setItem.safeParse(input);
  return result.success ? result.data : null;
};

const isQuestion = (item: SetItem | null): item is Question => item !== null && item.kind === 'question';

/** A number as a learner could type it back: finite, and 0 rather than -0. */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map((n) => (Object.is(n, -0) ? 0 : n));
const numericAnswer: fc.Arbitrary<NumericAnswer> = fc.oneof(
  fc.record({ value: finite, tolerance: fc.oneof(fc.constant(0), finite.map(Math.abs)) }),
  fc.tuple(finite, finite).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
);

/** One generator of questions for each type, built from a text generator; place is the module and topic. */
export function typedQuestions(text: Text, place: fc.Arbitrary<string | null>): Record<QuestionType, fc.Arbitrary<Question>> {
  const common = { question: text(), explanation: fc.option(text(), { nil: null }), module: place, topic: place };
  const distinct = (min: number, max: number) => fc.uniqueArray(text(4), { minLength: min, maxLength: max, selector: (o) => normalizeTyped(o) });
  const body = <T>(fields: fc.Arbitrary<T>, make: (f: T) => Record<string, unknown>) =>
    fc
      .record({ ...common, fields })
      .map(({ fields: f, ...rest }) => validItem({ kind: 'question', ...rest, ...make(f) } as SetItemInput))
      .filter(isQuestion);
  return {
    multiple_choice: body(fc.record({ options: distinct(2, 6), at: fc.nat() }), ({ options, at }) => ({
      type: 'multiple_choice',
      options,
      answer: options[at % options.length]?.trim() ?? '',
    })),
    multiple_response: body(
      fc.record({ options: distinct(2, 6), rights: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), weights: fc.option(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 6, maxLength: 6 }), { nil: undefined }) }),
      ({ options, rights, weights }) => {
        const right = options.map((_, i) => rights[i] || i === 0);
        return {
          type: 'multiple_response',
          options,
          answers: options.filter((_, i) => right[i]).map((o) => o.trim()),
          // a right option's weight is positive, a wrong one's zero or less
          ...(weights ? { weights: options.map((_, i) => (right[i] ? weights[i]! : 1 - weights[i]!)) } : {}),
        };
      },
    ),
    true_false: body(fc.boolean(), (answer) => ({ type: 'true_false', answer })),
    typed: body(distinct(1, 4), (answers) => ({ type: 'typed', answers })),
    numeric: body(fc.array(numericAnswer, { minLength: 1, maxLength: 3 }), (answers) => ({ type: 'numeric', answers })),
    matching: body(fc.array(fc.tuple(text(4), text(4)), { minLength: 2, maxLength: 5 }), (pairs) => ({
      type: 'matching',
      pairs: pairs.map(([prompt, match]) => ({ prompt, match })),
    })),
    ordering: body(distinct(2, 5), (items) => ({ type: 'ordering', items })),
    cloze: fc
      .record({ ...common, blanks: fc.array(fc.tuple(text(4), fc.option(text(3), { nil: null }), text(6)), { minLength: 1, maxLength: 3 }) })
      .map(({ blanks, question, ...rest }) =>
        validItem({
          kind: 'question',
          ...rest,
          type: 'cloze',
          question: question + blanks.map(([answer, hint, after]) => `{{c1::${answer.trim()}${hint ? `::${hint}` : ''}}}${after}`).join(''),
        }),
      )
      .filter(isQuestion),
  };
}
