import { answerText } from '@curio/core/question-types-rules';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { zstdDecompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { strToU8, Unzip, type UnzipFileInfo, UnzipInflate, unzipSync, zipSync } from 'fflate';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { z } from 'zod';
import type { ImportPreview, SetItem, SetItemInput } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_UNZIPPED_MAX_BYTES, SET_ITEMS_MAX, SET_TITLE_MAX } from '@curio/core/study-sets-rules';
import { clozeField, flattenClozes, parseTemplate, renderCard, type Template, typedField } from './anki-template';
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

/*
 * What Anki has put in a package (rslib/src/import_export/package): since 2.1.50 its default export
 * holds `meta` (a protobuf PackageMetadata, version 3), `collection.anki21b` (the collection in
 * schema 18, zstd-compressed), a placeholder `collection.anki2` that asks for a newer Anki, and a
 * zstd-compressed protobuf list of the media. An older export ("Support older Anki versions") holds
 * `collection.anki21` or `collection.anki2` in schema 11 and a JSON media map, and no meta.
 */
const COLLECTIONS = { 1: 'collection.anki2', 2: 'collection.anki21', 3: 'collection.anki21b' } as const;
const NOT_MEDIA = new Set([...Object.values(COLLECTIONS), 'media', 'meta']);
/** PackageMetadata.Version.LATEST: the collection and the media list are zstd-compressed */
const LATEST = 3;
/** meta and the media list are small; read past this, they are not what Anki writes */
const LIST_MAX_BYTES = 16 * 1024 * 1024;

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

/** The size a zstd frame declares for its content, when its header gives one (RFC 8878 §3.1.1.1). */
function zstdDeclaredSize(bytes: Uint8Array): number | null {
  if (bytes.length < 6 || bytes[0] !== 0x28 || bytes[1] !== 0xb5 || bytes[2] !== 0x2f || bytes[3] !== 0xfd) return null;
  const descriptor = bytes[4]!;
  const singleSegment = (descriptor >> 5) & 1;
  const sizeBytes = [singleSegment, 2, 4, 8][descriptor >> 6]!;
  const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][descriptor & 3]!;
  if (sizeBytes === 0 || at + sizeBytes > bytes.length) return null;
  let size = 0;
  for (let i = sizeBytes - 1; i >= 0; i--) size = size * 256 + bytes[at + i]!;
  return sizeBytes === 2 ? size + 256 : size;
}

/**
 * zstd-compressed bytes, decompressed by Node's own zstd, which the worker thread this runs in has:
 * native and no dependency, it took 3–27 ms for a 10,000-note collection where the pure-JavaScript
 * fzstd took 25–119 ms. Refused on the size the frame declares, else stopped as the output passes
 * the limit: Anki's streaming encoder does not write the size, and a frame may lie about it.
 */
function unzstd(bytes: Uint8Array, limit: number): Uint8Array {
  const declared = zstdDeclaredSize(bytes);
  if (declared !== null && declared > limit) throw new ImportError('file_too_large', IMPORT_MSG.unzippedTooLarge);
  try {
    return zstdDecompressSync(bytes, { maxOutputLength: limit });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ImportError('file_too_large', IMPORT_MSG.unzippedTooLarge);
    throw notApkg();
  }
}

/** A protobuf message's fields by number: varints as numbers, length-delimited ones as bytes. */
function protoFields(bytes: Uint8Array): Map<number, (number | Uint8Array)[]> {
  const fields = new Map<number, (number | Uint8Array)[]>();
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (at >= bytes.length || shift > 63) throw notApkg();
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const key = varint();
    const wire = key % 8;
    const number = Math.floor(key / 8);
    let value: number | Uint8Array;
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const length = varint();
      if (at + length > bytes.length) throw notApkg();
      value = bytes.subarray(at, (at += length));
    } else if (wire === 1 || wire === 5) {
      at += wire === 1 ? 8 : 4;
      continue;
    } else throw notApkg();
    const list = fields.get(number) ?? [];
    list.push(value);
    fields.set(number, list);
  }
  if (at > bytes.length) throw notApkg();
  return fields;
}

const protoString = (fields: Map<number, (number | Uint8Array)[]>, number: number): string => {
  const value = fields.get(number)?.at(-1);
  return value instanceof Uint8Array ? new TextDecoder().decode(value) : '';
};
const protoNumber = (fields: Map<number, (number | Uint8Array)[]>, number: number): number => {
  const value = fields.get(number)?.at(-1);
  return typeof value === 'number' ? value : 0;
};

/** The package's version: its meta when it has one, else by the collection it holds. */
function packageVersion(bytes: Uint8Array, entries: UnzipFileInfo[], names: Set<string>): 1 | 2 | 3 {
  const meta = entries.find((e) => e.name === 'meta');
  if (!meta) return names.has(COLLECTIONS[2]) ? 2 : 1;
  if (meta.originalSize > LIST_MAX_BYTES) throw notApkg();
  const version = protoNumber(protoFields(inflateEntry(bytes, meta)), 1);
  // 0 is what Anki calls unknown: a package of an Anki newer than its own protobuf
  if (version < 1 || version > LATEST) throw new ImportError('not_readable', IMPORT_MSG.apkgTooNew);
  return version as 1 | 2 | 3;
}

/** The media files' names, from the JSON map of older packages or the protobuf list of newer ones. */
function mediaList(bytes: Uint8Array, entry: UnzipFileInfo | undefined, version: number): string[] {
  if (!entry || entry.originalSize > LIST_MAX_BYTES) return [];
  try {
    const raw = inflateEntry(bytes, entry);
    if (version === LATEST) return (protoFields(unzstd(raw, LIST_MAX_BYTES)).get(1) ?? []).map((e) => (e instanceof Uint8Array ? protoString(protoFields(e), 1) : ''));
    return Object.values(z.record(z.string(), z.string()).parse(JSON.parse(new TextDecoder().decode(raw))));
  } catch {
    // a damaged media list costs the deck nothing: Curio leaves media out
    return [];
  }
}

/** The collection's bytes, and the media files the package carries (left packed) and their names. */
function unpack(bytes: Uint8Array): { collection: Uint8Array; media: string[]; mediaFiles: number } {
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
  // a zip bomb is refused on the sizes it declares; an entry that lies is stopped as it passes its claim
  const declared = entries.reduce((sum, e) => sum + e.originalSize, 0);
  if (declared > IMPORT_UNZIPPED_MAX_BYTES) throw new ImportError('file_too_large', IMPORT_MSG.unzippedTooLarge);
  const version = packageVersion(bytes, entries, names);
  // a newer Anki's package also holds collection.anki2, a placeholder whose one card asks for a newer Anki
  const chosen = [COLLECTIONS[3], COLLECTIONS[2], COLLECTIONS[1]].find((name) => names.has(name));
  if (!chosen) throw notApkg();
  const raw = inflateEntry(bytes, entries.find((e) => e.name === chosen)!);
  // decompressed, the collection counts toward the limit beside everything else the zip declares
  const collection = chosen === COLLECTIONS[3] ? unzstd(raw, IMPORT_UNZIPPED_MAX_BYTES - (declared - raw.length)) : raw;
  return {
    collection,
    media: mediaList(bytes, entries.find((e) => e.name === 'media'), version),
    mediaFiles: entries.filter((e) => !NOT_MEDIA.has(e.name) && !e.name.endsWith('/')).length,
  };
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
function checkTables(db: Database): 11 | 18 {
  const found = (db.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('col', 'notes', 'cards', 'notetypes', 'fields', 'templates', 'decks')")[0]?.values ?? []).map((r) => r[0]);
  if (!['col', 'notes', 'cards'].every((t) => found.includes(t))) throw notApkg();
  return ['notetypes', 'fields', 'templates', 'decks'].every((t) => found.includes(t)) ? 18 : 11;
}

interface Collection {
  types: Map<string, NoteType>;
  deckNames: Map<number, string>;
}

/** Schema 11 (legacy packages): the note types and decks are JSON in the col row. */
function readCollection11(db: Database): Collection {
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
 * Schema 18 (collection.anki21b): note types, their fields and templates and the decks have tables
 * of their own, their settings in protobuf (Notetype.Config's kind is 1 for cloze; a template's
 * config holds its front and back formats). Their names are compared with Anki's own collation,
 * unicase, which this SQLite lacks and then refuses to read their tables: our copy of the schema
 * says nocase instead, which no query here depends on.
 */
function readCollection18(db: Database): Collection {
  db.exec(`PRAGMA writable_schema = ON;
    UPDATE sqlite_master SET sql = replace(sql, 'COLLATE unicase', 'COLLATE nocase') WHERE sql LIKE '%COLLATE unicase%';
    PRAGMA writable_schema = RESET;
    PRAGMA writable_schema = OFF;`);
  const types = new Map<string, NoteType>();
  const rows = (sql: string) => db.exec(sql)[0]?.values ?? [];
  for (const [id, config] of rows('SELECT id, config FROM notetypes')) {
    types.set(String(id), { cloze: protoNumber(protoFields(config as Uint8Array), 1) === 1, fields: [], templates: [] });
  }
  for (const [ntid, name] of rows('SELECT ntid, name FROM fields ORDER BY ntid, ord')) types.get(String(ntid))?.fields.push(String(name));
  for (const [ntid, config] of rows('SELECT ntid, config FROM templates ORDER BY ntid, ord')) {
    const fields = protoFields(config as Uint8Array);
    types.get(String(ntid))?.templates.push(parseTemplate(protoString(fields, 1), protoString(fields, 2)));
  }
  // a deck's name keeps its parents apart with \x1f where schema 11 wrote "::"
  const deckNames = new Map(rows('SELECT id, name FROM decks').map(([id, name]) => [Number(id), String(name).replaceAll('\x1f', '::')]));
  return { types, deckNames };
}

/**
 * Counted before a note is read: a deck of more items than a set holds is refused for the cost of a
 * count. Read whole, a deck of a million notes took the server from 383 to 963 MB of memory before
 * the preview refused it at its 10 001st card. A cloze note is one question, however many cards;
 * any other note is an item per card.
 */
function checkCounts(db: Database, { types }: Collection): void {
  const cloze = [...types].filter(([, type]) => type.cloze).map(([id]) => Number(id));
  const isCloze = cloze.length > 0 ? `mid IN (${cloze.join(',')})` : 'false';
  const counts = `SELECT (SELECT count(*) FROM notes),
    (SELECT count(*) FROM notes WHERE ${isCloze}) + (SELECT count(*) FROM cards WHERE nid NOT IN (SELECT id FROM notes WHERE ${isCloze}))`;
  const [notes, items] = db.exec(counts)[0]!.values[0] as [number, number];
  if (notes > SET_ITEMS_MAX || items > SET_ITEMS_MAX) throw new ImportError('too_many_items', IMPORT_MSG.tooManyItems);
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

/** A line of a typed note's Extra field naming the other accepted answers, written by the export and read back. */
const ALSO_ACCEPTED = 'Also accepted: ';
const ALSO_ACCEPTED_SEPARATOR = '; ';

const IMAGE_OCCLUSION = /\{\{c\d+::image-occlusion:/;

/** Notes whose media is named one by one in the notices; the rest are counted. */
const MEDIA_NOTICES_MAX = 10;

/**
 * A side's text; a side that is only an image or a sound says which, so the card still has a face
 * (docs/product.md#study-sets-imports-and-exports).
 */
function sideText(html: string): string {
  const text = htmlToText(html);
  if (text) return text;
  return mediaNames(html)
    .map((name) => `[${html.includes(`[sound:${name}]`) ? 'sound' : 'image'}: ${name}]`)
    .join(' ');
}

/** A note of a cloze note type: one question, its blanks the note's deletions, its other fields the explanation. */
function clozeItem(type: NoteType, fields: Map<string, string>): { item: SetItemInput; nested: boolean } | null {
  const template = type.templates[0];
  const field = template && clozeField(template);
  if (!template || !field) return null;
  const { text, nested } = flattenClozes(fields.get(field) ?? '');
  const rest = renderCard(template, { fields: new Map([...fields, [field, '']]), cloze: 1 });
  return { item: { kind: 'question', type: 'cloze', question: sideText(text), explanation: htmlToText(rest.answer) || null }, nested };
}

/** A card whose front asks to type a field: a typed question whose accepted answer is that field's text. */
function typedItem(template: Template, fields: Map<string, string>, field: string, card: { question: string }): SetItemInput | null {
  const answer = htmlToText(fields.get(field) ?? '');
  // Anki compares the whole field; Curio's typed answers are one line each
  if (!answer || answer.includes('\n')) return null;
  const rest = htmlToText(renderCard(template, { fields, cloze: null, hideTyped: true }).answer);
  // Curio's own export names the other accepted answers first in the Extra field
  const [first = '', ...after] = rest.split('\n');
  if (!first.startsWith(ALSO_ACCEPTED)) return { kind: 'question', type: 'typed', question: sideText(card.question), answers: [answer], explanation: rest || null };
  const others = first.slice(ALSO_ACCEPTED.length).split(ALSO_ACCEPTED_SEPARATOR);
  return { kind: 'question', type: 'typed', question: sideText(card.question), answers: [answer, ...others], explanation: after.join('\n').trim() || null };
}

function readNotes(db: Database, collection: Collection, preview: PreviewBuilder): { media: Set<string>; title: string | null } {
  const { types, deckNames } = collection;
  const cards = readCards(db);
  const media = new Set<string>();
  const cardsPerDeck = new Map<number, number>();
  let withMedia = 0;
  let nested = 0;
  let untyped = 0;
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
      const names = [...new Set(values.flatMap(mediaNames))].filter(Boolean);
      for (const name of names) media.add(name);
      if (names.length > 0 && ++withMedia <= MEDIA_NOTICES_MAX) preview.notice(`Note ${line} shows ${names.join(', ')}: left out, as Curio shows text only.`);
      const noteCards = cards.get(id) ?? [];
      if (noteCards.length === 0) preview.problem(line, 'The note has no cards.');
      for (const card of noteCards) cardsPerDeck.set(card.deck, (cardsPerDeck.get(card.deck) ?? 0) + 1);
      // Anki's image occlusion notes are cloze notes whose deletions are shapes on an image
      if (type.cloze && values.some((v) => IMAGE_OCCLUSION.test(v))) {
        preview.problem(line, 'An image occlusion note hides parts of an image, and Curio shows text only.');
        continue;
      }
      const cloze = type.cloze && noteCards.length > 0 ? clozeItem(type, fields) : null;
      if (cloze) {
        // Curio asks every blank of a cloze at once: the note's cards are one question
        if (preview.add(line, cloze.item) && cloze.nested) nested++;
        continue;
      }
      for (const card of noteCards) {
        const template = type.cloze ? type.templates[0] : type.templates[card.ord];
        if (!template) {
          preview.problem(line, 'A card of the note has no template in its note type.');
          continue;
        }
        const sides = renderCard(template, { fields, cloze: type.cloze ? card.ord + 1 : null });
        const typed = typedField(template);
        const asTyped = typed === null ? null : typedItem(template, fields, typed, sides);
        if (typed !== null && !asTyped) untyped++;
        preview.add(line, asTyped ?? { kind: 'flashcard', front: sideText(sides.question), back: sideText(sides.answer) });
      }
    }
  } finally {
    statement.free();
  }
  if (withMedia > MEDIA_NOTICES_MAX) preview.notice(`${counted(withMedia - MEDIA_NOTICES_MAX, 'more note')} show images or sounds, left out too.`);
  if (nested > 0) preview.notice(`${counted(nested, 'cloze note')} had a deletion inside another: the outer one is asked as one blank.`);
  if (untyped > 0) preview.notice(`${counted(untyped, 'type-in card')} expect an answer of several lines: they are flashcards here.`);
  const [deck] = [...cardsPerDeck].sort((a, b) => b[1] - a[1])[0] ?? [];
  const name = deck === undefined ? undefined : deckNames.get(deck);
  return { media, title: name ? deckTitle(name) || null : null };
}

/**
 * Reads an Anki package: Basic and reversed cards as flashcards (a reversed note as its two cards,
 * as the learner studied it), type-in cards as typed questions, cloze notes as cloze questions.
 */
export async function parseApkg(bytes: Uint8Array): Promise<ImportPreview> {
  const { collection, media: listed, mediaFiles } = unpack(bytes);
  const SQL = await loadSqlJs();
  let db: Database | undefined;
  try {
    db = new SQL.Database(collection);
    const schema = checkTables(db);
    const read = schema === 18 ? readCollection18(db) : readCollection11(db);
    checkCounts(db, read);
    const preview = new PreviewBuilder();
    const { media, title } = readNotes(db, read, preview);
    const skipped = Math.max(mediaFiles, new Set([...listed, ...media]).size);
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

/** The answer side of Anki's stock note types: the front, a rule, then what it adds. */
const ANSWER_SIDE = (added: string) => `{{FrontSide}}\n\n<hr id=answer>\n\n${added}`;

/**
 * The note types an export writes, shaped as Anki's stock ones (rslib/src/notetype/stock.rs) so
 * Anki shows and schedules them as its own. Their ids are fixed, so every export shares them in
 * the learner's Anki instead of adding new ones each time.
 */
const NOTE_TYPES = {
  basic: {
    id: 1_718_000_000_000,
    name: 'Basic (Curio)',
    cloze: false,
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: ANSWER_SIDE('{{Back}}') }],
  },
  /** two flashcards of a set, each the other turned round */
  reversed: {
    id: 1_718_000_000_001,
    name: 'Basic (and reversed card) (Curio)',
    cloze: false,
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: ANSWER_SIDE('{{Back}}') },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: ANSWER_SIDE('{{Front}}') },
    ],
  },
  /** a typed question: Anki checks what is typed against Back; Extra holds the other answers and the explanation */
  typed: {
    id: 1_718_000_000_002,
    name: 'Basic (type in the answer) (Curio)',
    cloze: false,
    fields: ['Front', 'Back', 'Extra'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}\n\n{{type:Back}}', afmt: '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}{{#Extra}}<br><br>{{Extra}}{{/Extra}}' }],
  },
  cloze: {
    id: 1_718_000_000_003,
    name: 'Cloze (Curio)',
    cloze: true,
    fields: ['Text', 'Back Extra'],
    templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
  },
} as const;
type NoteTypeKey = keyof typeof NOTE_TYPES;

const DEFAULT_DECK_ID = 1;
const DECK_OPTIONS_ID = 1;
const CARD_CSS = '.card {\n    font-family: arial;\n    font-size: 20px;\n    line-height: 1.5;\n    text-align: center;\n    color: black;\n    background-color: white;\n}\n';
const CLOZE_CSS = `${CARD_CSS}\n.cloze {\n    font-weight: bold;\n    color: blue;\n}\n.nightMode .cloze {\n    color: lightblue;\n}\n`;
const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

/** A note type as schema 11 spells it; a cloze one is type 1. */
function noteTypeJson(key: NoteTypeKey, deckId: number, modSecs: number) {
  const type = NOTE_TYPES[key];
  const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] });
  return {
    id: type.id,
    name: type.name,
    type: type.cloze ? 1 : 0,
    mod: modSecs,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: type.templates.map((t, ord) => ({ ...t, ord, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 })),
    flds: type.fields.map(field),
    css: type.cloze ? CLOZE_CSS : CARD_CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    // card n exists when its front's field has text (Anki before 2.1.28 reads this, later ones work it out)
    req: type.templates.map((t, ord) => [ord, 'any', [Math.max(0, type.fields.findIndex((f) => t.qfmt.includes(`{{${f}}}`) || t.qfmt.includes(`:${f}}}`)))]]),
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
    curModel: String(NOTE_TYPES.basic.id),
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

interface ExportNote {
  type: NoteTypeKey;
  fields: string[];
  /** the note's cards: template ordinals, or cloze numbers less one */
  cards: number[];
}

const hasExtras = (card: SetItem & { kind: 'flashcard' }) => !!(card.example || card.protip || card.formulas.length > 0);

/** Two flashcards in a row, each the other turned round, with nothing else on them: one reversed note. */
function reverses(a: SetItem, b: SetItem | undefined): boolean {
  if (a.kind !== 'flashcard' || b?.kind !== 'flashcard' || hasExtras(a) || hasExtras(b)) return false;
  return a.front === b.back && a.back === b.front && a.module === b.module && a.topic === b.topic;
}

/**
 * An item as an Anki note: a flashcard as a Basic note (its example, tip and formulas after the
 * back), a cloze question as a Cloze note, a typed one as a type-in note; any other question as a
 * Basic note with its answer (a multiple choice one lists its options).
 */
function exportNote(item: SetItem): ExportNote {
  if (item.kind === 'flashcard') return { type: 'basic', fields: [paragraphs(item.front), paragraphs(item.back, item.example, item.protip, item.formulas.join('\n'))], cards: [0] };
  switch (item.type) {
    case 'cloze': {
      const numbers = [...new Set([...item.question.matchAll(/\{\{c(\d+)::/g)].map((m) => Math.max(0, Number(m[1]) - 1)))].sort((x, y) => x - y);
      return { type: 'cloze', fields: [paragraphs(item.question), paragraphs(item.explanation)], cards: numbers };
    }
    case 'typed': {
      const [first, ...others] = item.answers;
      const also = others.length > 0 ? ALSO_ACCEPTED + others.join(ALSO_ACCEPTED_SEPARATOR) : null;
      return { type: 'typed', fields: [paragraphs(item.question), textToHtml(first!), paragraphs(also, item.explanation)], cards: [0] };
    }
    case 'multiple_choice': {
      const letter = (i: number) => String.fromCharCode(65 + i);
      const options = item.options.map((o, i) => `${letter(i)}. ${o}`).join('\n');
      const answer = `${letter(item.options.indexOf(item.answer))}. ${item.answer}`;
      return { type: 'basic', fields: [paragraphs(item.question, options), paragraphs(answer, item.explanation)], cards: [0] };
    }
    default:
      return { type: 'basic', fields: [paragraphs(item.question), paragraphs(answerText(item), item.explanation)], cards: [0] };
  }
}

/** Anki tags hold no spaces; a module and topic become one hierarchical tag. */
function noteTags(item: SetItem): string {
  const tag = [item.module, item.topic]
    .filter((p): p is string => !!p)
    .map((p) => p.replace(/\s+/g, '_').replace(/::/g, ':'))
    .join('::');
  return tag ? ` ${tag} ` : '';
}

/** The set's items as notes, with the item each note's guid is taken from. */
function exportNotes(items: SetItem[]): { note: ExportNote; item: SetItem; index: number }[] {
  const notes: { note: ExportNote; item: SetItem; index: number }[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (item.kind === 'flashcard' && reverses(item, items[index + 1])) {
      notes.push({ note: { type: 'reversed', fields: [paragraphs(item.front), paragraphs(item.back)], cards: [0, 1] }, item, index });
      index++;
    } else notes.push({ note: exportNote(item), item, index });
  }
  return notes;
}

/**
 * A set as an Anki package in the format every Anki since 2.1 opens (collection.anki2, schema 11):
 * one deck named by the title, its items as notes of the note types above, and an empty media list.
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
    const notes = exportNotes(items);
    const used = [...new Set(notes.map((n) => n.note.type))];
    db.exec(SCHEMA_11);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      Math.floor(dayStart.getTime() / 1000),
      now,
      now,
      JSON.stringify(collectionConf(deckId)),
      JSON.stringify(Object.fromEntries(used.map((key) => [NOTE_TYPES[key].id, noteTypeJson(key, deckId, modSecs)]))),
      JSON.stringify({ [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, 'Default', 0), [deckId]: deckJson(deckId, deckName, modSecs) }),
      JSON.stringify({ [DECK_OPTIONS_ID]: DECK_OPTIONS }),
      '{}',
    ]);
    const insertNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)');
    db.exec('BEGIN');
    let cardId = now;
    notes.forEach(({ note, item, index }, position) => {
      const [sortField] = note.fields;
      const id = now + position;
      const seed = item.id === undefined ? `${deckName}\u001f${index}\u001f${sortField}` : `curio-item-${item.id}`;
      insertNote.run([id, guid(seed), NOTE_TYPES[note.type].id, modSecs, noteTags(item), note.fields.join('\x1f'), ankiStripHtml(sortField!), fieldChecksum(sortField!), '']);
      // new cards are shown in the set's order: due is the note's position among new cards
      for (const ord of note.cards) insertCard.run([cardId++, id, deckId, ord, modSecs, position + 1, '']);
    });
    db.exec('COMMIT');
    insertNote.free();
    insertCard.free();
    return zipSync({ 'collection.anki2': db.export(), media: strToU8('{}') });
  } finally {
    db.close();
  }
}
