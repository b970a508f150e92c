import { answerText } from '@curio/core/question-types';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { strToU8, Unzip, type UnzipFileInfo, UnzipInflate, unzipSync, zipSync } from 'fflate';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { z } from 'zod';
import type { ImportPreview, SetItem } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_UNZIPPED_MAX_BYTES, SET_ITEMS_MAX, SET_TITLE_MAX } from '@curio/core/study-sets-rules';
import { parseTemplate, renderCard, type Template } from './anki-template';
import { ankiStripHtml, htmlToText, mediaNames, textToHtml } from './html-text';
import { IMPORT_MSG, ImportError } from './import-error';
import { counted, PreviewBuilder } from './preview';

/*
 * Anki's .apkg: a zip holding an SQLite collection (schema 11) and the deck's media. Decks are
 * read and written with sql.js, SQLite compiled to WebAssembly, so an uploaded database is opened
 * inside the WebAssembly sandbox and nothing native runs on it.
 */

let sqlJs: Promise<SqlJsStatic> | undefined;

/** sql.js, its WebAssembly read from the installed package once per process. */
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= (async () => {
    const bytes = readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
    return initSqlJs({ wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  })();
  return sqlJs;
}

// ---------------------------------------------------------------------------------- reading

/** In order of preference; a package of a newer Anki holds collection.anki21b and a placeholder anki2. */
const LEGACY_COLLECTIONS = ['collection.anki21', 'collection.anki2'];
const NEWER_COLLECTION = 'collection.anki21b';
const NOT_MEDIA = new Set([...LEGACY_COLLECTIONS, NEWER_COLLECTION, 'media', 'meta']);

const notApkg = () => new ImportError('not_readable', IMPORT_MSG.notApkg);

/**
 * Compressed bytes inflated between two checks of the size. Deflate expands at most about 1 032×,
 * so a step writes at most some 16 MB before it is counted.
 */
const INFLATE_STEP = 16 * 1024;

/**
 * The entry's bytes, inflated a step at a time as they stream out of the zip and refused at the
 * step that passes the size the zip's directory declares for it, which is what the limit was
 * checked on. inflateSync given an output of the declared size writes no further, but it decodes
 * the whole stream all the same: an entry that claimed 150 KB held a thread for 13 s inflating 2 GB.
 */
function inflateEntry(zip: Uint8Array, entry: UnzipFileInfo): Uint8Array {
  // written in place: pages of it never written are never taken from the system
  const bytes = new Uint8Array(entry.originalSize);
  let size = 0;
  // set by fflate's callbacks, which TypeScript's narrowing does not follow
  let state = 'looking' as 'looking' | 'reading' | 'done' | 'lied' | 'broken';
  const unzip = new Unzip((file) => {
    // the first entry of the name, as the directory was read
    if (file.name !== entry.name || state !== 'looking') return;
    state = 'reading';
    file.ondata = (err, data, final) => {
      if (state !== 'reading') return;
      if (err) state = 'broken';
      else if (size + data.length > bytes.length) state = 'lied';
      else {
        bytes.set(data, size);
        size += data.length;
        if (final) state = 'done';
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.length && (state === 'looking' || state === 'reading'); at += INFLATE_STEP) {
      const end = Math.min(at + INFLATE_STEP, zip.length);
      unzip.push(zip.subarray(at, end), end === zip.length);
    }
  } catch {
    throw notApkg();
  }
  if (state === 'lied') throw new ImportError('not_readable', SET_FILES_MSG.apkgSizeLies);
  if (state !== 'done') throw notApkg();
  return bytes.subarray(0, size);
}

/** The collection's bytes and how many media files the package carries (left packed). */
function unpack(bytes: Uint8Array): { collection: Uint8Array; mediaFiles: number } {
  const entries: UnzipFileInfo[] = [];
  try {
    // the first pass reads only the zip's directory: nothing is inflated
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    throw notApkg();
  }
  const names = new Set(entries.map((e) => e.name));
  const chosen = LEGACY_COLLECTIONS.find((name) => names.has(name));
  if (!names.has('collection.anki21') && names.has(NEWER_COLLECTION)) throw new ImportError('not_readable', IMPORT_MSG.apkgTooNew);
  if (!chosen) throw notApkg();
  // a zip bomb is refused on the sizes it declares; an entry that lies is stopped as it passes its claim
  const declared = entries.reduce((sum, e) => sum + e.originalSize, 0);
  if (declared > IMPORT_UNZIPPED_MAX_BYTES) throw new ImportError('file_too_large', IMPORT_MSG.unzippedTooLarge);
  const collection = inflateEntry(bytes, entries.find((e) => e.name === chosen)!);
  const mediaFiles = entries.filter((e) => !NOT_MEDIA.has(e.name) && !e.name.endsWith('/')).length;
  return { collection, mediaFiles };
}

const noteType = z.object({
  type: z.number().optional(),
  flds: z.array(z.object({ name: z.string(), ord: z.number().optional() })),
  tmpls: z.array(z.object({ qfmt: z.string(), afmt: z.string().default(''), ord: z.number().optional() })),
});
const noteTypes = z.record(z.string(), noteType.nullable().catch(null));
const decks = z.record(z.string(), z.object({ name: z.string() }).nullable().catch(null));

interface NoteType {
  cloze: boolean;
  fields: string[];
  templates: Template[];
}

const byOrd = <T extends { ord?: number | undefined }>(list: T[]) => list.map((v, i) => ({ v, ord: v.ord ?? i })).sort((a, b) => a.ord - b.ord).map((e) => e.v);

/** The tables a collection must have, as tables: a view could run any query it likes when read. */
function checkTables(db: Database): void {
  const found = db.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('col', 'notes', 'cards')")[0]?.values ?? [];
  if (found.length !== 3) throw notApkg();
}

function readCollection(db: Database): { types: Map<string, NoteType>; deckNames: Map<number, string> } {
  const row = db.exec('SELECT models, decks FROM col LIMIT 1')[0]?.values[0];
  if (!row) throw notApkg();
  const types = new Map<string, NoteType>();
  const deckNames = new Map<number, string>();
  try {
    for (const [id, type] of Object.entries(noteTypes.parse(JSON.parse(String(row[0]))))) {
      if (!type) continue;
      types.set(id, {
        cloze: type.type === 1,
        fields: byOrd(type.flds).map((f) => f.name),
        templates: byOrd(type.tmpls).map((t) => parseTemplate(t.qfmt, t.afmt)),
      });
    }
    for (const [id, deck] of Object.entries(decks.parse(JSON.parse(String(row[1]))))) if (deck) deckNames.set(Number(id), deck.name);
  } catch {
    throw notApkg();
  }
  return { types, deckNames };
}

/**
 * Counted before anything is read: a deck of more notes or cards than a set holds is refused for
 * the cost of a count. Read whole, a deck of a million notes took the server from 383 to 963 MB
 * of memory before the preview refused it at its 10 001st card.
 */
function checkCounts(db: Database): void {
  const [notes, cards] = db.exec('SELECT (SELECT count(*) FROM notes), (SELECT count(*) FROM cards)')[0]!.values[0] as [number, number];
  if (notes > SET_ITEMS_MAX || cards > SET_ITEMS_MAX) throw new ImportError('too_many_items', IMPORT_MSG.tooManyItems);
}

/** Each note's cards (their template or cloze number, and deck), in order. */
function readCards(db: Database): Map<number, { ord: number; deck: number }[]> {
  const cards = new Map<number, { ord: number; deck: number }[]>();
  const statement = db.prepare('SELECT nid, ord, did FROM cards ORDER BY nid, ord');
  try {
    while (statement.step()) {
      const [nid, ord, did] = statement.get() as number[];
      const list = cards.get(nid!) ?? [];
      list.push({ ord: ord!, deck: did! });
      cards.set(nid!, list);
    }
  } finally {
    statement.free();
  }
  return cards;
}

/** "Languages::Spanish" reads "Languages / Spanish". */
const deckTitle = (name: string) => name.split('::').map((p) => p.trim()).join(' / ').slice(0, SET_TITLE_MAX).trim();

function readNotes(db: Database, preview: PreviewBuilder): { media: Set<string>; title: string | null } {
  const { types, deckNames } = readCollection(db);
  const cards = readCards(db);
  const media = new Set<string>();
  const cardsPerDeck = new Map<number, number>();
  const statement = db.prepare('SELECT id, mid, flds FROM notes ORDER BY id');
  try {
    for (let line = 1; statement.step(); line++) {
      const [id, mid, flds] = statement.get() as [number, number, string];
      const type = types.get(String(mid));
      if (!type) {
        preview.problem(line, 'Its note type is missing from the deck.');
        continue;
      }
      const values = String(flds).split('\x1f');
      const fields = new Map(type.fields.map((name, i) => [name, values[i] ?? '']));
      for (const value of values) for (const name of mediaNames(value)) media.add(name);
      const noteCards = cards.get(id) ?? [];
      if (noteCards.length === 0) preview.problem(line, 'The note has no cards.');
      for (const card of noteCards) {
        cardsPerDeck.set(card.deck, (cardsPerDeck.get(card.deck) ?? 0) + 1);
        const template = type.cloze ? type.templates[0] : type.templates[card.ord];
        if (!template) {
          preview.problem(line, 'A card of the note has no template in its note type.');
          continue;
        }
        const { question, answer } = renderCard(template, { fields, cloze: type.cloze ? card.ord + 1 : null });
        preview.add(line, { kind: 'flashcard', front: htmlToText(question), back: htmlToText(answer) });
      }
    }
  } finally {
    statement.free();
  }
  const [deck] = [...cardsPerDeck].sort((a, b) => b[1] - a[1])[0] ?? [];
  const name = deck === undefined ? undefined : deckNames.get(deck);
  return { media, title: name ? deckTitle(name) || null : null };
}

/** Reads an Anki package: every card of every note, as its front and back in plain text. */
export async function parseApkg(bytes: Uint8Array): Promise<ImportPreview> {
  const { collection, mediaFiles } = unpack(bytes);
  const SQL = await loadSqlJs();
  let db: Database | undefined;
  try {
    db = new SQL.Database(collection);
    checkTables(db);
    checkCounts(db);
    const preview = new PreviewBuilder();
    const { media, title } = readNotes(db, preview);
    const skipped = Math.max(mediaFiles, media.size);
    if (skipped > 0) preview.notice(`${counted(skipped, 'media file')} skipped: Curio shows text only.`);
    return preview.finish(title);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    // SQLite's own refusals: not a database, or one without the tables and columns read above
    throw notApkg();
  } finally {
    db?.close();
  }
}

// ---------------------------------------------------------------------------------- writing

/*
 * A collection as Anki 2.1 wrote them (schema 11, as in Anki's schema11.sql), which every Anki
 * since 2.1 imports: the five tables, one row in col whose JSON columns hold the configuration,
 * the note type, the deck and its options.
 */
const SCHEMA_11 = `
CREATE TABLE col (
  id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL, ver integer NOT NULL,
  dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL, models text NOT NULL,
  decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL
);
CREATE TABLE notes (
  id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL, usn integer NOT NULL,
  tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL, flags integer NOT NULL,
  data text NOT NULL
);
CREATE TABLE cards (
  id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL, ivl integer NOT NULL,
  factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL,
  odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL
);
CREATE TABLE revlog (
  id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL, ivl integer NOT NULL,
  lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL
);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

/** Fixed, so every export shares one note type in the learner's Anki instead of adding one each time. */
const NOTE_TYPE_ID = 1_718_000_000_000;
const NOTE_TYPE_NAME = 'Basic (Curio)';
const DEFAULT_DECK_ID = 1;
const DECK_OPTIONS_ID = 1;
const CARD_CSS = '.card {\n    font-family: arial;\n    font-size: 20px;\n    line-height: 1.5;\n    text-align: center;\n    color: black;\n    background-color: white;\n}\n';
const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

function noteTypeJson(deckId: number, modSecs: number) {
  const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] });
  return {
    id: NOTE_TYPE_ID,
    name: NOTE_TYPE_NAME,
    type: 0,
    mod: modSecs,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      { name: 'Card 1', ord: 0, qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}', bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 },
    ],
    flds: [field('Front', 0), field('Back', 1)],
    css: CARD_CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    // card 1 exists when the Front field has text (Anki before 2.1.28 reads this, later ones work it out)
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
}

function deckJson(id: number, name: string, modSecs: number) {
  return {
    id,
    mod: modSecs,
    name,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: DECK_OPTIONS_ID,
    extendNew: 0,
    extendRev: 0,
  };
}

/** Anki's default deck options, as its schema 11 spells them. */
const DECK_OPTIONS = {
  id: DECK_OPTIONS_ID,
  mod: 0,
  name: 'Default',
  usn: 0,
  maxTaken: 60,
  autoplay: true,
  timer: 0,
  replayq: true,
  dyn: false,
  new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20, separate: true },
  rev: { bury: false, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 200, hardFactor: 1.2 },
  lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
};

function collectionConf(deckId: number) {
  return {
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: String(NOTE_TYPE_ID),
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    dayLearnFirst: false,
    schedVer: 2,
  };
}

const sha1 = (text: string) => createHash('sha1').update(text).digest();

/** Anki's field checksum: the first 32 bits of the SHA-1 of the field's stripped text. */
const fieldChecksum = (html: string) => sha1(ankiStripHtml(html)).readUInt32BE(0);

const GUID_DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/**
 * A note's guid as Anki makes them (a 64-bit number in base 91), taken from the item's id when it
 * has one, so a set exported again updates the notes already in Anki instead of adding copies.
 */
function guid(seed: string): string {
  let value = sha1(seed).readBigUInt64BE(0);
  let text = '';
  do {
    text = GUID_DIGITS[Number(value % 91n)] + text;
    value /= 91n;
  } while (value > 0n);
  return text;
}

const paragraphs = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((p): p is string => !!p)
    .map(textToHtml)
    .join('<br><br>');

/** A card keeps its front and back (its example, tip and formulas after); a question lists its options. */
function noteFields(item: SetItem): [string, string] {
  if (item.kind === 'flashcard') return [paragraphs(item.front), paragraphs(item.back, item.example, item.protip, item.formulas.join('\n'))];
  const letter = (i: number) => String.fromCharCode(65 + i);
  if (item.type !== 'multiple_choice') return [paragraphs(item.question), paragraphs(answerText(item), item.explanation)];
  const options = item.options.map((o, i) => `${letter(i)}. ${o}`).join('\n');
  const answer = `${letter(item.options.indexOf(item.answer))}. ${item.answer}`;
  return [paragraphs(item.question, options), paragraphs(answer, item.explanation)];
}

/** Anki tags hold no spaces; a module and topic become one hierarchical tag. */
function noteTags(item: SetItem): string {
  const tag = [item.module, item.topic]
    .filter((p): p is string => !!p)
    .map((p) => p.replace(/\s+/g, '_').replace(/::/g, ':'))
    .join('::');
  return tag ? ` ${tag} ` : '';
}

/**
 * A set as an Anki package: one deck named by the title, each item a note of a Basic note type
 * with its one card, and an empty media list.
 */
export async function writeApkg(title: string, items: SetItem[], now = Date.now()): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    const modSecs = Math.floor(now / 1000);
    const deckId = now;
    const deckName = title.trim() || 'Curio';
    const dayStart = new Date(now);
    dayStart.setHours(0, 0, 0, 0);
    db.exec(SCHEMA_11);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      Math.floor(dayStart.getTime() / 1000),
      now,
      now,
      JSON.stringify(collectionConf(deckId)),
      JSON.stringify({ [NOTE_TYPE_ID]: noteTypeJson(deckId, modSecs) }),
      JSON.stringify({ [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, 'Default', 0), [deckId]: deckJson(deckId, deckName, modSecs) }),
      JSON.stringify({ [DECK_OPTIONS_ID]: DECK_OPTIONS }),
      '{}',
    ]);
    const note = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const card = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)');
    db.exec('BEGIN');
    items.forEach((item, index) => {
      const [front, back] = noteFields(item);
      const id = now + index;
      const seed = item.id === undefined ? `${deckName}\u001f${index}\u001f${front}` : `curio-item-${item.id}`;
      note.run([id, guid(seed), NOTE_TYPE_ID, modSecs, noteTags(item), `${front}\x1f${back}`, ankiStripHtml(front), fieldChecksum(front), '']);
      // new cards are shown in the set's order: due is the position among new cards
      card.run([id, id, deckId, modSecs, index + 1, '']);
    });
    db.exec('COMMIT');
    note.free();
    card.free();
    return zipSync({ 'collection.anki2': db.export(), media: strToU8('{}') });
  } finally {
    db.close();
  }
}
