import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { RESULTS_MSG, type QuizResult } from '@curio/core/learning';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useCategoryParam } from '../../../lib/category-param';
import { useResults } from '../api/get-results';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /category/{cat}/view-results: the user's last 10 results in this category (spec §2). */
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

function ResultItem({ result }: { result: QuizResult }) {
  const chips = [result.category, result.course, result.topic, result.module].filter((chip): chip is string => Boolean(chip));
  return (
    <Accordion variant="outlined" disableGutters sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-label={`${result.topic}: ${result.score} / ${result.answers.length}`}>
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.75}>
            {chips.map((chip, i) => (
              <Chip key={`${i}-${chip}`} label={chip} size="small" color={i === 0 ? 'primary' : 'default'} variant={i === 0 ? 'filled' : 'outlined'} />
            ))}
          </Stack>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="baseline">
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Score: {result.score} / {result.answers.length}
            </Typography>
            <Typography color="text.secondary">Time: {result.time_taken}s</Typography>
            <Typography color="text.secondary" variant="body2">
              <time dateTime={result.created_at}>{dateFormat.format(new Date(result.created_at))}</time>
            </Typography>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
          {result.answers.map((answer, i) => (
            <Box component="li" key={i}>
              <Typography sx={{ fontWeight: 600 }}>{answer.question}</Typography>
              <Stack direction="row" spacing={0.75} alignItems="center">
                {answer.correct ? (
                  <CheckCircleOutlineIcon color="success" fontSize="small" aria-label="Correct" />
                ) : (
                  <CancelOutlinedIcon color="error" fontSize="small" aria-label="Wrong" />
                )}
                <Typography variant="body2">Your answer: {answer.selectedOption}</Typography>
              </Stack>
              {!answer.correct && (
                <Typography variant="body2" color="text.secondary">
                  Correct answer: {answer.correctAnswer}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {answer.timeTaken}s
              </Typography>
            </Box>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
