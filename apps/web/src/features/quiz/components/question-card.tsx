import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import type { QuizQuestion } from '@curio/core/catalogue';
import { isCorrectAnswer, normalizeOption } from '@curio/core/quiz-rules';

interface QuestionCardProps {
  question: QuizQuestion;
  /** the option picked for this question, while its answer is being processed */
  picked: string | null;
  onPick: (option: string) => void;
  /** take the focus when shown, so a screen reader reads the question and Tab goes to the options */
  autoFocus?: boolean;
}

/** One question and its options; after a pick every option is locked and the right one is shown. */
export function QuestionCard({ question, picked, onPick, autoFocus = false }: QuestionCardProps) {
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
        {question.options.map((raw) => {
          // the server already normalizes; normalizing again is idempotent and guards old data
          const option = normalizeOption(raw);
          const correct = locked && isCorrectAnswer(option, question.answer);
          const wrongPick = locked && option === picked && !correct;
          return (
            <Button
              key={raw}
              variant={correct || wrongPick ? 'contained' : 'outlined'}
              color={correct ? 'success' : wrongPick ? 'error' : 'primary'}
              onClick={() => onPick(option)}
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
