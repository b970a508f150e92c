import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import type { AskedQuestion, AttemptAnswer } from '@curio/core/quiz-attempts';
import { normalizeOption } from '@curio/core/quiz-rules';

interface QuestionCardProps {
  question: AskedQuestion;
  /** the place of the option picked for this question, while its answer is graded and shown */
  picked: number | null;
  /** the graded answer: which options were right */
  verdict: Pick<AttemptAnswer, 'correct_options'> | null;
  onPick: (option: number) => void;
  /** take the focus when shown, so a screen reader reads the question and Tab goes to the options */
  autoFocus?: boolean;
}

/**
 * One question and its options. A pick locks every option and stands out while it is graded; then
 * the right option turns green, and the pick red if it was wrong.
 */
export function QuestionCard({ question, picked, verdict, onPick, autoFocus = false }: QuestionCardProps) {
  const locked = picked !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus, question.id]);
  return (
    <Stack spacing={2.5}>
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ lineHeight: 1.4, outline: 'none' }}>
        {question.question}
      </Typography>
      <Stack spacing={1.25} role="group" aria-label="Options">
        {question.options.map((raw, place) => {
          // the server already normalizes; normalizing again is idempotent and guards old data
          const option = normalizeOption(raw);
          const correct = verdict?.correct_options.includes(place) ?? false;
          const wrongPick = verdict !== null && place === picked && !correct;
          const grading = verdict === null && place === picked;
          return (
            <Button
              key={raw}
              variant={correct || wrongPick || grading ? 'contained' : 'outlined'}
              color={correct ? 'success' : wrongPick ? 'error' : 'primary'}
              onClick={() => onPick(place)}
              // locked, not disabled: the colours must stay readable while the answer is processed
              aria-disabled={locked}
              tabIndex={locked ? -1 : 0}
              endIcon={correct ? <CheckCircleRoundedIcon /> : wrongPick ? <CancelRoundedIcon /> : undefined}
              sx={{
                justifyContent: 'space-between',
                textAlign: 'left',
                textTransform: 'none',
                fontSize: 16,
                fontWeight: 500,
                py: 1.5,
                px: 2,
                pointerEvents: locked ? 'none' : undefined,
              }}
            >
              <Box component="span">{option}</Box>
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
