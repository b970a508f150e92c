import { useState } from 'react';
import type { Flashcard } from '@curio/core/catalogue';
import { matchTyped } from '@curio/core/question-types-rules';
import { summaryLines } from '@curio/core/quiz-rules';
import { readFlag, removeItem, setFlag, STORAGE_KEYS } from '../../lib/storage';

/**
 * A back longer than this (in words), or on more than one line, is not checked letter by letter: a
 * learner recalls a definition or a list in their own words, and marking them wrong for wording
 * would teach them to copy, not to remember. They write what they recall, see the card, and say
 * whether they were right (Quizlet's Write and Anki do the same for answers they cannot match).
 */
export const TYPE_CHECKED_MAX_WORDS = 8;

/** The card's back, as sets and exports read it: its summary, or its example when it has none. */
export function cardBack(card: Pick<Flashcard, 'summary' | 'example'>): string {
  return summaryLines(card.summary).join('\n') || card.example?.trim() || '';
}

/** What a typed back is checked against: the whole back when it is short, else nothing (self-graded). */
function checkedBack(back: string): string | null {
  if (back.includes('\n')) return null;
  const words = back.split(/\s+/).filter(Boolean).length;
  return words > 0 && words <= TYPE_CHECKED_MAX_WORDS ? back : null;
}

/** right, almost (one typo forgiven) or wrong by core's typed-answer rules; 'self' when the learner judges. */
export type TypedVerdict = 'right' | 'almost' | 'wrong' | 'self';

export function checkTyped(given: string, back: string): TypedVerdict {
  const answer = checkedBack(back);
  return answer === null ? 'self' : matchTyped(given, [answer]);
}

/** The "type the answer" switch, off by default and remembered on this device. */
export function useTypeAnswerMode() {
  const [on, setOn] = useState(() => readFlag(STORAGE_KEYS.flashcardsTypeAnswer));
  const change = (next: boolean) => {
    if (next) setFlag(STORAGE_KEYS.flashcardsTypeAnswer);
    else removeItem(STORAGE_KEYS.flashcardsTypeAnswer);
    setOn(next);
  };
  return [on, change] as const;
}
