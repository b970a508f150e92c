import { SETS_CATEGORY } from '@curio/core/study-sets-rules';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { progressKeys } from '../../../lib/storage';
import { QuizRun } from '../../../features/quiz/components/quiz-run';
import { useQuizSession } from '../../../features/quiz/use-quiz-session';
import { BackToSet, useSetTopic } from '../../../features/study-sets/components/set-topic-step';
import { setPath, setRefKey } from '../../../features/study-sets/set-paths';
import { SETS_TEXT } from '../../../features/study-sets/sets-texts';
import { Container } from '../../../ui';
import css from './set-quiz-route.module.css';

/**
 * /sets/:id/quiz?topic= (and a shared set's): a topic of the set run by the quiz screen every
 * topic uses, its result saved like any quiz's; its links lead back to the set.
 */
export function SetQuizRoute() {
  const { ref, topic, step } = useSetTopic('question');
  // a set's own progress, whatever its title: a reload resumes it
  const keys = progressKeys('quiz', `${SETS_CATEGORY}/${setRefKey(ref)}`, topic, 'serious');
  const quiz = useQuizSession({ source: { kind: 'set', set: ref, topic }, progressKeys: keys }, step === null);

  if (step) return step;
  if (quiz.isPending) return <PageLoader label="Loading the quiz" />;
  if (quiz.isError && isApiError(quiz.error) && quiz.error.status === 422) return <StatusMessage text={SETS_TEXT.noQuestions} action={<BackToSet setRef={ref} />} />;
  if (quiz.isError) {
    return (
      <Container maxWidth="sm" className={css.error}>
        <ErrorState message={errorMessage(quiz.error, 'Could not load the quiz.')} onRetry={() => void quiz.refetch()} />
      </Container>
    );
  }
  const first = quiz.data.questions[0]!;
  return (
    <QuizRun
      key={topic}
      category={SETS_CATEGORY}
      mode="serious"
      course={first.course}
      topic={first.topic}
      session={quiz.data}
      progressKeys={keys}
      returnTo={{ path: setPath(ref), label: 'Back to the set' }}
      shareable={false}
    />
  );
}
