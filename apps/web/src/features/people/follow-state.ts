import type { FollowStatus } from '@curio/core/people';

/** docs/product.md#states-and-transitions Follow: the optimistic state after a click; the count never goes below zero. */
export function toggledFollow({ isFollowing, followersCount }: FollowStatus): FollowStatus {
  return isFollowing
    ? { isFollowing: false, followersCount: Math.max(0, followersCount - 1) }
    : { isFollowing: true, followersCount: followersCount + 1 };
}
