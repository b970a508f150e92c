import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import type { ResultSummary } from '@curio/core/learning';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { briefPath } from '../../../lib/brief-links';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useCategoryParam } from '../../../lib/category-param';
import { retakePath } from '../../../lib/category-paths';
import { useResult } from '../api/get-result';
import { useResults } from '../api/get-results';
import { AnswerList } from '../components/answer-list';
import { RetakeChip } from '../components/retake-chip';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /category/{cat}/view-results: the user's last 10 results in this category (docs/routes.md#screens-and-web-routes). */
export function ResultsPage() {
  const category = useCategoryParam();
  const results = useResults(category);

  if (results.isPending) return <PageLoader label="Loading results" />;
  if (results.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState message="We could not load your results." onRetry={() => void results.refetch()} />
      </Container>
    );
  }
  if (results.data.length === 0) return <StatusMessage text={RESULTS_MSG.noResults} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Quiz results
      </Typography>
      <Stack spacing={1.5}>
        {results.data.map((result) => (
          <ResultItem key={result.id} result={result} />
        ))}
      </Stack>
    </Container>
  );
}

function ResultItem({ result }: { result: ResultSummary }) {
  const chips = [result.category_label, result.course, result.topic, result.module].filter((chip): chip is string => Boolean(chip));
  const mistakes = result.answers_count - result.score;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
      {/* the answers are read when a row is first opened */}
      <Accordion elevation={0} disableGutters slotProps={{ transition: { unmountOnExit: true } }} sx={{ '&::before': { display: 'none' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-label={`${result.topic}: ${result.score} / ${result.answers_count}${result.retake_of ? ` (${RETAKE_MSG.retakeChip})` : ''}`}
        >
          <Stack spacing={1} sx={{ width: '100%' }}>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.75}>
              {chips.map((chip, i) => (
                <Chip key={`${i}-${chip}`} label={chip} size="small" color={i === 0 ? 'primary' : 'default'} variant={i === 0 ? 'filled' : 'outlined'} />
              ))}
              {result.retake_of && <RetakeChip />}
              {/* graded from a quiz taken on the device: its times are the device's */}
              {result.taken_offline && <Chip icon={<CloudOffRoundedIcon />} label={RESULTS_MSG.takenOffline} size="small" variant="outlined" />}
            </Stack>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="baseline">
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                Score: {result.score} / {result.answers_count}
              </Typography>
              <Typography color="text.secondary">Time: {result.time_taken}s</Typography>
              <Typography color="text.secondary" variant="body2">
                <time dateTime={result.created_at}>{dateFormat.format(new Date(result.created_at))}</time>
              </Typography>
            </Stack>
          </Stack>
        </AccordionSummary>
        <AccordionDetails>
          <ResultAnswers id={result.id} count={result.answers_count} />
        </AccordionDetails>
      </Accordion>
      {/* outside the summary: a button inside the row's toggle button would be unreachable */}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ px: 2, pb: 1.5 }}>
        {mistakes > 0 && (
          <Button
            component={RouterLink}
            to={retakePath(result.category, result.id)}
            size="small"
            startIcon={<ReplayRoundedIcon />}
            aria-label={`${RETAKE_MSG.retakeMistakes}: ${result.topic}, ${mistakes} ${mistakes === 1 ? 'question' : 'questions'}`}
          >
            {RETAKE_MSG.retakeMistakes}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={briefPath({ category: result.category, course: result.course })}
          size="small"
          startIcon={<MenuBookOutlinedIcon />}
          aria-label={`${RETAKE_MSG.studyGuide}: ${result.course}`}
        >
          {RETAKE_MSG.studyGuide}
        </Button>
      </Stack>
    </Paper>
  );
}

function ResultAnswers({ id, count }: { id: string; count: number }) {
  const result = useResult(id);
  if (result.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading answers">
        {Array.from({ length: Math.min(count, 3) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  if (result.isError) return <ErrorState message="We could not load these answers." onRetry={() => void result.refetch()} />;
  return <AnswerList answers={result.data.answers} />;
}
