import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { QuizQuestion } from '@curio/core/catalogue';
import type { AttemptAnswer } from '@curio/core/quiz-attempts';
import { storeQuestion, type TypedQuestion } from '@curio/core/question-types-rules';
import type { QuestionResponse } from '@curio/core/question-types';
import { QuestionCard } from '../../../components/question-card';
import { verdictText } from '../../../components/question-messages';
import { renderPage } from '../../../testing/render';
import { askDownloaded, localVerdict } from '../quiz-session';

/*
 * Each type's input on the question card, answered as a learner would (by keyboard where it
 * matters), graded as a downloaded topic is graded on the device, and its verdict shown.
 */

// the shuffle of matching choices and ordering items takes 0 each time: [A, B, C] is asked as [B, C, A]
beforeEach(() => void vi.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => vi.restoreAllMocks());

const stored = (q: TypedQuestion): QuizQuestion => ({
  id: 7,
  question: q.question,
  explanation: null,
  ...storeQuestion(q),
  category: 'science',
  course: 'Physics',
  module: 'Light',
  topic: 'Optics',
  subtopic: null,
  tags: [],
  mode: ['serious'],
});

/** The card as the quiz runs it: the response sent, graded, and its verdict spoken. */
function renderCard(q: TypedQuestion) {
  const question = stored(q);
  const sent: QuestionResponse[] = [];
  function Harness() {
    const [asked] = useState(() => askDownloaded(question));
    const [response, setResponse] = useState<QuestionResponse | null>(null);
    const [verdict, setVerdict] = useState<AttemptAnswer | null>(null);
    const answer = (r: QuestionResponse) => {
      sent.push(r);
      setResponse(r);
      setVerdict(localVerdict(question, asked, r, 0));
    };
    return (
      <>
        <QuestionCard question={asked} sent={response} verdict={verdict} onAnswer={answer} autoFocus />
        <p data-testid="verdict">{verdict ? verdictText(verdict, asked) : ''}</p>
      </>
    );
  }
  return { ...renderPage(<Harness />), sent };
}

const verdict = () => screen.getByTestId('verdict').textContent;

test('true or false is two options, picked at once', async () => {
  const { user, sent } = renderCard({ question: 'Light travels in a straight line.', type: 'true_false', answer: true });
  expect(screen.getByText('True or false')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'False' }));
  expect(sent).toEqual([{ option: 1 }]);
  expect(verdict()).toBe('Not quite. The right answer is: True');
  expect(screen.getByRole('button', { name: 'True' }).className).toMatch(/success/);
});

test('choose all that apply: boxes to tick, Check, then each right option and wrong pick is marked', async () => {
  const { user, sent } = renderCard({ question: 'Which are primary colours of light?', type: 'multiple_response', options: ['Red', 'Green', 'Yellow', 'Blue'], answers: ['Red', 'Green', 'Blue'] });
  const group = screen.getByRole('group', { name: 'Choose all that apply' });
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByText('Tick at least one option.')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.click(within(group).getByRole('checkbox', { name: 'Red' }));
  await user.click(within(group).getByRole('checkbox', { name: 'Yellow' }));
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(sent).toEqual([{ options: [0, 2] }]);
  expect(verdict()).toBe('Not quite. The right answer is: Red; Green; Blue');
  // the boxes are locked, and the marks say which were right
  expect((within(group).getByRole('checkbox', { name: 'Green' }) as HTMLInputElement).disabled).toBe(true);
  expect(within(group).getAllByRole('img', { name: 'right' })).toHaveLength(1);
  expect(within(group).getAllByRole('img', { name: 'wrong' })).toHaveLength(1);
  expect(within(group).getAllByRole('img', { name: 'right, not chosen' })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
});

test('a typed answer is sent with Enter; one typo is almost, and the difference is shown', async () => {
  const { user, sent } = renderCard({ question: 'The capital of the Netherlands?', type: 'typed', answers: ['Amsterdam'] });
  const field = screen.getByRole('textbox', { name: 'Your answer' });
  await user.type(field, '{Enter}');
  expect(screen.getByText('Type an answer first.')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.type(field, 'amsterdm{Enter}');
  expect(sent).toEqual([{ text: 'amsterdm' }]);
  expect(verdict()).toBe('Almost — check the spelling. The right answer is: Amsterdam');
  expect(screen.getByText('Amsterdam', { selector: 'strong' })).toBeTruthy();
  // the missing letter is marked as inserted
  expect(document.querySelector('ins')?.textContent).toBe('a');
  expect((field as HTMLInputElement).readOnly).toBe(true);
});

test('a wrong typed answer names the right one', async () => {
  const { user } = renderCard({ question: 'The capital of the Netherlands?', type: 'typed', answers: ['Amsterdam'] });
  await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Rotterdam');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(verdict()).toBe('Not quite. The right answer is: Amsterdam');
});

test('a typed answer right but for case and accents is right, and the answer as written is shown', async () => {
  const { user } = renderCard({ question: 'A milky coffee?', type: 'typed', answers: ['Café au lait'] });
  await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'cafe au lait{Enter}');
  expect(verdict()).toBe('Right!');
  expect(screen.getAllByRole('img', { name: 'right' })).toHaveLength(1);
  expect(screen.getByText('Café au lait', { selector: 'strong' })).toBeTruthy();
});

test('a number is typed with a decimal keyboard, a comma read as the decimal point', async () => {
  const { user, sent } = renderCard({ question: 'Pi to two decimals?', type: 'numeric', answers: [{ value: 3.14, tolerance: 0.005 }] });
  const field = screen.getByRole('textbox', { name: 'Your answer (a number)' });
  expect(field.getAttribute('inputmode')).toBe('decimal');
  await user.type(field, '3,14{Enter}');
  expect(sent).toEqual([{ text: '3,14' }]);
  expect(verdict()).toBe('Right!');
});

test('matching: a select per prompt; every prompt needs a match; each pair is marked with the right match', async () => {
  const { user, sent } = renderCard({
    question: 'Match each colour to its wavelength.',
    type: 'matching',
    pairs: [
      { prompt: 'Red', match: '700 nm' },
      { prompt: 'Green', match: '530 nm' },
      { prompt: 'Blue', match: '470 nm' },
    ],
  });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Red' }), '700 nm');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByText('Choose a match for each prompt.')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Green' }), '470 nm');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Blue' }), '530 nm');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  // asked choices with random 0: [530 nm, 470 nm, 700 nm]
  expect(sent).toEqual([{ matches: [2, 1, 0] }]);
  expect(verdict()).toBe('1 of 3 right. The right answer is: Red → 700 nm; Green → 530 nm; Blue → 470 nm');
  expect(screen.getByText('Right answer: 530 nm')).toBeTruthy();
  expect(screen.getByText('1 of 3 right')).toBeTruthy();
  expect(screen.getAllByRole('img', { name: 'right' })).toHaveLength(1);
});

test('ordering by keyboard: Move up keeps the focus on the item moved, announces its place, and Check grades the order', async () => {
  const { user, sent } = renderCard({ question: 'Put the colours of the rainbow in order.', type: 'ordering', items: ['Red', 'Orange', 'Yellow'] });
  const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items()).toEqual(['1.Place 1:Orange', '2.Place 2:Yellow', '3.Place 3:Red']);

  screen.getByRole('button', { name: 'Move “Red” up' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('“Red” is now at place 2 of 3.')).toBeTruthy();
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Red” up' })));
  await user.keyboard('{Enter}');
  expect(await screen.findByText('“Red” is now at place 1 of 3.')).toBeTruthy();
  // at the top its Move up is gone: the focus goes to its Move down
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Red” down' })));
  expect(items()).toEqual(['1.Place 1:Red', '2.Place 2:Orange', '3.Place 3:Yellow']);

  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(sent).toEqual([{ order: [2, 0, 1] }]);
  expect(verdict()).toBe('Right!');
  expect(screen.queryByRole('button', { name: 'Move “Red” down' })).toBeNull();
});

test('an order partly right marks each place and says where the others belong', async () => {
  const { user } = renderCard({ question: 'Put the colours of the rainbow in order.', type: 'ordering', items: ['Red', 'Orange', 'Yellow'] });
  await user.click(screen.getByRole('button', { name: 'Move “Yellow” down' }));
  await user.click(screen.getByRole('button', { name: 'Check' }));
  // Orange, Red, Yellow
  expect(verdict()).toBe('1 of 3 right. The right answer is: Red → Orange → Yellow');
  expect(screen.getByText('belongs at place 2')).toBeTruthy();
  expect(screen.getByText('belongs at place 1')).toBeTruthy();
});

test('a cloze has a field at each blank, its hint as the placeholder; each blank is marked', async () => {
  const { user, sent } = renderCard({ question: 'Light is a {{c1::wave::form}} and a {{c2::particle}}.', type: 'cloze' });
  expect(screen.getByRole('heading', { name: 'Fill in the blanks' })).toBeTruthy();
  const first = screen.getByRole('textbox', { name: 'Blank 1' });
  expect(first.getAttribute('placeholder')).toBe('form');
  await user.type(first, 'wave{Enter}');
  expect(screen.getByText('Fill in every blank.')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'photon{Enter}');
  expect(sent).toEqual([{ blanks: ['wave', 'photon'] }]);
  expect(verdict()).toBe('1 of 2 right. The right answer is: wave; particle');
  expect(screen.getByText('particle')).toBeTruthy();
  expect(screen.getAllByRole('img', { name: 'right' })).toHaveLength(1);
  expect(screen.getAllByRole('img', { name: 'wrong' })).toHaveLength(1);
});
