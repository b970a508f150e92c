import { useLocation } from 'react-router';
import { mdiReplay, mdiTrophyOutline } from '@mdi/js';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusPage } from '../../../components/status-page';
import { parseStudyMode } from '@curio/core/quiz-rules';
import { resultsPath, retakePath, selectorPath } from '../../../lib/category-paths';
import { ButtonLink, Card, Container, Divider, Icon, Stack, Text } from '../../../ui';
import { useLatestResult } from '../api/get-latest-result';
import { useResult } from '../api/get-result';
import { AnswerList } from '../components/answer-list';
import { RetakeChip } from '../components/retake-chip';
import css from './quiz-complete-page.module.css';

/** What the quiz screen hands over in router state (docs/routes.md#screens-and-web-routes). */
interface CompleteState {
  course?: unknown;
  topic?: unknown;
  category?: unknown;
  mode?: unknown;
  /** the result the quiz just saved; without it (an older history entry) the latest one for the topic */
  resultId?: unknown;
  /** a quiz that is not a category's (a study set's): where its links lead instead */
  returnTo?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The way back a quiz handed over: a path of this app and the button's text. */
function returnOf(value: unknown): { path: string; label: string } | null {
  if (!value || typeof value !== 'object') return null;
  const { path, label } = value as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && typeof label === 'string' && label ? { path, label } : null;
}

/** /quiz/complete: the latest score and answers for the course and topic just finished. */
export function QuizCompletePage() {
  const state = (useLocation().state ?? {}) as CompleteState;
  const course = text(state.course);
  const topic = text(state.topic);
  const category = text(state.category);
  const resultId = text(state.resultId);
  const returnTo = returnOf(state.returnTo);
  const saved = useResult(resultId, Boolean(resultId));
  const latest = useLatestResult(course, topic, Boolean(course && topic && !resultId));
  const shown = resultId ? saved : latest;

  if (!course || !topic) {
    return (
      <StatusPage
        icon={<Icon path={mdiTrophyOutline} size="inherit" />}
        title="No quiz to show"
        message="Finish a quiz to see your score here."
        actions={
          <ButtonLink to="/" variant="contained">
            Find a category
          </ButtonLink>
        }
      />
    );
  }
  if (shown.isPending) return <PageLoader label="Loading your result" />;

  const result = shown.data;
  const hasMistakes = Boolean(result?.answers.some((answer) => !answer.correct));
  return (
    <Container maxWidth="md" className={css.page}>
      {shown.isError ? (
        <ErrorState message="Could not load your result." onRetry={() => void shown.refetch()} />
      ) : !result ? (
        <Text tone="secondary">{RESULTS_MSG.noLatestResult}</Text>
      ) : (
        <Card className={css.card}>
          <Stack gap={1} align="center" className={css.summary}>
            <Icon path={mdiTrophyOutline} size="inherit" className={css.trophy} />
            <Text variant="overline" tone="secondary" as="p">
              {course} · {topic}
            </Text>
            <Text variant="h3" as="h1">
              Quiz complete
            </Text>
            {result.retake_of && <RetakeChip />}
            <Text variant="h4" as="p" aria-label={`Score ${result.score} out of ${result.answers.length}`}>
              Score: {result.score} / {result.answers.length}
            </Text>
            <Text tone="secondary">Time taken: {result.time_taken}s</Text>
            {category && hasMistakes && !returnTo && (
              <ButtonLink to={retakePath(category, result.id)} variant="contained" color="secondary" startIcon={<Icon path={mdiReplay} size="small" />} className={css.retake}>
                {RETAKE_MSG.retakeMistakes}
              </ButtonLink>
            )}
          </Stack>
          <Divider className={css.divider} />
          <Text variant="h6" as="h2" className={css.answersTitle}>
            Your answers
          </Text>
          <AnswerList answers={result.answers} />
        </Card>
      )}
      {returnTo ? (
        <Stack rowFrom="sm" gap={1.5} className={css.actions}>
          <ButtonLink to={returnTo.path} variant="contained">
            {returnTo.label}
          </ButtonLink>
        </Stack>
      ) : category && (
        <Stack rowFrom="sm" gap={1.5} className={css.actions}>
          <ButtonLink to={selectorPath(category, { course, mode: parseStudyMode(state.mode) ?? 'serious', module: result?.module, topic })} variant="contained">
            Choose another topic
          </ButtonLink>
          <ButtonLink to={resultsPath(category)} variant="outlined">
            View Results
          </ButtonLink>
        </Stack>
      )}
    </Container>
  );
}
