import { z } from 'zod';
import { QUESTION_TYPES } from './question-types-rules';
import { category } from './categories';
import { PG_INT_MAX } from './limits';
import { STUDY_MODES } from './quiz-rules';
import { singleLineText } from './text-input';

/*
 * Query and response schemas of the catalogue, quiz, flashcard and admin content endpoints.
 * The public API names things by name (category, course, module, topic), as the spec's routes do;
 * only questions and flashcards carry ids, for feedback, bookmarks and deletion.
 */

/** Longest category, course, module, topic or subtopic name an upload or a query may carry. */
export const CATALOGUE_NAME_MAX = 200;

export const STUDY_MODE_MSG = 'Only serious and curious are accepted as mode in the query string';

/** 'serious' | 'curious', case and surrounding spaces forgiven; anything else is a 400 (docs/product.md#validation). */
export const studyMode = z.string().trim().toLowerCase().pipe(z.enum(STUDY_MODES, { error: STUDY_MODE_MSG }));

/** zod's own text for a missing value names types; people read 'is required'. */
export const requiredError = { error: (issue: { input: unknown }) => (issue.input == null ? 'is required' : undefined) };

export const catalogueName = singleLineText(requiredError).trim().min(1, { error: 'is required' }).max(CATALOGUE_NAME_MAX);

/** When a course name exists in several categories, `category` picks one; without it they are merged. */
const courseFilter = { category: catalogueName.optional() };

// ---------------------------------------------------------------- catalogue

export const categoryParams = z.object({ cat: catalogueName });
export const courseParams = z.object({ course: catalogueName });

export const categoryList = z.array(category);

const courseItem = z.object({ name: z.string() });
export const courseList = z.array(courseItem);
export type CourseItem = z.infer<typeof courseItem>;

export const modulesQuery = z.object({ mode: studyMode.optional(), ...courseFilter });
export type ModulesQuery = z.infer<typeof modulesQuery>;

const moduleItem = z.object({ name: z.string(), order_index: z.number().int().nullable() });
export const moduleList = z.array(moduleItem);
export type ModuleItem = z.infer<typeof moduleItem>;

export const topicsQuery = modulesQuery.extend({ module: catalogueName.optional() });
export type TopicsQuery = z.infer<typeof topicsQuery>;

const topicItem = z.object({ name: z.string(), module: z.string(), order_index: z.number().int().nullable() });
export const topicList = z.array(topicItem);
export type TopicItem = z.infer<typeof topicItem>;

/** The browse page's accordion: category → course → module → topics. */
export const catalogueTree = z.array(
  category.extend({
    courses: z.array(
      z.object({
        name: z.string(),
        modules: z.array(z.object({ name: z.string(), topics: z.array(z.string()) })),
      }),
    ),
  }),
);
export type CatalogueTree = z.infer<typeof catalogueTree>;

// ---------------------------------------------------------------- quiz

export const quizQuery = z.object({
  course: catalogueName,
  topic: catalogueName,
  mode: studyMode.default('serious'),
  ...courseFilter,
});
export type QuizQuery = z.infer<typeof quizQuery>;

/**
 * A quiz question with its answer as stored, options parsed and normalized: what a learner's offline
 * copy of a topic keeps. A quiz taken online is an attempt, asked without answers (quiz-attempts.ts).
 */
export const quizQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  /** the right answer as a learner reads it (question-types-rules.ts answerText) */
  answer: z.string(),
  /** shown once answered; only a study set's questions have one so far */
  explanation: z.string().nullable(),
  /** question-types.ts: a question written before types is multiple choice */
  type: z.enum(QUESTION_TYPES).default('multiple_choice'),
  /** the rest of the type's body (question-types.ts storeQuestion); null for choice types */
  spec: z.record(z.string(), z.unknown()).nullable().default(null),
  category: z.string(),
  course: z.string(),
  module: z.string(),
  topic: z.string(),
  subtopic: z.string().nullable(),
  tags: z.array(z.string()),
  mode: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;
export const quizQuestions = z.array(quizQuestion);

export const questionCount = z.object({ count: z.number().int() });

// ---------------------------------------------------------------- flashcards

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export const flashcardTopicsQuery = z.object({ course: catalogueName, mode: studyMode.default('curious'), ...courseFilter });
export type FlashcardTopicsQuery = z.infer<typeof flashcardTopicsQuery>;

export const flashcardModules = z.array(z.object({ module: z.string(), topics: z.array(z.string()) }));
export type FlashcardModules = z.infer<typeof flashcardModules>;

/** Every filter is compared trimmed and case-insensitively (docs/routes.md#api). */
export const flashcardsQuery = z.object({
  course: catalogueName,
  module: catalogueName.optional(),
  topic: catalogueName.optional(),
  subtopic: catalogueName.optional(),
  tag: catalogueName.optional(),
  ...courseFilter,
});
export type FlashcardsQuery = z.infer<typeof flashcardsQuery>;

export const flashcard = z.object({
  id: z.number().int(),
  category: z.string(),
  course: z.string(),
  module: z.string(),
  topic: z.string(),
  subtopic: z.string().nullable(),
  tag: z.string().nullable(),
  mode: z.array(z.string()),
  concept: z.string(),
  example: z.string().nullable(),
  summary: z.array(z.string()),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  protip: z.string().nullable(),
  formulas: z.array(z.string()),
  quiz_check: z.string().nullable(),
});
export type Flashcard = z.infer<typeof flashcard>;
export const flashcardList = z.array(flashcard);

export const idParams = z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });

// ---------------------------------------------------------------- admin: groups and deletion by topic

export const CONTENT_KINDS = ['questions', 'flashcards'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const groupsQuery = z.object({ kind: z.enum(CONTENT_KINDS) });

const contentGroup = z.object({
  category: z.string(),
  course: z.string(),
  module: z.string(),
  topic: z.string(),
  count: z.number().int(),
});
export type ContentGroup = z.infer<typeof contentGroup>;
export const contentGroups = z.array(contentGroup);

/** Questions are deleted by course, module and topic (docs/routes.md#api). */
export const deleteQuestionsQuery = z.object({ course: catalogueName, module: catalogueName, topic: catalogueName, ...courseFilter });
/** Flashcards by course and topic, and module when present. */
export const deleteFlashcardsQuery = deleteQuestionsQuery.partial({ module: true });
export type DeleteByTopicQuery = z.infer<typeof deleteFlashcardsQuery>;

export const deletedResponse = z.object({ deleted: z.number().int() });
