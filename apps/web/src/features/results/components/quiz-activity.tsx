import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { useResultStats } from '../api/get-result-stats';

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** perDay dates are calendar days (YYYY-MM-DD) already in the learner's zone: format them as UTC. */
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 140 }}>
      <Typography variant="h3" component="p">
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}

/** Profile figures (docs/routes.md#screens-and-web-routes): quizzes taken, the last 7 days and a line chart of quizzes per day. */
export function QuizActivity() {
  const stats = useResultStats();
  const theme = useTheme();

  if (stats.isPending) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your quiz activity" />
      </Box>
    );
  }
  if (stats.isError) return <Alert severity="warning">{RESULTS_MSG.profileLoadWarning}</Alert>;

  const { total, last7Days, perDay } = stats.data;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label="Quizzes taken" value={total} />
        <Figure label="In the last 7 days" value={last7Days} />
      </Stack>
      <Box data-testid="activity-chart" role="img" aria-label={`Quizzes per day over the last ${perDay.length} days`} sx={{ height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={perDay} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip labelFormatter={(date) => formatDay(String(date))} formatter={(value) => [value, 'Quizzes']} />
            <Line type="monotone" dataKey="count" stroke={theme.palette.primary.main} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Stack>
  );
}
