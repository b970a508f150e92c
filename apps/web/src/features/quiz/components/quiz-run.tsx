import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mdiClose, mdiCloudOffOutline } from '@mdi/js';
import type { AttemptAnswer } from '@curio/core/quiz-attempts';
import type { QuestionResponse } from '@curio/core/question-types';
import { QUIZ_COMPLETE_REDIRECT_MS } from '@curio/core/limits';
import { QUIZ_MSG } from '@curio/core/quiz-messages';
import { scoreOf, type StudyMode } from '@curio/core/quiz-rules';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { resultsPath, selectorPath } from '../../../lib/category-paths';
import { OFFLINE_MSG } from '../../../lib/offline-messages';
import { isNetworkError } from '../../../lib/offline-store';
import { STORAGE_KEYS, writeItem, type ProgressKeys } from '../../../lib/storage';
import type { QuizSession } from '../quiz-session';
import { useQuizProgress } from '../use-quiz-progress';
import { QuestionCard } from '../../../components/question-card';
import { verdictText } from '../../../components/question-messages';
import { Alert, Button, Card, Chip, Container, Divider, Icon, ProgressBar, Stack, Text, VisuallyHidden } from '../../../ui';
import { QuestionFeedback } from './question-feedback';
import { QuestionTimer } from './question-timer';
import { ShareQuestionButton } from './share-question-button';
import css from './quiz-run.module.css';

/** How long the right answer stays on screen before the next question (ours; the spec gives none). */
const ANSWER_REVEAL_MS = 700;

/** Where a quiz that is not a category's own (a study set's) leads back to, and the button's text. */
interface QuizReturn {
  path: string;
  label: string;
}

/** What the quiz hands the complete screen in router state (docs/routes.md#screens-and-web-routes), plus the saved result's id. */
interface QuizCompleteState {
  course: string;
  topic: string;
  category: string;
  mode: string;
  resultId: string;
  returnTo?: QuizReturn;
}

/** A verdict the learner reads before going on: an explanation, or the parts of an answer typed, ordered or matched. */
const readVerdict = (verdict: AttemptAnswer) => Boolean(verdict.explanation) || !['multiple_choice', 'true_false'].includes(verdict.solution.type);

export interface QuizRunProps {
  category: string;
  mode: StudyMode;
  course: string;
  topic: string;
  session: QuizSession;
  /** where each answer is auto-saved for Resume; null keeps the progress in memory only */
  progressKeys: ProgressKeys | null;
  /** shown above the question count, e.g. "Retake of your mistakes" */
  label?: string;
  /** Exit and the screens after the quiz lead here instead of the category's selector */
  returnTo?: QuizReturn;
  /** a question's public link; a private set's questions have none */
  shareable?: boolean;
}

/**
 * A quiz, whatever chose its questions (a topic, an attempt's mistakes, the topic's mistakes in the
 * memory model, a study set): one question at a time, each graded as it is answered, by
 * the server online or by the downloaded copy offline; then the result is saved.
 */
export function QuizRun({ category, mode, course, topic, session, progressKeys, label, returnTo, shareable = true }: QuizRunProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { record, clear } = useQuizProgress(progressKeys, session);
  const [answers, setAnswers] = useState<readonly AttemptAnswer[]>(session.answers);
  // the response sent for the question on screen while it is graded, and the verdict while it shows
  const [sent, setSent] = useState<QuestionResponse | null>(null);
  const [shown, setShown] = useState<AttemptAnswer | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [exitOpen, setExitOpen] = useState(false);
  // a ref, not state: two quick taps land before React re-renders with the lock
  const lockRef = useRef(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const { questions } = session;
  // last-activity context for the use case theatre (docs/product.md#what-is-stored)
  const first = questions[0]?.question;
  useEffect(() => {
    if (first) writeItem(STORAGE_KEYS.lastActivity, JSON.stringify({ type: 'quiz', course, topic, question: first }));
  }, [course, topic, first]);

  const total = questions.length;
  const answered = new Set(answers.map((a) => a.question_id));
  const next = questions.find((q) => !answered.has(q.id));
  // an answered question stays on screen, locked, while its verdict shows
  const question = shown ? questions.find((q) => q.id === shown.question_id) : next;
  const finished = !next && !shown;
  const shownIndex = question ? questions.indexOf(question) : total - 1;
  const backPath = returnTo?.path ?? selectorPath(category, { course, mode, module: questions[0]?.module ?? null, topic });

  const finish = useMutation({
    mutationFn: () => session.finish(answers),
    // offline it fails at once, and the result waits in the outbox instead
    networkMode: 'always',
    onSuccess: (end) => {
      clear();
      if (!('saved' in end)) return;
      // the profile, the sidebar count, the results list and the complete screen read results; the
      // graded answers also change the review and the progress. A topic's mistakes are read afresh
      // when the selector mounts, and must not change under a mistakes practice that just ended.
      void Promise.all([['results'], ['review'], ['progress']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const state: QuizCompleteState = { course, topic, category, mode, resultId: end.saved.id, ...(returnTo ? { returnTo } : {}) };
      timers.current.push(window.setTimeout(() => void navigate('/quiz/complete', { state }), QUIZ_COMPLETE_REDIRECT_MS));
    },
  });

  // the result is saved once the last answer has been shown; this also covers a reload after the
  // last answer but before the result was saved
  const submitted = useRef(false);
  const submit = useEffectEvent(() => finish.mutate());
  useEffect(() => {
    if (!finished || submitted.current || answers.length === 0) return;
    submitted.current = true;
    submit();
  }, [finished, answers.length]);

  const advance = () => {
    setShown(null);
    setSent(null);
    setShownAt(Date.now());
    lockRef.current = false;
  };

  const answer = (response: QuestionResponse) => {
    if (lockRef.current || !question || shown) return;
    lockRef.current = true;
    setSent(response);
    setAnswerError(null);
    session.answer(question, response).then(
      (verdict) => {
        const given = [...answers, verdict];
        setAnswers(given);
        record(given);
        setShown(verdict);
        // an explanation, or which parts were right, is there to be read: the learner moves on when they have
        if (!readVerdict(verdict)) timers.current.push(window.setTimeout(advance, ANSWER_REVEAL_MS));
      },
      (err: unknown) => {
        setSent(null);
        lockRef.current = false;
        setAnswerError(isNetworkError(err) ? OFFLINE_MSG.answerNotSent : errorMessage(err, 'Could not check your answer. Please try again.'));
      },
    );
  };

  if (finished) {
    const end = finish.data;
    return (
      <Container maxWidth="sm" className={css.done}>
        <Card className={css.doneCard}>
          {end && 'queued' in end ? (
            <Stack gap={1.5} role="status" align="center">
              <Text variant="h4" as="p">
                Quiz completed
              </Text>
              <Text variant="h6" as="p" tone="secondary">
                Score: {scoreOf(answers)} / {answers.length}
              </Text>
              <Chip icon={<Icon path={mdiCloudOffOutline} size="inherit" />} label={OFFLINE_MSG.savedOffline} variant="outlined" color="warning" />
              <Text tone="secondary">{OFFLINE_MSG.quizSavedOffline}</Text>
              <Stack direction="row" gap={1.5} wrap justify="center" className={css.doneActions}>
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
          ) : finish.isError ? (
            <ErrorState message={errorMessage(finish.error, 'Could not save your result.')} onRetry={() => finish.mutate()} />
          ) : end && 'saved' in end ? (
            <Stack gap={1} role="status">
              <Text variant="h4" as="p">
                {QUIZ_MSG.completed}
              </Text>
              <Text variant="h6" as="p" tone="secondary">
                Score: {end.saved.score} / {end.saved.answers.length}
              </Text>
            </Stack>
          ) : (
            <PageLoader label="Saving your result" />
          )}
        </Card>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" className={css.run}>
      <Stack gap={2.5}>
        <Stack direction="row" align="center" gap={1}>
          <div className={css.heading}>
            {label && (
              <Text variant="overline" as="p" tone="accent" noWrap bold className={css.label}>
                {label}
              </Text>
            )}
            <Text variant="overline" as="p" tone="secondary" noWrap>
              {course} · {topic}
            </Text>
            <Text variant="h6" as="h1">
              Question {shownIndex + 1} of {total}
            </Text>
          </div>
          <QuestionTimer key={answers.length} since={shownAt} running={sent === null} />
          <Button color="inherit" startIcon={<Icon path={mdiClose} size="small" />} onClick={() => setExitOpen(true)}>
            Exit
          </Button>
        </Stack>
        <ProgressBar value={(answers.length / total) * 100} label="Quiz progress" />
        {question && (
          // keyed by question: the card, its counts and its share line start afresh with each one
          <Card key={question.id} className={css.question}>
            <QuestionCard question={question} sent={sent} verdict={shown} onAnswer={answer} autoFocus />
            {answerError && (
              <Alert severity="warning" className={css.spaced}>
                {answerError}
              </Alert>
            )}
            {shown && readVerdict(shown) && (
              <Stack gap={1.5} align="flex-start" className={css.spaced}>
                {shown.explanation && (
                  <Alert severity={shown.correct ? 'success' : 'info'} variant="outlined" className={css.explanation}>
                    {shown.explanation}
                  </Alert>
                )}
                <Button variant="contained" onClick={advance} autoFocus>
                  {next ? 'Next question' : 'See my score'}
                </Button>
              </Stack>
            )}
            <Divider className={css.divider} />
            <Stack direction="row" wrap gap={1.5} align="center" justify="space-between">
              <QuestionFeedback questionId={question.id} />
              {shareable && <ShareQuestionButton questionId={question.id} category={category} mode={mode} />}
            </Stack>
          </Card>
        )}
        {/* the colours say right or wrong; this says it to a screen reader (mounted empty, so it is announced) */}
        <VisuallyHidden as="div" role="status">
          {shown && question ? verdictText(shown, question) : ''}
        </VisuallyHidden>
        <Stack direction="row" gap={1}>
          <Chip label={`Answered ${answers.length}`} size="small" />
          <Chip label={`Correct ${scoreOf(answers)}`} size="small" color="success" variant="outlined" />
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
