import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type ImportReply, type ImportPreview, type SetDetail, type SetItemsPage, type SetSaved, setItem } from '@curio/core/study-sets';
import { SET_FILES_MSG, SETS_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_KEPT_MINUTES, IMPORT_PREVIEW_ITEMS, IMPORT_TEXT_MAX_BYTES, IMPORTS_KEPT, IMPORTS_PER_MINUTE, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import { writeApkg } from '@curio/formats/apkg';
import { IMPORT_MSG } from '@curio/formats/import-error';
import { modernPackage } from '@curio/formats/testing/anki-decks';
import { deflatedZeros, lyingZip } from '@curio/formats/testing/hostile-files';
import { WORKSHEET_ITEMS_MAX } from '@curio/formats/worksheet';
import { setImports } from '../../db/tables';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { requestHeaders } from '../../../test/client';
import { pdfFonts, pdfInfo, pdfText } from '../../../test/document-readers';
import { flashcardItem, quizItem, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import type { App } from '../../app';
import { createSetFileWorkers } from './set-files';

/** POST /api/sets/import with a file's bytes, as the web sends them. */
function importFile(app: App, cookie: string | undefined, query: Record<string, string>, body: Buffer | string) {
  return app.inject({
    method: 'POST',
    url: `/api/sets/import?${new URLSearchParams(query)}`,
    headers: { ...requestHeaders(app, cookie ? { cookie } : {}), 'content-type': 'application/octet-stream' },
    payload: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
  });
}

const NO_EXTRAS = { module: null, topic: null, example: null, protip: null, difficulty: null, formulas: [] };

const spreadsheet = ['hola\thello', 'adiós\tgoodbye', '"multi\nline"\t"with, comma"', 'lonely'].join('\r\n');

describeEachEngine('study set files', (engine) => {
  const testApp = useTestApp({ engine });

  test('a pasted spreadsheet previews its cards and the lines it could not read, and saves nothing', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await importFile(app, cookie, { format: 'csv', delimiter: '\t' }, spreadsheet);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.items.map((i) => (i.kind === 'flashcard' ? [i.front, i.back] : null))).toEqual([
      ['hola', 'hello'],
      ['adiós', 'goodbye'],
      ['multi\nline', 'with, comma'],
    ]);
    expect(preview.problems).toEqual([{ line: 5, reason: expect.any(String) }]);
    expect((await authed(app, cookie).get('/api/sets')).json()).toEqual([]);
  });

  test('a preview shows the first items and counts them all; its save, by import_id, makes the set once', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const rows = [...Array.from({ length: 150 }, (_, i) => `term ${i},definition ${i}`), 'Q?,yes,no,yes'];
    const columns = JSON.stringify({ kind: 'flashcard', front: 0, back: 1 });
    const preview = (await importFile(app, cookie, { format: 'csv', delimiter: ',', columns }, rows.join('\n'))).json() as ImportReply;
    expect(preview).toMatchObject({ question_count: 0, flashcard_count: 151, problem_count: 0 });
    expect(preview.items).toHaveLength(IMPORT_PREVIEW_ITEMS);
    expect(preview.items[0]).toEqual({ kind: 'flashcard', front: 'term 0', back: 'definition 0', ...NO_EXTRAS });

    const saved = await client.post(`/api/sets/imports/${preview.import_id}`, { title: 'Imported', description: 'From a sheet' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ title: 'Imported', description: 'From a sheet', flashcard_count: 151, question_count: 0 });
    const set = (await client.get(`/api/sets/${saved.json().id}/items?limit=1000`)).json() as SetItemsPage;
    expect(set.items.map((i) => i.kind === 'flashcard' && i.front)).toEqual(rows.slice(0, 150).map((_, i) => `term ${i}`).concat('Q?'));

    const again = await client.post(`/api/sets/imports/${preview.import_id}`, { title: 'Twice' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SETS_MSG.importGone);
    expect((await client.get('/api/sets')).json()).toHaveLength(1);
  });

  test("an import is saved only by the learner who previewed it, into a set of theirs; a refused save can be tried again", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const client = authed(app, owner.cookie);
    const other = authed(app, (await signUp(app)).cookie);
    const { import_id } = (await importFile(app, owner.cookie, { format: 'csv' }, 'sí,yes\nno,no')).json() as ImportReply;
    const theirs = (await other.post('/api/sets', { title: 'Theirs', items: [{ kind: 'flashcard', front: 'a', back: 'b' }] })).json() as SetSaved;

    expect((await other.post(`/api/sets/imports/${import_id}`, { title: 'Stolen' })).statusCode).toBe(404);
    expect((await client.post(`/api/sets/imports/${import_id}`, { set_id: theirs.id })).statusCode).toBe(404);
    expect((await other.get(`/api/sets/${theirs.id}`)).json()).toMatchObject({ flashcard_count: 1 });
    for (const body of [{}, { title: 'x', set_id: theirs.id }, { title: '' }, { set_id: 'one' }]) {
      expect((await client.post(`/api/sets/imports/${import_id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    const mine = (await client.post('/api/sets', { title: 'Mine', items: [{ kind: 'flashcard', front: 'hola', back: 'hello' }] })).json() as SetSaved;
    const into = await client.post(`/api/sets/imports/${import_id}`, { set_id: mine.id });
    expect(into.statusCode).toBe(200);
    expect(into.json()).toMatchObject({ id: mine.id, flashcard_count: 3 });
  });

  test('a save with a malformed id, a bad target or no session is refused and changes nothing', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const { import_id } = (await importFile(app, cookie, { format: 'csv' }, 'uno,one')).json() as ImportReply;
    for (const id of ['%00abc', 'a'.repeat(65), 'x%20y', '..%2Fsets']) {
      expect((await client.post(`/api/sets/imports/${id}`, { title: 'Bad id' })).statusCode, id).toBe(400);
    }
    for (const body of [{ set_id: -1 }, { set_id: 0 }, { set_id: 2 ** 53 }, { title: 'a\u0000b' }, { title: 'x'.repeat(5000) }]) {
      expect((await client.post(`/api/sets/imports/${import_id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const guest = await app.inject({ method: 'POST', url: `/api/sets/imports/${import_id}`, headers: requestHeaders(app, {}), payload: { title: 'Guest' } });
    expect(guest.statusCode).toBe(401);
    expect((await client.get('/api/sets')).json()).toEqual([]);
    expect((await client.post(`/api/sets/imports/${import_id}`, { title: 'Still kept' })).statusCode).toBe(201);
  });

  test(`previews wait ${IMPORT_KEPT_MINUTES} minutes, and a learner keeps the newest ${IMPORTS_KEPT}`, async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const previewOf = async (text: string) => ((await importFile(app, cookie, { format: 'csv' }, text)).json() as ImportReply).import_id;
    const ids = [];
    for (let i = 0; i <= IMPORTS_KEPT; i++) ids.push(await previewOf(`front ${i},back ${i}`));
    expect((await client.post(`/api/sets/imports/${ids[0]}`, { title: 'Oldest' })).statusCode).toBe(404);

    await db.update(setImports).set({ created_at: sql`now() - ${IMPORT_KEPT_MINUTES + 1} * interval '1 minute'` }).where(eq(setImports.id, ids[1]!));
    expect((await client.post(`/api/sets/imports/${ids[1]}`, { title: 'Expired' })).statusCode).toBe(404);
    expect((await client.post(`/api/sets/imports/${ids[2]}`, { title: 'Kept' })).statusCode).toBe(201);
    // an expired preview goes with the next one made
    await previewOf('a,b');
    expect(await db.$count(setImports, eq(setImports.id, ids[1]!))).toBe(0);
  });

  test('a preview whose items would take more than a save may hold is refused, and nothing is kept', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    // 9.9 MB of text (under the text limit) whose 10 000 rows come to more once written out
    const row = (i: number) => `${i} ${'x'.repeat(480)},${'y'.repeat(480)}`;
    const text = Array.from({ length: SET_ITEMS_MAX }, (_, i) => row(i)).join('\n');
    expect(text.length).toBeLessThan(IMPORT_TEXT_MAX_BYTES);
    const res = await importFile(app, cookie, { format: 'csv', delimiter: ',' }, text);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(SETS_MSG.importTooLarge);
    expect(await db.$count(setImports)).toBe(0);
  });

  test('a Kids Lock learner imports into sets of their own', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app, { age: 8 });
    const { import_id } = (await importFile(app, cookie, { format: 'csv' }, 'perro,dog')).json() as ImportReply;
    const saved = await authed(app, cookie).post(`/api/sets/imports/${import_id}`, { title: 'Animals' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ flashcard_count: 1, share_slug: null });
  });

  test('bad files get a clear message: nothing usable, not a deck, an unknown format, a guest', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const empty = await importFile(app, cookie, { format: 'csv' }, 'just one column\nand another line\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(new RegExp(`^${SETS_MSG.emptyImport.replace('.', '\\.')} Line 1: `));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notDeck = await importFile(app, cookie, { format: 'apkg' }, png);
    expect(notDeck.statusCode).toBe(400);
    expect(notDeck.json().message).toMatch(/not an Anki deck/);
    expect((await importFile(app, cookie, { format: 'docx' }, 'x')).statusCode).toBe(400);
    expect((await importFile(app, undefined, { format: 'csv' }, spreadsheet)).statusCode).toBe(401);
  });

  test('a deck a current Anki exported (collection.anki21b) previews its cards, type-in and cloze notes, read on the worker', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const deck = await modernPackage({
      notes: [
        { model: '1002', fields: ['perro', 'dog'], cards: [[0, 2000], [1, 2000]] },
        { model: '1005', fields: ['Capital of Spain?', 'Madrid'], cards: [[0, 2000]] },
        { model: '1003', fields: ['{{c1::Paris}} is in {{c2::France::country}}.', 'Since 508'], cards: [[0, 2000], [1, 2000]] },
      ],
    });
    const preview = (await importFile(app, cookie, { format: 'apkg' }, Buffer.from(deck))).json() as ImportReply;
    const expected = [
      { kind: 'flashcard', front: 'perro', back: 'dog' },
      { kind: 'flashcard', front: 'dog', back: 'perro' },
      { kind: 'question', type: 'typed', question: 'Capital of Spain?', answers: ['Madrid'], explanation: null },
      { kind: 'question', type: 'cloze', question: '{{c1::Paris}} is in {{c2::France::country}}.', explanation: 'Since 508' },
    ].map((item) => setItem.parse(item));
    expect(preview).toMatchObject({ title: 'Languages / Spanish', question_count: 2, flashcard_count: 2, problem_count: 0 });
    expect(preview.items).toEqual(expected);
  });

  test("a zip bomb is refused at once and keeps nothing; another learner's small file is read right after", async () => {
    const { app, db } = testApp();
    const attacker = await signUp(app);
    const learner = await signUp(app);
    // its collection says 150 KB and inflates to 2 GB: the workers' one thread here once spent 12 s on it, past a queued file's 5 s
    const bomb = Buffer.from(lyingZip('collection.anki2', deflatedZeros(2 * 1024 ** 3), 150 * 1024));
    const [refused, read] = await Promise.all([importFile(app, attacker.cookie, { format: 'apkg' }, bomb), importFile(app, learner.cookie, { format: 'csv' }, 'hola,hello\nadiós,goodbye')]);
    expect(read.statusCode).toBe(200);
    expect((read.json() as ImportReply).flashcard_count).toBe(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SET_FILES_MSG.apkgSizeLies);
    expect(await db.$count(setImports)).toBe(1);
    expect((await authed(app, attacker.cookie).get('/api/sets')).json()).toEqual([]);
  });

  test(`a deck of more than ${SET_ITEMS_MAX.toLocaleString('en')} cards is refused on its count and keeps nothing; the next file is read`, async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const cards = Array.from({ length: SET_ITEMS_MAX + 1 }, (_, i) => setItem.parse({ kind: 'flashcard', front: `term ${i}`, back: `meaning ${i}` }));
    const res = await importFile(app, cookie, { format: 'apkg' }, Buffer.from(await writeApkg('Too many', cards)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MSG.tooManyItems);
    expect(await db.$count(setImports)).toBe(0);
    expect((await importFile(app, cookie, { format: 'apkg' }, Buffer.from(await writeApkg('Fine', cards.slice(0, 2))))).statusCode).toBe(200);
  });

  test(`a file of more than ${SET_ITEMS_MAX} rows is refused whole`, async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const rows = Array.from({ length: 50_000 }, (_, i) => `term ${i},definition ${i}`).join('\n');
    const res = await importFile(app, cookie, { format: 'csv', delimiter: ',' }, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 10,000/);
  });

  test('a set exports to CSV, Quizlet text, GIFT and an Anki deck that import back as the same set, and to a PDF worksheet', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const items = [
      { kind: 'flashcard', front: 'hola', back: 'hello' },
      { kind: 'flashcard', front: 'gato', back: 'a cat,\n"the" animal' },
      { kind: 'question', question: 'Thanks?', options: ['Hola', 'Gracias'], answer: 'Gracias', explanation: 'Polite.' },
    ];
    const set = (await client.get(`/api/sets/${(await client.post('/api/sets', { title: 'Español básico', items })).json().id}`)).json() as SetDetail;
    const withoutIds = set.items.map(({ id: _id, ...item }) => item);

    for (const format of ['csv', 'apkg', 'quizlet', 'gift'] as const) {
      const file = await client.get(`/api/sets/${set.id}/export?format=${format}`);
      expect(file.statusCode, format).toBe(200);
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''Espa%C3%B1ol%20b%C3%A1sico.`);
      // every file is read back with the import's default choices, Quizlet's ';;' between cards of several lines found by itself
      const back = await importFile(app, cookie, { format }, file.rawPayload);
      expect(back.statusCode, format).toBe(200);
      const cards = (back.json() as ImportPreview).items.filter((i) => i.kind === 'flashcard');
      // an Anki deck has cards only: the question comes back as a card of its own
      expect(cards.map((c) => c.kind === 'flashcard' && [c.front, c.back]), format).toEqual(
        expect.arrayContaining([
          ['hola', 'hello'],
          ['gato', 'a cat,\n"the" animal'],
        ]),
      );
      if (format === 'csv' || format === 'gift') expect((back.json() as ImportPreview).items, format).toEqual(withoutIds);
    }

    const pdf = await client.get(`/api/sets/${set.id}/export?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Thanks?');
    expect(text).toContain('Answer key');
    expect(text).toContain('B. Gracias');
  });

  test(`a set of ${WORKSHEET_ITEMS_MAX} cards with 1 050-character answers prints whole, for its owner only`, async () => {
    const { app } = testApp();
    const owner = authed(app, (await signUp(app)).cookie);
    const other = authed(app, (await signUp(app)).cookie);
    const sentence = 'An answer a learner wrote out in full, with the detail they want to keep. ';
    const back = sentence.repeat(15).slice(0, 1050);
    const items = Array.from({ length: WORKSHEET_ITEMS_MAX }, (_, i) => ({ kind: 'flashcard', front: `Term ${i + 1}`, back: `${i + 1}: ${back}`.slice(0, 1050) }));
    const set = (await owner.post('/api/sets', { title: 'Long answers', items })).json() as SetSaved;

    const pdf = await owner.get(`/api/sets/${set.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).not.toContain('The first');
    expect(text).toContain(`Term ${WORKSHEET_ITEMS_MAX}`);
    expect(text).toContain(`${WORKSHEET_ITEMS_MAX}: An answer a learner wrote`);
    expect(Number(pdfInfo(pdf.rawPayload).Pages)).toBeGreaterThan(50);

    expect((await other.get(`/api/sets/${set.id}/export?format=pdf`)).statusCode).toBe(404);
    const guest = await app.inject({ method: 'GET', url: `/api/sets/${set.id}/export?format=pdf`, headers: requestHeaders(app, {}) });
    expect(guest.statusCode).toBe(401);
  });

  test('a worksheet prints the emoji of a set, in a font that has them', async () => {
    const { app } = testApp();
    const client = authed(app, (await signUp(app)).cookie);
    const items = [
      { kind: 'flashcard', front: 'gato 🐱', back: 'cat 😀' },
      { kind: 'question', question: 'Which is the fruit? 🤔', options: ['🍎 apple', '🚗 car'], answer: '🍎 apple' },
    ];
    const set = (await client.post('/api/sets', { title: 'Emoji 🎉', items })).json() as SetSaved;
    const pdf = await client.get(`/api/sets/${set.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const shown of ['Emoji 🎉', 'gato 🐱', 'cat 😀', 'fruit? 🤔', 'A. 🍎 apple', 'B. 🚗 car']) expect(text).toContain(shown);
    expect(pdfFonts(pdf.rawPayload)).toEqual(expect.arrayContaining([expect.stringMatching(/\+NotoEmoji-Regular$/)]));
  });

  test('only the owner exports by id; anyone signed in exports a shared set by its link', async () => {
    const { app } = testApp();
    const owner = authed(app, (await signUp(app)).cookie);
    const other = authed(app, (await signUp(app)).cookie);
    const set = (await owner.post('/api/sets', { title: 'Mine', items: [{ kind: 'flashcard', front: 'a', back: 'b' }] })).json() as SetSaved;
    expect((await other.get(`/api/sets/${set.id}/export?format=csv`)).statusCode).toBe(404);
    const { share_slug } = (await owner.put(`/api/sets/${set.id}/sharing`, { shared: true })).json();
    const shared = await other.get(`/api/sets/shared/${share_slug}/export?format=csv`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('a,b');
  });

  test('imports are limited per learner and minute', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i <= IMPORTS_PER_MINUTE; i++) statuses.push((await importFile(app, cookie, { format: 'csv' }, 'a,b')).statusCode);
    expect(statuses.slice(0, IMPORTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describeEachEngine('catalogue topic export', (engine) => {
  const testApp = useTestApp({ engine });

  test('a topic a learner can open exports its questions and cards; Kids Lock and unknown topics are refused', async () => {
    const { app, db } = testApp();
    await uploadQuiz(db, [quizItem({ category: 'business', topic: 'Pricing', question: 'Who sets prices?', options: ['a) Buyers', 'b) Sellers'], answer: 'b) Sellers' })]);
    await uploadFlashcards(db, [flashcardItem({ category: 'business', topic: 'Pricing' }, { concept: 'Anchor price', summary: ['The first price seen'] })]);
    const learner = authed(app, (await signUp(app)).cookie);
    const url = (format: string, topic = 'pricing') => `/api/topics/export?${new URLSearchParams({ category: 'business', course: 'Marketing', topic, format })}`;
    const csv = await learner.get(url('csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Marketing');
    const back = (await importFile(app, (await signUp(app)).cookie, { format: 'csv' }, csv.rawPayload)).json() as ImportPreview;
    expect(back.items).toMatchObject([
      { kind: 'question', question: 'Who sets prices?', options: ['Buyers', 'Sellers'], answer: 'Sellers' },
      { kind: 'flashcard', front: 'Anchor price', back: 'The first price seen' },
    ]);
    expect((await learner.get(url('apkg'))).statusCode).toBe(200);
    const gift = await learner.get(url('gift'));
    expect(gift.headers['content-disposition']).toContain('.gift.txt');
    expect((await importFile(app, (await signUp(app)).cookie, { format: 'gift' }, gift.rawPayload)).json().items).toMatchObject([
      { kind: 'question', question: 'Who sets prices?', options: ['Buyers', 'Sellers'], answer: 'Sellers' },
      { kind: 'flashcard', front: 'Anchor price', back: 'The first price seen' },
    ]);
    expect((await learner.get(url('csv', 'Nothing here'))).statusCode).toBe(404);
    const kid = authed(app, (await signUp(app, { age: 8 })).cookie);
    expect((await kid.get(url('csv'))).statusCode).toBe(403);
  });
});

describe('set-file workers', () => {
  const threads = () => readdirSync('/proc/self/task').length;

  test.skipIf(!existsSync('/proc/self/task'))('end once idle, giving back what a file left them, and the next file starts new ones', async () => {
    const files = createSetFileWorkers({ idleMs: 100 });
    const learner = { key: 'user:learner', guest: false };
    try {
      const idle = threads();
      await files.parse(new TextEncoder().encode('hola,hello'), { format: 'csv' }, learner);
      expect(threads()).toBeGreaterThan(idle);
      for (let waited = 0; threads() > idle && waited < 10_000; waited += 50) await sleep(50);
      expect(threads()).toBe(idle);
      expect((await files.parse(new TextEncoder().encode('adiós,goodbye'), { format: 'csv' }, learner)).preview.flashcard_count).toBe(1);
    } finally {
      await files.close();
    }
    await expect(files.parse(new TextEncoder().encode('a,b'), { format: 'csv' }, learner)).rejects.toMatchObject({ statusCode: 503 });
  });
});
