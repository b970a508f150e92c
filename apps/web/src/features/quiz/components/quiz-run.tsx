import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import type { QuizQuestion } from '@curio/core/catalogue';
import { QUIZ_COMPLETE_REDIRECT_MS } from '@curio/core/limits';
import { answerVerdict, QUIZ_MSG } from '@curio/core/quiz-messages';
import { elapsedSeconds, type SavedAnswer } from '@curio/core/quiz-progress';
import { isCorrectAnswer, scoreOf, type StudyMode } from '@curio/core/quiz-rules';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { resultsPath, selectorPath } from '../../../lib/category-paths';
import { OFFLINE_MSG } from '../../../lib/offline-messages';
import { isNetworkError, offlineLearner } from '../../../lib/offline-store';
import { enqueue, newClientId } from '../../../lib/outbox';
import { STORAGE_KEYS, writeItem, type ProgressKeys } from '../../../lib/storage';
import { useCreateResult } from '../api/create-result';
import { useQuizProgress } from '../use-quiz-progress';
import { QuestionCard } from './question-card';
import { QuestionFeedback } from './question-feedback';
import { QuestionTimer } from './question-timer';
import { ShareQuestionButton } from './share-question-button';

/** How long the right answer stays on screen before the next question (ours; the spec gives none). */
const ANSWER_REVEAL_MS = 700;

/** Where a quiz that is not a category's own (a study set's) leads back to, and the button's text. */
export interface QuizReturn {
  path: string;
  label: string;
}

/** What the quiz hands the complete screen in router state (spec §2), plus the saved result's id. */
export interface QuizCompleteState {
  course: string;
  topic: string;
  category: string;
  mode: string;
  resultId: string;
  returnTo?: QuizReturn;
}

export interface QuizRunProps {
  category: string;
  mode: StudyMode;
  course: string;
  topic: string;
  questions: QuizQuestion[];
  /** where each answer is auto-saved for Resume; null keeps the progress in memory only */
  progressKeys: ProgressKeys | null;
  /** the attempt whose mistakes this quiz retakes */
  retakeOf?: string | null;
  /** shown above the question count, e.g. "Retake of your mistakes" */
  label?: string;
  /** Exit and the screens after the quiz lead here instead of the category's selector */
  returnTo?: QuizReturn;
  /** a question's public link; a private set's questions have none */
  shareable?: boolean;
}

/**
 * A loaded quiz, whatever chose its questions (a topic, an attempt's mistakes, the topic's
 * mistakes in the memory model): one question at a time, then the result is saved (spec §4). The
 * browser checks each answer for instant feedback; the score kept and shown is the server's.
 */
export function QuizRun({ category, mode, course, topic, questions: loaded, progressKeys, retakeOf = null, label, returnTo, shareable = true }: QuizRunProps) {
  const navigate = useNavigate();
  // the questions of this run are fixed at its start: a refetch after saving must not reshape it
  const [questions] = useState(loaded);
  const { progress, record, clear } = useQuizProgress(progressKeys, questions);
  const save = useCreateResult();
  // one id for this attempt's result: sent again from the outbox, the server saves it once
  const [clientId] = useState(newClientId);
  const [savedOffline, setSavedOffline] = useState(false);
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
  // an answer moves the progress on at once; its question stays on screen, locked, until the reveal ends
  const shownIndex = Math.min(picked === null ? progress.current : progress.current - 1, total - 1);
  const question = questions[shownIndex];
  const module = questions[0]?.module ?? null;
  const saveResult = save.mutate;
  const backPath = returnTo?.path ?? selectorPath(category, { course, mode, module, topic });

  const submit = (answers: SavedAnswer[]) => {
    const result = {
      category,
      course,
      topic,
      module,
      time_taken: elapsedSeconds(progress.startTime, Date.now()),
      answers: answers.map(({ question_id, selectedOption, timeTaken }) => ({ question_id, selectedOption, timeTaken })),
      retake_of: retakeOf,
      client_id: clientId,
    };
    saveResult(result, {
      onSuccess: (saved) => {
        clear();
        const state: QuizCompleteState = { course, topic, category, mode, resultId: saved.id, ...(returnTo ? { returnTo } : {}) };
        timers.current.push(window.setTimeout(() => void navigate('/quiz/complete', { state }), QUIZ_COMPLETE_REDIRECT_MS));
      },
      onError: async (err) => {
        // no network: the result waits in the outbox; it may also have arrived, and the
        // client id makes the server keep it once either way
        const learner = offlineLearner();
        if (!isNetworkError(err) || !learner) return;
        await enqueue({ id: clientId, user_id: learner, kind: 'result', method: 'POST', path: '/api/results', body: result });
        clear();
        setSavedOffline(true);
      },
    });
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
    record({
      question_id: question.id,
      selectedOption: option,
      correct: isCorrectAnswer(option, question.answer),
      timeTaken: elapsedSeconds(shownAt, Date.now()),
    });
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
          {savedOffline ? (
            <Stack spacing={1.5} role="status" alignItems="center">
              <Typography variant="h4" component="p">
                Quiz completed
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary">
                Score: {scoreOf(progress.answers)} / {progress.answers.length}
              </Typography>
              <Chip icon={<CloudOffRoundedIcon />} label={OFFLINE_MSG.savedOffline} variant="outlined" sx={{ color: 'warning.dark', borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.dark' } }} />
              <Typography color="text.secondary">{OFFLINE_MSG.quizSavedOffline}</Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button variant="contained" onClick={() => void navigate(backPath)}>
                  {returnTo?.label ?? 'Back to topics'}
                </Button>
                {!returnTo && (
                  <Button variant="outlined" onClick={() => void navigate(resultsPath(category))}>
                    View Results
                  </Button>
                )}
              </Stack>
            </Stack>
          ) : save.isError && !(isNetworkError(save.error) && offlineLearner()) ? (
            <ErrorState message={errorMessage(save.error, 'Could not save your result.')} onRetry={() => submit(progress.answers)} />
          ) : save.isSuccess ? (
            <Stack spacing={1} role="status">
              <Typography variant="h4" component="p">
                {QUIZ_MSG.completed}
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary">
                Score: {save.data.score} / {save.data.answers.length}
              </Typography>
            </Stack>
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
            {label && (
              <Typography variant="overline" color="secondary.dark" noWrap component="p" sx={{ fontWeight: 700, lineHeight: 1.8 }}>
                {label}
              </Typography>
            )}
            <Typography variant="overline" color="text.secondary" noWrap component="p">
              {course} · {topic}
            </Typography>
            <Typography variant="h6" component="h1">
              Question {shownIndex + 1} of {total}
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
            <QuestionCard question={question} picked={picked} onPick={pick} autoFocus />
            <Divider sx={{ my: { xs: 2, sm: 3 } }} />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <QuestionFeedback questionId={question.id} />
              {shareable && <ShareQuestionButton questionId={question.id} category={category} mode={mode} />}
            </Stack>
          </Paper>
        )}
        {/* the colours say right or wrong; this says it to a screen reader (mounted empty, so it is announced) */}
        <Box role="status" sx={visuallyHidden}>
          {question && picked !== null ? answerVerdict(picked, question.answer) : ''}
        </Box>
        <Stack direction="row" spacing={1}>
          <Chip label={`Answered ${progress.answers.length}`} size="small" />
          <Chip label={`Correct ${scoreOf(progress.answers)}`} size="small" color="success" variant="outlined" />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={exitOpen}
        title="Exit the quiz?"
        message={progressKeys ? QUIZ_MSG.exitConfirm : RETAKE_MSG.exitConfirm}
        confirmLabel="Exit"
        onCancel={() => setExitOpen(false)}
        onConfirm={() => void navigate(backPath)}
      />
    </Container>
  );
}
