import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, zstdCompressSync } from 'node:zlib';
import { strToU8, type Zippable, zipSync } from 'fflate';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

/*
 * For tests: Anki packages built as Anki's exporter builds them (rslib/src/import_export/package),
 * in both formats: the legacy one (collection.anki2 or .anki21 in schema 11, a JSON media map) and
 * the one Anki writes by default since 2.1.50 (meta, collection.anki21b in schema 18 compressed with
 * zstd, a placeholder collection.anki2, media files and a protobuf media list compressed with zstd).
 */

let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSql = () =>
  (sqlJs ??= initSqlJs({ wasmBinary: readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm')).buffer as ArrayBuffer }));

const SCHEMA_11 = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null,
  dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null,
  tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null,
  usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null,
  reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null,
  lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_nid on cards (nid);
`;

/** What schema 18 adds (rslib/src/storage/upgrades/schema1[4578]_upgrade.sql); unicase is written in below. */
const SCHEMA_18 = `${SCHEMA_11}
CREATE TABLE graves (oid integer NOT NULL, type integer NOT NULL, usn integer NOT NULL, PRIMARY KEY (oid, type)) WITHOUT ROWID;
CREATE TABLE deck_config (id integer PRIMARY KEY NOT NULL, name text NOT NULL COLLATE nocase, mtime_secs integer NOT NULL,
  usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE config (KEY text NOT NULL PRIMARY KEY, usn integer NOT NULL, mtime_secs integer NOT NULL, val blob NOT NULL) without rowid;
CREATE TABLE tags (tag text NOT NULL PRIMARY KEY COLLATE nocase, usn integer NOT NULL, collapsed boolean NOT NULL, config blob NULL) without rowid;
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase, config blob NOT NULL,
  PRIMARY KEY (ntid, ord)) without rowid;
CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase, mtime_secs integer NOT NULL,
  usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE UNIQUE INDEX idx_templates_name_ntid ON templates (name, ntid);
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL COLLATE nocase, mtime_secs integer NOT NULL,
  usn integer NOT NULL, config blob NOT NULL);
CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL COLLATE nocase, mtime_secs integer NOT NULL,
  usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
CREATE UNIQUE INDEX idx_decks_name ON decks (name);
CREATE INDEX idx_notes_mid ON notes (mid);
`;

export interface AnkiNoteType {
  name: string;
  /** 1: cloze */
  type: 0 | 1;
  fields: string[];
  templates: { name: string; qfmt: string; afmt: string }[];
}

const answerSide = (added: string) => `{{FrontSide}}\n\n<hr id=answer>\n\n${added}`;

/** Anki's stock note types (rslib/src/notetype/stock.rs), by id. */
const STOCK_NOTE_TYPES = {
  '1001': { name: 'Basic', type: 0, fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: answerSide('{{Back}}') }] },
  '1002': {
    name: 'Basic (and reversed card)',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: answerSide('{{Back}}') },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: answerSide('{{Front}}') },
    ],
  },
  '1003': { name: 'Cloze', type: 1, fields: ['Text', 'Back Extra'], templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }] },
  '1004': {
    name: 'Basic (optional reversed card)',
    type: 0,
    fields: ['Front', 'Back', 'Add Reverse'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: answerSide('{{Back}}') },
      { name: 'Card 2', qfmt: '{{#Add Reverse}}{{Back}}{{/Add Reverse}}', afmt: answerSide('{{Front}}') },
    ],
  },
  '1005': {
    name: 'Basic (type in the answer)',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}\n\n{{type:Back}}', afmt: '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}' }],
  },
} satisfies Record<string, AnkiNoteType>;

const DECKS: Record<string, string> = { '1': 'Default', '2000': 'Languages::Spanish', '3000': 'Other' };

export interface AnkiNote {
  model: string;
  fields: string[];
  /** the cards Anki made: template ordinal (cloze number - 1) and deck */
  cards: [number, number][];
}

interface Collection {
  notes: AnkiNote[];
  models?: Record<string, AnkiNoteType>;
}

/** A protobuf message: numbers as varints, text and bytes length-delimited. */
export function protobuf(fields: [number, number | string | Uint8Array][]): Uint8Array {
  const out: number[] = [];
  const varint = (n: number) => {
    do {
      out.push((n % 128) + (n >= 128 ? 128 : 0));
      n = Math.floor(n / 128);
    } while (n > 0);
  };
  for (const [number, value] of fields) {
    if (typeof value === 'number') {
      varint(number * 8);
      varint(value);
    } else {
      const bytes = typeof value === 'string' ? strToU8(value) : value;
      varint(number * 8 + 2);
      varint(bytes.length);
      out.push(...bytes);
    }
  }
  return Uint8Array.from(out);
}

async function database(schema: 11 | 18, { notes, models = STOCK_NOTE_TYPES }: Collection): Promise<Uint8Array> {
  const SQL = await loadSql();
  const db = new SQL.Database();
  db.exec(schema === 11 ? SCHEMA_11 : SCHEMA_18);
  if (schema === 11) {
    const json = Object.fromEntries(
      Object.entries(models).map(([id, m]) => [
        id,
        {
          id: Number(id),
          name: m.name,
          type: m.type,
          flds: m.fields.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20 })),
          tmpls: m.templates.map((t, ord) => ({ ...t, ord, did: null, bqfmt: '', bafmt: '' })),
        },
      ]),
    );
    const decks = Object.fromEntries(Object.entries(DECKS).map(([id, name]) => [id, { id: Number(id), name }]));
    db.run("INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [JSON.stringify(json), JSON.stringify(decks)]);
  } else {
    // as Anki 2.1.50+ keeps it: the col row's JSON columns empty, note types and decks in tables, settings in protobuf
    db.run("INSERT INTO col VALUES (1, 0, 0, 0, 18, 0, 0, 0, '', '', '', '', '')");
    for (const [id, m] of Object.entries(models)) {
      db.run('INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)', [Number(id), m.name, protobuf([...(m.type ? [[1, 1] as [number, number]] : []), [3, '.card {}']])]);
      m.fields.forEach((name, ord) => db.run('INSERT INTO fields VALUES (?, ?, ?, ?)', [Number(id), ord, name, protobuf([[3, 'Arial'], [4, 20]])]));
      m.templates.forEach((t, ord) => db.run('INSERT INTO templates VALUES (?, ?, ?, 0, 0, ?)', [Number(id), ord, t.name, protobuf([[1, t.qfmt], [2, t.afmt]])]));
    }
    for (const [id, name] of Object.entries(DECKS)) db.run('INSERT INTO decks VALUES (?, ?, 0, 0, ?, ?)', [Number(id), name.replaceAll('::', '\x1f'), new Uint8Array(), protobuf([[1, protobuf([[1, 1]])]])]);
  }
  db.exec('BEGIN');
  notes.forEach((note, i) => {
    const id = 1_600_000_000_000 + i * 10;
    db.run("INSERT INTO notes VALUES (?, ?, ?, 0, 0, '', ?, ?, 0, 0, '')", [id, `guid${i}`, Number(note.model), note.fields.join('\x1f'), note.fields[0]!]);
    note.cards.forEach(([ord, deck], c) => db.run("INSERT INTO cards VALUES (?, ?, ?, ?, 0, 0, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", [id + c, id, deck, ord, i]));
  });
  db.exec('COMMIT');
  // Anki's names compare with its own collation, which SQLite here has not: written in as Anki writes its schema
  if (schema === 18) db.exec("PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, 'COLLATE nocase', 'COLLATE unicase'); PRAGMA writable_schema = OFF;");
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A collection in schema 11, as collection.anki2 or .anki21 of a legacy package hold it. */
export const legacyCollection = (collection: Collection) => database(11, collection);

const stored = (bytes: Uint8Array): [Uint8Array, { level: 0 }] => [bytes, { level: 0 }];
const zstd = (bytes: Uint8Array) => new Uint8Array(zstdCompressSync(bytes, { params: { [constants.ZSTD_c_contentSizeFlag]: 0 } }));

/** A legacy package ("Support older Anki versions"): the collection deflated, media numbered, a JSON map. */
export async function legacyPackage(collection: Collection, media: Record<string, Uint8Array> = {}, name = 'collection.anki21'): Promise<Uint8Array> {
  const files: Zippable = { [name]: await legacyCollection(collection) };
  const names = Object.keys(media);
  names.forEach((file, i) => (files[String(i)] = media[file]!));
  files.media = strToU8(JSON.stringify(Object.fromEntries(names.map((file, i) => [String(i), file]))));
  return zipSync(files);
}

/**
 * A package as Anki 2.1.50+ exports one by default (colpkg/export.rs export_collection): meta
 * (version 3), the schema 18 collection compressed with zstd by a streaming encoder (no size in its
 * frame), the placeholder collection.anki2 whose one card asks for a newer Anki, each media file
 * compressed with zstd, and the MediaEntries list compressed with zstd; every entry stored.
 */
export async function modernPackage(collection: Collection, media: Record<string, Uint8Array> = {}): Promise<Uint8Array> {
  const placeholder = await legacyCollection({
    notes: [{ model: '1001', fields: ['This file requires a newer version of Anki.', ''], cards: [[0, 1]] }],
  });
  const files: Zippable = { meta: stored(protobuf([[1, 3]])), 'collection.anki21b': stored(zstd(await database(18, collection))), 'collection.anki2': stored(placeholder) };
  const names = Object.keys(media);
  names.forEach((file, i) => (files[String(i)] = stored(zstd(media[file]!))));
  const entries = names.map((file) => [1, protobuf([[1, file], [2, media[file]!.length], [3, new Uint8Array(20)]])] as [number, Uint8Array]);
  files.media = stored(zstd(protobuf(entries)));
  return zipSync(files);
}
