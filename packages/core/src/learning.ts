import { z } from 'zod';
import { normalizeCategoryName } from './kids-lock';
import { PG_INT_MAX, QUIZ_MAX_QUESTIONS } from './limits';
import { askedBody, questionResponse } from './question-types';
import { DIFFICULTY_COLORS, type Difficulty, STUDY_MODES } from './quiz-rules';
import { multiLineText, singleLineText } from './text-input';

/*
 * What a learner leaves behind (docs/product.md#what-is-stored, docs/routes.md#api): quiz results, flashcard bookmarks, thumbs feedback on
 * questions and shared question links. Request schemas validate at the server's edge and drive the
 * web forms; response schemas are the API contract both sides build against.
 */

// ---------------------------------------------------------------- bounds (ours, not the spec's)

/** Category, course, module and topic names: long enough for any real name, short enough to index. */
export const LEARNING_NAME_MAX = 200;
/** One text of a quiz answer (question, option) or of a bookmarked flashcard section. */
const LEARNING_TEXT_MAX = 10_000;
/** Items of a flashcard list section (summary, formulas). */
const BOOKMARK_LIST_MAX = 100;
/** Bookmarks answered by one list call (newest first); the spec shows all, this only stops a runaway list. */
export const BOOKMARKS_LIST_MAX = 1000;
/** Days of the profile activity chart (GET /api/results/stats perDay), today included. */
export const ACTIVITY_CHART_DAYS = 30;

// ---------------------------------------------------------------- shared pieces

const studyMode = z.enum(STUDY_MODES);

const requiredName = (label: string) =>
  singleLineText().trim().min(1, { message: `${label} is required.` }).max(LEARNING_NAME_MAX);

/** Category names compare as the route parameter does: trimmed and lower-cased (docs/routes.md#screens-and-web-routes). */
export const categoryName = requiredName('Category').transform(normalizeCategoryName);

/** An optional name: blank or missing is stored as null. */
const optionalName = singleLineText()
  .trim()
  .max(LEARNING_NAME_MAX)
  .nullish()
  .transform((v) => (v ? v : null));

const text = multiLineText().max(LEARNING_TEXT_MAX);

// ---------------------------------------------------------------- results

/**
 * One answered question of a stored result (docs/product.md#what-is-stored); timeTaken is the seconds spent on it.
 * question_id names the catalogue question; rows saved before it existed do not have it.
 */
const quizAnswer = z.object({
  question_id: z.number().int().optional(),
  question: text,
  selectedOption: text,
  correctAnswer: text,
  correct: z.boolean(),
  timeTaken: z.number().min(0).max(PG_INT_MAX),
  /** the share of the mark, 0…1 (question-types.ts gradeResponse); absent in results saved before question types: 1 if correct */
  credit: z.number().min(0).max(1).optional(),
  /** right but for one typo */
  almost: z.boolean().optional(),
});
export type QuizAnswer = z.infer<typeof quizAnswer>;

/**
 * One answer of a quiz taken offline: which question, which option, how long. The server grades it
 * against its own stored answer (decision 025); a correct, correctAnswer or question sent along is
 * not trusted and not needed.
 */
const submittedAnswer = z
  .object({
    question_id: z.number().int().positive().max(PG_INT_MAX),
    /** a multiple choice or true/false answer: the option's text */
    selectedOption: text.optional(),
    /**
     * any type (question-types.ts): the question's body as the device asked it (its own shuffle) and
     * the learner's response; the server checks the body is the stored question's before grading
     */
    asked: askedBody.optional(),
    response: questionResponse.optional(),
    timeTaken: z.number().min(0).max(PG_INT_MAX),
  })
  .refine((a) => (a.selectedOption === undefined) === (a.asked !== undefined && a.response !== undefined) && (a.asked === undefined) === (a.response === undefined), {
    message: 'An answer gives either selectedOption, or asked and response.',
  });

/**
 * POST /api/results: a quiz taken offline from a downloaded topic, sent when the network is back
 * (decision 048; one taken online is an attempt, graded as it goes). The user comes from the
 * session, never from the body; the score is the server's count of right answers.
 */
export const newResult = z.object({
  category: categoryName,
  course: requiredName('Course'),
  topic: requiredName('Topic'),
  module: optionalName,
  /** seconds, as the device counted them */
  time_taken: z.number().int().min(0).max(PG_INT_MAX),
  answers: z
    .array(submittedAnswer)
    .min(1, { message: 'A result needs at least one answer.' })
    .max(QUIZ_MAX_QUESTIONS, { message: `A quiz has at most ${QUIZ_MAX_QUESTIONS} questions.` }),
  /**
   * Made by the device once per finished quiz (decision 027): sent again (from the outbox, an
   * answer lost on the way), it is recognised and the first save is answered, not a second one.
   */
  client_id: z.uuid({ message: 'Not a client id.' }),
});
export type NewResult = z.input<typeof newResult>;
export type NewResultData = z.output<typeof newResult>;

export const quizResult = z.object({
  id: z.string(),
  user_id: z.string(),
  category: z.string(),
  course: z.string(),
  topic: z.string(),
  module: z.string().nullable(),
  score: z.number().int(),
  time_taken: z.number().int(),
  answers: z.array(quizAnswer),
  /** the attempt this one retook the mistakes of */
  retake_of: z.string().nullable(),
  /** graded from a quiz taken offline: its times are the device's (decision 048) */
  taken_offline: z.boolean(),
  created_at: z.string(),
});
export type QuizResult = z.infer<typeof quizResult>;

/** POST /api/results answers with where the result was kept, the server's score and its graded answers. */
export const savedResult = quizResult.pick({ id: true, created_at: true, score: true, answers: true });
export type SavedResult = z.infer<typeof savedResult>;

/**
 * A row of the results screen (GET /api/results): everything but the answers, which are counted
 * here and come when the row is expanded (GET /api/results/{id}).
 */
export const resultSummary = quizResult.omit({ answers: true }).extend({
  answers_count: z.number().int(),
  /** the category as the catalogue names it to learners (its label), where `category` is its key */
  category_label: z.string(),
});
export type ResultSummary = z.infer<typeof resultSummary>;

/** GET /api/results?category= */
export const resultsQuery = z.object({ category: categoryName });

/** GET /api/results/{id} */
export const resultIdParams = z.object({ id: z.uuid({ message: 'Not a result id.' }) });

/** GET /api/results/latest?course=&topic= */
export const latestResultQuery = z.object({ course: requiredName('Course'), topic: requiredName('Topic') });

/**
 * The runtime's canonical zone names, a fixed table read once: browsers send one of these, and making
 * an Intl.DateTimeFormat to check a name costs some 70 µs. Another spelling or an alias (the runtime
 * takes a name in any case) is checked by making one.
 */
const canonicalTimeZones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** An IANA time zone name the runtime (and so Postgres) knows. */
export const isTimeZone = (tz: string) => {
  if (canonicalTimeZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    return false;
  }
  return true;
};

/** GET /api/results/stats?tz= : tz is the learner's IANA time zone for the chart's dates (default UTC). */
export const resultStatsQuery = z.object({
  tz: singleLineText()
    .trim()
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone.' })
    .optional()
    .transform((tz) => tz || 'UTC'),
});

export const resultStats = z.object({
  /** every quiz the user has taken */
  total: z.number().int(),
  /** quizzes within the streak window (STREAK_WINDOW_MINUTES) */
  last7Days: z.number().int(),
  /** the last ACTIVITY_CHART_DAYS days, oldest first, days without quizzes included with count 0 */
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type ResultStats = z.infer<typeof resultStats>;

// ---------------------------------------------------------------- bookmarks

const DIFFICULTIES = Object.keys(DIFFICULTY_COLORS) as [Difficulty, ...Difficulty[]];

const optionalText = text.nullish().transform((v) => v ?? undefined);
const textList = z.array(text).max(BOOKMARK_LIST_MAX);

/** The flashcard a bookmark keeps (docs/product.md#what-is-stored). Sections left out or null are not stored. */
const bookmarkContentInput = z.object({
  concept: multiLineText().trim().min(1, { message: 'Concept is required.' }).max(LEARNING_TEXT_MAX),
  summary: z.union([textList, text]).nullish().transform((v) => v ?? undefined),
  example: optionalText,
  protip: optionalText,
  // uploaded data is free text: ' Easy ' is easy, blank is none
  difficulty: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : (v ?? undefined)),
    z.enum(DIFFICULTIES).optional(),
  ),
  quiz_check: optionalText,
  formulas: textList.nullish().transform((v) => v ?? undefined),
});

/** POST /api/bookmarks */
export const newBookmark = z.object({
  category: categoryName,
  course: requiredName('Course'),
  module: optionalName,
  topic: optionalName,
  mode: studyMode.default('curious'),
  content: bookmarkContentInput,
});
export type NewBookmark = z.input<typeof newBookmark>;
export type NewBookmarkData = z.output<typeof newBookmark>;

const bookmarkContent = z.object({
  concept: z.string(),
  summary: z.union([z.array(z.string()), z.string()]).nullish(),
  example: z.string().nullish(),
  protip: z.string().nullish(),
  difficulty: z.enum(DIFFICULTIES).nullish(),
  quiz_check: z.string().nullish(),
  formulas: z.array(z.string()).nullish(),
});
export type BookmarkContent = z.infer<typeof bookmarkContent>;

export const bookmark = z.object({
  id: z.string(),
  user_id: z.string(),
  category: z.string(),
  course: z.string(),
  module: z.string().nullable(),
  topic: z.string().nullable(),
  mode: z.string(),
  content: bookmarkContent,
  createdat: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;

/** GET /api/bookmarks?category= (category optional; blank means all) */
export const bookmarksQuery = z.object({
  category: singleLineText()
    .trim()
    .max(LEARNING_NAME_MAX)
    .optional()
    .transform((c) => (c ? normalizeCategoryName(c) : undefined)),
});

/** GET /api/bookmarks/exists: the spec's existence check on user, category, module and concept. */
export const bookmarkExistsQuery = z.object({
  category: categoryName,
  module: optionalName,
  concept: multiLineText().trim().min(1, { message: 'Concept is required.' }).max(LEARNING_TEXT_MAX),
});
export type BookmarkExistsQuery = z.output<typeof bookmarkExistsQuery>;

export const bookmarkExists = z.object({ bookmarked: z.boolean(), id: z.string().optional() });
export type BookmarkExists = z.infer<typeof bookmarkExists>;

export const bookmarkIdParams = z.object({ id: z.uuid({ message: 'Not a bookmark id.' }) });

/** DELETE /api/admin/bookmarks?concept= */
export const adminBookmarksQuery = z.object({
  concept: multiLineText().trim().min(1, { message: 'Concept is required.' }).max(LEARNING_TEXT_MAX),
});

export const deletedCount = z.object({ deleted: z.number().int() });

// ---------------------------------------------------------------- question feedback and sharing

export const questionIdParams = z.object({ id: z.coerce.number().int().min(1).max(PG_INT_MAX) });

const FEEDBACK_TYPES = ['up', 'down', 'update'] as const;
const feedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackType>;

/** PUT /api/questions/{id}/feedback */
export const questionFeedbackInput = z.object({ feedback_type: feedbackType });

/** Everyone's thumbs on one question, and the caller's own choice. */
export const questionFeedbackCounts = z.object({
  up: z.number().int(),
  down: z.number().int(),
  update: z.number().int(),
  mine: feedbackType.nullable(),
});
export type QuestionFeedbackCounts = z.infer<typeof questionFeedbackCounts>;

/**
 * POST /api/questions/{id}/share. The spec's client sends category and mode; the server takes the
 * category from the question itself, so category is accepted and ignored. Mode defaults to serious
 * (questions belong to the quiz).
 */
export const shareQuestionInput = z.preprocess(
  // a POST without a body arrives as null: it means all defaults
  (body) => body ?? {},
  z.object({
    category: singleLineText().max(LEARNING_NAME_MAX).nullish(),
    mode: studyMode.default('serious'),
  }),
);

export const sharedQuestionLink = z.object({ url: z.string(), share_count: z.number().int() });
export type SharedQuestionLink = z.infer<typeof sharedQuestionLink>;
