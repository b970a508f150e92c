import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants as zlibConstants, zstdCompressSync } from 'node:zlib';
import { strToU8, unzipSync, Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import initSqlJs, { type Database } from 'sql.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SetItem, setItem } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_FILE_MAX_BYTES, IMPORT_UNZIPPED_MAX_BYTES, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import { parseApkg, writeApkg } from './apkg';
import { IMPORT_MSG } from './import-error';
import { type AnkiNote, type AnkiNoteType, legacyCollection, legacyPackage, modernPackage, protobuf } from './testing/anki-decks';
import { deflatedZeros, lyingZip } from './testing/hostile-files';

const card = (front: string, back: string) => setItem.parse({ kind: 'flashcard', front, back });

let SQL: Awaited<ReturnType<typeof initSqlJs>>;
beforeAll(async () => {
  SQL = await initSqlJs({ wasmBinary: readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm')).buffer as ArrayBuffer });
});

// ------------------------------------------------------------- decks made the way Anki makes them

const collection = (notes: AnkiNote[], models?: Record<string, AnkiNoteType>) => legacyCollection({ notes, ...(models ? { models } : {}) });
const pack = (files: Zippable) => zipSync(files);
const question = (fields: Record<string, unknown>) => setItem.parse({ kind: 'question', ...fields });

describe('reading an Anki deck', () => {
  const notes: AnkiNote[] = [
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
    { model: '1005', fields: ['Capital of <b>Spain</b>?', 'Madrid&nbsp;'], cards: [[0, 2000]] },
    { model: '1005', fields: ['Two lines', 'one<br>two'], cards: [[0, 2000]] },
    // Anki's own cloze tests: a hint may hold "::", one number may hide several deletions
    { model: '1003', fields: ['The {{c1::moon::🌛}} {{c2::orbits::this hint has "::" in it}} the {{c1::🌏}}.', ''], cards: [[0, 2000], [1, 2000]] },
    { model: '1003', fields: ['No blanks here', ''], cards: [[0, 2000]] },
  ];
  const media = { 'water.png': strToU8('PNG…'), 'dog.mp3': strToU8('ID3…') };
  const expected = [
    card('What is H2O?', "Water & ice,\nline two <not a tag> 💧'"),
    card('perro', 'dog'),
    card('dog', 'perro'),
    question({ type: 'cloze', question: '{{c1::Paris}} is the capital of {{c2::France::country}}.\nIt has the Eiffel Tower.', explanation: 'Since 508' }),
    card('[image: x.jpg]', 'a picture'),
    card('gato', 'cat'),
    card('casa', 'house'),
    card('house', 'casa'),
    question({ type: 'cloze', question: '{{c1::Nested inner text}} end' }),
    question({ type: 'typed', question: 'Capital of Spain?', answers: ['Madrid'] }),
    card('Two lines', 'one\ntwo'),
    question({ type: 'cloze', question: 'The {{c1::moon::🌛}} {{c2::orbits::this hint has "::" in it}} the {{c1::🌏}}.' }),
  ];

  describe.each([
    ['a current Anki (collection.anki21b, zstd, meta, protobuf media list)', modernPackage],
    ["an older Anki, or 'Support older Anki versions' (collection.anki21, JSON media map)", legacyPackage],
  ])('exported by %s', (_, build) => {
    it('reads Basic and reversed notes as flashcards, type-in cards as typed questions, cloze notes as cloze questions', async () => {
      const preview = await parseApkg(await build({ notes }, media));
      expect(preview.items).toEqual(expected);
      expect(preview.problems).toEqual([{ line: 11, reason: 'Mark at least one blank as {{c1::answer}}.' }]);
      expect(preview.notices).toEqual([
        'Note 1 shows water.png: left out, as Curio shows text only.',
        'Note 2 shows dog.mp3: left out, as Curio shows text only.',
        'Note 4 shows x.jpg: left out, as Curio shows text only.',
        '1 cloze note had a deletion inside another: the outer one is asked as one blank.',
        '1 type-in card expect an answer of several lines: they are flashcards here.',
        '3 media files skipped: Curio shows text only.',
      ]);
      expect(preview.title).toBe('Languages / Spanish');
    });

    it('names the media of the first notes and counts the others', async () => {
      const many = Array.from({ length: 13 }, (_, i): AnkiNote => ({ model: '1001', fields: [`word ${i}`, `<img src="p${i}.jpg">meaning`], cards: [[0, 2000]] }));
      const { notices } = await parseApkg(await build({ notes: many }));
      expect(notices).toHaveLength(12);
      expect(notices[9]).toBe('Note 10 shows p9.jpg: left out, as Curio shows text only.');
      expect(notices.slice(10)).toEqual(['3 more notes show images or sounds, left out too.', '13 media files skipped: Curio shows text only.']);
    });
  });

  it('reads a note type of its own by its templates: a type-in card of a reversed pair, a cloze with its extra', async () => {
    const models: Record<string, AnkiNoteType> = {
      '77': {
        name: 'Vocab (typing)',
        type: 0,
        fields: ['Word', 'Meaning', 'Note'],
        templates: [
          { name: 'Recognise', qfmt: '{{Word}}', afmt: '{{FrontSide}}<hr id=answer>{{Meaning}}' },
          { name: 'Recall', qfmt: '{{Meaning}}<br>{{type:Word}}', afmt: '{{Meaning}}<hr id=answer>{{type:Word}}{{#Note}}<br>{{Note}}{{/Note}}' },
        ],
      },
      '78': { name: 'My cloze', type: 1, fields: ['Extra', 'Sentence'], templates: [{ name: 'C', qfmt: '{{cloze:Sentence}}', afmt: '{{cloze:Sentence}}<hr id=answer>{{Extra}}' }] },
    };
    const deck = await modernPackage({
      models,
      notes: [
        { model: '77', fields: ['der Hund', 'the dog', 'masculine'], cards: [[0, 2000], [1, 2000]] },
        { model: '78', fields: ['<i>chemistry</i>', '{{c1::H2O}} is water'], cards: [[0, 2000]] },
      ],
    });
    expect((await parseApkg(deck)).items).toEqual([
      card('der Hund', 'the dog'),
      question({ type: 'typed', question: 'the dog', answers: ['der Hund'], explanation: 'masculine' }),
      question({ type: 'cloze', question: '{{c1::H2O}} is water', explanation: 'chemistry' }),
    ]);
  });

  it('refuses an image occlusion note on its line, as Curio shows no images', async () => {
    const models: Record<string, AnkiNoteType> = {
      '90': {
        name: 'Image Occlusion',
        type: 1,
        fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'],
        templates: [{ name: 'Image Occlusion', qfmt: '{{#Header}}<div>{{Header}}</div>{{/Header}}{{cloze:Occlusion}}', afmt: '{{cloze:Occlusion}}{{Back Extra}}' }],
      },
      '1001': { name: 'Basic', type: 0, fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: '{{Back}}' }] },
    };
    const preview = await parseApkg(
      await modernPackage({
        models,
        notes: [
          { model: '90', fields: ['{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1:oi=1}}', '<img src="heart.png">', 'The heart', '', ''], cards: [[0, 2000]] },
          { model: '1001', fields: ['a', 'b'], cards: [[0, 2000]] },
        ],
      }),
    );
    expect(preview.items).toEqual([card('a', 'b')]);
    expect(preview.problems).toEqual([{ line: 1, reason: 'An image occlusion note hides parts of an image, and Curio shows text only.' }]);
  });

  it('prefers collection.anki21 to the placeholder beside it', async () => {
    const placeholder = await collection([{ model: '1001', fields: ['Please update to the latest Anki version', ''], cards: [[0, 1]] }]);
    const preview = await parseApkg(pack({ 'collection.anki2': placeholder, 'collection.anki21': await collection(notes.slice(1, 2)) }));
    expect(preview.items).toEqual([card('perro', 'dog'), card('dog', 'perro')]);
  });

  it('reads collection.anki2 alone, as the oldest Ankis wrote it', async () => {
    expect((await parseApkg(await legacyPackage({ notes: notes.slice(4, 5) }, {}, 'collection.anki2'))).items).toEqual([card('gato', 'cat')]);
  });

  it('asks for an export for older Ankis when the meta names a version newer than Anki 2.1.50’s', async () => {
    const files = unzipSync(await modernPackage({ notes }));
    for (const version of [0, 4]) {
      await expect(parseApkg(pack({ ...files, meta: protobuf([[1, version]]) }))).rejects.toMatchObject({ code: 'not_readable', message: IMPORT_MSG.apkgTooNew });
    }
  });

  it('says a current deck whose collection is not zstd, or whose meta is not protobuf, is not a deck', async () => {
    const files = unzipSync(await modernPackage({ notes }));
    const broken: Zippable[] = [{ 'collection.anki21b': strToU8('not zstd') }, { 'collection.anki21b': files['collection.anki2']! }, { meta: new Uint8Array([8]) }];
    for (const replaced of broken) {
      await expect(parseApkg(pack({ ...files, ...replaced }))).rejects.toMatchObject({ code: 'not_readable', message: IMPORT_MSG.notApkg });
    }
  });

  it('reads a current deck whose media list is damaged, counting its media files', async () => {
    const files = unzipSync(await modernPackage({ notes: notes.slice(4, 5) }, media));
    const preview = await parseApkg(pack({ ...files, media: strToU8('{"0": "not protobuf"}') }));
    expect(preview.items).toEqual([card('gato', 'cat')]);
    expect(preview.notices).toEqual(['2 media files skipped: Curio shows text only.']);
  });

  it('refuses a zstd bomb on the size its frame declares, before decompressing it', async () => {
    const bomb = new Uint8Array(zstdCompressSync(new Uint8Array(IMPORT_UNZIPPED_MAX_BYTES + 1)));
    const files = unzipSync(await modernPackage({ notes }));
    const started = performance.now();
    await expect(parseApkg(pack({ ...files, 'collection.anki21b': [bomb, { level: 0 }] }))).rejects.toMatchObject({
      code: 'file_too_large',
      message: IMPORT_MSG.unzippedTooLarge,
    });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('stops decompressing a zstd bomb whose frame gives no size as it passes the limit: 512 MB inside 16 KB', async () => {
    const bomb = new Uint8Array(zstdCompressSync(new Uint8Array(512 * 1024 ** 2), { params: { [zlibConstants.ZSTD_c_contentSizeFlag]: 0 } }));
    expect(bomb.length).toBeLessThan(20 * 1024);
    const files = unzipSync(await modernPackage({ notes }));
    await expect(parseApkg(pack({ ...files, 'collection.anki21b': [bomb, { level: 0 }] }))).rejects.toMatchObject({
      code: 'file_too_large',
      message: IMPORT_MSG.unzippedTooLarge,
    });
  });

  it(`reads a current deck of ${SET_ITEMS_MAX.toLocaleString('en')} notes well within 5 s, a cloze note of two cards one item`, async () => {
    const many = Array.from({ length: SET_ITEMS_MAX }, (_, i): AnkiNote =>
      i % 2 ? { model: '1001', fields: [`term <b>${i}</b>`, `definition ${i}<br>second line`], cards: [[0, 2000]] } : { model: '1003', fields: [`{{c1::word ${i}}} in a {{c2::sentence}}`, ''], cards: [[0, 2000], [1, 2000]] },
    );
    const deck = await modernPackage({ notes: many });
    const started = performance.now();
    const preview = await parseApkg(deck);
    const took = performance.now() - started;
    console.info(`a current Anki deck of ${SET_ITEMS_MAX} notes (${(deck.length / 1024).toFixed(0)} KB) read in ${took.toFixed(0)} ms`);
    expect(preview.items).toHaveLength(SET_ITEMS_MAX);
    expect(preview.items[SET_ITEMS_MAX - 1]).toEqual(card(`term ${SET_ITEMS_MAX - 1}`, `definition ${SET_ITEMS_MAX - 1}\nsecond line`));
    expect(took).toBeLessThan(5000);
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
    const db = new SQL.Database(await collection(notes));
    db.exec('DROP TABLE notes; CREATE VIEW notes AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x AS id, 1001 AS mid, x AS flds FROM n');
    const bytes = pack({ 'collection.anki2': db.export() });
    db.close();
    await expect(parseApkg(bytes)).rejects.toMatchObject({ message: IMPORT_MSG.notApkg });
  });

  it('refuses a zip bomb on the size its entries declare, before inflating anything', async () => {
    const bytes = pack({ 'collection.anki2': await collection(notes) });
    setDeclaredSize(bytes, IMPORT_UNZIPPED_MAX_BYTES + 1);
    await expect(parseApkg(bytes)).rejects.toMatchObject({ code: 'file_too_large', message: IMPORT_MSG.unzippedTooLarge });
  });

  it('refuses an entry that unpacks to more than it declares', async () => {
    const bytes = pack({ 'collection.anki2': await collection(notes) });
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
    entry.push(await collection(notes.slice(1, 2)), true);
    zip.end();
    const stored = pack({ 'collection.anki2': [await collection(notes.slice(1, 2)), { level: 0 }] });
    for (const bytes of [new Uint8Array(Buffer.concat(streamed)), stored]) {
      expect((await parseApkg(bytes)).items).toEqual([card('perro', 'dog'), card('dog', 'perro')]);
    }
  });

  it(`refuses a deck of more than ${SET_ITEMS_MAX.toLocaleString('en')} notes or cards on their count, before reading them`, async () => {
    const db = new SQL.Database(await collection(notes.slice(0, 1)));
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
    const bytes = pack({ 'collection.anki2': await collection([{ model: '1001', fields: ['<br>', 'a back'], cards: [[0, 2000]] }]) });
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

  const typed = question({ type: 'typed', question: 'Capital of Spain?', answers: ['Madrid', 'Madrid, Spain'], explanation: 'Since 1561.' });
  const cloze = question({ type: 'cloze', question: '{{c1::Paris}} is the capital of {{c2::France::country}}; {{c1::Lyon}} is not.', explanation: 'Since 508.' });
  const others = [
    question({ type: 'true_false', question: 'Water boils at 100 °C at sea level.', answer: true }),
    question({ type: 'numeric', question: 'How many legs has a spider?', answers: [{ value: 8 }], explanation: 'Insects have 6.' }),
    question({ type: 'ordering', question: 'Smallest first', items: ['ant', 'cat', 'horse'] }),
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

  it('reads back typed and cloze questions as they were, a card and its reverse as both, other questions as cards with their answer', async () => {
    const set = [typed, card('perro', 'dog'), card('dog', 'perro'), cloze, ...others];
    const preview = await parseApkg(await writeApkg('Mixed', set));
    expect(preview.items).toEqual([
      typed,
      card('perro', 'dog'),
      card('dog', 'perro'),
      cloze,
      card('Water boils at 100 °C at sea level.', 'True'),
      card('How many legs has a spider?', '8\n\nInsects have 6.'),
      card('Smallest first', 'ant → cat → horse'),
    ]);
    expect(preview.problems).toEqual([]);
    expect(preview.notices).toEqual([]);
  });

  it('writes valid note types: Cloze of type 1 with {{cloze:Text}}, type-in with {{type:Back}}, a reversed pair as one note of two cards', async () => {
    const set = [typed, card('perro', 'dog'), card('dog', 'perro'), card('gato', 'cat'), cloze];
    const db = new SQL.Database(unzipSync(await writeApkg('Mixed', set, 1_700_000_000_000))['collection.anki2']);
    try {
      const models = Object.values(JSON.parse(String(db.exec('SELECT models FROM col')[0]!.values[0]![0]))) as {
        id: number;
        name: string;
        type: number;
        flds: { name: string; ord: number }[];
        tmpls: { name: string; ord: number; qfmt: string; afmt: string }[];
        req: unknown;
      }[];
      const byName = new Map(models.map((m) => [m.name, m]));
      expect([...byName.keys()].sort()).toEqual(['Basic (Curio)', 'Basic (and reversed card) (Curio)', 'Basic (type in the answer) (Curio)', 'Cloze (Curio)']);
      expect(byName.get('Cloze (Curio)')).toMatchObject({
        type: 1,
        flds: [{ name: 'Text', ord: 0 }, { name: 'Back Extra', ord: 1 }],
        tmpls: [{ ord: 0, qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
      });
      expect(byName.get('Basic (type in the answer) (Curio)')).toMatchObject({
        type: 0,
        flds: [{ name: 'Front' }, { name: 'Back' }, { name: 'Extra' }],
        tmpls: [{ qfmt: '{{Front}}\n\n{{type:Back}}' }],
        req: [[0, 'any', [0]]],
      });
      expect(byName.get('Basic (and reversed card) (Curio)')).toMatchObject({
        tmpls: [{ ord: 0, qfmt: '{{Front}}' }, { ord: 1, qfmt: '{{Back}}' }],
        req: [[0, 'any', [0]], [1, 'any', [1]]],
      });
      const notes = db.exec('SELECT n.id, n.mid, n.flds, group_concat(c.ord) FROM notes n JOIN cards c ON c.nid = n.id GROUP BY n.id ORDER BY n.id')[0]!.values;
      const id = (name: string) => byName.get(name)!.id;
      expect(notes.map(([, mid, flds, ords]) => [mid, flds, ords])).toEqual([
        [id('Basic (type in the answer) (Curio)'), 'Capital of Spain?\x1fMadrid\x1fAlso accepted: Madrid, Spain<br><br>Since 1561.', '0'],
        [id('Basic (and reversed card) (Curio)'), 'perro\x1fdog', '0,1'],
        [id('Basic (Curio)'), 'gato\x1fcat', '0'],
        // a card for each cloze number, as Anki makes them
        [id('Cloze (Curio)'), '{{c1::Paris}} is the capital of {{c2::France::country}}; {{c1::Lyon}} is not.\x1fSince 508.', '0,1'],
      ]);
      expect(db.exec('SELECT count(DISTINCT id) = count(*) FROM cards')[0]!.values[0]![0]).toBe(1);
    } finally {
      db.close();
    }
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

// --------------------------------------------------------------------------------- round trips

/*
 * What .apkg carries whole: flashcards (a card and its reverse in a row as one reversed note), typed
 * questions and cloze questions. A field is HTML, so texts here hold no white space but spaces and
 * line breaks (the rest is HTML's white space or trimmed at a line's edge) and no '[sound:…]',
 * Anki's media mark; a no-break space reads back as a space. A set's module and topic are written
 * as a tag and not read back; a card's example, tip and formulas follow its back. Other accepted
 * answers of a typed question are listed in the note's Extra field, joined by '; ', so they hold none.
 */
describe('.apkg: an export reads back as it was', () => {
  const SYNTAX = ['<', '>', '&', '&amp;', '"', "'", ':', '::', '{', '}', '}}', '[', ']', '\u00a0', '  ', ' ', '\n', 'c1', 'Also accepted: ', ';'];
  const piece = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.constantFrom(...SYNTAX));
  // a text's own "{{" could start a blank: only the blanks generated below hold one
  const text = (maxLength = 10) =>
    fc
      .array(piece, { maxLength })
      .map((parts) => parts.join(''))
      .filter((t) => !t.includes('{{'));
  const ankiSafe = (t: string) => !/[^\S \n\u00a0]|\[sound:/.test(t);
  const valid = (input: Record<string, unknown>) => {
    const result = setItem.safeParse(input);
    return result.success && Object.values(result.data).flat().every((v) => typeof v !== 'string' || ankiSafe(v)) ? result.data : null;
  };
  const kept = <T>(a: fc.Arbitrary<T | null>) => a.filter((v): v is T => v !== null);
  const word = fc.stringMatching(/^[a-zA-Z0-9éñü][a-zA-Z0-9éñü .,'!?-]{0,8}$/);

  const flashcard = kept(fc.record({ front: text(), back: text(), example: fc.option(text(), { nil: null }) }).map((f) => valid({ kind: 'flashcard', ...f })));
  const reversedPair = kept(fc.record({ front: text(), back: text() }).map((f) => valid({ kind: 'flashcard', ...f }))).map((a) =>
    a.kind === 'flashcard' ? [a, setItem.parse({ kind: 'flashcard', front: a.back, back: a.front })] : [a],
  );
  const typedQuestion = kept(
    fc
      .record({ question: text(), answers: fc.uniqueArray(text(4).filter((t) => !t.includes(';')), { minLength: 1, maxLength: 3 }), explanation: fc.option(text(), { nil: null }) })
      .filter((f) => !f.explanation?.trimStart().startsWith('Also accepted: '))
      .map((f) => valid({ kind: 'question', type: 'typed', ...f })),
  );
  const blank = fc.record({ n: fc.integer({ min: 1, max: 4 }), answer: word, hint: fc.option(word, { nil: null }) }).map(({ n, answer, hint }) => `{{c${n}::${answer}${hint ? `::${hint}` : ''}}}`);
  const clozeQuestion = kept(
    fc
      .record({ parts: fc.array(fc.tuple(text(4), blank), { minLength: 1, maxLength: 3 }), end: text(4), explanation: fc.option(text(), { nil: null }) })
      .map(({ parts, end, explanation }) => valid({ kind: 'question', type: 'cloze', question: parts.flat().join('') + end, explanation })),
  );

  const spaced = (t: string) => t.replace(/\u00a0/g, ' ');
  const readBack = (item: SetItem): SetItem => {
    if (item.kind === 'flashcard') return card(spaced(item.front), spaced([item.back, item.example].filter(Boolean).join('\n\n')));
    if (item.type === 'typed') return question({ type: 'typed', question: spaced(item.question), answers: item.answers.map(spaced), explanation: item.explanation && spaced(item.explanation) });
    if (item.type === 'cloze') return question({ type: 'cloze', question: spaced(item.question), explanation: item.explanation && spaced(item.explanation) });
    throw new Error('not generated');
  };

  it('keeps flashcards, reversed pairs, typed and cloze questions, in order', async () => {
    const set = fc.array(fc.oneof(flashcard.map((c) => [c]), reversedPair, typedQuestion.map((q) => [q]), clozeQuestion.map((q) => [q])), { minLength: 1, maxLength: 6 }).map((groups) => groups.flat());
    await fc.assert(
      fc.asyncProperty(set, async (items) => {
        const preview = await parseApkg(await writeApkg('Set', items, 1_700_000_000_000));
        expect(preview.items).toEqual(items.map(readBack));
        expect(preview.problems).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
