import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { LearnerProgress } from '@curio/core/review';
import { PROGRESS_CALENDAR_WEEKS } from '@curio/core/review-rules';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { calendarWeeks, HEAT_LEVELS, monthLabels } from '../progress-view';
import { formatLongDay, formatMonth } from './day-format';

const CELL = 14;
const GAP = 3;
const WEEKDAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

/** A 12-week heatmap of study days (quizzes, reviews, cards), one column per week, Monday on top. */
export function StudyCalendar({ calendar }: { calendar: LearnerProgress['calendar'] }) {
  const theme = useTheme();
  const weeks = calendarWeeks(calendar);
  const months = monthLabels(weeks);
  const shade = (level: number) => (level === 0 ? theme.palette.action.hover : alpha(theme.palette.primary.main, level / (HEAT_LEVELS - 1)));
  const studied = calendar.some((day) => day.count > 0);

  return (
    <Stack spacing={1}>
      <Box sx={{ overflowX: 'auto', pb: 0.5 }}>
        <Stack direction="row" spacing={`${GAP}px`} sx={{ width: 'max-content' }}>
          <Stack spacing={`${GAP}px`} sx={{ pt: `${CELL + GAP}px`, pr: 0.5 }} aria-hidden>
            {WEEKDAY_LABELS.map((label, i) => (
              <Typography key={i} variant="caption" color="text.secondary" sx={{ height: CELL, lineHeight: `${CELL}px`, fontSize: 10 }}>
                {label}
              </Typography>
            ))}
          </Stack>
          <Stack direction="row" spacing={`${GAP}px`} role="list" aria-label={`${PROGRESS_MSG.calendarTitle}, last ${PROGRESS_CALENDAR_WEEKS} weeks`}>
            {weeks.map((week, w) => {
              const month = months[w];
              return (
                <Stack key={w} spacing={`${GAP}px`} role="listitem">
                  <Typography variant="caption" color="text.secondary" aria-hidden sx={{ height: CELL, lineHeight: `${CELL}px`, fontSize: 10, whiteSpace: 'nowrap', width: CELL, overflow: 'visible' }}>
                    {month ? formatMonth(month) : ''}
                  </Typography>
                  {week.map((day, d) =>
                    day ? (
                      <Box
                        key={day.date}
                        role="img"
                        aria-label={PROGRESS_MSG.dayLabel(formatLongDay(day.date), day.count)}
                        title={PROGRESS_MSG.dayLabel(formatLongDay(day.date), day.count)}
                        sx={{ width: CELL, height: CELL, borderRadius: '3px', bgcolor: shade(day.level) }}
                      />
                    ) : (
                      <Box key={`pad-${d}`} aria-hidden sx={{ width: CELL, height: CELL }} />
                    ),
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      </Box>
      <Stack direction="row" spacing={0.5} alignItems="center" aria-hidden sx={{ alignSelf: { sm: 'flex-end' } }}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
          Less
        </Typography>
        {Array.from({ length: HEAT_LEVELS }, (_, level) => (
          <Box key={level} sx={{ width: CELL, height: CELL, borderRadius: '3px', bgcolor: shade(level) }} />
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          More
        </Typography>
      </Stack>
      {!studied && (
        <Typography variant="body2" color="text.secondary">
          {PROGRESS_MSG.calendarEmpty}
        </Typography>
      )}
    </Stack>
  );
}
