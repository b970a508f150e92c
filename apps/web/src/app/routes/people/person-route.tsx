import { useParams } from 'react-router';
import { AuthorUseCases } from '../../../features/green-feed/components/author-usecases';
import { PersonPage } from '../../../features/people/pages/person-page';
import { useShareDialog } from '../usecase-sharing';

/** /people/{username}: a person's page, with their use cases from the Green AI feed. */
export function PersonRoute() {
  const { username = '' } = useParams();
  const { share, dialog } = useShareDialog();
  return (
    <>
      <PersonPage username={username} renderUseCases={(person) => <AuthorUseCases key={person.id} authorId={person.id} onShare={share} />} />
      {dialog}
    </>
  );
}
