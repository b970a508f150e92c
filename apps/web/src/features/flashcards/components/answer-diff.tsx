import { diffChars, diffWords, type Change } from 'diff';
import { TYPE_ANSWER_MSG } from '../flashcard-messages';
import css from './answer-diff.module.css';

/** A run of the diff with its text as each side wrote it (the diff itself ignores case). */
interface Run {
  kind: 'same' | 'removed' | 'added';
  typed: string;
  answer: string;
}

/**
 * Letter by letter while most letters agree (a typo shows as the one letter it is); word by word
 * when they mostly differ, where a letter diff would be confetti. Case is forgiven, so it is not
 * marked, but each side keeps its own letters.
 */
function runs(given: string, answer: string): Run[] {
  const [g, a] = [given.toLowerCase(), answer.toLowerCase()];
  // a few letters change length when lowered (İ): then case is compared as well
  const [left, right] = g.length === given.length && a.length === answer.length ? [g, a] : [given, answer];
  const byChar = diffChars(left, right);
  const kept = byChar.reduce((n, c) => (c.added || c.removed ? n : n + c.value.length), 0);
  const parts: Change[] = kept * 2 >= answer.length ? byChar : diffWords(left, right);
  let [i, j] = [0, 0];
  return parts.map((c) => {
    const n = c.value.length;
    const typed = c.added ? '' : given.slice(i, (i += n));
    const shown = c.removed ? '' : answer.slice(j, (j += n));
    return { kind: c.added ? 'added' : c.removed ? 'removed' : 'same', typed, answer: shown };
  });
}

/**
 * What the learner typed over the answer, as Anki shows a type-in card: letters to drop struck out
 * in red on the first line, letters missing underlined in green on the second. Loaded only in the
 * "type the answer" mode, so the deck alone does not carry the diff library.
 */
export default function AnswerDiff({ given, answer }: { given: string; answer: string }) {
  const parts = runs(given, answer);
  return (
    <div className={css.diff}>
      <span className={css.caption}>{TYPE_ANSWER_MSG.typed}</span>
      <span data-testid="typed-diff">
        {given.trim() === ''
          ? TYPE_ANSWER_MSG.nothingTyped
          : parts
              .filter((c) => c.kind !== 'added')
              .map((c, i) =>
                c.kind === 'removed' ? (
                  <del key={i} className={css.removed}>
                    {c.typed}
                  </del>
                ) : (
                  <span key={i}>{c.typed}</span>
                ),
              )}
      </span>
      <span className={css.caption}>{TYPE_ANSWER_MSG.answer}</span>
      <span data-testid="answer-diff" className={css.answer}>
        {parts
          .filter((c) => c.kind !== 'removed')
          .map((c, i) =>
            c.kind === 'added' ? (
              <ins key={i} className={css.added}>
                {c.answer}
              </ins>
            ) : (
              <span key={i}>{c.answer}</span>
            ),
          )}
      </span>
    </div>
  );
}
