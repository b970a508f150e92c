import type { ReactNode } from 'react';
import { KIDS_MSG } from '@curio/core/kids-messages';
import type { PersonProfile } from '@curio/core/people';
import { initialsOf } from '../../../components/author-link';
import { ErrorState } from '../../../components/error-state';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { LinkedText } from '../../../components/linked-text';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { Avatar, ButtonLink, Card, Container, Stack, Text } from '../../../ui';
import { usePerson } from '../api/get-person';
import { FollowButton, followersText, ThisIsYou } from '../components/follow-button';
import { followingText, PEOPLE_TEXT } from '../people-texts';
import css from './people-pages.module.css';

interface Props {
  username: string;
  /** their published use cases, below the header */
  renderUseCases: (person: PersonProfile) => ReactNode;
}

/** /people/{username}: a learner's picture, name, bio, follower and following counts, a follow button and their use cases. */
export function PersonPage({ username, renderUseCases }: Props) {
  const { user, kidsLocked } = useAuth();
  if (!user) return null; // the route lets no guest through
  if (kidsLocked) return <KidsLockNotice title={KIDS_MSG.peopleTitle} text={KIDS_MSG.peopleText} />;
  return <Person username={username} myId={user.id} renderUseCases={renderUseCases} />;
}

function Person({ username, myId, renderUseCases }: Props & { myId: string }) {
  const person = usePerson(username);
  if (person.isPending) return <PageLoader label="Loading their page" />;
  if (person.isError) {
    if (isApiError(person.error) && (person.error.status === 404 || person.error.status === 400)) {
      return (
        <StatusMessage
          text={PEOPLE_TEXT.personNotFound}
          action={
            <ButtonLink to="/explore-people" variant="contained">
              {PEOPLE_TEXT.explorePeople}
            </ButtonLink>
          }
        />
      );
    }
    return <ErrorState message={errorMessage(person.error, 'Could not load this page.')} onRetry={() => void person.refetch()} />;
  }
  const profile = person.data;
  const name = profile.full_name?.trim() || profile.username || 'User';
  const isMe = profile.id === myId;

  return (
    <Container maxWidth="md" className={css.page}>
      <Card as="section" aria-labelledby="person-name" className={css.person}>
        <Avatar name={name} src={profile.avatar_url} size={88} className={css.portrait} style={{ fontSize: 34 }}>
          {initialsOf(name)}
        </Avatar>
        <div className={css.about}>
          <Text variant="h4" as="h1" id="person-name" className={css.name}>
            {name}
          </Text>
          {profile.username && (
            <Text tone="secondary" className={css.username}>
              @{profile.username}
            </Text>
          )}
          <Text tone={profile.bio ? 'primary' : 'secondary'} className={css.bio}>
            {profile.bio ? <LinkedText text={profile.bio} /> : 'No bio yet.'}
          </Text>
          <Stack direction="row" gap={2} align="center" wrap>
            <Text variant="body2" tone="secondary">
              {followingText(profile.followingCount)}
            </Text>
            <div className={css.follow}>
              {isMe ? (
                <Stack direction="row" align="center" justify="space-between" gap={1}>
                  <Text variant="body2" tone="secondary">
                    {followersText(profile.followersCount)}
                  </Text>
                  <ThisIsYou />
                </Stack>
              ) : (
                <FollowButton userId={profile.id} name={name} known={{ isFollowing: profile.isFollowing, followersCount: profile.followersCount }} />
              )}
            </div>
          </Stack>
        </div>
      </Card>
      <Text variant="h5" as="h2" className={css.heading}>
        {PEOPLE_TEXT.theirUseCases}
      </Text>
      {renderUseCases(profile)}
    </Container>
  );
}
