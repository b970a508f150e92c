import { useEffect, useState } from 'react';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { ErrorState } from '../../../components/error-state';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { useAuth } from '../../../lib/use-auth';
import { Button, Container, Text } from '../../../ui';
import { useProfiles } from '../api/get-profiles';
import { ProfileCard } from '../components/profile-card';
import { noMatchText, PEOPLE_TEXT } from '../people-texts';
import css from './people-pages.module.css';

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
    <Container maxWidth="lg" className={css.page}>
      <Text variant="h4" as="h1" gutterBottom>
        Explore people
      </Text>
      <Text tone="secondary" className={css.lead}>
        Find learners to follow and see what they build.
      </Text>
      <div className={css.search}>
        <SearchField label={PEOPLE_TEXT.searchLabel} value={search} onChange={setSearch} placeholder={PEOPLE_TEXT.searchPlaceholder} />
      </div>
      {profiles.isPending ? (
        <PageLoader label="Loading people" />
      ) : profiles.isError && people.length === 0 ? (
        <ErrorState message={profiles.error.message} onRetry={() => void profiles.refetch()} />
      ) : people.length === 0 ? (
        <Text tone="secondary" role="status">
          {q ? noMatchText(q) : USECASE_PAGES_MSG.noProfiles}
        </Text>
      ) : (
        <>
          <ul aria-label="People" className={css.grid}>
            {people.map((profile) => (
              <ProfileCard key={profile.id} profile={profile} isMe={profile.id === myId} />
            ))}
          </ul>
          {profiles.isFetchNextPageError && (
            <div className={css.retry}>
              <ErrorState message={profiles.error.message} onRetry={() => void profiles.fetchNextPage()} />
            </div>
          )}
          {profiles.hasNextPage && !profiles.isFetchNextPageError && (
            <div className={css.more}>
              <Button variant="outlined" onClick={() => void profiles.fetchNextPage()} loading={profiles.isFetchingNextPage}>
                {PEOPLE_TEXT.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </Container>
  );
}
