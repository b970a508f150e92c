import { useAuth } from '../../lib/use-auth';
import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { StudybotPage } from '../../features/flashcards/pages/studybot-page';
import { useCategoryParam } from '../../lib/category-param';

/** Composes the studybot with the bookmark toggle: features do not import each other. */
export function StudybotRoute() {
  const { user, isAdmin } = useAuth();
  const category = useCategoryParam();
  const signedIn = Boolean(user);
  return (
    <StudybotPage
      isAdmin={isAdmin}
      signedIn={signedIn}
      cardActions={(card) => <BookmarkToggle card={card} category={category} signedIn={signedIn} />}
    />
  );
}
