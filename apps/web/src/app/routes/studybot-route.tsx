import { useParams } from 'react-router';
import { normalizeCategoryName } from '@curio/core/kids-lock';
import { useAuth } from '../../features/account/hooks/use-auth';
import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { StudybotPage } from '../../features/flashcards/pages/studybot-page';

/** Composes the studybot with the bookmark toggle: features do not import each other. */
export function StudybotRoute() {
  const { user, isAdmin } = useAuth();
  const { cat = '' } = useParams();
  const category = normalizeCategoryName(cat);
  return <StudybotPage isAdmin={isAdmin} cardActions={(card) => <BookmarkToggle card={card} category={category} signedIn={Boolean(user)} />} />;
}
