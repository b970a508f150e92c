import { describe, expect, it } from 'vitest';
import {
  askedBodyOf,
  askQuestion,
  clozeParts,
  gradeResponse,
  isAskedOf,
  matchTyped,
  parseNumber,
  questionFromStore,
  responseProblem,
  storeQuestion,
  type TypedQuestion,
} from './question-types-rules';
import { askedBody } from './question-types';
import { setItem } from './study-sets';

const grade = (q: TypedQuestion, response: Parameters<typeof gradeResponse>[2], random = () => 0.5) => {
  const asked = askQuestion(q, random);
  expect(responseProblem(asked, response)).toBeNull();
  return gradeResponse(q, asked, response);
};

const oneOfEach: TypedQuestion[] = [
  { question: 'Q', type: 'multiple_choice', options: ['a', 'b'], answer: 'a' },
  { question: 'Q', type: 'multiple_response', options: ['a', 'b', 'c'], answers: ['a', 'c'], weights: [50, -100, 50] },
  { question: 'Q', type: 'true_false', answer: true },
  { question: 'Q', type: 'typed', answers: ['x', 'y'] },
  { question: 'Q', type: 'numeric', answers: [{ value: 1, tolerance: 0 }, { min: 2, max: 3 }] },
  { question: 'Q', type: 'matching', pairs: [{ prompt: 'a', match: '1' }, { prompt: 'b', match: '2' }] },
  { question: 'Q', type: 'ordering', items: ['a', 'b'] },
  { question: '{{c1::x}}', type: 'cloze' },
];

describe('typed answers', () => {
  it('forgive case, accents, spacing and punctuation', () => {
    expect(matchTyped('  CAFÉ au-lait! ', ['café au lait'])).toBe('right');
    expect(matchTyped('Sao Paulo', ['São Paulo'])).toBe('right');
  });
  it('forgive one typo in an answer of six letters or more, and say so', () => {
    expect(matchTyped('photosynthesys', ['photosynthesis'])).toBe('almost');
    expect(matchTyped('recieve', ['receive'])).toBe('almost'); // two letters swapped is one typo
    expect(matchTyped('photosinthesys', ['photosynthesis'])).toBe('wrong');
  });
  it('forgive no typo in a short answer, where one letter makes another word', () => {
    expect(matchTyped('cat', ['car'])).toBe('wrong');
    expect(matchTyped('hause', ['house'])).toBe('wrong');
  });
  it('accept any of the alternatives, and nothing for an empty answer', () => {
    expect(matchTyped('USA', ['United States', 'USA'])).toBe('right');
    expect(matchTyped('   ', ['x'])).toBe('wrong');
  });
});

describe('numbers as typed', () => {
  it('read dots, decimal commas, spaces and exponents', () => {
    expect(parseNumber('3.14')).toBe(3.14);
    expect(parseNumber('3,14')).toBe(3.14);
    expect(parseNumber('1 000')).toBe(1000);
    expect(parseNumber('-1e3')).toBe(-1000);
    expect(parseNumber('twelve')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('grading each type', () => {
  it('multiple choice and true/false by the option picked', () => {
    const mc: TypedQuestion = { question: 'Q', type: 'multiple_choice', options: ['a', 'b'], answer: 'b' };
    expect(grade(mc, { option: 1 })).toMatchObject({ correct: true, credit: 1, given: 'b' });
    expect(grade(mc, { option: 0 })).toMatchObject({ correct: false, credit: 0 });
    const tf: TypedQuestion = { question: 'Q', type: 'true_false', answer: false };
    expect(grade(tf, { option: 1 })).toMatchObject({ correct: true, given: 'False' });
  });

  it('multiple response with partial credit, as the weights give it', () => {
    const q: TypedQuestion = { question: 'Q', type: 'multiple_response', options: ['a', 'b', 'c', 'd'], answers: ['a', 'b'] };
    expect(grade(q, { options: [0, 1] })).toMatchObject({ correct: true, credit: 1 });
    expect(grade(q, { options: [0] })).toMatchObject({ correct: false, credit: 0.5 });
    expect(grade(q, { options: [0, 2] })).toMatchObject({ correct: false, credit: 0 });
    const weighted: TypedQuestion = { ...q, weights: [50, 50, -100, 0] };
    expect(grade(weighted, { options: [0, 1, 3] })).toMatchObject({ correct: false, credit: 0.99 });
  });

  it('typed, with an almost', () => {
    const q: TypedQuestion = { question: 'Q', type: 'typed', answers: ['Photosynthesis'] };
    expect(grade(q, { text: 'photosynthesys' })).toMatchObject({ correct: true, almost: true });
  });

  it('numeric: exact, within a tolerance, or in a range', () => {
    const q: TypedQuestion = { question: 'Q', type: 'numeric', answers: [{ value: 3.14, tolerance: 0.01 }, { min: 10, max: 12 }] };
    expect(grade(q, { text: '3.15' }).correct).toBe(true);
    expect(grade(q, { text: '3.2' }).correct).toBe(false);
    expect(grade(q, { text: '11' }).correct).toBe(true);
    expect(grade(q, { text: 'pi' }).correct).toBe(false);
  });

  it('matching: by the choice given for each prompt, whatever order they were shuffled in', () => {
    const q: TypedQuestion = { question: 'Q', type: 'matching', pairs: [{ prompt: 'France', match: 'Paris' }, { prompt: 'Spain', match: 'Madrid' }, { prompt: 'Italy', match: 'Rome' }] };
    const asked = askQuestion(q, () => 0);
    if (asked.type !== 'matching') throw new Error();
    expect(asked.choices).not.toEqual(['Paris', 'Madrid', 'Rome']);
    const right = asked.prompts.map((p) => asked.choices.indexOf(q.pairs.find((x) => x.prompt === p)!.match));
    expect(gradeResponse(q, asked, { matches: right })).toMatchObject({ correct: true, credit: 1 });
    const swapped = [right[1]!, right[0]!, right[2]!];
    expect(gradeResponse(q, asked, { matches: swapped })).toMatchObject({ correct: false, credit: 1 / 3 });
  });

  it('ordering: asked never in the right order, graded by place', () => {
    const q: TypedQuestion = { question: 'Q', type: 'ordering', items: ['one', 'two', 'three'] };
    for (const r of [0, 0.3, 0.99]) {
      const asked = askQuestion(q, () => r);
      if (asked.type !== 'ordering') throw new Error();
      expect(asked.items).not.toEqual(q.items);
      const order = q.items.map((item) => asked.items.indexOf(item));
      expect(gradeResponse(q, asked, { order }).correct).toBe(true);
    }
  });

  it('cloze: each blank as a typed answer, the text asked without them', () => {
    const q: TypedQuestion = { question: 'The {{c1::mitochondria}} is the {{c2::powerhouse::place}} of the cell.', type: 'cloze' };
    const asked = askQuestion(q);
    expect(asked.question).toBe('The […] is the [place] of the cell.');
    expect(JSON.stringify(asked)).not.toContain('mitochondria');
    expect(grade(q, { blanks: ['Mitochondria', 'powerhouse'] })).toMatchObject({ correct: true, credit: 1 });
    expect(grade(q, { blanks: ['mitochondria', 'kitchen'] })).toMatchObject({ correct: false, credit: 0.5 });
  });
});

describe('responses that do not fit', () => {
  it('are told apart before grading', () => {
    const mc = askQuestion({ question: 'Q', type: 'multiple_choice', options: ['a', 'b'], answer: 'a' });
    expect(responseProblem(mc, { option: 2 })).toMatch(/no such option/);
    expect(responseProblem(mc, { text: 'a' })).toMatch(/answered with option/);
    const order = askQuestion({ question: 'Q', type: 'ordering', items: ['a', 'b'] });
    expect(responseProblem(order, { order: [0, 0] })).toMatch(/once/);
    const cloze = askQuestion({ question: '{{c1::a}} {{c2::b}}', type: 'cloze' });
    expect(responseProblem(cloze, { blanks: ['a'] })).toMatch(/every blank/);
  });
});

describe('storage', () => {
  it('gives back what it was given, for every type', () => {
    for (const q of oneOfEach) expect(questionFromStore({ question: q.question, ...storeQuestion(q) })).toEqual(q.type === 'multiple_response' ? q : { ...q });
  });
  it('reads a row of a type it does not know as multiple choice', () => {
    expect(questionFromStore({ question: 'Q', type: 'hologram', options: ['a', 'b'], answer: 'a', spec: null }).type).toBe('multiple_choice');
  });
});

describe('set items of each type', () => {
  it('take multiple choice when no type is given, as every earlier file', () => {
    expect(setItem.parse({ kind: 'question', question: 'Q', options: ['a', 'b'], answer: 'a' })).toMatchObject({ type: 'multiple_choice' });
  });
  it('refuse a cloze without a blank and a right answer that is not an option', () => {
    expect(setItem.safeParse({ kind: 'question', type: 'cloze', question: 'No blank' }).error?.issues[0]?.message).toMatch(/\{\{c1::answer\}\}/);
    expect(setItem.safeParse({ kind: 'question', type: 'multiple_response', question: 'Q', options: ['a', 'b'], answers: ['c'] }).success).toBe(false);
    expect(setItem.safeParse({ kind: 'question', type: 'hologram', question: 'Q' }).error?.issues[0]?.message).toBe(
      'must be one of multiple_choice, multiple_response, true_false, typed, numeric, matching, ordering, cloze',
    );
  });
  it('a cloze\'s parts keep the hint', () => {
    expect(clozeParts('a {{c1::b::hint}} c')).toEqual(['a ', { blank: 0, answer: 'b', hint: 'hint' }, ' c']);
  });
});

describe('a body asked elsewhere (a quiz taken offline)', () => {
  const matching: TypedQuestion = {
    question: 'Match',
    type: 'matching',
    pairs: [
      { prompt: 'a', match: '1' },
      { prompt: 'b', match: '2' },
    ],
  };

  it('asks the question when it holds the same parts in any order', () => {
    expect(isAskedOf(matching, { type: 'matching', prompts: ['b', 'a'], choices: ['1', '2'] })).toBe(true);
    const mr: TypedQuestion = { question: 'Q', type: 'multiple_response', options: ['a', 'b', 'c'], answers: ['a'] };
    expect(isAskedOf(mr, { type: 'multiple_response', options: ['c', 'a', 'b'] })).toBe(true);
    expect(isAskedOf({ question: 'Q', type: 'typed', answers: ['x'] }, { type: 'typed' })).toBe(true);
  });

  it('does not when a part is changed, added or repeated, the type differs, or a cloze differs', () => {
    expect(isAskedOf(matching, { type: 'matching', prompts: ['a', 'b'], choices: ['1', '1'] })).toBe(false);
    expect(isAskedOf(matching, { type: 'matching', prompts: ['a', 'b'], choices: ['1', '2', '3'] })).toBe(false);
    expect(isAskedOf(matching, { type: 'ordering', items: ['a', 'b'] })).toBe(false);
    expect(isAskedOf({ question: 'Q', type: 'typed', answers: ['x'] }, { type: 'numeric' })).toBe(false);
    const cloze: TypedQuestion = { question: 'A {{c1::b}} c', type: 'cloze' };
    expect(isAskedOf(cloze, { type: 'cloze', parts: ['A ', { blank: 0, hint: null }, ' c'] })).toBe(true);
    expect(isAskedOf(cloze, { type: 'cloze', parts: ['A ', { blank: 0, hint: 'b' }, ' c'] })).toBe(false);
  });

  it('is sent back as its body alone, as the server reads it', () => {
    for (const q of oneOfEach) {
      const asked = { question_id: 1, ...askQuestion(q) };
      expect(askedBodyOf(asked)).toEqual(askedBody.parse(asked));
    }
  });

  it('grades a multiple response answer by the options as that body orders them', () => {
    const q: TypedQuestion = { question: 'Q', type: 'multiple_response', options: ['a', 'b', 'c'], answers: ['a', 'b'] };
    expect(gradeResponse(q, { type: 'multiple_response', options: ['c', 'b', 'a'] }, { options: [1, 2] })).toMatchObject({ correct: true, given: 'b; a' });
  });
});
