import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { ImportReply } from '@curio/core/study-sets';
import { network } from '../../../testing/network';
import { renderRoutes } from '../../../testing/render';
import { ImportPage } from './import-page';

const PASTED = 'Lens\tBends light\nPrism\tSplits white light\nMirror';

/** What the server reads in PASTED: two cards, and a line with no definition. */
const REPLY: ImportReply = {
  import_id: 'imp_1',
  items: [
    { kind: 'flashcard', front: 'Lens', back: 'Bends light', module: null, topic: null, example: null, protip: null, difficulty: null, formulas: [] },
    { kind: 'flashcard', front: 'Prism', back: 'Splits white light', module: null, topic: null, example: null, protip: null, difficulty: null, formulas: [] },
  ],
  problems: [{ line: 3, reason: 'The definition is missing.' }],
  problem_count: 1,
  notices: [],
  title: null,
  question_count: 0,
  flashcard_count: 2,
};

interface Sent {
  search: URLSearchParams;
  body: string;
}

/** The server of the import: GET /api/sets, the preview (its request kept) and the save. */
function serveImport(reply: ImportReply = REPLY) {
  const previews: Sent[] = [];
  const saves: unknown[] = [];
  network.use(
    http.get('/api/sets', () => HttpResponse.json([])),
    http.post('/api/sets/import', async ({ request }) => {
      previews.push({ search: new URL(request.url).searchParams, body: await request.text() });
      return HttpResponse.json(reply);
    }),
    http.post('/api/sets/imports/:id', async ({ request, params }) => {
      saves.push({ id: params.id, body: await request.json() });
      return HttpResponse.json({ id: 7, title: 'Optics' }, { status: 201 });
    }),
  );
  return { previews, saves };
}

const renderImport = () =>
  renderRoutes(
    [
      { path: '/sets/import', element: <ImportPage /> },
      { path: '/sets/:id', element: <p>The set</p> },
    ],
    '/sets/import',
  );

test('pasted rows are previewed, what could not be read is listed, and the set is saved under its title', async () => {
  const { previews, saves } = serveImport();
  const { user, router } = renderImport();

  const preview = screen.getByRole('button', { name: 'Preview' });
  expect(preview.hasAttribute('disabled')).toBe(true);
  await user.click(screen.getByRole('textbox', { name: 'Text to import' }));
  await user.paste(PASTED);
  await user.click(preview);

  expect(await screen.findByText(/2 items understood/)).toBeTruthy();
  expect(previews).toHaveLength(1);
  expect(previews[0]!.body).toBe(PASTED);
  expect(previews[0]!.search.get('format')).toBe('csv');
  expect(within(screen.getByRole('list', { name: 'Lines left out' })).getByText('Line 3: The definition is missing.')).toBeTruthy();
  expect(screen.getByText('Splits white light')).toBeTruthy();

  const title = screen.getByRole('textbox', { name: /Title of the new set/ });
  expect((title as HTMLInputElement).value).toBe('Imported set');
  await user.clear(title);
  await user.type(title, 'Optics');
  await user.click(screen.getByRole('button', { name: 'Save as a new set' }));

  expect(await screen.findByText('The set')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/sets/7');
  expect(saves).toEqual([{ id: 'imp_1', body: { title: 'Optics' } }]);
});

test('a chosen file is sent as it is, and its name is the set’s title', async () => {
  const { previews } = serveImport();
  const { user } = renderImport();

  await user.click(screen.getByRole('button', { name: 'Upload a file' }));
  expect(screen.getByText('No file chosen')).toBeTruthy();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([PASTED], 'optics.tsv', { type: 'text/tab-separated-values' }));
  expect(await screen.findByText(/^optics\.tsv/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText(/2 items understood/)).toBeTruthy();
  expect(previews[0]!.body).toBe(PASTED);
  expect((screen.getByRole('textbox', { name: /Title of the new set/ }) as HTMLInputElement).value).toBe('optics');
});

test('what the server refuses is said in its words, and changing the text clears the preview', async () => {
  serveImport();
  network.use(http.post('/api/sets/import', () => HttpResponse.json({ error: 'bad_request', message: 'The CSV has no second column.' }, { status: 400 }), { once: true }));
  const { user } = renderImport();

  await user.click(screen.getByRole('textbox', { name: 'Text to import' }));
  await user.paste('only one column');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The CSV has no second column.');

  await user.click(screen.getByRole('textbox', { name: 'Text to import' }));
  await user.paste('\tnow two');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText(/2 items understood/)).toBeTruthy();
});
