import { lazy, Suspense } from 'react';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { Alert, Card, Skeleton, Spinner, Stack, Text } from '../../../ui';
import { useResultStats } from '../api/get-result-stats';
import css from './quiz-activity.module.css';

// the chart library is fetched only where a chart is drawn; its box is held meanwhile
const ActivityLineChart = lazy(() => import('./activity-line-chart'));

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card className={css.figure}>
      <Text variant="h3" as="p">
        {value}
      </Text>
      <Text tone="secondary">{label}</Text>
    </Card>
  );
}

/** Profile figures (docs/routes.md#screens-and-web-routes): quizzes taken, the last 7 days and a line chart of quizzes per day. */
export function QuizActivity() {
  const stats = useResultStats();

  if (stats.isPending) {
    return (
      <div role="status" className={css.loading}>
        <Spinner label="Loading your quiz activity" />
      </div>
    );
  }
  if (stats.isError) return <Alert severity="warning">{RESULTS_MSG.profileLoadWarning}</Alert>;

  const { total, last7Days, perDay } = stats.data;
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={2} wrap>
        <Figure label="Quizzes taken" value={total} />
        <Figure label="In the last 7 days" value={last7Days} />
      </Stack>
      <div data-testid="activity-chart" role="img" aria-label={`Quizzes per day over the last ${perDay.length} days`} className={css.chart}>
        <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
          <ActivityLineChart perDay={perDay} />
        </Suspense>
      </div>
    </Stack>
  );
}
