import { Link } from 'react-router';
import type { ProfileCard as Profile } from '@curio/core/people';
import { initialsOf, personPath } from '../../../components/author-link';
import { Avatar, Card, Stack, Text } from '../../../ui';
import { FollowButton, ThisIsYou } from './follow-button';
import css from './profile-card.module.css';

/** One person of Explore People: avatar, name (to their page), @username, bio, and the follow button with the page's status. */
export function ProfileCard({ profile, isMe }: { profile: Profile; isMe: boolean }) {
  const name = profile.full_name?.trim() || profile.username || 'User';
  return (
    <Card as="li" aria-label={name} className={css.card}>
      <Stack direction="row" gap={1.5} align="center" className={css.who}>
        <Avatar name={name} src={profile.avatar_url} size={48} className={css.initials}>
          {initialsOf(name)}
        </Avatar>
        <div className={css.who}>
          <Text variant="subtitle1" as="h2" bold noWrap title={name} className={css.name}>
            {profile.username ? <Link to={personPath(profile.username)}>{name}</Link> : name}
          </Text>
          {profile.username && (
            <Text variant="body2" tone="secondary" noWrap>
              @{profile.username}
            </Text>
          )}
        </div>
      </Stack>
      <Text variant="body2" tone={profile.bio ? 'primary' : 'secondary'} className={css.bio}>
        {profile.bio || 'No bio yet.'}
      </Text>
      {isMe ? <ThisIsYou className={css.me} /> : <FollowButton userId={profile.id} name={name} known={{ isFollowing: profile.isFollowing, followersCount: profile.followersCount }} />}
    </Card>
  );
}
