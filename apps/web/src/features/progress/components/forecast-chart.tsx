import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReviewForecast } from '@curio/core/review';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { formatLongDay, formatWeekday } from './day-format';

/** Items due per day for the next week, today (with anything overdue) first. */
export function ForecastChart({ forecast }: { forecast: ReviewForecast }) {
  const theme = useTheme();
  const total = forecast.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return <Typography color="text.secondary">{PROGRESS_MSG.forecastEmpty}</Typography>;
  const label = (date: string, index: number) => (index === 0 ? 'Today' : formatWeekday(date));
  const data = forecast.map((day, i) => ({ ...day, label: label(day.date, i) }));
  const summary = forecast.map((day, i) => `${i === 0 ? 'Today' : formatLongDay(day.date)}: ${day.count}`).join(', ');
  return (
    <Box role="img" aria-label={`${PROGRESS_MSG.forecastTitle}. ${summary}`} sx={{ height: 170 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(_, payload) => formatLongDay(String(payload[0]?.payload.date ?? ''))} formatter={(value) => [value, 'Due']} />
          <Bar dataKey="count" fill={theme.palette.secondary.main} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
