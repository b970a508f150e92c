import type { AlertColor } from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { REVIEW_DAILY_GOALS, REVIEW_SESSION_SIZES } from '@curio/core/review-rules';
import { ErrorState } from '../../../components/error-state';
import { useReviewSettings } from '../api/get-review-settings';
import { useUpdateReviewSettings, type ReviewSettingsInput } from '../api/update-review-settings';

const GOAL_OFF = 'off';

const groupSx = { flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 2, minWidth: 56 } } as const;

/** Session size and the opt-in daily goal; each choice is saved as soon as it is made. */
export function ReviewSettingsForm({ notify }: { notify: (severity: AlertColor, message: string) => void }) {
  const settings = useReviewSettings();
  const update = useUpdateReviewSettings();

  if (settings.isPending) return <Skeleton variant="rounded" height={120} />;
  if (settings.isError) return <ErrorState message={REVIEW_WEB_MSG.loadFailed} onRetry={() => void settings.refetch()} />;

  const save = (input: ReviewSettingsInput) =>
    update.mutate(input, {
      onSuccess: () => notify('success', REVIEW_WEB_MSG.settingsSaved),
      onError: () => notify('error', REVIEW_WEB_MSG.settingsFailed),
    });

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography id="review-session-size" variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {REVIEW_WEB_MSG.sessionSize}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={settings.data.session_size}
          disabled={update.isPending}
          aria-labelledby="review-session-size"
          onChange={(_, value: number | null) => {
            if (value !== null && value !== settings.data.session_size) save({ session_size: value as (typeof REVIEW_SESSION_SIZES)[number] });
          }}
          sx={groupSx}
        >
          {REVIEW_SESSION_SIZES.map((size) => (
            <ToggleButton key={size} value={size}>
              {size}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div>
        <Typography id="review-daily-goal" variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {REVIEW_WEB_MSG.dailyGoal}
        </Typography>
        <Typography id="review-daily-goal-note" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {REVIEW_WEB_MSG.goalNote}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={settings.data.daily_goal ?? GOAL_OFF}
          disabled={update.isPending}
          aria-labelledby="review-daily-goal"
          aria-describedby="review-daily-goal-note"
          onChange={(_, value: number | typeof GOAL_OFF | null) => {
            if (value === null) return;
            const goal = value === GOAL_OFF ? null : (value as (typeof REVIEW_DAILY_GOALS)[number]);
            if (goal !== settings.data.daily_goal) save({ daily_goal: goal });
          }}
          sx={groupSx}
        >
          <ToggleButton value={GOAL_OFF}>{REVIEW_WEB_MSG.goalOff}</ToggleButton>
          {REVIEW_DAILY_GOALS.map((goal) => (
            <ToggleButton key={goal} value={goal} aria-label={`${goal} reviews a day`}>
              {goal}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
    </Stack>
  );
}
