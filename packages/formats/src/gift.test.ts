import { describe, expect, it } from 'vitest';
import { setItem } from '@curio/core/study-sets';
import { parseGift } from './gift';

const question = (fields: { question: string; options: string[]; answer: string; explanation?: string; topic?: string }) =>
  setItem.parse({ kind: 'question', ...fields });

const SAMPLE = String.raw`// A quiz exported from Moodle
$CATEGORY: $course$/top/Science/Astronomy

::Q1:: Which planet is known as the red planet? {
  =Mars#Its iron oxide dust makes it look red.
  ~Venus#Venus looks white.
  ~Jupiter
}

::Q2:: The Sun is a star.{T}

// true/false with feedback: wrong first, right second
The Moon makes its own light.{FALSE#No, it is lit by the Sun.#Right: it reflects sunlight.}

$CATEGORY: $course$/top/Science/Maths

::Escapes:: Which one is written 1\:2 \{ratio\}? {=1\:2 \= one to two ~2\:1 ~1\~2}

The {=sum ~product ~quotient} of 2 and 3 is 5.

::Short:: Two plus two equals {=four =4}

::Match:: Match them { =cat -> meow =dog -> woof }

::Num:: How many moons has Mars? {#2}

::Essay:: Describe the night sky. {}

::Several:: Which are prime? { ~%50%2 ~%50%3 ~%-100%4 }

::Penalty:: Pick the even number. { =2 ~%-50%3 ~5 ####Even numbers divide by two. }

::Html::[html]Which tag is <b>bold</b>? {=&lt;b&gt; ~&lt;i&gt;}

::Broken:: This has no closing brace { =a ~b

No answers at all here.

::Nobody right:: Pick one { ~a ~b }
`;

describe('reading GIFT', () => {
  const preview = parseGift(SAMPLE);

  it('reads multiple choice and true/false, with feedback, categories and escapes', () => {
    expect(preview.items).toEqual([
      question({
        topic: 'Astronomy',
        question: 'Which planet is known as the red planet?',
        options: ['Mars', 'Venus', 'Jupiter'],
        answer: 'Mars',
        explanation: 'Its iron oxide dust makes it look red.',
      }),
      question({ topic: 'Astronomy', question: 'The Sun is a star.', options: ['True', 'False'], answer: 'True' }),
      question({
        topic: 'Astronomy',
        question: 'The Moon makes its own light.',
        options: ['True', 'False'],
        answer: 'False',
        explanation: 'Right: it reflects sunlight.',
      }),
      question({ topic: 'Maths', question: 'Which one is written 1:2 {ratio}?', options: ['1:2 = one to two', '2:1', '1~2'], answer: '1:2 = one to two' }),
      question({ topic: 'Maths', question: 'The _____ of 2 and 3 is 5.', options: ['sum', 'product', 'quotient'], answer: 'sum' }),
      question({ topic: 'Maths', question: 'Pick the even number.', options: ['2', '3', '5'], answer: '2', explanation: 'Even numbers divide by two.' }),
      question({ topic: 'Maths', question: 'Which tag is bold?', options: ['<b>', '<i>'], answer: '<b>' }),
    ]);
  });

  it('names the kinds it skips, with their counts', () => {
    expect(preview.notices).toEqual([
      '1 short-answer question skipped: Curio asks multiple choice only.',
      '1 matching question skipped: Curio asks multiple choice only.',
      '1 numerical question skipped: Curio asks multiple choice only.',
      '1 essay question skipped: Curio asks multiple choice only.',
      '1 question with several right answers skipped: Curio asks multiple choice only.',
    ]);
  });

  it('names malformed questions on the line where they start', () => {
    expect(preview.problems).toEqual([
      { line: 35, reason: 'A { has no closing }.' },
      { line: 37, reason: 'There are no answers between { and }.' },
      { line: 39, reason: 'No answer is marked right with =.' },
    ]);
  });

  it('counts every skipped question of a kind in one notice', () => {
    const text = '{=a =b}\n\nQ {=c}\n\nQ {=d =e}\n\nMC {=x ~y}';
    expect(parseGift(text).notices).toEqual(['3 short-answer questions skipped: Curio asks multiple choice only.']);
  });

  it('refuses a file of essays only, its notices kept on the error', () => {
    expect(() => parseGift('Tell me. {}\n\nAnd more. {}')).toThrow(
      expect.objectContaining({ code: 'empty', preview: expect.objectContaining({ notices: ['2 essay questions skipped: Curio asks multiple choice only.'] }) }),
    );
  });
});
