import { useState } from 'react';
import type { AskedQuestion, AttemptAnswer } from '@curio/core/quiz-attempts';
import type { QuestionResponse } from '@curio/core/question-types';
import type { RatingIntervals } from '@curio/core/review';
import { ratingFromAnswer, type RatingValue } from '@curio/core/review-rules';
import { errorMessage } from '../../../lib/api-client';
import { OFFLINE_MSG } from '../../../lib/offline-messages';
import { isNetworkError } from '../../../lib/offline-store';
import { QuestionCard } from '../../../components/question-card';
import { verdictText } from '../../../components/question-messages';
import { Alert, Stack } from '../../../ui';
import type { CheckAnswer } from '../api/start-review';
import { useReviewKeys } from '../hooks/use-review-keys';
import { RatingButtons } from './rating-buttons';
import css from './question-review.module.css';

interface Graded {
  verdict: AttemptAnswer;
  suggested: RatingValue;
}

interface Props {
  question: AskedQuestion;
  check: CheckAnswer;
  intervals: RatingIntervals;
  onRate: (rating: RatingValue) => void;
}

/** What there is to read of a question besides its text: its options, prompts and choices, or items. */
function askedWords(question: AskedQuestion): string[] {
  if ('options' in question) return question.options;
  if (question.type === 'matching') return [...question.prompts, ...question.choices];
  return question.type === 'ordering' ? question.items : [];
}

/** A missed question asked again as the quiz asks it; then right or wrong, and the rating it earned. */
export function QuestionReview({ question, check, intervals, onRate }: Props) {
  const [shownAt] = useState(() => Date.now());
  const [sent, setSent] = useState<QuestionResponse | null>(null);
  const [graded, setGraded] = useState<Graded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const answer = (response: QuestionResponse) => {
    if (sent !== null) return;
    setSent(response);
    setFailed(null);
    const seconds = (Date.now() - shownAt) / 1000;
    check(question, response).then(
      (verdict) => setGraded({ verdict, suggested: ratingFromAnswer(verdict.correct, seconds, question.question, askedWords(question), { type: question.type, almost: verdict.almost }) }),
      (err: unknown) => {
        setSent(null);
        setFailed(isNetworkError(err) ? OFFLINE_MSG.answerNotSent : errorMessage(err, 'Could not check your answer. Please try again.'));
      },
    );
  };

  useReviewKeys(graded ? { onRate, onAccept: () => onRate(graded.suggested) } : {});

  return (
    <Stack gap={2.5}>
      <QuestionCard question={question} sent={sent} verdict={graded?.verdict ?? null} onAnswer={answer} />
      {failed && <Alert severity="warning">{failed}</Alert>}
      {/* mounted empty first, so the verdict is announced when it appears */}
      <div role="status" aria-live="polite">
        {graded && (
          <Alert severity={graded.verdict.correct ? 'success' : 'error'} variant="outlined">
            {verdictText(graded.verdict, question)}
            {graded.verdict.explanation && <div className={css.explanation}>{graded.verdict.explanation}</div>}
          </Alert>
        )}
      </div>
      {graded && <RatingButtons intervals={intervals} suggested={graded.suggested} onRate={onRate} />}
    </Stack>
  );
}
