/**
 * Study-set files that are built to hurt, or only long, against a running server on PGlite (the
 * pool of set-file workers is what is measured, not the database). Printed:
 * - an .apkg whose collection says it holds 150 KB and inflates to 2 GB: its answer and how long it
 *   took, and the answers another learner's two-line CSV got meanwhile (each sent as the last came);
 * - the server's resident memory before a ~20 MB deck of 1 000 000 notes, its peak while the deck is
 *   read, at the answer, 10 s on and once the set-file threads have been idle long enough to end;
 *   then a small file's time on new threads and on warm ones;
 * - as PDF worksheets, a set of 200 cards with 1 050-character answers and the longest worksheet a
 *   set can make: answer, time, size.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { unzipSync, zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { writeApkg } from '@curio/formats/apkg';
import { lyingZip } from '@curio/formats/testing/hostile-files';
import { setItem } from '@curio/core/study-sets';
import { SET_OPTION_MAX, SET_OPTIONS_MAX, SET_PROMPT_MAX, SET_TEXT_MAX } from '@curio/core/study-sets-rules';
import { WORKSHEET_ITEMS_MAX } from '@curio/formats/worksheet';
import { root, rssMb, signUp, startServer, type RunningServer } from './lib/server';

// the bench's TypeScript project does not reference the server's: its modules are loaded at run time (tsx)
const setFilesModule = pathToFileURL(path.join(root, 'apps/server/src/features/study-sets/set-files.ts')).href;
const { SET_FILE_IDLE_MS } = (await import(setFilesModule)) as { SET_FILE_IDLE_MS: number };

const BOMB_DECLARED = 150 * 1024;
const BOMB_INFLATED = 2 * 1024 ** 3;
const MILLION = 1_000_000;
const LONG_SET = { cards: 200, answer: 1_050 };

/** A zip of one collection.anki2 whose headers declare BOMB_DECLARED bytes for BOMB_INFLATED of zeros, as one deflate stream. */
async function lyingDeck(): Promise<Uint8Array> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  for (let written = 0; written < BOMB_INFLATED; written += zeros.length) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return lyingZip('collection.anki2', Buffer.concat(parts), BOMB_DECLARED);
}

/**
 * A deck as Curio writes one, its one note and card copied to MILLION of each by SQLite, with short
 * fields and no index but the one reading needs: a small file (its collection ~114 MB) whose every
 * row is read.
 */
async function millionNoteDeck(): Promise<Uint8Array> {
  const one = unzipSync(await writeApkg('A million', [setItem.parse({ kind: 'flashcard', front: 'term', back: 'meaning' })]));
  const SQL = await initSqlJs();
  const db = new SQL.Database(one['collection.anki2']);
  try {
    db.exec(`
      DROP INDEX ix_notes_usn; DROP INDEX ix_cards_usn; DROP INDEX ix_notes_csum; DROP INDEX ix_cards_sched;
      CREATE TEMP TABLE n AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MILLION}) SELECT i FROM n;
      INSERT INTO notes SELECT id + i, i, mid, mod, usn, '', 'q' || i || char(31) || 'a' || i, '', 0, 0, '' FROM (SELECT * FROM notes LIMIT 1), temp.n;
      INSERT INTO cards SELECT c.id + n.i, c.nid + n.i, did, ord, mod, usn, type, queue, n.i, ivl, factor, reps, lapses, left, odue, odid, flags, data
        FROM (SELECT * FROM cards LIMIT 1) c, temp.n n;
      DROP TABLE temp.n;
      VACUUM;
    `);
    return zipSync({ 'collection.anki2': db.export(), media: one.media! }, { level: 9 });
  } finally {
    db.close();
  }
}

function importFile(server: RunningServer, cookie: string, format: string, body: Uint8Array) {
  return fetch(`${server.baseURL}/api/sets/import?format=${format}`, {
    method: 'POST',
    headers: { cookie, origin: server.baseURL, 'content-type': 'application/octet-stream' },
    body,
  });
}

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const twoLines = () => new TextEncoder().encode('hola,hello\nadiós,goodbye');

async function zipBomb(server: RunningServer) {
  const bomb = await lyingDeck();
  const attacker = await signUp(server.baseURL);
  const learner = await signUp(server.baseURL);
  // the workers start with their first file: that start is not the bomb's
  await importFile(server, learner.cookie, 'csv', twoLines());
  console.log(`\n== A zip bomb: ${mb(bomb.length)} file, its collection declares ${BOMB_DECLARED / 1024} KB and inflates to ${mb(BOMB_INFLATED)} ==`);
  const started = performance.now();
  let answered = false;
  const bombed = importFile(server, attacker.cookie, 'apkg', bomb).then(async (res) => {
    answered = true;
    return `${res.status} ${((await res.json()) as { message: string }).message}`;
  });
  const csv: string[] = [];
  await sleep(100);
  // the other learner's small file, sent again as each answer comes, while the bomb is read
  do {
    const sent = performance.now();
    const res = await importFile(server, learner.cookie, 'csv', twoLines());
    csv.push(`${res.status} in ${seconds(sent)}`);
  } while (!answered);
  console.log(`the bomb: ${await bombed}, after ${seconds(started)}`);
  console.log(`another learner's two-line CSV meanwhile: ${csv.join(', ')}`);
}

async function millionNotes(server: RunningServer) {
  const deck = await millionNoteDeck();
  const learner = await signUp(server.baseURL);
  const pid = server.child.pid!;
  await importFile(server, learner.cookie, 'csv', twoLines());
  await sleep(2000);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const res = await importFile(server, learner.cookie, 'apkg', deck);
  const answer = `${res.status} ${((await res.json()) as { message?: string }).message ?? ''}`;
  const took = seconds(started);
  clearInterval(sampler);
  const after = rssMb(pid);
  await sleep(10_000);
  const later = rssMb(pid);
  // past the time the set-file threads wait for another file
  await sleep(SET_FILE_IDLE_MS);
  const idle = rssMb(pid);
  console.log(`\n== A deck of ${MILLION.toLocaleString('en')} notes (${mb(deck.length)}) ==`);
  console.log(`answer: ${answer}, after ${took}`);
  console.log(
    `server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, at the answer ${after.toFixed(0)} MB, 10 s on ${later.toFixed(0)} MB, ${(10 + SET_FILE_IDLE_MS / 1000).toFixed(0)} s on ${idle.toFixed(0)} MB`,
  );
  const times: string[] = [];
  for (let i = 0; i < 3; i++) {
    const sent = performance.now();
    await importFile(server, learner.cookie, 'csv', twoLines());
    times.push(`${(performance.now() - sent).toFixed(0)} ms`);
  }
  console.log(`a two-line CSV after that pause, then twice more: ${times.join(', ')}`);
}

async function exportPdf(server: RunningServer, title: string, items: object[]) {
  const { cookie } = await signUp(server.baseURL);
  const headers = { cookie, origin: server.baseURL, 'content-type': 'application/json' };
  const created = await fetch(`${server.baseURL}/api/sets`, { method: 'POST', headers, body: JSON.stringify({ title, items }) });
  if (!created.ok) throw new Error(`POST /api/sets: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const started = performance.now();
  const res = await fetch(`${server.baseURL}/api/sets/${id}/export?format=pdf`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const what = res.headers.get('content-type') === 'application/pdf' ? `${(body.length / 1024).toFixed(0)} KB of PDF` : body.toString('utf8');
  console.log(`${title}: ${res.status} ${what}, after ${seconds(started)}`);
}

async function worksheets(server: RunningServer) {
  console.log(`\n== Sets as PDF worksheets (${WORKSHEET_ITEMS_MAX} items each) ==`);
  const sentence = 'The answer runs on as a learner writes it, with every detail they wish to remember. ';
  const text = (length: number, salt: string) => `${salt} ${sentence.repeat(Math.ceil(length / sentence.length))}`.slice(0, length);
  await exportPdf(
    server,
    `${LONG_SET.cards} cards with ${LONG_SET.answer}-character answers`,
    Array.from({ length: LONG_SET.cards }, (_, i) => ({ kind: 'flashcard', front: `Term ${i + 1}`, back: text(LONG_SET.answer, String(i)) })),
  );
  // every character one markdown escapes, and every field at its longest
  const marks = (length: number, salt: string) => `${salt} ${'a.b-c(d)e!f*g_h[i]j#k+l '.repeat(Math.ceil(length / 24))}`.slice(0, length);
  await exportPdf(
    server,
    'The longest worksheet a set makes',
    Array.from({ length: WORKSHEET_ITEMS_MAX }, (_, i) => {
      const options = Array.from({ length: SET_OPTIONS_MAX }, (_, o) => marks(SET_OPTION_MAX, `${i}.${o}`));
      return { kind: 'question', question: marks(SET_PROMPT_MAX, String(i)), options, answer: options[0], explanation: marks(SET_TEXT_MAX, String(i)) };
    }),
  );
}

export async function setFilesBench() {
  console.log('\n# Study-set files built to hurt, or only long');
  const server = await startServer({ apiOnly: true });
  try {
    await zipBomb(server);
    await millionNotes(server);
    await worksheets(server);
  } finally {
    await server.stop();
  }
}
