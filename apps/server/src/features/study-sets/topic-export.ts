import { and, arrayContains, asc, inArray } from 'drizzle-orm';
import { CATALOGUE_ROW_LIMIT } from '@curio/core/limits';
import { isCorrectAnswer, summaryLines } from '@curio/core/quiz-rules';
import { setItem, type SetItem } from '@curio/core/study-sets';
import type { Db } from '../../db/client';
import { questions, topics } from '../../db/tables';
import { asQuizQuestions, selectQuizQuestions, typedQuestion } from '../../lib/catalogue-items';
import { findCourses, sameName } from '../../lib/course-scope';
import { listFlashcards } from '../flashcards';

/*
 * A catalogue topic as a set's items, for an export: its quiz questions as the quiz shows them and
 * its flashcards as the study screen does. Kids Lock decides what may be read, as for the quiz.
 * An item a set could not hold (an answer none of its options matches, more options than a set
 * allows) is left out rather than changed.
 */

export async function topicItems(db: Db, query: { course: string; topic: string; category?: string | undefined }, age: unknown): Promise<SetItem[]> {
  const scope = await findCourses(db, query, age);
  if (scope.length === 0) return [];
  const [questionRows, cards] = await Promise.all([
    selectQuizQuestions(db)
      .where(
        and(
          inArray(
            questions.course_id,
            scope.map((c) => c.id),
          ),
          sameName(topics.name, query.topic),
          arrayContains(questions.mode, ['serious']),
        ),
      )
      .orderBy(asc(questions.id))
      .limit(CATALOGUE_ROW_LIMIT),
    listFlashcards(db, query, age),
  ]);
  const candidates = [
    ...asQuizQuestions(questionRows.map((row) => ({ ...row, subtopic: null }))).map((q) => {
      const typed = typedQuestion(q);
      // a multiple choice answer is written as its option reads, whatever its letter prefix
      const body = typed.type === 'multiple_choice' ? { ...typed, answer: q.options.find((option) => isCorrectAnswer(option, q.answer)) ?? q.answer } : typed;
      return { kind: 'question' as const, topic: q.topic, ...body, explanation: q.explanation };
    }),
    ...cards.map((card) => {
      const summary = summaryLines(card.summary).join('\n');
      return {
        kind: 'flashcard' as const,
        topic: card.topic,
        front: card.concept,
        // the card's back is its summary; a card with none shows its example there instead
        back: summary || card.example || '',
        example: summary ? card.example : null,
        protip: card.protip,
        difficulty: card.difficulty,
        formulas: card.formulas,
      };
    }),
  ];
  return candidates.flatMap((candidate) => {
    const parsed = setItem.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}
