import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { FollowStatus } from '@curio/core/people';
import { USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { errorMessage } from '../../../lib/api-client';
import { useFollowStatus } from '../api/get-follow-status';
import { useToggleFollow } from '../api/set-follow';

const followersText = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** Follow / Following with the follower count, changed at once and put right by the server. */
export function FollowButton({ userId, name, known }: { userId: string; name: string; known?: FollowStatus }) {
  const status = useFollowStatus(userId, known);
  const toggle = useToggleFollow(userId);
  const following = status.data?.isFollowing ?? false;

  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {status.data ? followersText(status.data.followersCount) : status.isError ? '' : '…'}
      </Typography>
      <Button
        variant={following ? 'outlined' : 'contained'}
        size="small"
        startIcon={following ? <CheckIcon /> : <PersonAddAlt1OutlinedIcon />}
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
