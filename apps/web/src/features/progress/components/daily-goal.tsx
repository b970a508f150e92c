import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import type { LearnerProgress } from '@curio/core/review';
import { PROGRESS_MSG } from '@curio/core/study-messages';

/** Today's reviews toward the learner's own daily goal, and the streak; shown only when they set one. */
export function DailyGoal({ goal }: { goal: NonNullable<LearnerProgress['goal']> }) {
  const met = goal.reviewed_today >= goal.daily_goal;
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="p">
        {PROGRESS_MSG.goalToday(goal.reviewed_today, goal.daily_goal)}
      </Typography>
      <LinearProgress
        variant="determinate"
        color={met ? 'success' : 'primary'}
        value={Math.min(100, (goal.reviewed_today / goal.daily_goal) * 100)}
        aria-label={PROGRESS_MSG.goalTitle}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {met && <Typography color="success.main">{PROGRESS_MSG.goalMet}</Typography>}
      <Stack direction="row" spacing={0.75} alignItems="center">
        <LocalFireDepartmentOutlinedIcon fontSize="small" color={goal.streak > 0 ? 'warning' : 'disabled'} aria-hidden />
        <Typography color="text.secondary">{PROGRESS_MSG.streak(goal.streak)}</Typography>
      </Stack>
    </Stack>
  );
}
