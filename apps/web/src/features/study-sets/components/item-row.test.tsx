import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { NewSet } from '@curio/core/study-sets';
import { network } from '../../../testing/network';
import { renderRoutes } from '../../../testing/render';
import { NewSetPage } from '../pages/set-editor-page';

/** The server of a new set: what it was sent, and the set it made. */
function serveNewSet() {
  const created: NewSet[] = [];
  network.use(
    http.get('/api/sets', () => HttpResponse.json([])),
    http.post('/api/sets', async ({ request }) => {
      created.push((await request.json()) as NewSet);
      return HttpResponse.json({ id: 9, item_ids: { question: [], flashcard: [31] } }, { status: 201 });
    }),
  );
  return created;
}

const renderEditor = () =>
  renderRoutes(
    [
      { path: '/sets/new', element: <NewSetPage /> },
      { path: '/sets/:id', element: <p>The set</p> },
    ],
    '/sets/new',
  );

const row = (n: number) => screen.getByRole('group', { name: `Item ${n}` });

test('a row is edited, says what it lacks until it has it, and a row is deleted; the set is saved with the rest', async () => {
  const created = serveNewSet();
  const { user, router } = renderEditor();

  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Optics');
  await user.type(within(row(1)).getByRole('textbox', { name: 'Term' }), 'Lens');
  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

  // the row's own message under its field, and the page's count of rows to fix; nothing sent
  expect(within(row(1)).getByText('Definition is required.')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('1 item needs fixing.');
  expect(created).toEqual([]);

  // fixing the field takes its message away as it is typed
  await user.type(within(row(1)).getByRole('textbox', { name: 'Definition' }), 'Bends light');
  expect(within(row(1)).queryByText('Definition is required.')).toBeNull();

  // a new row takes the focus on its term; deleting it leaves the first as it was
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  expect(document.activeElement).toBe(within(row(2)).getByRole('textbox', { name: 'Term' }));
  await user.keyboard('Prism');
  await user.click(within(row(2)).getByRole('button', { name: 'Delete item 2' }));
  expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
  expect((within(row(1)).getByRole('textbox', { name: 'Term' }) as HTMLTextAreaElement).value).toBe('Lens');

  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  expect(await screen.findByText('The set')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/sets/9');
  expect(created).toEqual([
    { title: 'Optics', description: '', items: [expect.objectContaining({ kind: 'flashcard', front: 'Lens', back: 'Bends light' })] },
  ]);
});

test('a question row needs its answer among its options', async () => {
  const created = serveNewSet();
  const { user } = renderEditor();

  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Optics');
  await user.click(within(row(1)).getByRole('button', { name: 'Question' }));
  await user.type(within(row(1)).getByRole('textbox', { name: 'Question' }), 'What bends light?');
  await user.type(within(row(1)).getByRole('textbox', { name: 'Option A' }), 'Lens');
  await user.type(within(row(1)).getByRole('textbox', { name: 'Option B' }), 'Mirror');
  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

  expect(within(row(1)).getByText('Choose the right option.')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('1 item needs fixing.');
  expect(created).toEqual([]);

  await user.selectOptions(within(row(1)).getByRole('combobox', { name: 'Answer' }), 'A: Lens');
  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  await screen.findByText('The set');
  expect(created[0]!.items).toEqual([expect.objectContaining({ kind: 'question', question: 'What bends light?', options: ['Lens', 'Mirror'], answer: 'Lens' })]);
});

/** Types into a field by pasting: a page of MUI typed into key by key is slow in jsdom. */
async function fill(user: ReturnType<typeof renderEditor>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

test('a question switched between types keeps its text and explanation, and is sent as the type chosen', async () => {
  const created = serveNewSet();
  const { user } = renderEditor();
  await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Capitals');
  await user.click(within(row(1)).getByRole('button', { name: 'Question' }));
  // a new question is multiple choice
  const type = within(row(1)).getByRole('combobox', { name: 'Type of item 1' });
  expect((type as HTMLSelectElement).value).toBe('multiple_choice');
  await fill(user, within(row(1)).getByRole('textbox', { name: 'Question' }), 'Capital of France?');
  await fill(user, within(row(1)).getByRole('textbox', { name: 'Option A' }), 'Paris');
  await fill(user, within(row(1)).getByRole('textbox', { name: 'Option B' }), 'Lyon');
  await user.selectOptions(within(row(1)).getByRole('combobox', { name: 'Answer' }), 'A: Paris');
  await fill(user, within(row(1)).getByRole('textbox', { name: 'Explanation' }), 'Since 987.');

  // typed: the chosen option is the first accepted answer; more go a line each
  await user.selectOptions(type, 'Type the answer');
  expect(within(row(1)).queryByRole('textbox', { name: 'Option A' })).toBeNull();
  const accepted = within(row(1)).getByRole('textbox', { name: 'Accepted answers' });
  expect((accepted as HTMLTextAreaElement).value).toBe('Paris');
  await user.type(accepted, '{Enter}Paname');
  expect((within(row(1)).getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement).value).toBe('Capital of France?');
  expect((within(row(1)).getByRole('textbox', { name: 'Explanation' }) as HTMLTextAreaElement).value).toBe('Since 987.');

  // a detour through true/false says what it lacks, and going back finds the answers as they were
  await user.selectOptions(type, 'True or false');
  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  expect(within(row(1)).getByText('Choose True or False.')).toBeTruthy();
  expect(created).toEqual([]);
  await user.selectOptions(type, 'Type the answer');
  expect(within(row(1)).queryByText('Choose True or False.')).toBeNull();

  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  await screen.findByText('The set');
  expect(created[0]!.items).toEqual([
    { kind: 'question', module: null, topic: null, type: 'typed', question: 'Capital of France?', explanation: 'Since 987.', answers: ['Paris', 'Paname'] },
  ]);
});

test('multiple response, true/false and numeric questions are written and sent with their answers', async () => {
  const created = serveNewSet();
  const { user } = renderEditor();
  await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Mixed');
  await user.click(within(row(1)).getByRole('button', { name: 'Question' }));

  await user.selectOptions(within(row(1)).getByRole('combobox', { name: 'Type of item 1' }), 'Choose all that apply');
  await fill(user, within(row(1)).getByRole('textbox', { name: 'Question' }), 'Primes?');
  await user.click(within(row(1)).getByRole('button', { name: 'Add option' }));
  for (const [i, text] of ['2', '3', '4'].entries()) await fill(user, within(row(1)).getByRole('textbox', { name: `Option ${'ABC'[i]}` }), text);
  await user.click(within(row(1)).getByRole('checkbox', { name: 'Option A is right' }));
  await user.click(within(row(1)).getByRole('checkbox', { name: 'Option B is right' }));

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.selectOptions(within(row(2)).getByRole('combobox', { name: 'Type of item 2' }), 'True or false');
  await fill(user, within(row(2)).getByRole('textbox', { name: 'Question' }), 'The Sun is a star.');
  await user.selectOptions(within(row(2)).getByRole('combobox', { name: 'Answer' }), 'True');

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.selectOptions(within(row(3)).getByRole('combobox', { name: 'Type of item 3' }), 'Number');
  await fill(user, within(row(3)).getByRole('textbox', { name: 'Question' }), 'Pi to two places?');
  await fill(user, within(row(3)).getByRole('textbox', { name: 'Value 1' }), 'pi');
  await user.click(within(row(3)).getByRole('button', { name: 'Add number' }));
  await user.selectOptions(within(row(3)).getByRole('combobox', { name: 'Number 2' }), 'Range');
  await fill(user, within(row(3)).getByRole('textbox', { name: 'From 2' }), '3,1');
  await fill(user, within(row(3)).getByRole('textbox', { name: 'To 2' }), '3.2');

  // a number that is none is refused at its field
  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  expect(within(row(3)).getByText('Write a number, as 3.14 or -2.')).toBeTruthy();
  expect(created).toEqual([]);
  await fill(user, within(row(3)).getByRole('textbox', { name: 'Value 1' }), '3.14');
  await fill(user, within(row(3)).getByRole('textbox', { name: 'Give or take 1' }), '0.005');

  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  await screen.findByText('The set');
  const place = { kind: 'question', module: null, topic: null, explanation: null };
  expect(created[0]!.items).toEqual([
    { ...place, type: 'multiple_response', question: 'Primes?', options: ['2', '3', '4'], answers: ['2', '3'] },
    { ...place, type: 'true_false', question: 'The Sun is a star.', answer: true },
    { ...place, type: 'numeric', question: 'Pi to two places?', answers: [{ value: 3.14, tolerance: 0.005 }, { min: 3.1, max: 3.2 }] },
  ]);
});

test('matching, ordering and cloze questions are written and sent with their answers', async () => {
  const created = serveNewSet();
  const { user } = renderEditor();
  await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Mixed');
  await user.click(within(row(1)).getByRole('button', { name: 'Question' }));

  await user.selectOptions(within(row(1)).getByRole('combobox', { name: 'Type of item 1' }), 'Matching');
  await fill(user, within(row(1)).getByRole('textbox', { name: 'Question' }), 'Match the words.');
  await user.click(within(row(1)).getByRole('button', { name: 'Add pair' }));
  const pairs = [['cat', 'chat'], ['dog', 'chien'], ['horse', 'cheval']];
  for (const [i, [prompt, match]] of pairs.entries()) {
    await fill(user, within(row(1)).getByRole('textbox', { name: `Prompt ${i + 1}` }), prompt!);
    await fill(user, within(row(1)).getByRole('textbox', { name: `Match ${i + 1}` }), match!);
  }
  await user.click(within(row(1)).getByRole('button', { name: 'Remove pair 2 of item 1' }));

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.selectOptions(within(row(2)).getByRole('combobox', { name: 'Type of item 2' }), 'Put in order');
  await fill(user, within(row(2)).getByRole('textbox', { name: 'Question' }), 'Smallest first.');
  await fill(user, within(row(2)).getByRole('textbox', { name: 'Position 1' }), 'ten');
  await fill(user, within(row(2)).getByRole('textbox', { name: 'Position 2' }), 'one');
  await user.click(within(row(2)).getByRole('button', { name: 'Add item' }));
  await fill(user, within(row(2)).getByRole('textbox', { name: 'Position 3' }), 'five');
  await user.click(within(row(2)).getByRole('button', { name: 'Move position 2 of item 2 up' }));
  await user.click(within(row(2)).getByRole('button', { name: 'Move position 3 of item 2 up' }));

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.selectOptions(within(row(3)).getByRole('combobox', { name: 'Type of item 3' }), 'Fill in the blanks');
  const text = within(row(3)).getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement;
  await fill(user, text, 'Paris is the capital of France.');
  // the words selected become a blank; the preview shows the question as the learner sees it
  text.setSelectionRange(0, 6);
  await user.click(within(row(3)).getByRole('button', { name: 'Make blank in item 3' }));
  text.setSelectionRange(text.value.indexOf('France'), text.value.indexOf('France') + 'France'.length);
  await user.click(within(row(3)).getByRole('button', { name: 'Make blank in item 3' }));
  expect(text.value).toBe('{{c1::Paris}} is the capital of {{c2::France}}.');
  expect(within(row(3)).getByRole('region', { name: 'What the learner sees, item 3' }).textContent).toContain('[…] is the capital of […].');

  await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  await screen.findByText('The set');
  const place = { kind: 'question', module: null, topic: null, explanation: null };
  expect(created[0]!.items).toEqual([
    { ...place, type: 'matching', question: 'Match the words.', pairs: [{ prompt: 'cat', match: 'chat' }, { prompt: 'horse', match: 'cheval' }] },
    { ...place, type: 'ordering', question: 'Smallest first.', items: ['one', 'five', 'ten'] },
    { ...place, type: 'cloze', question: '{{c1::Paris}} is the capital of {{c2::France}}.' },
  ]);
});
