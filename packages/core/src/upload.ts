import { z } from 'zod';
import { CATALOGUE_NAME_MAX, CONTENT_KINDS, type ContentKind, catalogueName, DIFFICULTIES, requiredError } from './catalogue';
import type { QuestionType } from './question-types-rules';
import { questionBodies, questionTypeError, refineQuestionBody } from './question-types';
import { cleanNames, isCorrectAnswer, parseOptions, STUDY_MODES, type StudyMode, summaryLines } from './quiz-rules';
import { SETS_CATEGORY } from './study-sets-rules';
import { multiLineText, singleLineText } from './text-input';

/*
 * The admin upload file (docs/product.md#what-is-stored "Upload file item", docs/product.md#validation): a JSON array of quiz items or of
 * flashcard items, told apart by the file name. The web checks a file with checkUploadItems before
 * sending it; the server checks it again before writing anything.
 */

export const UPLOAD_MSG = {
  noFile: 'Please select a file to upload.',
  notArray: 'Invalid file format. Expecting an array.',
  empty: 'Nothing was uploaded: the file holds no items.',
  failed: 'Upload failed. Check format and console for details.',
} as const;

export const uploadSuccess = (table: ContentKind) => `Data uploaded to '${table}' and lookups populated!`;

/** A file whose name contains 'quiz' (any case) holds questions; any other holds flashcards (docs/product.md#validation). */
export const uploadKind = (fileName: string): ContentKind => (/quiz/i.test(fileName) ? 'questions' : 'flashcards');

/** Files up to 20 MB; the upload route alone accepts bodies this large. */
export const UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
/** Longest question, answer, option or flashcard text. */
export const UPLOAD_TEXT_MAX = 5000;
/** Most options, tags, formulas or summary lines on one item. */
export const UPLOAD_LIST_MAX = 50;
const UPLOAD_FILE_NAME_MAX = 255;

const requiredText = multiLineText(requiredError).trim().min(1, { error: 'is required' }).max(UPLOAD_TEXT_MAX);

type TextKind = typeof singleLineText;

/** Missing, null or blank text is stored as null ("missing text parts default to empty"). */
const optionalText = (kind: TextKind, max: number) =>
  kind(requiredError)
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Missing or null lists default to empty; blank entries are dropped. */
const textList = (kind: TextKind, max: number) =>
  z
    .array(kind(requiredError).trim().max(max))
    .max(UPLOAD_LIST_MAX)
    .nullish()
    .transform((list) => cleanNames(list ?? []));

/**
 * The mode an item without one is studied in: questions are the serious mode's quizzes, flashcards
 * the curious mode's cards (docs/product.md#who-uses-curio, docs/routes.md#api). docs/product.md#validation lets a missing mode default to empty, but every
 * selector, quiz and study session filters on the mode list, so an empty one would hide the item
 * for good; the demo content gives every item exactly this mode.
 */
export const UPLOAD_DEFAULT_MODE = { questions: 'serious', flashcards: 'curious' } as const satisfies Record<ContentKind, StudyMode>;

const studyMode = singleLineText(requiredError).trim().toLowerCase().pipe(z.enum(STUDY_MODES, { error: 'must be serious or curious' }));
/** Modes checked and kept once; missing, null or an empty list gives the kind's default. */
const modes = (kind: ContentKind) =>
  z
    .array(studyMode)
    .nullish()
    .transform((list): StudyMode[] => (list?.length ? [...new Set(list)] : [UPLOAD_DEFAULT_MODE[kind]]));

const place = {
  // learners' own sets sit in a hidden category of their own
  category: catalogueName.refine((name) => name.toLowerCase() !== SETS_CATEGORY, { error: 'is kept for learners’ own sets' }),
  course: catalogueName,
  module: catalogueName,
  topic: catalogueName,
  subtopic: optionalText(singleLineText, CATALOGUE_NAME_MAX),
};

/** A multiple choice item, as upload files were written before question types: options may be one comma-separated text. */
const choiceItem = z
  .object({
    ...place,
    type: z.literal('multiple_choice').default('multiple_choice'),
    question: requiredText,
    options: z
      .union([z.array(multiLineText(requiredError).max(UPLOAD_TEXT_MAX)).max(UPLOAD_LIST_MAX), multiLineText(requiredError).max(UPLOAD_TEXT_MAX)], {
        error: 'must be a list of texts or one comma-separated text',
      })
      .transform((options) => parseOptions(options))
      .pipe(z.array(z.string()).min(2, { error: 'needs at least two options' })),
    answer: requiredText,
    tags: textList(singleLineText, CATALOGUE_NAME_MAX),
    mode: modes('questions'),
  })
  // a question whose answer is not among its options can never be answered right
  .refine((item) => item.options.some((option) => isCorrectAnswer(option, item.answer)), {
    path: ['answer'],
    error: 'must be one of the options',
  });

/** An item of another type: the type's body as a set holds it (question-types.ts questionBodies). */
const typedItem = <T extends Exclude<QuestionType, 'multiple_choice'>>(type: T) =>
  z
    .object({ ...place, question: requiredText, tags: textList(singleLineText, CATALOGUE_NAME_MAX), mode: modes('questions'), ...questionBodies[type] })
    .superRefine(refineQuestionBody);

/** A quiz item of any type; one without a type is multiple choice, so files written before types stay valid. */
const quizItem = z.discriminatedUnion('type', [
  choiceItem,
  typedItem('multiple_response'),
  typedItem('true_false'),
  typedItem('typed'),
  typedItem('numeric'),
  typedItem('matching'),
  typedItem('ordering'),
  typedItem('cloze'),
], { error: questionTypeError });
export type QuizItem = z.output<typeof quizItem>;

const flashcardItem = z.object({
  ...place,
  tag: optionalText(singleLineText, CATALOGUE_NAME_MAX),
  mode: modes('flashcards'),
  content: z.object(
    {
      concept: requiredText,
      formulas: textList(multiLineText, UPLOAD_TEXT_MAX),
      example: optionalText(multiLineText, UPLOAD_TEXT_MAX),
      summary: z
        .union([z.array(multiLineText(requiredError).max(UPLOAD_TEXT_MAX)).max(UPLOAD_LIST_MAX), multiLineText(requiredError).max(UPLOAD_TEXT_MAX)], {
          error: 'must be a list of texts or one text',
        })
        .nullish()
        .transform((summary) => summaryLines(summary)),
      difficulty: singleLineText(requiredError)
        .trim()
        .toLowerCase()
        .nullish()
        .transform((value) => value || null)
        .pipe(z.enum(DIFFICULTIES, { error: 'must be easy, medium or hard' }).nullable()),
      protip: optionalText(multiLineText, UPLOAD_TEXT_MAX),
      quiz_check: optionalText(multiLineText, UPLOAD_TEXT_MAX),
    },
    requiredError,
  ),
});
export type FlashcardItem = z.output<typeof flashcardItem>;

export type CheckedUpload =
  | { ok: true; kind: 'questions'; items: QuizItem[] }
  | { ok: true; kind: 'flashcards'; items: FlashcardItem[] }
  | { ok: false; message: string };

function firstProblem(index: number, error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return `Item ${index}: ${field ? `${field}: ` : ''}${issue?.message ?? 'is invalid'}`;
}

function parseAll<T>(schema: z.ZodType<T>, items: readonly unknown[]): { ok: true; items: T[] } | { ok: false; message: string } {
  const parsed: T[] = [];
  for (const [index, item] of items.entries()) {
    const result = schema.safeParse(item);
    if (!result.success) return { ok: false, message: firstProblem(index, result.error) };
    parsed.push(result.data);
  }
  return { ok: true, items: parsed };
}

/**
 * Checks a whole upload file. The first invalid item gives 'Item {index}: {field}: {problem}',
 * the index counted as in the JSON array (from 0), so one bad item rejects the file.
 */
export function checkUploadItems(fileName: string, items: unknown): CheckedUpload {
  if (!Array.isArray(items)) return { ok: false, message: UPLOAD_MSG.notArray };
  if (items.length === 0) return { ok: false, message: UPLOAD_MSG.empty };
  if (uploadKind(fileName) === 'questions') {
    const result = parseAll(quizItem, items);
    return result.ok ? { ok: true, kind: 'questions', items: result.items } : result;
  }
  const result = parseAll(flashcardItem, items);
  return result.ok ? { ok: true, kind: 'flashcards', items: result.items } : result;
}

export const uploadRequest = z.object({
  fileName: singleLineText({ error: UPLOAD_MSG.noFile }).trim().min(1, { error: UPLOAD_MSG.noFile }).max(UPLOAD_FILE_NAME_MAX),
  // checked by checkUploadItems, so that "not an array" answers the spec's own sentence
  items: z.unknown().optional().describe('The parsed JSON array of the file: quiz items or flashcard items'),
});
export type UploadRequest = z.infer<typeof uploadRequest>;

export const uploadResult = z.object({
  table: z.enum(CONTENT_KINDS),
  inserted: z.number().int(),
  /** items already present (same question + topic, or concept + topic) or repeated in the file */
  skipped: z.number().int(),
  /** lookup rows the upload created */
  created: z.object({
    categories: z.number().int(),
    courses: z.number().int(),
    modules: z.number().int(),
    topics: z.number().int(),
    subtopics: z.number().int(),
  }),
  message: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
