import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResultStats } from '@curio/core/learning';
import { palette } from '../../../ui';

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** perDay dates are calendar days (YYYY-MM-DD) already in the learner's zone: format them as UTC. */
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** Quizzes per day as a line, drawn with recharts: loaded on its own, so only a page with the chart carries the library. */
export default function ActivityLineChart({ perDay }: { perDay: ResultStats['perDay'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={perDay} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} />
        <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(date) => formatDay(String(date))} formatter={(value) => [value, 'Quizzes']} />
        <Line type="monotone" dataKey="count" stroke={palette.primary} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
