import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GeneratedUseCases } from '@curio/core/usecase-generation';
import { joinUseCases } from '@curio/core/usecase-text';
import { isKidsLocked, KIDS_ALLOWED_CATEGORIES } from '@curio/core/kids-lock';
import type { QuizAnswer } from '@curio/core/learning';
import type { Db } from '../../db/client';
import { categories, courses, flashcards, modules, questions, results, topics } from '../../db/tables';
import type { CatalogueMention, GenerateOptions, LastQuizContext, UseCaseProvider } from '../../ai/provider';
import { keywordMatcher, keywordPostgresPattern } from '../../ai/keyword-match';
import { inCatalogue } from '../../lib/course-scope';

/** Flashcards and questions read per generation: enough to pick three sectors from, cheap to scan. */
const MENTIONS_PER_KIND = 24;

/**
 * Flashcards and quiz questions that mention the keyword, best first: a mention in the concept or
 * question counts most, then in a tag or the topic's name, then elsewhere. A card that mentions it
 * only in passing (summary, tip, self-check) is about something else and is left out.
 */
export async function findCatalogueMentions(db: Db, keyword: string, categoriesAllowed?: readonly string[]): Promise<CatalogueMention[]> {
  const pattern = keywordPostgresPattern(keyword);
  const mentions = (column: AnyPgColumn | SQL) => sql`coalesce(${column}, '') ~* ${pattern}`;
  const weigh = (parts: [AnyPgColumn | SQL, number][]) =>
    sql.join(
      parts.map(([column, weight]) => sql`(case when ${mentions(column)} then ${sql.raw(String(weight))} else 0 end)`),
      sql` + `,
    );
  const placeNames: [AnyPgColumn | SQL, number][] = [
    [topics.name, 3],
    [modules.name, 2],
    [courses.name, 2],
  ];
  const allowed = categoriesAllowed ? inArray(categories.name, [...categoriesAllowed]) : undefined;

  const cardScore = sql<number>`(${weigh([
    [flashcards.concept, 6],
    [flashcards.tag, 3],
    [flashcards.example, 2],
    ...placeNames,
  ])})`;
  const inPassing = sql<number>`(${weigh([
    [sql`array_to_string(${flashcards.summary}, ' ')`, 1],
    [flashcards.protip, 1],
    [flashcards.quiz_check, 1],
  ])})`;
  const cards = await db
    .select({
      id: flashcards.id,
      category: categories.name,
      categoryMode: categories.mode,
      course: courses.name,
      module: modules.name,
      topic: topics.name,
      concept: flashcards.concept,
      example: flashcards.example,
      protip: flashcards.protip,
      summary: flashcards.summary,
      score: cardScore,
    })
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topic_id))
    .innerJoin(modules, eq(modules.id, flashcards.module_id))
    .innerJoin(courses, eq(courses.id, flashcards.course_id))
    .innerJoin(categories, eq(categories.id, flashcards.category_id))
    .where(and(sql`${cardScore} > 0`, allowed, inCatalogue))
    .orderBy(desc(sql`${cardScore} + ${inPassing}`), flashcards.id)
    .limit(MENTIONS_PER_KIND);

  const questionScore = sql<number>`(${weigh([
    [questions.question, 6],
    [sql`array_to_string(${questions.tags}, ' ')`, 3],
    [questions.answer, 2],
    ...placeNames,
  ])})`;
  const quizQuestions = await db
    .select({
      id: questions.id,
      category: categories.name,
      categoryMode: categories.mode,
      course: courses.name,
      module: modules.name,
      topic: topics.name,
      question: questions.question,
      answer: questions.answer,
      score: questionScore,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topic_id))
    .innerJoin(modules, eq(modules.id, questions.module_id))
    .innerJoin(courses, eq(courses.id, questions.course_id))
    .innerJoin(categories, eq(categories.id, questions.category_id))
    .where(and(sql`${questionScore} > 0`, allowed, inCatalogue))
    .orderBy(desc(questionScore), questions.id)
    .limit(MENTIONS_PER_KIND);

  const present = (text: string | null) => (text && text.trim() ? text.trim() : undefined);
  return [
    ...cards.map(
      (card): CatalogueMention => ({
        kind: 'flashcard',
        relevance: Number(card.score),
        category: card.category,
        forKids: card.categoryMode === 'kids',
        course: card.course,
        module: card.module,
        topic: card.topic,
        text: card.concept.trim(),
        example: present(card.example),
        protip: present(card.protip),
        summary: card.summary.map((line) => line.trim()).filter(Boolean),
      }),
    ),
    ...quizQuestions.map(
      (q): CatalogueMention => ({
        kind: 'question',
        relevance: Number(q.score),
        category: q.category,
        forKids: q.categoryMode === 'kids',
        course: q.course,
        module: q.module,
        topic: q.topic,
        text: q.question.trim(),
        answer: q.answer.trim(),
      }),
    ),
  ];
}

/** The learner's latest quiz, if one of its questions mentions the keyword (docs/routes.md#screens-and-web-routes, docs/product.md#what-is-stored). */
async function findLastQuizContext(db: Db, userId: string, keyword: string): Promise<LastQuizContext | null> {
  const [latest] = await db
    .select({ category: results.category, course: results.course, topic: results.topic, answers: results.answers })
    .from(results)
    .where(eq(results.user_id, userId))
    .orderBy(desc(results.created_at))
    .limit(1);
  if (!latest) return null;
  const mentions = keywordMatcher(keyword);
  const asked = (latest.answers as QuizAnswer[]).map((a) => a.question).filter((q) => typeof q === 'string' && mentions(q));
  if (asked.length === 0) return null;
  return { category: latest.category, course: latest.course, topic: latest.topic, questions: [...new Set(asked)] };
}

/**
 * Three use cases for the keyword, grounded in what the learner may see and their last quiz, each
 * with where it came from; or, from the offline writer, its answer that it does not know the keyword.
 */
export async function generateUseCases(
  db: Db,
  provider: UseCaseProvider,
  learner: { id: string; age?: unknown },
  keyword: string,
  options?: GenerateOptions,
): Promise<GeneratedUseCases> {
  const [mentions, lastQuiz] = await Promise.all([
    // Kids Lock: a locked learner sees content of the kid-friendly categories only
    findCatalogueMentions(db, keyword, isKidsLocked(learner.age) ? KIDS_ALLOWED_CATEGORIES : undefined),
    findLastQuizContext(db, learner.id, keyword),
  ]);
  const answer = await provider.generate({ keyword, mentions, lastQuiz, learnerIsChild: isKidsLocked(learner.age) }, options);
  return {
    result: answer.useCases.length > 0 ? joinUseCases(answer.useCases.map((u) => u.text)) : '',
    usedLastQuizContext: lastQuiz !== null,
    provenance: answer.useCases.map((u) => u.provenance),
    notKnown: answer.notKnown,
  };
}
