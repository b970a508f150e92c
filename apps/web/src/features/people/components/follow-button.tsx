import toast from 'react-hot-toast/headless';
import { mdiAccountPlusOutline, mdiCheck } from '@mdi/js';
import type { FollowStatus } from '@curio/core/people';
import { PEOPLE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { errorMessage } from '../../../lib/api-client';
import { Button, Icon, Stack, Text, Tooltip } from '../../../ui';
import { useFollowStatus } from '../api/get-follow-status';
import { useToggleFollow } from '../api/set-follow';

export const followersText = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** Follow / Following with the follower count, changed at once and put right by the server. */
export function FollowButton({ userId, name, known }: { userId: string; name: string; known?: FollowStatus }) {
  const status = useFollowStatus(userId, known);
  const toggle = useToggleFollow(userId);
  const following = status.data?.isFollowing ?? false;

  return (
    <Stack direction="row" align="center" justify="space-between" gap={1}>
      <Text variant="body2" tone="secondary" aria-live="polite">
        {status.data ? followersText(status.data.followersCount) : status.isError ? '' : '…'}
      </Text>
      <Button
        variant={following ? 'outlined' : 'contained'}
        size="small"
        startIcon={<Icon path={following ? mdiCheck : mdiAccountPlusOutline} size="small" />}
        disabled={!status.data || toggle.isPending}
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
        onClick={() => status.data && toggle.mutate(status.data, { onError: (err) => toast.error(errorMessage(err, USECASE_PAGES_MSG.followFailed)) })}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
    </Stack>
  );
}

/** In place of a follow button on my own card: a disabled button whose tooltip says why. */
export function ThisIsYou({ className }: { className?: string }) {
  return (
    <Tooltip title={PEOPLE_MSG.thisIsYou}>
      {/* a disabled button fires no events: the span carries the tooltip */}
      <span className={className}>
        <Button variant="outlined" size="small" disabled>
          {PEOPLE_MSG.thisIsYou}
        </Button>
      </span>
    </Tooltip>
  );
}
