import { mdiBookOpenPageVariantOutline, mdiCloudOffOutline, mdiReplay } from '@mdi/js';
import type { ResultSummary } from '@curio/core/learning';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { briefPath } from '../../../lib/brief-links';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useCategoryParam } from '../../../lib/category-param';
import { retakePath } from '../../../lib/category-paths';
import { ButtonLink, Card, Chip, Container, Disclosure, Icon, Skeleton, Stack, Text, VisuallyHidden } from '../../../ui';
import { useResult } from '../api/get-result';
import { useResults } from '../api/get-results';
import { AnswerList } from '../components/answer-list';
import { RetakeChip } from '../components/retake-chip';
import css from './results-page.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /category/{cat}/view-results: the user's last 10 results in this category (docs/routes.md#screens-and-web-routes). */
export function ResultsPage() {
  const category = useCategoryParam();
  const results = useResults(category);

  if (results.isPending) return <PageLoader label="Loading results" />;
  if (results.isError) {
    return (
      <Container maxWidth="md" className={css.error}>
        <ErrorState message="We could not load your results." onRetry={() => void results.refetch()} />
      </Container>
    );
  }
  if (results.data.length === 0) return <StatusMessage text={RESULTS_MSG.noResults} />;

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" bold className={css.title}>
        Quiz results
      </Text>
      <Stack gap={1.5}>
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
    <Card className={css.result}>
      {/* the answers are read when a row is first opened */}
      <Disclosure
        className={css.disclosure}
        summary={
          <>
            {/* the row's name for a screen reader; what the eye reads is below it */}
            <VisuallyHidden>{`${result.topic}: ${result.score} / ${result.answers_count}${result.retake_of ? ` (${RETAKE_MSG.retakeChip})` : ''}`}</VisuallyHidden>
            <span aria-hidden className={css.summary}>
            <Stack direction="row" wrap gap={0.75} as="span">
              {chips.map((chip, i) => (
                <Chip key={`${i}-${chip}`} label={chip} size="small" color={i === 0 ? 'primary' : 'default'} variant={i === 0 ? 'filled' : 'outlined'} />
              ))}
              {result.retake_of && <RetakeChip />}
              {/* graded from a quiz taken on the device: its times are the device's */}
              {result.taken_offline && <Chip icon={<Icon path={mdiCloudOffOutline} size="inherit" />} label={RESULTS_MSG.takenOffline} size="small" variant="outlined" />}
            </Stack>
            <Stack direction="row" wrap gap={2} align="baseline" as="span">
              <Text variant="h6" as="span" bold>
                Score: {result.score} / {result.answers_count}
              </Text>
              <Text tone="secondary" as="span">
                Time: {result.time_taken}s
              </Text>
              <Text tone="secondary" variant="body2" as="span">
                <time dateTime={result.created_at}>{dateFormat.format(new Date(result.created_at))}</time>
              </Text>
            </Stack>
            </span>
          </>
        }
      >
        <div className={css.details}>
          <ResultAnswers id={result.id} count={result.answers_count} />
        </div>
      </Disclosure>
      {/* outside the summary: a button inside the row's toggle button would be unreachable */}
      <Stack direction="row" wrap gap={1} className={css.links}>
        {mistakes > 0 && (
          <ButtonLink
            to={retakePath(result.category, result.id)}
            size="small"
            startIcon={<Icon path={mdiReplay} size="small" />}
            aria-label={`${RETAKE_MSG.retakeMistakes}: ${result.topic}, ${mistakes} ${mistakes === 1 ? 'question' : 'questions'}`}
          >
            {RETAKE_MSG.retakeMistakes}
          </ButtonLink>
        )}
        <ButtonLink
          to={briefPath({ category: result.category, course: result.course })}
          size="small"
          startIcon={<Icon path={mdiBookOpenPageVariantOutline} size="small" />}
          aria-label={`${RETAKE_MSG.studyGuide}: ${result.course}`}
        >
          {RETAKE_MSG.studyGuide}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

function ResultAnswers({ id, count }: { id: string; count: number }) {
  const result = useResult(id);
  if (result.isPending) {
    return (
      <Stack gap={1} aria-busy="true" aria-label="Loading answers">
        {Array.from({ length: Math.min(count, 3) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  if (result.isError) return <ErrorState message="We could not load these answers." onRetry={() => void result.refetch()} />;
  return <AnswerList answers={result.data.answers} />;
}
