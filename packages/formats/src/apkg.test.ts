import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { strToU8, unzipSync, Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import initSqlJs, { type Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SetItem, setItem } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_FILE_MAX_BYTES, IMPORT_UNZIPPED_MAX_BYTES, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import { parseApkg, writeApkg } from './apkg';
import { IMPORT_MSG } from './import-error';
import { deflatedZeros, lyingZip } from './testing/hostile-files';

const card = (front: string, back: string) => setItem.parse({ kind: 'flashcard', front, back });

let SQL: Awaited<ReturnType<typeof initSqlJs>>;
beforeAll(async () => {
  SQL = await initSqlJs({ wasmBinary: readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm')).buffer as ArrayBuffer });
});

// ------------------------------------------------------------- a deck made the way Anki makes one

const SCHEMA = `
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
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
`;

const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20 });
const template = (name: string, ord: number, qfmt: string, afmt: string) => ({ name, ord, qfmt, afmt, did: null, bqfmt: '', bafmt: '' });
const MODELS = {
  '1001': {
    id: 1001, name: 'Basic', type: 0, flds: [field('Front', 0), field('Back', 1)],
    tmpls: [template('Card 1', 0, '{{Front}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}')],
  },
  '1002': {
    id: 1002, name: 'Basic (and reversed card)', type: 0, flds: [field('Front', 0), field('Back', 1)],
    tmpls: [
      template('Card 1', 0, '{{Front}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}'),
      template('Card 2', 1, '{{Back}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}'),
    ],
  },
  '1003': {
    id: 1003, name: 'Cloze', type: 1, flds: [field('Text', 0), field('Back Extra', 1)],
    tmpls: [template('Cloze', 0, '{{cloze:Text}}', '{{cloze:Text}}<br>\n{{Back Extra}}')],
  },
  '1004': {
    id: 1004, name: 'Basic (optional reversed card)', type: 0, flds: [field('Front', 0), field('Back', 1), field('Add Reverse', 2)],
    tmpls: [
      template('Card 1', 0, '{{Front}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}'),
      template('Card 2', 1, '{{#Add Reverse}}{{Back}}{{/Add Reverse}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}'),
    ],
  },
};
const DECKS = { '1': { id: 1, name: 'Default' }, '2000': { id: 2000, name: 'Languages::Spanish' }, '3000': { id: 3000, name: 'Other' } };

interface Note {
  model: keyof typeof MODELS;
  fields: string[];
  /** the cards Anki made: template ordinal (cloze number - 1) and deck */
  cards: [number, number][];
}

function collection(notes: Note[], models: object = MODELS): Uint8Array {
  const db = new SQL.Database();
  db.exec(SCHEMA);
  db.run("INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [JSON.stringify(models), JSON.stringify(DECKS)]);
  notes.forEach((note, i) => {
    const id = 1_600_000_000_000 + i * 10;
    db.run("INSERT INTO notes VALUES (?, ?, ?, 0, 0, '', ?, ?, 0, 0, '')", [id, `guid${i}`, Number(note.model), note.fields.join('\x1f'), note.fields[0]!]);
    note.cards.forEach(([ord, deck], c) => db.run("INSERT INTO cards VALUES (?, ?, ?, ?, 0, 0, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", [id + c, id, deck, ord, i]));
  });
  const bytes = db.export();
  db.close();
  return bytes;
}

const pack = (files: Zippable) => zipSync(files);

describe('reading an Anki deck', () => {
  const notes: Note[] = [
    {
      model: '1001',
      fields: ['What is <b>H<sub>2</sub>O</b>?', 'Water&nbsp;&amp; ice,<br>line two <img src="water.png"> &lt;not a tag&gt; &#x1F4A7;&#39;'],
      cards: [[0, 2000]],
    },
    { model: '1002', fields: ['perro', 'dog [sound:dog.mp3]'], cards: [[0, 2000], [1, 2000]] },
    {
      model: '1003',
      fields: ['{{c1::Paris}} is the capital of {{c2::France::country}}.<div>It has the <i>Eiffel Tower</i>.</div>', 'Since 508'],
      cards: [[0, 2000], [1, 3000]],
    },
    { model: '1001', fields: ['<img src="x.jpg">', 'a picture'], cards: [[0, 2000]] },
    { model: '1004', fields: ['gato', 'cat', ''], cards: [[0, 2000]] },
    { model: '1004', fields: ['casa', 'house', 'y'], cards: [[0, 2000], [1, 2000]] },
    { model: '1003', fields: ['{{c1::Nested {{c2::inner}} text}} end', ''], cards: [[0, 2000], [1, 2000]] },
  ];
  const media = { '0': strToU8('PNG…'), '1': strToU8('ID3…'), media: strToU8(JSON.stringify({ 0: 'water.png', 1: 'dog.mp3' })) };

  it('reads Basic, reversed, optional reversed and Cloze notes as plain text, with the main deck as title', async () => {
    const preview = await parseApkg(pack({ 'collection.anki2': collection(notes), ...media }));
    expect(preview.items).toEqual([
      card('What is H2O?', "Water & ice,\nline two <not a tag> 💧'"),
      card('perro', 'dog'),
      card('dog', 'perro'),
      card('[...] is the capital of France.\nIt has the Eiffel Tower.', 'Paris is the capital of France.\nIt has the Eiffel Tower.\n\nSince 508'),
      card('Paris is the capital of [country].\nIt has the Eiffel Tower.', 'Paris is the capital of France.\nIt has the Eiffel Tower.\n\nSince 508'),
      card('gato', 'cat'),
      card('casa', 'house'),
      card('house', 'casa'),
      card('[...] end', 'Nested inner text end'),
      card('Nested [...] text end', 'Nested inner text end'),
    ]);
    expect(preview.problems).toEqual([{ line: 4, reason: 'The front is required.' }]);
    expect(preview.notices).toEqual(['3 media files skipped: Curio shows text only.']);
    expect(preview.title).toBe('Languages / Spanish');
  });

  it('prefers collection.anki21 to the placeholder beside it', async () => {
    const placeholder = collection([{ model: '1001', fields: ['Please update to the latest Anki version', ''], cards: [[0, 1]] }]);
    const preview = await parseApkg(pack({ 'collection.anki2': placeholder, 'collection.anki21': collection(notes.slice(1, 2)) }));
    expect(preview.items).toEqual([card('perro', 'dog'), card('dog', 'perro')]);
  });

  it('asks for a deck exported for older Ankis when it holds only the newer collection', async () => {
    const placeholder = collection([{ model: '1001', fields: ['Please update to the latest Anki version', 'x'], cards: [[0, 1]] }]);
    const newer = pack({ meta: new Uint8Array([8, 3]), 'collection.anki2': placeholder, 'collection.anki21b': new Uint8Array([0x28, 0xb5, 0x2f, 0xfd]) });
    await expect(parseApkg(newer)).rejects.toMatchObject({ code: 'not_readable', message: IMPORT_MSG.apkgTooNew });
  });

  it('says a file that is not a deck is not one: a PNG, a zip of text, a database of other tables', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const text = pack({ 'collection.anki2': strToU8('hello, I am not SQLite') });
    const db = new SQL.Database();
    db.exec('CREATE TABLE things (id integer)');
    const other = pack({ 'collection.anki2': db.export() });
    db.close();
    for (const bytes of [png, text, other, pack({ 'notes.txt': strToU8('hi') })]) {
      await expect(parseApkg(bytes)).rejects.toMatchObject({ code: 'not_readable', message: IMPORT_MSG.notApkg });
    }
  });

  it('does not read a view in place of a table', async () => {
    const db = new SQL.Database(collection(notes));
    db.exec('DROP TABLE notes; CREATE VIEW notes AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x AS id, 1001 AS mid, x AS flds FROM n');
    const bytes = pack({ 'collection.anki2': db.export() });
    db.close();
    await expect(parseApkg(bytes)).rejects.toMatchObject({ message: IMPORT_MSG.notApkg });
  });

  it('refuses a zip bomb on the size its entries declare, before inflating anything', async () => {
    const bytes = pack({ 'collection.anki2': collection(notes) });
    setDeclaredSize(bytes, IMPORT_UNZIPPED_MAX_BYTES + 1);
    await expect(parseApkg(bytes)).rejects.toMatchObject({ code: 'file_too_large', message: IMPORT_MSG.unzippedTooLarge });
  });

  it('refuses an entry that unpacks to more than it declares', async () => {
    const bytes = pack({ 'collection.anki2': collection(notes) });
    setDeclaredSize(bytes, 100);
    await expect(parseApkg(bytes)).rejects.toMatchObject({ code: 'not_readable', message: SET_FILES_MSG.apkgSizeLies });
  });

  it('stops inflating a lying entry as it passes its claim: 150 KB declared, 7 GB inside', async () => {
    // 47 MB of deflate: inflated whole into a buffer of the declared size, as before, it held a thread for 6 minutes
    const bomb = lyingZip('collection.anki2', deflatedZeros(7 * 1024 ** 3), 150 * 1024);
    expect(bomb.length).toBeLessThanOrEqual(IMPORT_FILE_MAX_BYTES);
    const started = performance.now();
    await expect(parseApkg(bomb)).rejects.toMatchObject({ code: 'not_readable', message: SET_FILES_MSG.apkgSizeLies });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a deck zipped as a stream (its sizes after the data) or stored without compression', async () => {
    const streamed: Uint8Array[] = [];
    const zip = new Zip((err, chunk) => {
      if (err) throw err;
      streamed.push(chunk);
    });
    const entry = new ZipDeflate('collection.anki2');
    zip.add(entry);
    entry.push(collection(notes.slice(1, 2)), true);
    zip.end();
    const stored = pack({ 'collection.anki2': [collection(notes.slice(1, 2)), { level: 0 }] });
    for (const bytes of [new Uint8Array(Buffer.concat(streamed)), stored]) {
      expect((await parseApkg(bytes)).items).toEqual([card('perro', 'dog'), card('dog', 'perro')]);
    }
  });

  it(`refuses a deck of more than ${SET_ITEMS_MAX.toLocaleString('en')} notes or cards on their count, before reading them`, async () => {
    const db = new SQL.Database(collection(notes.slice(0, 1)));
    // read, these notes would each be a problem beside the one card, and the deck imported as that card
    db.exec(`INSERT INTO notes SELECT id + n, guid || n, mid, mod, usn, tags, flds, sfld, csum, flags, data
      FROM notes, (WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ${SET_ITEMS_MAX}) SELECT n FROM k)`);
    const manyNotes = pack({ 'collection.anki2': db.export() });
    db.exec(`DELETE FROM notes WHERE id > (SELECT min(id) FROM notes);
      INSERT INTO cards SELECT id + n, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data
      FROM cards, (WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ${SET_ITEMS_MAX}) SELECT n FROM k)`);
    const manyCards = pack({ 'collection.anki2': db.export() });
    db.close();
    for (const bytes of [manyNotes, manyCards]) {
      await expect(parseApkg(bytes)).rejects.toMatchObject({ code: 'too_many_items', message: IMPORT_MSG.tooManyItems });
    }
  });

  it('refuses a deck with no card Curio can show, its problems kept on the error', async () => {
    const bytes = pack({ 'collection.anki2': collection([notes[3]!]) });
    await expect(parseApkg(bytes)).rejects.toMatchObject({ code: 'empty', preview: { problems: [{ line: 1, reason: 'The front is required.' }] } });
  });
});

/** Rewrites the uncompressed size the zip's central directory gives its first entry. */
function setDeclaredSize(zip: Uint8Array, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = zip.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, size, true);
      return;
    }
  }
  throw new Error('no central directory');
}

// ------------------------------------------------------------------------------ writing a deck

describe('writing an Anki deck', () => {
  const items: SetItem[] = [
    card('What is 2 < 3 & "x"?', 'Line one\nLine two\n\nA paragraph   with spaces'),
    card('hola', 'hello'),
    setItem.parse({ kind: 'flashcard', topic: 'Greetings', module: 'Spanish 1', front: 'adiós', back: 'goodbye', example: '¡Adiós, amigo!' }),
    setItem.parse({ kind: 'question', question: 'Capital of France?', options: ['Lyon', 'Paris'], answer: 'Paris', explanation: 'It has been since 508.' }),
  ];

  it('is read back card for card, questions as cards with their options', async () => {
    const preview = await parseApkg(await writeApkg('Spanish::Basics', items));
    expect(preview.title).toBe('Spanish / Basics');
    expect(preview.items).toEqual([
      items[0],
      items[1],
      card('adiós', 'goodbye\n\n¡Adiós, amigo!'),
      card('Capital of France?\n\nA. Lyon\nB. Paris', 'B. Paris\n\nIt has been since 508.'),
    ]);
    expect(preview.problems).toEqual([]);
    expect(preview.notices).toEqual([]);
  });

  it('holds a schema 11 collection as Anki writes it', async () => {
    const files = unzipSync(await writeApkg('Words', items, 1_700_000_000_000));
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(new TextDecoder().decode(files.media)).toBe('{}');
    const db: Database = new SQL.Database(files['collection.anki2']);
    try {
      const [col] = db.exec('SELECT ver, crt, typeof(mod), models, decks, dconf, conf FROM col')[0]!.values;
      expect(col![0]).toBe(11);
      const models = JSON.parse(String(col![3]));
      const [model] = Object.values(models) as { flds: { name: string }[]; tmpls: { qfmt: string; afmt: string }[]; type: number; css: string; req: unknown }[];
      expect(model!.flds.map((f) => f.name)).toEqual(['Front', 'Back']);
      expect(model!.tmpls[0]).toMatchObject({ qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' });
      expect(model).toMatchObject({ type: 0, sortf: 0, usn: -1, req: [[0, 'any', [0]]] });
      const decks = Object.values(JSON.parse(String(col![4]))) as { name: string; conf: number; dyn: number }[];
      expect(decks.map((d) => d.name)).toEqual(['Default', 'Words']);
      expect(Object.keys(JSON.parse(String(col![5])))).toEqual(decks.map((d) => String(d.conf)).slice(0, 1));

      const rows = db.exec('SELECT typeof(id), guid, mid, flds, sfld, csum, tags, typeof(csum) FROM notes ORDER BY id')[0]!.values;
      expect(rows).toHaveLength(items.length);
      expect(new Set(rows.map((r) => r[1])).size).toBe(items.length);
      const [first] = rows;
      expect([first![0], first![7]]).toEqual(['integer', 'integer']);
      expect(first![3]).toBe('What is 2 &lt; 3 &amp; &quot;x&quot;?\x1fLine one<br>Line two<br><br>A paragraph &nbsp; with spaces');
      expect(first![4]).toBe('What is 2 < 3 & "x"?');
      expect(first![5]).toBe(createHash('sha1').update('What is 2 < 3 & "x"?').digest().readUInt32BE(0));
      expect(rows[2]![6]).toBe(' Spanish_1::Greetings ');

      const cards = db.exec('SELECT nid, ord, did, type, queue, due FROM cards ORDER BY due')[0]!.values;
      const deckId = (decks as unknown as { id: number; name: string }[]).find((d) => d.name === 'Words')!.id;
      expect(cards.map((c) => c[0])).toEqual(rows.map((_, i) => 1_700_000_000_000 + i));
      expect(cards.every((c) => c[1] === 0 && c[2] === deckId && c[3] === 0 && c[4] === 0)).toBe(true);
      expect(db.exec("SELECT count(*) FROM sqlite_master WHERE name IN ('revlog', 'graves', 'ix_notes_csum')")[0]!.values[0]![0]).toBe(3);
    } finally {
      db.close();
    }
  });

  it('gives an item the same guid in every export, so Anki updates it instead of copying it', async () => {
    const withId = (back: string) => setItem.parse({ kind: 'flashcard', id: 42, front: 'a', back });
    const guidOf = async (title: string, item: SetItem) => {
      const db = new SQL.Database(unzipSync(await writeApkg(title, [card('x', 'y'), item]))['collection.anki2']);
      const guid = db.exec('SELECT guid FROM notes ORDER BY id')[0]!.values[1]![0];
      db.close();
      return guid;
    };
    expect(await guidOf('One', withId('b'))).toBe(await guidOf('Two', withId('changed')));
    expect(await guidOf('One', card('a', 'b'))).not.toBe(await guidOf('One', withId('b')));
  });

  it(`writes and reads ${SET_ITEMS_MAX.toLocaleString('en')} cards`, async () => {
    const many = Array.from({ length: SET_ITEMS_MAX }, (_, i) => card(`term ${i}`, `definition ${i}\nsecond line`));
    const preview = await parseApkg(await writeApkg('Big', many));
    expect(preview.items).toHaveLength(SET_ITEMS_MAX);
    expect(preview.items[SET_ITEMS_MAX - 1]).toEqual(many[SET_ITEMS_MAX - 1]);
  });
});
