import { useState } from 'react';
import clsx from 'clsx';
import { diffChars } from 'diff';
import { Stack, Text, TextField } from '../../ui';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';
import css from './text-answer.module.css';

/**
 * A typed answer or a number: a field, Enter or Check. Then the answer given against the right one,
 * with what differs marked, unless it was exactly right.
 */
export function TextAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ type: 'typed' | 'numeric' }>) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const locked = sent !== null;
  const numeric = question.type === 'numeric';
  const check = () => (text.trim() ? onAnswer({ text }) : setProblem(QUESTION_MSG.typeSomething));
  const exact = verdict !== null && verdict.correct && !verdict.almost && verdict.given.trim() === verdict.answer.trim();
  return (
    <AnswerForm locked={locked} problem={problem} onCheck={check}>
      <Stack direction="row" gap={1} className={css.row}>
        <TextField
          label={numeric ? QUESTION_MSG.yourNumber : QUESTION_MSG.yourAnswer}
          className={clsx(css.field, verdict && (verdict.correct ? css.right : css.wrong))}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          autoComplete="off"
          inputMode={numeric ? 'decimal' : 'text'}
          spellCheck={false}
          autoCapitalize="off"
          readOnly={locked}
          maxLength={500}
        />
        {verdict && <Mark right={verdict.correct} />}
      </Stack>
      {verdict?.almost && <Text className={css.almost}>{QUESTION_MSG.almost}</Text>}
      {verdict && !exact && <Difference given={verdict.given} answer={verdict.answer} showDiff={!numeric} />}
    </AnswerForm>
  );
}

/** The right answer, and for a typed one the given answer letter by letter against it: extra letters struck, missing ones underlined. */
function Difference({ given, answer, showDiff }: { given: string; answer: string; showDiff: boolean }) {
  return (
    <Stack gap={0.5}>
      <Text>
        {QUESTION_MSG.rightAnswer}: <strong className={css.answer}>{answer}</strong>
      </Text>
      {showDiff && given && (
        <Text className={css.difference}>
          <span className={css.differenceLabel}>{QUESTION_MSG.difference}:</span>
          {diffChars(given, answer, { ignoreCase: true }).map((part, i) =>
            part.removed ? (
              <del key={i} className={css.removed}>
                {part.value}
              </del>
            ) : part.added ? (
              <ins key={i} className={css.added}>
                {part.value}
              </ins>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </Text>
      )}
    </Stack>
  );
}
