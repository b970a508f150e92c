import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import type { AttemptAnswer } from '@curio/core/quiz-attempts';
import type { QuestionResponse } from '@curio/core/question-types';
import { QUESTION_MSG } from '../question-messages';

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
  if (missed) return <CheckCircleOutlineRoundedIcon color="success" titleAccess={QUESTION_MSG.missedMark} sx={{ flexShrink: 0 }} />;
  return right ? (
    <CheckCircleRoundedIcon color="success" titleAccess={QUESTION_MSG.rightMark} sx={{ flexShrink: 0 }} />
  ) : (
    <CancelRoundedIcon color="error" titleAccess={QUESTION_MSG.wrongMark} sx={{ flexShrink: 0 }} />
  );
}

/**
 * The form a typed-in answer sits in: Enter in any of its fields or its Check button sends it. A
 * problem (a field left empty) is said beside the button, and nothing is sent.
 */
export function AnswerForm({ children, locked, problem, onCheck }: { children: ReactNode; locked: boolean; problem: string | null; onCheck: () => void }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) onCheck();
      }}
    >
      <Stack spacing={2}>
        {children}
        {!locked && (
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', px: 3 }}>
              {QUESTION_MSG.check}
            </Button>
            {/* mounted empty, so the problem is announced when it appears */}
            <Typography role="status" color="error.main" variant="body2">
              {problem ?? ''}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
