import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowResult, FollowStatus } from '@curio/core/people';
import { apiFetch } from '../../../lib/api-client';
import { toggledFollow } from '../follow-state';
import { followStatusQueryKey } from './get-follow-status';

const setFollow = ({ userId, follow }: { userId: string; follow: boolean }) =>
  apiFetch<FollowResult>(`/api/follows/${encodeURIComponent(userId)}`, { method: follow ? 'POST' : 'DELETE' });

/** docs/product.md#states-and-transitions Follow: optimistic, reverted when the call fails, then the server's count. */
export function useToggleFollow(userId: string) {
  const queryClient = useQueryClient();
  const key = followStatusQueryKey(userId);
  return useMutation({
    mutationFn: (current: FollowStatus) => setFollow({ userId, follow: !current.isFollowing }),
    onMutate: async (current) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<FollowStatus>(key, toggledFollow(current));
      return { current };
    },
    onError: (_err, _current, context) => {
      if (context) queryClient.setQueryData<FollowStatus>(key, context.current);
    },
    onSuccess: ({ isFollowing, followersCount }) => queryClient.setQueryData<FollowStatus>(key, { isFollowing, followersCount }),
  });
}
