import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { SetItem } from '@curio/core/study-sets';
import { renderPage } from '../../../testing/render';
import { ItemsTable } from './items-table';

const place = { kind: 'question' as const, module: null, topic: null, explanation: null };
const items: SetItem[] = [
  { ...place, type: 'multiple_choice', question: 'Capital of Italy?', options: ['Rome', 'Milan'], answer: 'Rome' },
  { ...place, type: 'multiple_response', question: 'Primes?', options: ['2', '3', '4'], answers: ['2', '3'] },
  { ...place, type: 'true_false', question: 'The Sun is a star.', answer: true },
  { ...place, type: 'typed', question: 'Capital of France?', answers: ['Paris', 'Paname'] },
  { ...place, type: 'numeric', question: 'Pi?', answers: [{ value: 3.14, tolerance: 0.01 }, { min: 3, max: 4 }] },
  { ...place, type: 'matching', question: 'Match.', pairs: [{ prompt: 'cat', match: 'chat' }, { prompt: 'dog', match: 'chien' }] },
  { ...place, type: 'ordering', question: 'Smallest first.', items: ['1', '2', '3'] },
  { ...place, type: 'cloze', question: '{{c1::Paris}} is in {{c2::France::a country}}.' },
];

test('a question shows its type and its answer as text; a cloze question reads as the learner sees it', () => {
  renderPage(<ItemsTable items={items} label="Items" />);
  const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row').slice(1);
  const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  // #, kind, question, answer, topic
  expect(cells.map(([, kind, question, answer]) => [kind, question, answer])).toEqual([
    ['Multiple choice', 'Capital of Italy?', '✓ Rome · Milan'],
    ['Choose all that apply', 'Primes?', '✓ 2 · ✓ 3 · 4'],
    ['True or false', 'The Sun is a star.', 'True'],
    ['Type the answer', 'Capital of France?', 'Paris'],
    ['Number', 'Pi?', '3.14 ± 0.01 or 3 to 4'],
    ['Matching', 'Match.', 'cat → chat; dog → chien'],
    ['Put in order', 'Smallest first.', '1 → 2 → 3'],
    ['Fill in the blanks', '[…] is in [a country].', 'Paris; France'],
  ]);
});
