import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { QuizQuestion } from '@curio/core/catalogue';
import { answerVerdict } from '@curio/core/quiz-messages';
import { isCorrectAnswer } from '@curio/core/quiz-rules';
import type { RatingIntervals } from '@curio/core/review';
import { ratingFromAnswer, type RatingValue } from '@curio/core/review-rules';
import { QuestionCard } from '../../quiz/components/question-card';
import { useReviewKeys } from '../hooks/use-review-keys';
import { RatingButtons } from './rating-buttons';

interface Answer {
  picked: string;
  correct: boolean;
  suggested: RatingValue;
}

interface Props {
  question: QuizQuestion;
  intervals: RatingIntervals;
  onRate: (rating: RatingValue) => void;
}

/** A missed question asked again as the quiz asks it; then right or wrong, and the rating it earned. */
export function QuestionReview({ question, intervals, onRate }: Props) {
  const [shownAt] = useState(() => Date.now());
  const [answer, setAnswer] = useState<Answer | null>(null);

  const pick = (option: string) => {
    if (answer) return;
    const correct = isCorrectAnswer(option, question.answer);
    const seconds = (Date.now() - shownAt) / 1000;
    setAnswer({ picked: option, correct, suggested: ratingFromAnswer(correct, seconds, question.question, question.options) });
  };

  useReviewKeys(answer ? { onRate, onAccept: () => onRate(answer.suggested) } : {});

  return (
    <Stack spacing={2.5}>
      <QuestionCard question={question} picked={answer?.picked ?? null} onPick={pick} />
      {/* mounted empty first, so the verdict is announced when it appears */}
      <Box role="status" aria-live="polite">
        {answer && (
          <Alert severity={answer.correct ? 'success' : 'error'} variant="outlined">
            {answerVerdict(answer.picked, question.answer)}
          </Alert>
        )}
      </Box>
      {answer && <RatingButtons intervals={intervals} suggested={answer.suggested} onRate={onRate} />}
    </Stack>
  );
}
