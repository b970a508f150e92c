import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { QUIZ_COMPLETE_REDIRECT_MS } from '@curio/core/limits';
import { QUIZ_MSG } from '@curio/core/quiz-messages';
import { elapsedSeconds } from '@curio/core/quiz-progress';
import { canResume, isCorrectAnswer, parseStudyMode, scoreOf, type StudyMode } from '@curio/core/quiz-rules';
import type { QuizAnswer } from '@curio/core/learning';
import type { QuizQuestion } from '@curio/core/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useCategoryParam } from '../../../lib/category-param';
import { categoryPath, selectorPath } from '../../../lib/category-paths';
import { progressKeys, readProgress, STORAGE_KEYS, writeItem } from '../../../lib/storage';
import { useCreateResult } from '../api/create-result';
import { useQuiz } from '../api/get-quiz';
import { QuestionCard } from '../components/question-card';
import { QuestionFeedback } from '../components/question-feedback';
import { QuestionTimer } from '../components/question-timer';
import { ShareQuestionButton } from '../components/share-question-button';
import { useQuizProgress } from '../use-quiz-progress';

/** How long the right answer stays on screen before the next question (ours; the spec gives none). */
const ANSWER_REVEAL_MS = 700;

export interface QuizCompleteState {
  course: string;
  topic: string;
  category: string;
  mode: string;
}

interface QuizRunProps {
  category: string;
  mode: StudyMode;
  course: string;
  topic: string;
  questions: QuizQuestion[];
}

/** A loaded quiz: one question at a time, auto-saved, then the result is saved (spec §4). */
function QuizRun({ category, mode, course, topic, questions }: QuizRunProps) {
  const navigate = useNavigate();
  const { progress, record, clear } = useQuizProgress(course, topic, mode);
  const save = useCreateResult();
  const [picked, setPicked] = useState<string | null>(null);
  const [exitOpen, setExitOpen] = useState(false);
  // a ref, not state: two quick taps land before React re-renders with the lock
  const lockRef = useRef(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  // last-activity context for the use case theatre (spec §3)
  const first = questions[0]?.question;
  useEffect(() => {
    if (first) writeItem(STORAGE_KEYS.lastActivity, JSON.stringify({ type: 'quiz', course, topic, question: first }));
  }, [course, topic, first]);

  const total = questions.length;
  const finished = progress.current >= total;
  const question = questions[Math.min(progress.current, total - 1)];
  const module = questions[0]?.module ?? null;
  const saveResult = save.mutate;
  const completeState: QuizCompleteState = { course, topic, category, mode };

  const submit = (answers: QuizAnswer[]) => {
    saveResult(
      {
        category,
        course,
        topic,
        module,
        score: scoreOf(answers),
        time_taken: elapsedSeconds(progress.startTime, Date.now()),
        answers,
      },
      {
        onSuccess: () => {
          clear();
          timers.current.push(window.setTimeout(() => void navigate('/quiz/complete', { state: completeState }), QUIZ_COMPLETE_REDIRECT_MS));
        },
      },
    );
  };

  // the result is saved once the last answer has been shown; this also covers a reload that
  // happened after the last answer but before the result was saved
  const submitted = useRef(false);
  const submitFinal = useEffectEvent(() => submit(progress.answers));
  useEffect(() => {
    if (!finished || picked !== null || submitted.current || progress.answers.length === 0) return;
    submitted.current = true;
    submitFinal();
  }, [finished, picked, progress.answers.length]);

  const pick = (option: string) => {
    if (lockRef.current || !question || finished) return;
    lockRef.current = true;
    setPicked(option);
    const answer: QuizAnswer = {
      question: question.question,
      selectedOption: option,
      correctAnswer: question.answer,
      correct: isCorrectAnswer(option, question.answer),
      timeTaken: elapsedSeconds(shownAt, Date.now()),
    };
    record(answer);
    timers.current.push(
      window.setTimeout(() => {
        setShownAt(Date.now());
        setPicked(null);
        lockRef.current = false;
      }, ANSWER_REVEAL_MS),
    );
  };

  if (finished && picked === null) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {save.isError ? (
            <ErrorState message={errorMessage(save.error, 'Could not save your result.')} onRetry={() => submit(progress.answers)} />
          ) : save.isSuccess ? (
            <Typography variant="h4" component="p" role="status">
              {QUIZ_MSG.completed}
            </Typography>
          ) : (
            <PageLoader label="Saving your result" />
          )}
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" noWrap component="p">
              {course} · {topic}
            </Typography>
            <Typography variant="h6" component="h1">
              Question {Math.min(progress.current + 1, total)} of {total}
            </Typography>
          </Stack>
          <QuestionTimer key={progress.current} since={shownAt} running={picked === null} />
          <Button color="inherit" startIcon={<CloseRoundedIcon />} onClick={() => setExitOpen(true)}>
            Exit
          </Button>
        </Stack>
        <LinearProgress variant="determinate" value={(progress.answers.length / total) * 100} aria-label="Quiz progress" />
        {question && (
          // keyed by question: the card, its counts and its share line start afresh with each one
          <Paper key={question.id} variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <QuestionCard question={question} picked={picked} onPick={pick} />
            <Divider sx={{ my: { xs: 2, sm: 3 } }} />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <QuestionFeedback questionId={question.id} />
              <ShareQuestionButton questionId={question.id} category={category} mode={mode} />
            </Stack>
          </Paper>
        )}
        <Stack direction="row" spacing={1}>
          <Chip label={`Answered ${progress.answers.length}`} size="small" />
          <Chip label={`Correct ${scoreOf(progress.answers)}`} size="small" color="success" variant="outlined" />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={exitOpen}
        title="Exit the quiz?"
        message={QUIZ_MSG.exitConfirm}
        confirmLabel="Exit"
        onCancel={() => setExitOpen(false)}
        onConfirm={() => void navigate(selectorPath(category, { course, mode, module, topic }))}
      />
    </Container>
  );
}

/** /category/{cat}/quiz/start?course=&topic=&mode= */
export function QuizPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const course = params.get('course')?.trim() ?? '';
  const topic = params.get('topic')?.trim() ?? '';
  const mode = parseStudyMode(params.get('mode')) ?? 'serious';
  const quiz = useQuiz({ category, course, topic, mode });

  if (!course || !topic) return <Navigate to={categoryPath(category)} replace />;
  if (quiz.isPending) return <PageLoader label="Loading the quiz" />;
  if (quiz.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState message={errorMessage(quiz.error, 'Could not load the quiz.')} onRetry={() => void quiz.refetch()} />
      </Container>
    );
  }
  if (quiz.data.length === 0) {
    // spec §4: no questions and no saved progress → back to the category
    if (!canResume(readProgress(progressKeys('quiz', course, topic, mode)))) return <Navigate to={categoryPath(category)} replace />;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="info">This topic has no questions any more, so your saved progress cannot continue.</Alert>
      </Container>
    );
  }
  return <QuizRun category={category} mode={mode} course={course} topic={topic} questions={quiz.data} />;
}
