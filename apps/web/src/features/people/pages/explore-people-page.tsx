import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { ErrorState } from '../../../components/error-state';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useAuth } from '../../account/hooks/use-auth';
import { useProfiles } from '../api/get-profiles';
import { ProfileCard } from '../components/profile-card';

/** /explore-people: everyone else's profile card, with a follow button each; Kids Lock learners meet no one (decision 021). */
export function ExplorePeoplePage() {
  const { user, kidsLocked, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageLoader label="Checking your session" />;
  if (!user) {
    return (
      <StatusMessage
        text={USECASE_PAGES_MSG.peopleLoginToView}
        action={
          <Button component={RouterLink} to="/login" state={{ from: location }} variant="contained">
            Log in
          </Button>
        }
      />
    );
  }
  if (kidsLocked) return <KidsLockNotice title={KIDS_MSG.peopleTitle} text={KIDS_MSG.peopleText} />;
  return <PeopleGrid myId={user.id} />;
}

function PeopleGrid({ myId }: { myId: string }) {
  const profiles = useProfiles();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Explore people
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Find learners to follow and see what they build.
      </Typography>
      {profiles.isPending ? (
        <PageLoader label="Loading people" />
      ) : profiles.isError ? (
        <ErrorState message={profiles.error.message} onRetry={() => void profiles.refetch()} />
      ) : profiles.data.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {USECASE_PAGES_MSG.noProfiles}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="People"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
        >
          {profiles.data.map((profile) => (
            <ProfileCard key={profile.id} profile={profile} isMe={profile.id === myId} />
          ))}
        </Box>
      )}
    </Container>
  );
}
