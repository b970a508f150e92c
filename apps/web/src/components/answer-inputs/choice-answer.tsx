import clsx from 'clsx';
import { mdiCheckCircle, mdiCloseCircle } from '@mdi/js';
import { normalizeOption } from '@curio/core/quiz-rules';
import { Button, Icon, Stack } from '../../ui';
import type { AnswerInputProps } from './parts';
import css from './choice-answer.module.css';

/**
 * One pick among options (multiple choice, true or false). A pick locks every option and stands
 * out while it is graded; then the right option turns green, and the pick red if it was wrong.
 */
export function ChoiceAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ options: string[] }>) {
  const picked = sent && 'option' in sent ? sent.option : null;
  const locked = sent !== null;
  return (
    <Stack gap={1.25} role="group" aria-label="Options" className={css.options}>
      {question.options.map((raw, place) => {
        // the server already normalizes; normalizing again is idempotent and guards old data
        const option = normalizeOption(raw);
        const correct = verdict?.correct_options.includes(place) ?? false;
        const wrongPick = verdict !== null && place === picked && !correct;
        const filled = correct || wrongPick || (verdict === null && place === picked);
        return (
          <Button
            key={raw}
            variant={filled ? 'contained' : 'outlined'}
            color={correct ? 'success' : wrongPick ? 'error' : 'primary'}
            className={clsx(css.option, filled ? css.filled : css.outline)}
            onClick={() => {
              if (!locked) onAnswer({ option: place });
            }}
            // locked, not disabled: the colours must stay readable while the answer is processed
            aria-disabled={locked}
            tabIndex={locked ? -1 : 0}
            endIcon={correct ? <Icon path={mdiCheckCircle} size="small" /> : wrongPick ? <Icon path={mdiCloseCircle} size="small" /> : undefined}
          >
            <span>{option}</span>
          </Button>
        );
      })}
    </Stack>
  );
}
