import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { QuizQuestion } from '@curio/core/catalogue';
import { canResume, parseStudyMode } from '@curio/core/quiz-rules';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCategoryParam } from '../../../lib/category-param';
import { categoryPath, resultsPath, selectorPath } from '../../../lib/category-paths';
import { isNotDownloaded } from '../../../lib/offline-store';
import { progressKeys, readProgress } from '../../../lib/storage';
import { useQuiz } from '../api/get-quiz';
import { useRetakeQuestions } from '../api/get-retake-questions';
import { useTopicMistakes } from '../api/get-topic-mistakes';
import { QuizRun } from '../components/quiz-run';

const centered = (child: ReactNode) => (
  <Container maxWidth="sm" sx={{ py: 6 }}>
    {child}
  </Container>
);

/** The loading and error states every quiz shares, whichever call brings its questions. */
function whileLoading(questions: UseQueryResult<QuizQuestion[]>): ReactNode | null {
  if (questions.isPending) return <PageLoader label="Loading the quiz" />;
  // offline, and this topic was not downloaded: the spec's offline page
  if (questions.isError && isNotDownloaded(questions.error)) return <Navigate to="/offline" />;
  if (questions.isError) {
    return centered(<ErrorState message={errorMessage(questions.error, 'Could not load the quiz.')} onRetry={() => void questions.refetch()} />);
  }
  return null;
}

/** /category/{cat}/quiz/start?course=&topic=&mode= : the topic's quiz, auto-saved for Resume. */
export function QuizPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const course = params.get('course')?.trim() ?? '';
  const topic = params.get('topic')?.trim() ?? '';
  const mode = parseStudyMode(params.get('mode')) ?? 'serious';
  const quiz = useQuiz({ category, course, topic, mode });
  const keys = progressKeys('quiz', course, topic, mode);

  if (!course || !topic) return <Navigate to={categoryPath(category)} replace />;
  const pending = whileLoading(quiz);
  if (pending || !quiz.data) return pending;
  if (quiz.data.length === 0) {
    // spec §4: no questions and no saved progress → back to the category
    if (!canResume(readProgress(keys))) return <Navigate to={categoryPath(category)} replace />;
    return centered(<Alert severity="info">This topic has no questions any more, so your saved progress cannot continue.</Alert>);
  }
  return <QuizRun category={category} mode={mode} course={course} topic={topic} questions={quiz.data} progressKeys={keys} />;
}

/**
 * /category/{cat}/quiz/retake/{resultId}: only the questions answered wrongly in that attempt,
 * saved as a retake of it. Not auto-saved: a reload starts the retake again.
 */
export function RetakeQuizPage() {
  const category = useCategoryParam();
  const resultId = useParams().resultId ?? '';
  const questions = useRetakeQuestions(resultId);

  // 422: the attempt has nothing to retake (all right, or saved before answers named their question)
  if (questions.isError && isApiError(questions.error) && questions.error.status === 422) {
    return centered(
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="info">{questions.error.message}</Alert>
        <Button component={RouterLink} to={resultsPath(category)}>
          View Results
        </Button>
      </Stack>,
    );
  }
  const pending = whileLoading(questions);
  if (pending || !questions.data) return pending;
  const first = questions.data[0];
  if (!first) return <Navigate to={resultsPath(category)} replace />;
  return (
    <QuizRun
      category={category}
      mode="serious"
      course={first.course}
      topic={first.topic}
      questions={questions.data}
      progressKeys={null}
      retakeOf={resultId}
      label={RETAKE_MSG.retakeTitle}
    />
  );
}

/** /category/{cat}/quiz/mistakes?course=&topic= : the topic's questions in the learner's memory model. */
export function MistakesQuizPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const course = params.get('course')?.trim() ?? '';
  const topic = params.get('topic')?.trim() ?? '';
  const questions = useTopicMistakes({ course, topic }, Boolean(course && topic));

  if (!course || !topic) return <Navigate to={categoryPath(category)} replace />;
  const pending = whileLoading(questions);
  if (pending || !questions.data) return pending;
  if (questions.data.length === 0) {
    return centered(
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="info">{RETAKE_MSG.noneToPractise}</Alert>
        <Button component={RouterLink} to={selectorPath(category, { course, mode: 'serious', topic })}>
          Choose another topic
        </Button>
      </Stack>,
    );
  }
  return (
    <QuizRun
      category={category}
      mode="serious"
      course={course}
      topic={topic}
      questions={questions.data}
      progressKeys={null}
      label={RETAKE_MSG.mistakesTitle}
    />
  );
}
