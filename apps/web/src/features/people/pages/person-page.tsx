import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { KIDS_MSG } from '@curio/core/kids-messages';
import type { PersonProfile } from '@curio/core/people';
import { PEOPLE_MSG } from '@curio/core/usecase-messages';
import { initialsOf } from '../../../components/author-link';
import { ErrorState } from '../../../components/error-state';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { LinkedText } from '../../../components/linked-text';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { usePerson } from '../api/get-person';
import { FollowButton } from '../components/follow-button';
import { followingText, PEOPLE_TEXT } from '../people-texts';

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
            <Button component={RouterLink} to="/explore-people" variant="contained">
              {PEOPLE_TEXT.explorePeople}
            </Button>
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
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Card component="section" aria-labelledby="person-name" sx={{ mb: 4 }}>
        <CardContent sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Avatar src={profile.avatar_url ?? undefined} alt="" sx={{ width: 88, height: 88, fontSize: 34, fontWeight: 700, bgcolor: 'primary.main' }}>
            {initialsOf(name)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" id="person-name" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {profile.username && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                @{profile.username}
              </Typography>
            )}
            <Typography color={profile.bio ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
              {profile.bio ? <LinkedText text={profile.bio} /> : 'No bio yet.'}
            </Typography>
            <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography variant="body2" color="text.secondary">
                {followingText(profile.followingCount)}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                {isMe ? (
                  <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
                    <Typography variant="body2" color="text.secondary">
                      {`${profile.followersCount} ${profile.followersCount === 1 ? 'follower' : 'followers'}`}
                    </Typography>
                    <Tooltip title={PEOPLE_MSG.thisIsYou}>
                      <Box component="span">
                        <Button variant="outlined" size="small" disabled>
                          {PEOPLE_MSG.thisIsYou}
                        </Button>
                      </Box>
                    </Tooltip>
                  </Stack>
                ) : (
                  <FollowButton userId={profile.id} name={name} known={{ isFollowing: profile.isFollowing, followersCount: profile.followersCount }} />
                )}
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {PEOPLE_TEXT.theirUseCases}
      </Typography>
      {renderUseCases(profile)}
    </Container>
  );
}
