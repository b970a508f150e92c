import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReviewForecast } from '@curio/core/review';
import { palette } from '../../../ui';
import { formatLongDay, formatWeekday } from './day-format';

/** The forecast's bars, drawn with recharts: loaded on its own, so only a page with the chart carries the library. */
export default function ForecastBars({ forecast }: { forecast: ReviewForecast }) {
  const data = forecast.map((day, i) => ({ ...day, label: i === 0 ? 'Today' : formatWeekday(day.date) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(_, payload) => formatLongDay(String(payload[0]?.payload.date ?? ''))} formatter={(value) => [value, 'Due']} />
        <Bar dataKey="count" fill={palette.secondary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
