import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { useProgress } from '../api/get-progress';
import { hasProgress, retentionPercent } from '../progress-view';
import { CourseMastery } from './course-mastery';
import { DailyGoal } from './daily-goal';
import { ForecastChart } from './forecast-chart';
import { StudyCalendar } from './study-calendar';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
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
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your progress" />
      </Box>
    );
  }
  if (progress.isError) return <Alert severity="warning">{PROGRESS_MSG.loadFailed}</Alert>;

  const { calendar, forecast, retention, courses, goal } = progress.data;
  const percent = retentionPercent(retention);
  if (!hasProgress(progress.data)) {
    return (
      <Stack spacing={2}>
        <Typography color="text.secondary">{PROGRESS_MSG.empty}</Typography>
        {goal && (
          <Part title={PROGRESS_MSG.goalTitle}>
            <DailyGoal goal={goal} />
          </Part>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Part title={PROGRESS_MSG.retentionTitle}>
          {percent === null ? (
            <Typography color="text.secondary">{PROGRESS_MSG.retentionEmpty}</Typography>
          ) : (
            <>
              <Typography variant="h3" component="p">
                {percent}%
              </Typography>
              <Typography color="text.secondary">{PROGRESS_MSG.retention(retention.remembered, retention.total)}</Typography>
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
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
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
