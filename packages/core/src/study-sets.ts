import { z } from 'zod';
import { CATALOGUE_NAME_MAX, DIFFICULTIES } from './catalogue';
import { keyword, useCaseText } from './saved-usecases';
import { multiLineText, singleLineText } from './text-input';
import {
  EXPORT_FORMATS,
  IMPORT_FORMATS,
  SET_DESCRIPTION_MAX,
  SET_FORMULAS_MAX,
  SET_ITEMS_MAX,
  SET_ITEMS_PAGE,
  SET_ITEMS_PAGE_MAX,
  SET_OPTION_MAX,
  SET_OPTIONS_MAX,
  SET_OPTIONS_MIN,
  SET_PROMPT_MAX,
  SET_TEXT_MAX,
  SET_TITLE_MAX,
  SHARE_SLUG,
  USECASE_CARDS_MAX,
} from './study-sets-rules';
import { splitHeadline } from './usecase-text';
import { PG_INT_MAX } from './limits';
import type { QuestionType } from './question-types-rules';
import { questionBodies, questionTypeError, refineQuestionBody } from './question-types';

/*
 * A learner's own study sets (their courses) and what moves in and out of them: the limits the
 * server checks, the payloads of /api/sets, and the item every importer produces and every
 * exporter reads. A set lives in the catalogue's tables as a course of its owner, so the quiz,
 * the flashcards and the review treat its items like any other.
 */

// ---------------------------------------------------------------- items

const placeName = singleLineText().trim().max(CATALOGUE_NAME_MAX);
const prompt = multiLineText().trim().min(1, { error: 'is required' }).max(SET_PROMPT_MAX);
const longText = multiLineText().trim().max(SET_TEXT_MAX);
const optionalLongText = longText.nullish().transform((v) => (v ? v : null));

const itemPlace = {
  /** an existing item keeps its id, so its review history stays with it */
  id: z.number().int().positive().optional(),
  module: placeName.nullish().transform((v) => (v ? v : null)),
  topic: placeName.nullish().transform((v) => (v ? v : null)),
};

const questionOfType = <T extends QuestionType>(type: T) =>
  z
    .object({ kind: z.literal('question'), ...itemPlace, question: prompt, explanation: optionalLongText, ...questionBodies[type] })
    .superRefine(refineQuestionBody);

/** A question of any type (question-types.ts); one without a type is multiple choice. */
const setQuestion = z.discriminatedUnion('type', [
  questionOfType('multiple_choice'),
  questionOfType('multiple_response'),
  questionOfType('true_false'),
  questionOfType('typed'),
  questionOfType('numeric'),
  questionOfType('matching'),
  questionOfType('ordering'),
  questionOfType('cloze'),
], { error: questionTypeError });

const setFlashcard = z.object({
  kind: z.literal('flashcard'),
  ...itemPlace,
  front: prompt,
  back: longText.min(1, { error: 'is required' }),
  example: optionalLongText,
  protip: optionalLongText,
  difficulty: z.enum(DIFFICULTIES).nullish().transform((v) => v ?? null),
  formulas: z.array(singleLineText().trim().min(1).max(SET_OPTION_MAX)).max(SET_FORMULAS_MAX).default([]),
});
export type SetFlashcard = z.infer<typeof setFlashcard>;

export const setItem = z.discriminatedUnion('kind', [setQuestion, setFlashcard]);
/** An item as the editor, an importer or an exporter holds it. */
export type SetItem = z.infer<typeof setItem>;
/** What may be sent for an item (optional fields absent). */
export type SetItemInput = z.input<typeof setItem>;

export const setItems = z.array(setItem).max(SET_ITEMS_MAX, { error: `A set holds at most ${SET_ITEMS_MAX.toLocaleString('en')} items.` });

// ---------------------------------------------------------------- sets

export const setTitle = singleLineText({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(SET_TITLE_MAX);
export const setDescription = multiLineText().trim().max(SET_DESCRIPTION_MAX);

export const newSet = z.object({
  title: setTitle,
  description: setDescription.default(''),
  items: setItems.default([]),
});
export type NewSet = z.input<typeof newSet>;

export const setChanges = z
  .object({ title: setTitle.optional(), description: setDescription.optional() })
  .refine((v) => v.title !== undefined || v.description !== undefined, { error: 'Nothing to change.' });

export const setItemsBody = z.object({ items: setItems });
export const setSharing = z.object({ shared: z.boolean() });
/** "Suggest for the catalogue" on or off: the owner's consent to an admin's promotion (decision 052) */
export const setOffer = z.object({ offered: z.boolean() });
export const setIdParams = z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });
export const shareSlugParams = z.object({ slug: z.string().regex(SHARE_SLUG, { error: 'Not a share link.' }) });
export const promoteSet = z.object({ category: singleLineText().trim().min(1).max(CATALOGUE_NAME_MAX), course: placeName.min(1).optional() });

export const setSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  question_count: z.number().int(),
  flashcard_count: z.number().int(),
  /** set when "anyone with the link" may open it */
  share_slug: z.string().nullable(),
  /** when the owner offered it for the catalogue; null: not offered */
  offered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SetSummary = z.infer<typeof setSummary>;
export const setList = z.array(setSummary);

/** A set its owner offers for the catalogue, as the admin's list shows it. */
const offeredSet = setSummary.extend({
  owner: z.object({ id: z.string(), name: z.string() }),
  offered_at: z.string(),
});
export type OfferedSet = z.infer<typeof offeredSet>;
export const offeredSetList = z.array(offeredSet);

/** An item as saved, with its id. */
const savedSetItem = z.intersection(z.union([setQuestion, setFlashcard]), z.object({ id: z.number().int() }));
export type SavedSetItem = z.infer<typeof savedSetItem>;

/** Where the next page of items starts: after a question ('q12') or a card ('f40'); questions come first. */
const setItemsCursor = z.string().regex(/^[qf][1-9]\d{0,9}$/, { error: 'Not a page of this set.' });

export const setItemsQuery = z.object({
  after: setItemsCursor.optional(),
  limit: z.coerce.number().min(1).max(SET_ITEMS_PAGE_MAX).int().default(SET_ITEMS_PAGE),
});

export const setItemsPage = z.object({
  /** questions first, each kind in the order it was saved */
  items: z.array(savedSetItem),
  /** the cursor of the next page, null after the last */
  next: z.string().nullable(),
});
export type SetItemsPage = z.infer<typeof setItemsPage>;

/** A topic of a set with how many of each kind it holds (null names: the set's default). */
const setTopic = z.object({
  module: z.string().nullable(),
  topic: z.string().nullable(),
  question_count: z.number().int(),
  flashcard_count: z.number().int(),
});
export type SetTopic = z.infer<typeof setTopic>;

/** A set as it opens: its topics and the first page of its items (GET …/items reads on). */
export const setDetail = setSummary.extend({
  owner: z.object({ id: z.string(), name: z.string() }),
  is_owner: z.boolean(),
  topics: z.array(setTopic),
  ...setItemsPage.shape,
});
export type SetDetail = z.infer<typeof setDetail>;

/** A save's answer: the set, and the id of every item in saving order (the editor matches its new rows by them). */
export const setSaved = setSummary.extend({
  item_ids: z.object({ question: z.array(z.number().int()), flashcard: z.array(z.number().int()) }),
});
export type SetSaved = z.infer<typeof setSaved>;

export const setStudyQuery = z.object({ topic: placeName.min(1).optional() });

// ---------------------------------------------------------------- import and export

/** Which column of a CSV holds what; columns are counted from 0. */
const csvColumns = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flashcard'), front: z.number().int().min(0), back: z.number().int().min(0) }),
  z.object({
    kind: z.literal('question'),
    question: z.number().int().min(0),
    /** the options' columns, in order */
    options: z.array(z.number().int().min(0)).min(SET_OPTIONS_MIN).max(SET_OPTIONS_MAX),
    /** the answer's column: the answer's text, or its letter (A, B, …) or number (1, 2, …) among the options */
    answer: z.number().int().min(0),
    explanation: z.number().int().min(0).optional(),
  }),
]);
export type CsvColumns = z.infer<typeof csvColumns>;

const separator = z.string().min(1).max(10);

/** How the text of an import is read; the query string of POST /api/sets/import. */
export const importOptions = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** csv: ',' ';' '\t' or any; absent → detected */
  delimiter: separator.optional(),
  /** csv: the first row names the columns */
  header: z.stringbool().optional(),
  /** csv: JSON of CsvColumns; absent → term, definition */
  columns: z
    .string()
    .max(500)
    .transform((text, ctx) => {
      try {
        return csvColumns.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Not a column choice.' });
        return z.NEVER;
      }
    })
    .optional(),
  /** quizlet: between term and definition ('\t', ',' or custom) and between cards ('\n', ';' or custom) */
  term_separator: separator.optional(),
  card_separator: separator.optional(),
});
export type ImportOptions = z.infer<typeof importOptions>;

const importProblem = z.object({ line: z.number().int(), reason: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

/** What an importer understood, shown before anything is saved. */
const importPreview = z.object({
  items: z.array(setItem),
  /** the lines it could not read, with why (the first IMPORT_PROBLEMS_SHOWN) */
  problems: z.array(importProblem),
  problem_count: z.number().int(),
  /** what was skipped as a whole: media files, other question types */
  notices: z.array(z.string()),
  /** a title found in the file (an Anki deck's name), if any */
  title: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreview>;

/**
 * POST /api/sets/import's answer: a preview whose items wait on the server, for IMPORT_KEPT_MINUTES,
 * under `import_id`; it shows the first IMPORT_PREVIEW_ITEMS of them and counts them all.
 */
export const importReply = importPreview.extend({
  import_id: z.string(),
  question_count: z.number().int(),
  flashcard_count: z.number().int(),
});
export type ImportReply = z.infer<typeof importReply>;

/** An import's id as the server makes it: random bytes in base64url. */
export const importIdParams = z.object({ import_id: z.string().regex(/^[\w-]{1,64}$/, { error: 'is not an import id' }) });

/** POST /api/sets/imports/{import_id}: a previewed import saved as a new set (title) or into a set of mine (set_id). */
export const importSave = z.union([
  z.strictObject({ set_id: z.number().int().positive().max(PG_INT_MAX) }),
  z.strictObject({ title: setTitle, description: setDescription.default('') }),
], { error: 'Send set_id (a set of yours) or title (a new set).' });
export type ImportSave = z.input<typeof importSave>;

export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS) });
/** A catalogue topic a learner can open, exported as a set would be. */
export const topicExportQuery = exportQuery.extend({
  course: singleLineText().trim().min(1, { error: 'is required' }).max(CATALOGUE_NAME_MAX),
  topic: singleLineText().trim().min(1, { error: 'is required' }).max(CATALOGUE_NAME_MAX),
  category: singleLineText().trim().min(1).max(CATALOGUE_NAME_MAX).optional(),
});

// ---------------------------------------------------------------- cards from use cases

/** POST /api/sets/from-usecases: use cases become flashcards of a set of mine, or of a new one titled so. */
export const useCaseCardsBody = z
  .object({
    keyword,
    use_cases: z.array(useCaseText('A use case')).min(1, { error: 'Send at least one use case.' }).max(USECASE_CARDS_MAX),
    set_id: z.number().int().positive().max(PG_INT_MAX).optional(),
    title: setTitle.optional(),
  })
  .refine((body) => (body.set_id === undefined) !== (body.title === undefined), { error: 'Send set_id (a set of yours) or title (a new set).' });
export type UseCaseCardsBody = z.input<typeof useCaseCardsBody>;

export const useCaseCardsResult = z.object({
  set: setSummary,
  added: z.number().int(),
  /** the AI model that wrote the cards, or null: made from the use cases as they are written */
  written_by: z.string().nullable(),
  /** a model is configured but gave no usable cards, so they were made as written */
  ai_failed: z.boolean(),
});
export type UseCaseCardsResult = z.infer<typeof useCaseCardsResult>;

/** Text cut to a length at a word's end, marked with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A card made from a use case as it is written, with no AI: its front is the keyword and the use
 * case's title (or its number when it has none), its back the use case's text.
 */
export function useCaseCard(keyword: string, useCase: string, n: number): { front: string; back: string } {
  const { title, body } = splitHeadline(useCase.trim().replace(/^use case \d+:\s*/i, ''));
  return { front: `${keyword} — ${title ?? `a real-world use (${n})`}`, back: body };
}
