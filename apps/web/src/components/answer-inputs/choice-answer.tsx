import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import { normalizeOption } from '@curio/core/quiz-rules';
import type { AnswerInputProps } from './parts';

/**
 * One pick among options (multiple choice, true or false). A pick locks every option and stands
 * out while it is graded; then the right option turns green, and the pick red if it was wrong.
 */
export function ChoiceAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ options: string[] }>) {
  const picked = sent && 'option' in sent ? sent.option : null;
  const locked = sent !== null;
  return (
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
            onClick={() => {
              if (!locked) onAnswer({ option: place });
            }}
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
  );
}
