import clsx from 'clsx';
import { mdiFire } from '@mdi/js';
import type { LearnerProgress } from '@curio/core/review';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { Icon, ProgressBar, Stack, Text } from '../../../ui';
import css from './daily-goal.module.css';

/** Today's reviews toward the learner's own daily goal, and the streak; shown only when they set one. */
export function DailyGoal({ goal }: { goal: NonNullable<LearnerProgress['goal']> }) {
  const met = goal.reviewed_today >= goal.daily_goal;
  return (
    <Stack gap={1}>
      <Text variant="h4" as="p">
        {PROGRESS_MSG.goalToday(goal.reviewed_today, goal.daily_goal)}
      </Text>
      <ProgressBar
        color={met ? 'success' : 'primary'}
        value={Math.min(100, (goal.reviewed_today / goal.daily_goal) * 100)}
        label={PROGRESS_MSG.goalTitle}
        className={css.bar}
      />
      {met && <Text tone="success">{PROGRESS_MSG.goalMet}</Text>}
      <Stack direction="row" gap={0.75} align="center">
        <Icon path={mdiFire} size="small" className={clsx(goal.streak > 0 ? css.lit : css.unlit)} />
        <Text tone="secondary">{PROGRESS_MSG.streak(goal.streak)}</Text>
      </Stack>
    </Stack>
  );
}
