/**
 * A learner's own study sets (docs/product.md#study-sets-imports-and-exports), as the browser uses them. Printed:
 * - a 10 000-row CSV, a 10 000-card Anki deck in the legacy format and one as current Anki writes it
 *   (collection.anki21b, zstd; Basic, type-in and Cloze notes) and a 10 000-question GIFT file of every
 *   question type imported end to end (the preview, then the save
 *   of what it understood), median of ROUNDS, target under 5 s each; the save alone (POST
 *   /api/sets/imports/{id}, what writes the set) and the deletion of such a set, beside it;
 * - GET /api/health's p99 from a process of its own, idle and while one learner imports those
 *   files back to back, with their ratio taken within each round (target within 2×);
 * - a set of 5 000 items opened (GET /api/sets/{id}: its topics and first page), a page deep in it,
 *   its quiz started (an attempt) and its cards, and My sets, against health in the same run (target: opening the set ≥ 0.5),
 *   and the first opening after an edit, when no reply of the set's new version is kept yet;
 *   and the time the editor takes to read all its items.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
import { type ImportReply, type SetDetail, type SetItemsPage, setItem, type SetItemInput, type SetSaved, type SetSummary } from '@curio/core/study-sets';
import { SET_ITEMS_PAGE, SET_ITEMS_PAGE_MAX } from '@curio/core/study-sets-rules';
import { QUESTION_TYPES } from '@curio/core/question-types-rules';
import { writeApkg } from '@curio/formats/apkg';
import { writeGift } from '@curio/formats/gift';
import { modernPackage } from '@curio/formats/testing/anki-decks';
import { onEachEngine, type BenchUser, type Engine } from './lib/engines';
import { compare, DURATION_S, HEALTH_PROBE_INTERVAL_MS, healthP99, median, ROUNDS, WARMUP_S } from './lib/measure';
import { signUp, type RunningServer } from './lib/server';

const IMPORT_ROWS = 10_000;
const OPENED_ITEMS = 5_000;
const IMPORT_TARGET_S = 5;
const STALL_TARGET = 2;
const READ_TARGET = 0.5;

const csvFile = () =>
  Buffer.from(Array.from({ length: IMPORT_ROWS }, (_, i) => `"term ${i}, the ${i}th","definition of term ${i}, with a comma"`).join('\r\n'));

async function apkgFile(): Promise<Buffer> {
  const cards = Array.from({ length: IMPORT_ROWS }, (_, i) => setItem.parse({ kind: 'flashcard', front: `Front <b>${i}</b>`, back: `Back ${i} & more` }));
  return Buffer.from(await writeApkg('Bench deck', cards));
}

/** A deck as Anki 2.1.50+ exports it by default: Basic, type-in and Cloze notes in turn. */
async function anki21bFile(): Promise<Buffer> {
  const note = (i: number) =>
    i % 3 === 0
      ? { model: '1001', fields: [`Front <b>${i}</b>`, `Back ${i} &amp; more`], cards: [[0, 1]] as [number, number][] }
      : i % 3 === 1
        ? { model: '1005', fields: [`Capital number ${i}?`, `City ${i}`], cards: [[0, 1]] as [number, number][] }
        : { model: '1003', fields: [`The {{c1::answer ${i}}} is {{c2::here::where}}.`, `Extra ${i}`], cards: [[0, 1], [1, 1]] as [number, number][] };
  return Buffer.from(await modernPackage({ notes: Array.from({ length: IMPORT_ROWS }, (_, i) => note(i)) }));
}

/** Moodle's GIFT, every question type in turn. */
function giftFile(): Buffer {
  const body = (type: (typeof QUESTION_TYPES)[number], i: number): SetItemInput => {
    const base = { kind: 'question' as const, question: `Question ${i}?` };
    switch (type) {
      case 'multiple_choice':
        return { ...base, options: [`right ${i}`, `wrong ${i}`, 'neither'], answer: `right ${i}` };
      case 'multiple_response':
        return { ...base, type, options: ['a', 'b', 'c'], answers: ['a', 'c'] };
      case 'true_false':
        return { ...base, type, answer: i % 2 === 0 };
      case 'typed':
        return { ...base, type, answers: [`answer ${i}`, `alt ${i}`] };
      case 'numeric':
        return { ...base, type, answers: [{ value: i, tolerance: 0.5 }] };
      case 'matching':
        return { ...base, type, pairs: [{ prompt: `p${i}`, match: 'one' }, { prompt: 'q', match: 'two' }, { prompt: 'r', match: 'three' }] };
      case 'ordering':
        return { ...base, type, items: ['first', 'second', 'third'] };
      case 'cloze':
        return { ...base, type, question: `Fill {{c1::word ${i}}} in.` };
    }
  };
  const items = Array.from({ length: IMPORT_ROWS }, (_, i) => setItem.parse(body(QUESTION_TYPES[i % QUESTION_TYPES.length]!, i)));
  return Buffer.from(writeGift('Bench bank', items));
}

/** The files imported, each with the format the import is told. */
const IMPORTED = { csv: 'csv', apkg: 'apkg', anki21b: 'apkg', gift: 'gift' } as const;
type Imported = keyof typeof IMPORTED;
const byFile = <T>(make: () => T) => ({ csv: make(), apkg: make(), anki21b: make(), gift: make() }) satisfies Record<Imported, T>;

/** One learner's requests, as the browser sends them. */
function client(server: RunningServer, user: BenchUser) {
  const headers = { cookie: user.cookie, origin: server.baseURL };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${server.baseURL}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    call,
    /** preview, then save as a new set; the set's id and how long the save alone took, in ms */
    async importFile(format: 'csv' | 'apkg' | 'gift', bytes: Buffer): Promise<{ id: number; saveMs: number }> {
      const preview = await call<ImportReply>(`/api/sets/import?format=${format}`, { method: 'POST', body: bytes, headers: { 'content-type': 'application/octet-stream' } });
      const started = performance.now();
      const save = { method: 'POST', body: JSON.stringify({ title: `Imported ${format}` }), headers: { 'content-type': 'application/json' } };
      const set = await call<SetSummary>(`/api/sets/imports/${preview.import_id}`, save);
      return { id: set.id, saveMs: performance.now() - started };
    },
    deleteSet: (id: number) => fetch(`${server.baseURL}/api/sets/${id}`, { method: 'DELETE', headers }),
  };
}

const health = (server: RunningServer, seconds: number) => healthP99(server.baseURL, seconds);

async function measure(server: RunningServer, user: BenchUser, engine: Engine) {
  const learner = client(server, user);
  const files: Record<Imported, Buffer> = { csv: csvFile(), apkg: await apkgFile(), anki21b: await anki21bFile(), gift: giftFile() };
  const sizes = Object.entries(files).map(([name, bytes]) => `${name} ${(bytes.length / 1024).toFixed(0)} KB`);
  console.log(`\nFiles: ${sizes.join(', ')}, ${IMPORT_ROWS.toLocaleString('en')} items each`);

  // end to end, each import's set deleted again so the learner never nears the sets limit
  const timed = byFile<number[]>(() => []);
  const saves = byFile<number[]>(() => []);
  const deletes = byFile<number[]>(() => []);
  for (let r = 0; r < ROUNDS + 1; r++) {
    for (const name of Object.keys(IMPORTED) as Imported[]) {
      const started = performance.now();
      const { id, saveMs } = await learner.importFile(IMPORTED[name], files[name]);
      const ended = performance.now();
      await learner.deleteSet(id);
      // the first round warms the workers
      if (r > 0) {
        timed[name].push((ended - started) / 1000);
        saves[name].push(saveMs);
        deletes[name].push(performance.now() - ended);
      }
    }
  }
  console.log(`\n== Imports end to end, on ${engine} (preview + save, median of ${ROUNDS}; target under ${IMPORT_TARGET_S} s) ==`);
  for (const name of Object.keys(IMPORTED) as Imported[]) {
    console.log(
      `${`10 000-item ${name}`.padEnd(24)} ${median(timed[name]).toFixed(2)} s (the save alone ${median(saves[name]).toFixed(0)} ms; deleting the set ${median(deletes[name]).toFixed(0)} ms)`,
    );
  }

  // health while one learner imports without pause
  if (WARMUP_S > 0) await health(server, WARMUP_S);
  const rounds: { idle: number; busy: number; imports: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const idle = await health(server, DURATION_S);
    let importing = true;
    const imported: number[] = [];
    // a learner of the round's own: one learner's imports a minute are limited (IMPORTS_PER_MINUTE)
    const importer = client(server, await signUp(server.baseURL));
    const importLoop = (async () => {
      while (importing) {
        const format = imported.length % 2 ? 'apkg' : 'csv';
        imported.push((await importer.importFile(format, files[format])).id);
      }
    })();
    // a failed import stops the loop; its error is thrown below, once health is timed (unhandled, it
    // would end the bench at once and leave the server running)
    importLoop.catch(() => (importing = false));
    const busy = await health(server, Math.max(DURATION_S, 4));
    importing = false;
    await importLoop;
    // deleting is not importing: the round's sets go once it is timed
    for (const id of imported) await importer.deleteSet(id);
    rounds.push({ idle, busy, imports: imported.length });
  }
  const ratio = median(rounds.map((r) => r.busy / r.idle));
  console.log(`\n== GET /api/health while a learner imports, on ${engine} (a request every ${HEALTH_PROBE_INTERVAL_MS} ms, ${ROUNDS} rounds; target within ${STALL_TARGET}×) ==`);
  console.log(`p99 idle ${median(rounds.map((r) => r.idle)).toFixed(2)} ms, during imports ${median(rounds.map((r) => r.busy)).toFixed(2)} ms, ratio ${ratio.toFixed(2)} (${rounds.map((r) => r.imports).join(', ')} imports a round)`);

  // a set of 5 000 items: half questions, half cards, in one topic
  const items: SetItemInput[] = Array.from({ length: OPENED_ITEMS }, (_, i) =>
    i % 2
      ? { kind: 'flashcard', front: `Term ${i}`, back: `The meaning of term ${i}, in a sentence or two of ordinary length.` }
      : { kind: 'question', question: `Which is right for ${i}?`, options: [`Right ${i}`, `Wrong ${i}`, `Other ${i}`], answer: `Right ${i}`, explanation: `Because ${i}.` },
  );
  const set = await learner.call<SetSaved>('/api/sets', { method: 'POST', body: JSON.stringify({ title: 'Big set', items }), headers: { 'content-type': 'application/json' } });
  // the cursor of the 40th page, as the editor's reading on would reach it
  let deep = (await learner.call<SetDetail>(`/api/sets/${set.id}`)).next!;
  for (let page = 2; page < 40; page++) deep = (await learner.call<SetItemsPage>(`/api/sets/${set.id}/items?after=${deep}`)).next!;
  const headers = { cookie: user.cookie };
  const [, opened, , deepPage] = await compare(`A set of ${OPENED_ITEMS.toLocaleString('en')} items, on ${engine}`, [
    ['GET /api/health (baseline)', { url: `${server.baseURL}/api/health` }],
    [`GET /api/sets/{id} (first ${SET_ITEMS_PAGE})`, { url: `${server.baseURL}/api/sets/${set.id}`, headers }],
    [`GET /api/sets/{id}/items (page 1)`, { url: `${server.baseURL}/api/sets/${set.id}/items`, headers }],
    [`GET /api/sets/{id}/items (page 40)`, { url: `${server.baseURL}/api/sets/${set.id}/items?after=${deep}`, headers }],
    [
      'POST /api/quiz/attempts (its quiz)',
      {
        url: `${server.baseURL}/api/quiz/attempts`,
        method: 'POST',
        headers: { ...headers, origin: server.baseURL, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'set', set: { id: set.id } }),
      },
    ],
    ['GET /api/sets/{id}/flashcards', { url: `${server.baseURL}/api/sets/${set.id}/flashcards`, headers }],
    ['GET /api/sets (My sets)', { url: `${server.baseURL}/api/sets`, headers }],
  ]);
  console.log(`opening the set: ratio ${opened.ratio.toFixed(2)}, its 40th page ${deepPage.ratio.toFixed(2)} (target ≥ ${READ_TARGET})`);

  // what is timed above is mostly served from the replies kept per version of the set: the first
  // opening after each edit reads and prints everything again
  const fresh: number[] = [];
  for (let r = 0; r < 20; r++) {
    await learner.call(`/api/sets/${set.id}`, { method: 'PATCH', body: JSON.stringify({ description: `Edit ${r}` }), headers: { 'content-type': 'application/json' } });
    const started = performance.now();
    await learner.call(`/api/sets/${set.id}`);
    fresh.push(performance.now() - started);
  }
  console.log(`opening the set right after an edit (nothing kept yet): ${median(fresh).toFixed(1)} ms, median of ${fresh.length}`);

  // the editor reads every item, in pages of the most a page holds, one after the other
  const loads: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    let after = (await learner.call<SetDetail>(`/api/sets/${set.id}`)).next;
    while (after) after = (await learner.call<SetItemsPage>(`/api/sets/${set.id}/items?after=${after}&limit=${SET_ITEMS_PAGE_MAX}`)).next;
    loads.push(performance.now() - started);
  }
  console.log(`the editor's load of all ${OPENED_ITEMS.toLocaleString('en')} items (pages of ${SET_ITEMS_PAGE_MAX}): ${median(loads).toFixed(0)} ms, median of ${ROUNDS}`);
}

export async function setsBench() {
  console.log('\n# Study sets: imports, and a set of 5 000 items');
  await onEachEngine({ generate: async () => {}, measure });
}
