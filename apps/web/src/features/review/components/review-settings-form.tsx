import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { REVIEW_DAILY_GOALS, REVIEW_SESSION_SIZES } from '@curio/core/review-rules';
import { ErrorState } from '../../../components/error-state';
import { Skeleton, Stack, Text, ToggleGroup, type Severity } from '../../../ui';
import { useReviewSettings } from '../api/get-review-settings';
import { useUpdateReviewSettings, type ReviewSettingsInput } from '../api/update-review-settings';
import css from './review-settings-form.module.css';

const GOAL_OFF = 'off';

type SessionSize = (typeof REVIEW_SESSION_SIZES)[number];
type DailyGoal = (typeof REVIEW_DAILY_GOALS)[number];
// the choices are numbers; a toggle's value is a string
const SIZE_BY_VALUE = new Map<string, SessionSize>(REVIEW_SESSION_SIZES.map((size) => [String(size), size]));
const GOAL_BY_VALUE = new Map<string, DailyGoal>(REVIEW_DAILY_GOALS.map((goal) => [String(goal), goal]));

/** Session size and the opt-in daily goal; each choice is saved as soon as it is made. */
export function ReviewSettingsForm({ notify }: { notify: (severity: Severity, message: string) => void }) {
  const settings = useReviewSettings();
  const update = useUpdateReviewSettings();

  if (settings.isPending) return <Skeleton variant="rounded" height={120} />;
  if (settings.isError) return <ErrorState message={REVIEW_WEB_MSG.loadFailed} onRetry={() => void settings.refetch()} />;

  const save = (input: ReviewSettingsInput) =>
    update.mutate(input, {
      onSuccess: () => notify('success', REVIEW_WEB_MSG.settingsSaved),
      onError: () => notify('error', REVIEW_WEB_MSG.settingsFailed),
    });

  const busy = update.isPending;
  return (
    <Stack gap={2.5}>
      <div>
        <Text variant="subtitle2" className={css.title}>
          {REVIEW_WEB_MSG.sessionSize}
        </Text>
        <ToggleGroup
          label={REVIEW_WEB_MSG.sessionSize}
          size="small"
          value={String(settings.data.session_size)}
          options={REVIEW_SESSION_SIZES.map((size) => ({ value: String(size), label: size, disabled: busy }))}
          onChange={(value) => {
            const size = SIZE_BY_VALUE.get(value);
            if (size !== undefined && size !== settings.data.session_size) save({ session_size: size });
          }}
          className={css.group}
        />
      </div>
      <div>
        <Text variant="subtitle2" className={css.goalTitle}>
          {REVIEW_WEB_MSG.dailyGoal}
        </Text>
        <Text id="review-daily-goal-note" variant="body2" tone="secondary" className={css.title}>
          {REVIEW_WEB_MSG.goalNote}
        </Text>
        <ToggleGroup
          label={REVIEW_WEB_MSG.dailyGoal}
          aria-describedby="review-daily-goal-note"
          size="small"
          value={settings.data.daily_goal === null ? GOAL_OFF : String(settings.data.daily_goal)}
          options={[
            { value: GOAL_OFF, label: REVIEW_WEB_MSG.goalOff, disabled: busy },
            ...REVIEW_DAILY_GOALS.map((goal) => ({ value: String(goal), label: goal, 'aria-label': `${goal} reviews a day`, disabled: busy })),
          ]}
          onChange={(value) => {
            const goal = GOAL_BY_VALUE.get(value) ?? null;
            if (goal !== settings.data.daily_goal) save({ daily_goal: goal });
          }}
          className={css.group}
        />
      </div>
    </Stack>
  );
}
