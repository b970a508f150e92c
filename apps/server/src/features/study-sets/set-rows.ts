import { storeQuestion } from '@curio/core/question-types-rules';
import type { SetItem } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC } from '@curio/core/study-sets-rules';

/*
 * A set's items as the rows its statements write (set-items.ts), made without the database so a
 * set-file worker can make them for an import: each chunk's rows are the JSON text one statement
 * reads with jsonb_to_recordset, and each row names its module and topic by an index into `places`.
 */

/**
 * Rows one statement writes. PGlite runs on the event loop, so a statement holds every other
 * request for as long as it runs: 50 rows take some 3 ms there, 100 rows 6 ms, and 250 rows held
 * health's p99 during an import at 3–5× idle (bench/sets.ts).
 */
export const SET_ITEMS_CHUNK = 50;

export type ItemKind = SetItem['kind'];

/** A module and a topic of a set, by name. */
export interface Place {
  module: string;
  topic: string;
}

/** How many questions and cards (a set holds, or rows write). */
export interface ItemCounts {
  questions: number;
  flashcards: number;
}

export interface ItemRows {
  /** each distinct place, names matched without case, in the order rows first name them */
  places: Place[];
  /** questions first, then cards, each kind in the items' order */
  chunks: { kind: ItemKind; rows: string }[];
  counts: ItemCounts;
}

const lower = (name: string) => name.toLowerCase();

/** The rows of `items`; an item's `id` stays on its row, for a save that keeps it (the editor). */
export function itemRows(items: readonly SetItem[]): ItemRows {
  const places: Place[] = [];
  const placeIndex = new Map<string, number>();
  const placeOf = (item: SetItem) => {
    const place = { module: item.module ?? SET_DEFAULT_TOPIC, topic: item.topic ?? SET_DEFAULT_TOPIC };
    const key = `${lower(place.module)}\u0000${lower(place.topic)}`;
    let index = placeIndex.get(key);
    if (index === undefined) {
      index = places.push(place) - 1;
      placeIndex.set(key, index);
    }
    return index;
  };

  // questions first, as a set is saved and read
  const questionRows = items.flatMap((item, n) => {
    if (item.kind !== 'question') return [];
    const { id = null, module: _module, topic: _topic, kind: _kind, explanation, ...question } = item;
    return [{ n, id, place: placeOf(item), question: item.question, explanation, ...storeQuestion(question) }];
  });
  const cardRows = items.flatMap(({ id = null, ...item }, n) => {
    if (item.kind !== 'flashcard') return [];
    const { front, back, example, protip, difficulty, formulas } = item;
    return [{ n, id, place: placeOf(item), concept: front, summary: [back], example, protip, difficulty, formulas }];
  });
  const chunks: ItemRows['chunks'] = [];
  const addChunks = (kind: ItemKind, rows: object[]) => {
    for (let start = 0; start < rows.length; start += SET_ITEMS_CHUNK) chunks.push({ kind, rows: JSON.stringify(rows.slice(start, start + SET_ITEMS_CHUNK)) });
  };
  addChunks('question', questionRows);
  addChunks('flashcard', cardRows);
  return { places, chunks, counts: { questions: questionRows.length, flashcards: cardRows.length } };
}
