import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BookmarkContent, QuizAnswer } from '@curio/core/learning';
import { FORM_VALUE_MAX } from '@curio/core/limits';
import type { FormValue } from '@curio/core/projects';
import type { StudyGuideQuery } from '@curio/core/projects-api';
import type { Db } from '../../db/client';
import { bookmarks, questions, results } from '../../db/tables';

/** The seeded template a study guide fills: its fields are named like the values below. */
export const STUDY_GUIDE_KEY = 'study-guide';

/** The learner's latest results of the course that the guide reads: recent mistakes matter most. */
const RESULTS_READ = 50;
const BOOKMARKS_READ = 100;

interface Mistake {
  question: string;
  rightAnswer: string;
  lastAnswer: string;
  times: number;
  questionId: number | undefined;
}

/** Wrong answers of the results, newest first, one entry per question with how often it was missed. */
function mistakesOf(answerLists: QuizAnswer[][]): Mistake[] {
  const byQuestion = new Map<string, Mistake>();
  for (const answers of answerLists) {
    for (const answer of answers) {
      if (answer.correct) continue;
      // old results name a question by its text only
      const key = answer.question_id === undefined ? `text:${answer.question}` : `id:${answer.question_id}`;
      const seen = byQuestion.get(key);
      if (seen) seen.times += 1;
      else byQuestion.set(key, { question: answer.question, rightAnswer: answer.correctAnswer, lastAnswer: answer.selectedOption, times: 1, questionId: answer.question_id });
    }
  }
  // most missed first; among equals, the most recent first (the map keeps the newest-first order)
  return [...byQuestion.values()].sort((a, b) => b.times - a.times);
}

/** Markdown entries joined until the form value's limit, then how many were left out. */
function joinWithin(entries: string[], leftOut: (n: number) => string, separator = '\n\n'): string {
  const room = FORM_VALUE_MAX - 200;
  let text = '';
  for (const [i, entry] of entries.entries()) {
    if (text.length + entry.length + separator.length > room) return `${text}${separator}${leftOut(entries.length - i)}`;
    text = text ? `${text}${separator}${entry}` : entry;
  }
  return text;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function mistakeEntry(m: Mistake, n: number, explanation: string | null): string {
  const lines = [`### ${n}. ${m.question}`, '', `- Your answer: ${m.lastAnswer}`, `- Right answer: **${m.rightAnswer}**`];
  if (m.times > 1) lines.push(`- Missed ${m.times} times`);
  if (explanation) lines.push('', explanation);
  return lines.join('\n');
}

function cardEntry(card: BookmarkContent): string {
  const lines = [`### ${card.concept}`];
  const summary = Array.isArray(card.summary) ? card.summary : card.summary ? [card.summary] : [];
  if (summary.length > 0) lines.push('', ...summary.map((line) => `- ${line}`));
  if (card.example) lines.push('', `*Example:* ${card.example}`);
  if (card.protip) lines.push('', `*Pro tip:* ${card.protip}`);
  return lines.join('\n');
}

/**
 * Form values of the study guide from the learner's own quiz mistakes and bookmarked cards in one
 * course (a catalogue course or a set of theirs, named as their results name it). Null when there
 * is neither.
 */
export async function studyGuideValues(db: Db, userId: string, { category, course }: StudyGuideQuery): Promise<Record<string, FormValue> | null> {
  const [resultRows, bookmarkRows] = await Promise.all([
    db
      .select({ answers: results.answers })
      .from(results)
      .where(and(eq(results.user_id, userId), eq(results.category, category), eq(results.course, course)))
      .orderBy(desc(results.created_at))
      .limit(RESULTS_READ),
    db
      .select({ content: bookmarks.content })
      .from(bookmarks)
      .where(and(eq(bookmarks.user_id, userId), eq(bookmarks.category, category), eq(bookmarks.course, course)))
      .orderBy(desc(bookmarks.createdat))
      .limit(BOOKMARKS_READ),
  ]);
  const mistakes = mistakesOf(resultRows.map((row) => row.answers as QuizAnswer[]));
  if (mistakes.length === 0 && bookmarkRows.length === 0) return null;

  // explanations are the question's own, when it still exists (a set's questions may have one)
  const ids = mistakes.flatMap((m) => (m.questionId === undefined ? [] : [m.questionId]));
  const explained = ids.length
    ? await db.select({ id: questions.id, explanation: questions.explanation }).from(questions).where(inArray(questions.id, ids))
    : [];
  const explanations = new Map(explained.map((q) => [q.id, q.explanation]));

  return {
    title: `Study guide: ${course}`,
    course,
    mistakes: joinWithin(
      mistakes.map((m, i) => mistakeEntry(m, i + 1, m.questionId === undefined ? null : (explanations.get(m.questionId) ?? null))),
      (n) => `…and ${plural(n, 'more question')} in your results.`,
    ),
    // a line each: a question written on several lines is folded onto one
    answer_key: joinWithin(
      mistakes.map((m) => `${m.question.replace(/\s+/g, ' ')} → ${m.rightAnswer}`),
      (n) => `…and ${plural(n, 'more question')}.`,
      '\n',
    ),
    bookmarks: joinWithin(
      bookmarkRows.map((row) => cardEntry(row.content as BookmarkContent)),
      (n) => `…and ${plural(n, 'more bookmarked card')}.`,
    ),
    summary: [mistakes.length && `${plural(mistakes.length, 'question')} to go over`, bookmarkRows.length && plural(bookmarkRows.length, 'bookmarked card')].filter(Boolean).join(' · '),
  };
}
