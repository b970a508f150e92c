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
