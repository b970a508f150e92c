import { lazy, Suspense } from 'react';
import type { ReviewForecast } from '@curio/core/review';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { Skeleton, Text } from '../../../ui';
import { formatLongDay } from './day-format';
import css from './forecast-chart.module.css';

// the chart library is fetched only where a chart is drawn; its box is held meanwhile
const ForecastBars = lazy(() => import('./forecast-bars'));

/** Items due per day for the next week, today (with anything overdue) first. */
export function ForecastChart({ forecast }: { forecast: ReviewForecast }) {
  const total = forecast.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return <Text tone="secondary">{PROGRESS_MSG.forecastEmpty}</Text>;
  const summary = forecast.map((day, i) => `${i === 0 ? 'Today' : formatLongDay(day.date)}: ${day.count}`).join(', ');
  return (
    <div role="img" aria-label={`${PROGRESS_MSG.forecastTitle}. ${summary}`} className={css.chart}>
      <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
        <ForecastBars forecast={forecast} />
      </Suspense>
    </div>
  );
}
