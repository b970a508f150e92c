import { lazy, Suspense, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { TYPE_ANSWER_MSG } from '../flashcard-messages';
import { checkTyped, type TypedVerdict } from '../type-answer';

// the diff library is fetched with the first check, never by a deck studied the usual way
const AnswerDiff = lazy(() => import('./answer-diff'));

const VERDICTS = {
  right: { text: TYPE_ANSWER_MSG.right, color: 'success.dark', Icon: CheckCircleOutlineIcon },
  almost: { text: TYPE_ANSWER_MSG.almost, color: 'warning.dark', Icon: ErrorOutlineIcon },
  wrong: { text: TYPE_ANSWER_MSG.wrong, color: 'error.dark', Icon: HighlightOffIcon },
  self: { text: TYPE_ANSWER_MSG.compare, color: 'text.primary', Icon: RateReviewOutlinedIcon },
  overridden: { text: TYPE_ANSWER_MSG.overridden, color: 'success.dark', Icon: CheckCircleOutlineIcon },
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
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label={TYPE_ANSWER_MSG.field}
          value={given}
          onChange={(e) => setGiven(e.target.value)}
          inputRef={inputRef}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            if (verdict) onNext();
            else check();
          }}
          fullWidth
          size="small"
          autoComplete="off"
          slotProps={{ htmlInput: { readOnly: verdict !== null, 'aria-describedby': describedBy, autoCapitalize: 'off', spellCheck: false } }}
        />
        {verdict === null && (
          <Button variant="contained" onClick={check} sx={{ flexShrink: 0, minHeight: 40 }}>
            {TYPE_ANSWER_MSG.check}
          </Button>
        )}
      </Stack>
      {/* always there, so the verdict is read out as it comes */}
      <Box role="status">
        {shown && (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: shown.color }}>
            <shown.Icon fontSize="small" aria-hidden />
            {shown.text}
          </Typography>
        )}
      </Box>
      {verdict === 'right' && (
        <Typography>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {TYPE_ANSWER_MSG.answer}
          </Box>{' '}
          <Box component="span" sx={{ fontWeight: 700 }}>
            {back}
          </Box>
        </Typography>
      )}
      {(verdict === 'almost' || verdict === 'wrong') && (
        <Suspense fallback={null}>
          <AnswerDiff given={given} answer={back} />
        </Suspense>
      )}
      {verdict === 'self' && given.trim() !== '' && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {TYPE_ANSWER_MSG.typed}
          </Box>{' '}
          {given}
        </Typography>
      )}
      {(verdict === 'wrong' || verdict === 'self') && !overruled && (
        <Button variant="outlined" onClick={overrule} sx={{ alignSelf: 'flex-start' }}>
          {TYPE_ANSWER_MSG.override}
        </Button>
      )}
    </Stack>
  );
}
