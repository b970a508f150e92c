import type { CSSProperties } from 'react';
import type { LearnerProgress } from '@curio/core/review';
import { PROGRESS_CALENDAR_WEEKS } from '@curio/core/review-rules';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { Stack, Text } from '../../../ui';
import { calendarWeeks, HEAT_LEVELS, monthLabels } from '../progress-view';
import { formatLongDay, formatMonth } from './day-format';
import css from './study-calendar.module.css';

const WEEKDAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

/** A day's shade: none, then the primary colour, stronger with each level. */
const shade = (level: number): CSSProperties => ({
  background: level === 0 ? 'var(--c-hover)' : `color-mix(in srgb, var(--c-primary) ${(level / (HEAT_LEVELS - 1)) * 100}%, transparent)`,
});

/** A 12-week heatmap of study days (quizzes, reviews, cards), one column per week, Monday on top. */
export function StudyCalendar({ calendar }: { calendar: LearnerProgress['calendar'] }) {
  const weeks = calendarWeeks(calendar);
  const months = monthLabels(weeks);
  const studied = calendar.some((day) => day.count > 0);

  return (
    <Stack gap={1}>
      <div className={css.scroller}>
        <div className={css.grid}>
          <div className={css.weekdays} aria-hidden>
            {WEEKDAY_LABELS.map((label, i) => (
              <span key={i} className={css.tiny}>
                {label}
              </span>
            ))}
          </div>
          <div className={css.weeks} role="list" aria-label={`${PROGRESS_MSG.calendarTitle}, last ${PROGRESS_CALENDAR_WEEKS} weeks`}>
            {weeks.map((week, w) => {
              const month = months[w];
              return (
                <div key={w} className={css.week} role="listitem">
                  <span aria-hidden className={css.tiny}>
                    {month ? formatMonth(month) : ''}
                  </span>
                  {week.map((day, d) =>
                    day ? (
                      <span
                        key={day.date}
                        role="img"
                        aria-label={PROGRESS_MSG.dayLabel(formatLongDay(day.date), day.count)}
                        title={PROGRESS_MSG.dayLabel(formatLongDay(day.date), day.count)}
                        className={css.cell}
                        style={shade(day.level)}
                      />
                    ) : (
                      <span key={`pad-${d}`} aria-hidden className={css.pad} />
                    ),
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <Stack direction="row" gap={0.5} align="center" aria-hidden className={css.legend}>
        <Text variant="caption" tone="secondary" className={css.less}>
          Less
        </Text>
        {Array.from({ length: HEAT_LEVELS }, (_, level) => (
          <span key={level} className={css.cell} style={shade(level)} />
        ))}
        <Text variant="caption" tone="secondary" className={css.more}>
          More
        </Text>
      </Stack>
      {!studied && (
        <Text variant="body2" tone="secondary">
          {PROGRESS_MSG.calendarEmpty}
        </Text>
      )}
    </Stack>
  );
}
