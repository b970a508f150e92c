import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SETS_CATEGORY } from '@curio/core/study-sets';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage } from '../../../lib/api-client';
import { progressKeys } from '../../../lib/storage';
import { QuizRun } from '../../../features/quiz/components/quiz-run';
import { useSetQuiz } from '../../../features/study-sets/api/get-set-quiz';
import { useSetScreen } from '../../../features/study-sets/components/set-screen';
import { TopicPicker } from '../../../features/study-sets/components/topic-picker';
import { setPath, setQuizPath, setRefKey } from '../../../features/study-sets/set-paths';
import { topicsOf } from '../../../features/study-sets/set-topics';
import { SETS_TEXT } from '../../../features/study-sets/sets-texts';

/**
 * /sets/:id/quiz?topic= (and a shared set's): a topic of the set run by the quiz screen every
 * topic uses, its result saved like any quiz's; its links lead back to the set.
 */
export function SetQuizRoute() {
  const opened = useSetScreen();
  const [search] = useSearchParams();
  const topics = opened.ready ? topicsOf(opened.set.items, 'question') : [];
  const topic = search.get('topic')?.trim() || (topics.length === 1 ? topics[0]!.topic : '');
  const ref = opened.ready ? opened.ref : { id: 0 };
  const quiz = useSetQuiz(ref, topic, opened.ready && topic !== '');

  if (!opened.ready) return opened.screen;
  const { set } = opened;
  const back = setPath(ref);
  const backButton = (
    <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
      Back to the set
    </Button>
  );
  if (topics.length === 0) return <StatusMessage text={SETS_TEXT.noQuestions} action={backButton} />;
  if (!topic) {
    return <TopicPicker title={set.title} what="quiz" unit="question" topics={topics} pathFor={(t) => setQuizPath(ref, t)} backPath={back} />;
  }
  if (quiz.isPending) return <PageLoader label="Loading the quiz" />;
  if (quiz.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState message={errorMessage(quiz.error, 'Could not load the quiz.')} onRetry={() => void quiz.refetch()} />
      </Container>
    );
  }
  const first = quiz.data[0];
  if (!first) return <StatusMessage text={SETS_TEXT.noQuestions} action={backButton} />;
  return (
    <QuizRun
      key={topic}
      category={SETS_CATEGORY}
      mode="serious"
      course={first.course}
      topic={first.topic}
      questions={quiz.data}
      // a set's own progress, whatever its title: a reload resumes it
      progressKeys={progressKeys('quiz', `${SETS_CATEGORY}/${setRefKey(ref)}`, first.topic, 'serious')}
      returnTo={{ path: back, label: 'Back to the set' }}
      shareable={false}
    />
  );
}
