import type { ReactNode } from 'react';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { Alert, Card, Spinner, Stack, Text } from '../../../ui';
import { useProgress } from '../api/get-progress';
import { hasProgress, retentionPercent } from '../progress-view';
import { CourseMastery } from './course-mastery';
import { DailyGoal } from './daily-goal';
import { ForecastChart } from './forecast-chart';
import { StudyCalendar } from './study-calendar';
import css from './progress-section.module.css';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} className={css.part}>
      <Text variant="subtitle1" as="h3" bold className={css.title}>
        {title}
      </Text>
      {children}
    </Card>
  );
}

/**
 * The profile's progress (docs/product.md#review-and-the-memory-model): study days, what comes due this week, retention, per course
 * mastered / learning / new, and the daily goal when the learner chose one. Loaded lazily with
 * the chart library.
 */
export function ProgressSection() {
  const progress = useProgress();

  if (progress.isPending) {
    return (
      <div role="status" className={css.loading}>
        <Spinner label="Loading your progress" />
      </div>
    );
  }
  if (progress.isError) return <Alert severity="warning">{PROGRESS_MSG.loadFailed}</Alert>;

  const { calendar, forecast, retention, courses, goal } = progress.data;
  const percent = retentionPercent(retention);
  if (!hasProgress(progress.data)) {
    return (
      <Stack gap={2}>
        <Text tone="secondary">{PROGRESS_MSG.empty}</Text>
        {goal && (
          <Part title={PROGRESS_MSG.goalTitle}>
            <DailyGoal goal={goal} />
          </Part>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Stack rowFrom="sm" gap={2}>
        <Part title={PROGRESS_MSG.retentionTitle}>
          {percent === null ? (
            <Text tone="secondary">{PROGRESS_MSG.retentionEmpty}</Text>
          ) : (
            <>
              <Text variant="h3" as="p">
                {percent}%
              </Text>
              <Text tone="secondary">{PROGRESS_MSG.retention(retention.remembered, retention.total)}</Text>
            </>
          )}
        </Part>
        {goal && (
          <Part title={PROGRESS_MSG.goalTitle}>
            <DailyGoal goal={goal} />
          </Part>
        )}
      </Stack>
      <Part title={PROGRESS_MSG.calendarTitle}>
        <StudyCalendar calendar={calendar} />
      </Part>
      <Stack rowFrom="md" gap={2}>
        <Part title={PROGRESS_MSG.forecastTitle}>
          <ForecastChart forecast={forecast} />
        </Part>
        <Part title={PROGRESS_MSG.coursesTitle}>
          <CourseMastery courses={courses} />
        </Part>
      </Stack>
    </Stack>
  );
}
