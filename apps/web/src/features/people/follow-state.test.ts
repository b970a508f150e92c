import { describe, expect, test } from 'vitest';
import { toggledFollow } from './follow-state';

describe('following someone, before the server answers', () => {
  test('following adds one follower', () => {
    expect(toggledFollow({ isFollowing: false, followersCount: 4 })).toEqual({ isFollowing: true, followersCount: 5 });
  });

  test('unfollowing takes one away', () => {
    expect(toggledFollow({ isFollowing: true, followersCount: 5 })).toEqual({ isFollowing: false, followersCount: 4 });
  });

  test('a count that is already zero stays at zero', () => {
    expect(toggledFollow({ isFollowing: true, followersCount: 0 })).toEqual({ isFollowing: false, followersCount: 0 });
  });
});
