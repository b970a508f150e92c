import { PG_INT_MAX } from './limits';

/*
 * The rules and limits of a learner's study sets, apart from their schemas (study-sets.ts): the
 * server checks them, and the pages that only show them do not load a validator.
 */

export const SETS_PER_LEARNER = 200;
/** Questions and flashcards together; a 10 000-card deck imports whole. */
export const SET_ITEMS_MAX = 10_000;
export const SET_TITLE_MAX = 120;
export const SET_DESCRIPTION_MAX = 1_000;
/** A question or a card's front. */
export const SET_PROMPT_MAX = 1_000;
/** A card's back, an explanation, an example, a pro tip. */
export const SET_TEXT_MAX = 4_000;
export const SET_OPTION_MAX = 500;
export const SET_OPTIONS_MIN = 2;
export const SET_OPTIONS_MAX = 6;
export const SET_FORMULAS_MAX = 10;
/** An imported file: .apkg decks carry their media, which is skipped, so room is generous. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** What an .apkg may expand to once unzipped (a zip bomb stops here). */
export const IMPORT_UNZIPPED_MAX_BYTES = 200 * 1024 * 1024;
/** Text formats (CSV, Quizlet, GIFT, Aiken) and the body of a save. */
export const IMPORT_TEXT_MAX_BYTES = 10 * 1024 * 1024;
/** Lines listed as unreadable in a preview; past this the preview says how many more. */
export const IMPORT_PROBLEMS_SHOWN = 200;
/** Items a preview answers with: the rest wait on the server with it until the learner saves it. */
export const IMPORT_PREVIEW_ITEMS = 100;
/** How long a preview's items wait on the server to be saved. */
export const IMPORT_KEPT_MINUTES = 60;
/** Previews a learner keeps waiting at once: a new one drops the oldest. */
export const IMPORTS_KEPT = 3;

/** The hidden category every set's course sits in; never listed, never opened as a category. */
export const SETS_CATEGORY = 'my-sets';
/** The topic (and module) of an item that names none: a flat set is one topic. */
export const SET_DEFAULT_TOPIC = 'General';

/** Offered sets the admin's list shows at once, the longest waiting first: the rest follow as these are dealt with. */
export const OFFERED_SETS_LISTED = 100;

/** Items a page holds unless asked otherwise, and at most: a set of thousands is read a page at a time. */
export const SET_ITEMS_PAGE = 100;
export const SET_ITEMS_PAGE_MAX = 1_000;

// ---------------------------------------------------------------- addresses

/** A share link's slug, as a set's or a use case's link carries it. */
export const SHARE_SLUG = /^[A-Za-z0-9_-]{8,32}$/;

/** The set an address's id names, read as setIdParams (study-sets.ts) reads it; null when it names none. */
export function setIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= PG_INT_MAX ? id : null;
}

// ---------------------------------------------------------------- import and export

export const IMPORT_FORMATS = ['csv', 'quizlet', 'gift', 'aiken', 'apkg'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['csv', 'quizlet', 'gift', 'apkg', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Imports a learner may preview in a minute: enough for trying options, not for keeping workers busy. */
export const IMPORTS_PER_MINUTE = 30;

// ---------------------------------------------------------------- cards from use cases

/** Use cases turned into cards at once: the theatre's three, or a keyword's saved ones. */
export const USECASE_CARDS_MAX = 20;
/** Card requests a learner may make in an hour: each may ask the AI provider. */
export const USECASE_CARDS_PER_HOUR = 30;
