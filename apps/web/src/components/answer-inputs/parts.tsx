import type { ReactNode } from 'react';
import { mdiCheckCircle, mdiCheckCircleOutline, mdiCloseCircle } from '@mdi/js';
import type { AttemptAnswer } from '@curio/core/quiz-attempts';
import type { QuestionResponse } from '@curio/core/question-types';
import { Button, Icon, Stack, Text } from '../../ui';
import { QUESTION_MSG } from '../question-messages';
import css from './parts.module.css';

/** What the card needs of a graded answer to show which parts were right. */
export type CardVerdict = Pick<AttemptAnswer, 'correct' | 'credit' | 'almost' | 'given' | 'answer' | 'correct_options' | 'solution'>;

/** What every type's input gets: its question, the response sent (it is then locked), and the verdict once graded. */
export interface AnswerInputProps<Q> {
  question: Q;
  sent: QuestionResponse | null;
  verdict: CardVerdict | null;
  onAnswer: (response: QuestionResponse) => void;
}

/** A part marked right, wrong, or right but missed (an option not ticked) after the verdict; the icon says it to a screen reader too. */
export function Mark({ right, missed = false }: { right: boolean; missed?: boolean }) {
  if (missed) return <Icon path={mdiCheckCircleOutline} label={QUESTION_MSG.missedMark} className={css.right} />;
  return right ? (
    <Icon path={mdiCheckCircle} label={QUESTION_MSG.rightMark} className={css.right} />
  ) : (
    <Icon path={mdiCloseCircle} label={QUESTION_MSG.wrongMark} className={css.wrong} />
  );
}

/**
 * The form a typed-in answer sits in: Enter in any of its fields or its Check button sends it. A
 * problem (a field left empty) is said beside the button, and nothing is sent.
 */
export function AnswerForm({ children, locked, problem, onCheck }: { children: ReactNode; locked: boolean; problem: string | null; onCheck: () => void }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) onCheck();
      }}
    >
      <Stack gap={2}>
        {children}
        {!locked && (
          <Stack direction="row" gap={2} align="center" wrap>
            <Button type="submit" variant="contained" className={css.check}>
              {QUESTION_MSG.check}
            </Button>
            {/* mounted empty, so the problem is announced when it appears */}
            <Text role="status" tone="error" variant="body2">
              {problem ?? ''}
            </Text>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
