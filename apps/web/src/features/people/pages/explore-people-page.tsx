import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { ErrorState } from '../../../components/error-state';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { useAuth } from '../../../lib/use-auth';
import { useProfiles } from '../api/get-profiles';
import { ProfileCard } from '../components/profile-card';
import { noMatchText, PEOPLE_TEXT } from '../people-texts';

/** /explore-people: everyone else's profile card, with a follow button each; Kids Lock learners meet no one (decision 021). */
export function ExplorePeoplePage() {
  const { user, kidsLocked } = useAuth();
  if (!user) return null; // the route lets no guest through
  if (kidsLocked) return <KidsLockNotice title={KIDS_MSG.peopleTitle} text={KIDS_MSG.peopleText} />;
  return <PeopleGrid myId={user.id} />;
}

const SEARCH_DELAY_MS = 300;

function PeopleGrid({ myId }: { myId: string }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const profiles = useProfiles(q);
  const people = profiles.data?.pages.flat() ?? [];

  // the list follows the search box once typing pauses
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Explore people
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Find learners to follow and see what they build.
      </Typography>
      <Box sx={{ mb: 3, maxWidth: 480 }}>
        <SearchField label={PEOPLE_TEXT.searchLabel} value={search} onChange={setSearch} placeholder={PEOPLE_TEXT.searchPlaceholder} />
      </Box>
      {profiles.isPending ? (
        <PageLoader label="Loading people" />
      ) : profiles.isError && people.length === 0 ? (
        <ErrorState message={profiles.error.message} onRetry={() => void profiles.refetch()} />
      ) : people.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {q ? noMatchText(q) : USECASE_PAGES_MSG.noProfiles}
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label="People"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
          >
            {people.map((profile) => (
              <ProfileCard key={profile.id} profile={profile} isMe={profile.id === myId} />
            ))}
          </Box>
          {profiles.isFetchNextPageError && (
            <Box sx={{ mt: 2 }}>
              <ErrorState message={profiles.error.message} onRetry={() => void profiles.fetchNextPage()} />
            </Box>
          )}
          {profiles.hasNextPage && !profiles.isFetchNextPageError && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void profiles.fetchNextPage()} loading={profiles.isFetchingNextPage}>
                {PEOPLE_TEXT.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
