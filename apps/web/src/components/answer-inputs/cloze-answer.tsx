import { useState } from 'react';
import clsx from 'clsx';
import { clozeParts, matchTyped, type TypedQuestion } from '@curio/core/question-types-rules';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';
import css from './cloze-answer.module.css';

/** The right answers of a cloze's blanks, in order, from the verdict's solution (the question whole). */
const blankAnswers = (solution: TypedQuestion) =>
  clozeParts(solution.question).flatMap((part) => (typeof part === 'string' ? [] : [part.answer]));

/**
 * Fill in the blanks: the text with a field at each blank, labelled "Blank n", its hint as the
 * placeholder; Enter in any of them or Check. Then each blank is marked, with its answer where it was wrong.
 */
export function ClozeAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ parts: (string | { blank: number; hint: string | null })[] }>) {
  const count = question.parts.filter((p) => typeof p !== 'string').length;
  const [blanks, setBlanks] = useState<readonly string[]>(() => Array.from({ length: count }, () => ''));
  const [problem, setProblem] = useState<string | null>(null);
  const locked = sent !== null;
  const answers = verdict ? blankAnswers(verdict.solution) : [];
  const check = () => (blanks.every((b) => b.trim()) ? onAnswer({ blanks: [...blanks] }) : setProblem(QUESTION_MSG.fillEach));
  return (
    <AnswerForm locked={locked} problem={problem} onCheck={check}>
      <div className={css.text}>
        {question.parts.map((part, i) => {
          if (typeof part === 'string') return <span key={i}>{part}</span>;
          const value = blanks[part.blank] ?? '';
          const right = answers[part.blank];
          const ok = verdict !== null && right !== undefined && matchTyped(value, [right]) !== 'wrong';
          return (
            <span key={i} className={css.blank}>
              <input
                className={clsx(css.input, verdict && (ok ? css.right : css.wrong))}
                value={value}
                placeholder={part.hint ?? ''}
                readOnly={locked}
                onChange={(event) => {
                  setProblem(null);
                  setBlanks((now) => now.map((b, j) => (j === part.blank ? event.target.value : b)));
                }}
                aria-label={QUESTION_MSG.blank(part.blank + 1)}
                autoComplete="off"
                spellCheck={false}
                maxLength={500}
                size={Math.max(8, (part.hint ?? '').length + 2)}
              />
              {verdict && <Mark right={ok} />}
              {verdict && !ok && right !== undefined && <span className={css.answer}>{right}</span>}
            </span>
          );
        })}
      </div>
    </AnswerForm>
  );
}
