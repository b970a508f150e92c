import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusPage } from '../../../components/status-page';
import { parseStudyMode } from '@curio/core/quiz-rules';
import { resultsPath, retakePath, selectorPath } from '../../../lib/category-paths';
import { useLatestResult } from '../api/get-latest-result';
import { useResult } from '../api/get-result';
import { AnswerList } from '../components/answer-list';
import { RetakeChip } from '../components/retake-chip';

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
        icon={<EmojiEventsOutlinedIcon />}
        title="No quiz to show"
        message="Finish a quiz to see your score here."
        actions={
          <Button component={RouterLink} to="/" variant="contained">
            Find a category
          </Button>
        }
      />
    );
  }
  if (shown.isPending) return <PageLoader label="Loading your result" />;

  const result = shown.data;
  const hasMistakes = Boolean(result?.answers.some((answer) => !answer.correct));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      {shown.isError ? (
        <ErrorState message="Could not load your result." onRetry={() => void shown.refetch()} />
      ) : !result ? (
        <Typography color="text.secondary">{RESULTS_MSG.noLatestResult}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={1} alignItems="center" sx={{ textAlign: 'center' }}>
            <EmojiEventsOutlinedIcon color="secondary" sx={{ fontSize: 56 }} />
            <Typography variant="overline" color="text.secondary" component="p">
              {course} · {topic}
            </Typography>
            <Typography variant="h3" component="h1">
              Quiz complete
            </Typography>
            {result.retake_of && <RetakeChip />}
            <Typography variant="h4" component="p" aria-label={`Score ${result.score} out of ${result.answers.length}`}>
              Score: {result.score} / {result.answers.length}
            </Typography>
            <Typography color="text.secondary">Time taken: {result.time_taken}s</Typography>
            {category && hasMistakes && !returnTo && (
              <Button
                component={RouterLink}
                to={retakePath(category, result.id)}
                variant="contained"
                color="secondary"
                startIcon={<ReplayRoundedIcon />}
                sx={{ mt: 1.5 }}
              >
                {RETAKE_MSG.retakeMistakes}
              </Button>
            )}
          </Stack>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Your answers
          </Typography>
          <AnswerList answers={result.answers} />
        </Paper>
      )}
      {returnTo ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to={returnTo.path} variant="contained">
            {returnTo.label}
          </Button>
        </Stack>
      ) : category && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to={selectorPath(category, { course, mode: parseStudyMode(state.mode) ?? 'serious', module: result?.module, topic })} variant="contained">
            Choose another topic
          </Button>
          <Button component={RouterLink} to={resultsPath(category)} variant="outlined">
            View Results
          </Button>
        </Stack>
      )}
    </Container>
  );
}
