import { lazy, Suspense, useState, type RefObject } from 'react';
import clsx from 'clsx';
import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiCloseCircleOutline, mdiMessageDraw } from '@mdi/js';
import { Button, Icon, Stack, Text, TextField } from '../../../ui';
import { TYPE_ANSWER_MSG } from '../flashcard-messages';
import { checkTyped, type TypedVerdict } from '../type-answer';
import css from './type-answer.module.css';

// the diff library is fetched with the first check, never by a deck studied the usual way
const AnswerDiff = lazy(() => import('./answer-diff'));

const VERDICTS = {
  right: { text: TYPE_ANSWER_MSG.right, tone: css.success, icon: mdiCheckCircleOutline },
  almost: { text: TYPE_ANSWER_MSG.almost, tone: css.warning, icon: mdiAlertCircleOutline },
  wrong: { text: TYPE_ANSWER_MSG.wrong, tone: css.error, icon: mdiCloseCircleOutline },
  self: { text: TYPE_ANSWER_MSG.compare, tone: undefined, icon: mdiMessageDraw },
  overridden: { text: TYPE_ANSWER_MSG.overridden, tone: css.success, icon: mdiCheckCircleOutline },
} as const;

export interface TypeAnswerProps {
  /** the card's back, which the learner types */
  back: string;
  /** the field, which takes the focus when another card opens */
  inputRef: RefObject<HTMLInputElement | null>;
  /** what the field is read with: the counter and the card's front */
  describedBy: string;
  /** once checked: revealed, and whether it counts as right (an almost does; the learner may overrule a miss) */
  onChecked: (right: boolean) => void;
  /** Enter on a checked answer goes on, as Next does */
  onNext: () => void;
}

/**
 * The "type the answer" part of a card (docs/product.md#flashcards): the learner types the back and
 * presses Enter or Check; core's typed-answer rules judge it, the verdict is read out, and the
 * difference shows. Enter again goes to the next card. Mount one per card (keyed), so each starts empty.
 */
export function TypeAnswer({ back, inputRef, describedBy, onChecked, onNext }: TypeAnswerProps) {
  const [given, setGiven] = useState('');
  const [verdict, setVerdict] = useState<TypedVerdict | null>(null);
  const [overruled, setOverruled] = useState(false);

  const check = () => {
    const result = checkTyped(given, back);
    setVerdict(result);
    onChecked(result === 'right' || result === 'almost');
  };
  const overrule = () => {
    setOverruled(true);
    onChecked(true);
    // the button goes away: the focus goes back to the field, where Enter goes on
    inputRef.current?.focus();
  };
  const shown = overruled ? VERDICTS.overridden : verdict && VERDICTS[verdict];

  return (
    <Stack gap={1.5}>
      <Stack direction="row" gap={1} align="flex-start">
        <TextField
          label={TYPE_ANSWER_MSG.field}
          value={given}
          onChange={(e) => setGiven(e.target.value)}
          ref={(field) => {
            inputRef.current = field;
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            if (verdict) onNext();
            else check();
          }}
          className={css.field}
          size="small"
          autoComplete="off"
          readOnly={verdict !== null}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
        />
        {verdict === null && (
          <Button variant="contained" onClick={check} className={css.check}>
            {TYPE_ANSWER_MSG.check}
          </Button>
        )}
      </Stack>
      {/* always there, so the verdict is read out as it comes */}
      <div role="status">
        {shown && (
          <Text bold className={clsx(css.verdict, shown.tone)}>
            <Icon path={shown.icon} size="small" />
            {shown.text}
          </Text>
        )}
      </div>
      {verdict === 'right' && (
        <Text>
          <span className={css.caption}>{TYPE_ANSWER_MSG.answer}</span> <strong>{back}</strong>
        </Text>
      )}
      {(verdict === 'almost' || verdict === 'wrong') && (
        <Suspense fallback={null}>
          <AnswerDiff given={given} answer={back} />
        </Suspense>
      )}
      {verdict === 'self' && given.trim() !== '' && (
        <Text className={css.typed}>
          <span className={css.caption}>{TYPE_ANSWER_MSG.typed}</span> {given}
        </Text>
      )}
      {(verdict === 'wrong' || verdict === 'self') && !overruled && (
        <Button variant="outlined" onClick={overrule} className={css.overrule}>
          {TYPE_ANSWER_MSG.override}
        </Button>
      )}
    </Stack>
  );
}
