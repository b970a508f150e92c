import { useState } from 'react';
import clsx from 'clsx';
import { normalizeOption } from '@curio/core/quiz-rules';
import { Checkbox, Stack } from '../../ui';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';
import css from './response-answer.module.css';

/** Choose all that apply: a checkbox per option and Check; then each right option and each wrong pick is marked. */
export function ResponseAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ options: string[] }>) {
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const locked = sent !== null;
  const toggle = (place: number) => {
    if (locked) return;
    setProblem(null);
    setChosen((now) => (now.includes(place) ? now.filter((p) => p !== place) : [...now, place].sort((a, b) => a - b)));
  };
  const check = () => (chosen.length ? onAnswer({ options: [...chosen] }) : setProblem(QUESTION_MSG.tickOne));
  return (
    <AnswerForm locked={locked} problem={problem} onCheck={check}>
      <Stack gap={1} role="group" aria-label={QUESTION_MSG.chooseAll} className={css.options}>
        {question.options.map((raw, place) => {
          const picked = chosen.includes(place);
          const right = verdict?.solution.type === 'multiple_response' ? verdict.solution.answers.includes(raw) : (verdict?.correct_options.includes(place) ?? false);
          const marked = verdict !== null && (right || picked);
          return (
            <div key={raw} className={clsx(css.option, marked && (right ? css.right : css.wrong))}>
              <Checkbox className={css.label} label={normalizeOption(raw)} checked={picked} disabled={locked} onChange={() => toggle(place)} />
              {marked && <Mark right={right} missed={right && !picked} />}
            </div>
          );
        })}
      </Stack>
    </AnswerForm>
  );
}
