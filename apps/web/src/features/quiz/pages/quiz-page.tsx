import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ATTEMPT_MSG, QUIZ_MSG } from '@curio/core/quiz-messages';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { ErrorState } from '../../../components/error-state';
import { NotDownloaded } from '../../../components/not-downloaded';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCategoryParam } from '../../../lib/category-param';
import { categoryPath, resultsPath, selectorPath } from '../../../lib/category-paths';
import { OFFLINE_MSG } from '../../../lib/offline-messages';
import { isNetworkError, isNotDownloaded } from '../../../lib/offline-store';
import { Alert, ButtonLink, Container, Stack } from '../../../ui';
import { QuizRun } from '../components/quiz-run';
import type { QuizSession } from '../quiz-session';
import { mistakesQuizOf, retakeQuizOf, topicQuizOf, useQuizSession } from '../use-quiz-session';
import css from './quiz-page.module.css';

const centered = (child: ReactNode) => (
  <Container maxWidth="sm" className={css.centered}>
    {child}
  </Container>
);

/** The server had nothing to ask (422): its message, and a way on. */
const nothingToAsk = (quiz: UseQueryResult<QuizSession>) => quiz.isError && isApiError(quiz.error) && quiz.error.status === 422;

/** The loading and error states every quiz shares, whatever chose its questions. */
function whileLoading(quiz: UseQueryResult<QuizSession>): ReactNode | null {
  if (quiz.isPending) return <PageLoader label="Loading the quiz" />;
  if (quiz.isError && isNotDownloaded(quiz.error)) return <NotDownloaded what="This topic" onRetry={() => void quiz.refetch()} />;
  if (quiz.isError) {
    const message = isNetworkError(quiz.error) ? OFFLINE_MSG.quizNeedsNetwork : errorMessage(quiz.error, 'Could not load the quiz.');
    return centered(<ErrorState message={message} onRetry={() => void quiz.refetch()} />);
  }
  return null;
}

/** A message and one way on, for a quiz with nothing to ask. */
const nothingLeft = (message: string, action: ReactNode) =>
  centered(
    <Stack gap={2} align="flex-start">
      <Alert severity="info">{message}</Alert>
      {action}
    </Stack>,
  );

/**
 * /category/{cat}/quiz/start?course=&topic=&mode=[&q=] : the topic's quiz, auto-saved for Resume.
 * A question's share link adds q, its id: the quiz starts at that question.
 */
export function QuizPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const { course, topic, mode, shared, quiz: source, asks } = topicQuizOf(category, params);
  const quiz = useQuizSession(source, asks);

  // no questions (and nothing saved to resume): back to the category
  if (!course || !topic || nothingToAsk(quiz)) return <Navigate to={categoryPath(category)} replace />;
  // a link to a question this quiz does not ask: say so, and offer the quiz from its start
  if (shared === null || (quiz.isError && isApiError(quiz.error) && quiz.error.status === 400)) {
    const whole = new URLSearchParams(params);
    whole.delete('q');
    return nothingLeft(
      ATTEMPT_MSG.sharedNotInQuiz,
      <ButtonLink to={{ search: `?${whole}` }} replace variant="contained">
        {QUIZ_MSG.startFromFirst}
      </ButtonLink>,
    );
  }
  const pending = whileLoading(quiz);
  if (pending || !quiz.data) return pending;
  return <QuizRun category={category} mode={mode} course={course} topic={topic} session={quiz.data} progressKeys={source.progressKeys} />;
}

/**
 * /category/{cat}/quiz/retake/{resultId}: only the questions answered wrongly in that attempt,
 * saved as a retake of it. Not auto-saved: a reload starts the retake again.
 */
export function RetakeQuizPage() {
  const category = useCategoryParam();
  const quiz = useQuizSession(retakeQuizOf(useParams().resultId));

  // the attempt has nothing to retake (all right, or saved before answers named their question)
  if (nothingToAsk(quiz)) {
    return nothingLeft(
      errorMessage(quiz.error, ''),
      <ButtonLink to={resultsPath(category)}>
        View Results
      </ButtonLink>,
    );
  }
  const pending = whileLoading(quiz);
  if (pending || !quiz.data) return pending;
  const first = quiz.data.questions[0]!;
  return <QuizRun category={category} mode="serious" course={first.course} topic={first.topic} session={quiz.data} progressKeys={null} label={RETAKE_MSG.retakeTitle} />;
}

/** /category/{cat}/quiz/mistakes?course=&topic= : the topic's questions in the learner's memory model. */
export function MistakesQuizPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const { course, topic, quiz: source, asks } = mistakesQuizOf(params);
  const quiz = useQuizSession(source, asks);

  if (!course || !topic) return <Navigate to={categoryPath(category)} replace />;
  if (nothingToAsk(quiz)) {
    return nothingLeft(
      RETAKE_MSG.noneToPractise,
      <ButtonLink to={selectorPath(category, { course, mode: 'serious', topic })}>
        Choose another topic
      </ButtonLink>,
    );
  }
  const pending = whileLoading(quiz);
  if (pending || !quiz.data) return pending;
  return <QuizRun category={category} mode="serious" course={course} topic={topic} session={quiz.data} progressKeys={null} label={RETAKE_MSG.mistakesTitle} />;
}
