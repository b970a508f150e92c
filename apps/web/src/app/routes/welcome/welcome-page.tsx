import { Link, useNavigate } from 'react-router';
import clsx from 'clsx';
import { mdiReplay } from '@mdi/js';
import { FALLBACK_CATEGORIES } from '@curio/core/category-list';
import { landingFirstAction } from '@curio/core/landing';
import { APP_NAME } from '../../../lib/app-name';
import { useMediaMatch } from '../../../lib/use-media-match';
import { useAuth } from '../../../lib/use-auth';
import { useCategories } from '../../../features/catalogue/api/get-categories';
import { CategorySearch } from '../../../features/catalogue/components/category-search';
import { WelcomeBanner } from '../../../features/onboarding/components/welcome-banner';
import { useFirstVisit } from '../../../features/onboarding/hooks/use-first-visit';
// with the page, not on demand: a first-time guest's largest paint is the overlay's text
import { LandingOverlay } from '../../../features/onboarding/components/landing-overlay';
import { useLandingOverlay } from '../../../features/onboarding/hooks/use-landing-overlay';
import { useReviewSummary } from '../../../features/review/api/get-review-summary';
import { Button, Container, Icon, Stack, Text } from '../../../ui';
import { QuickActionsDock } from './quick-actions-dock';
import css from './welcome-page.module.css';
import { useWelcomeTour } from './use-welcome-tour';


const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** / and /welcome: landing overlay, first-visit banner, category search, quick actions, tour. */
export function WelcomePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const landing = useLandingOverlay({ ready: !auth.loading, userId: auth.user?.id ?? null });
  const { showBanner, dismissBanner } = useFirstVisit();
  const { startTour } = useWelcomeTour(auth, { blocked: !landing.decided || landing.open });
  const loggedIn = Boolean(auth.user);
  const firstName = firstNameOf(auth.fullName);
  // the sidebar asks the same summary for its badge: this is its cached answer
  const reviewSummary = useReviewSummary(loggedIn);
  const landingAction = landingFirstAction({ loggedIn, dueReviews: reviewSummary.data?.due.total });
  const categories = useCategories();
  // a failed fetch or an empty answer falls back to the local list (docs/product.md#errors)
  const categoryList = categories.data?.length ? categories.data : FALLBACK_CATEGORIES;
  // a wide screen has room for the banner over the page's corner; a phone's whole width is content
  const wide = useMediaMatch('(min-width: 900px)');
  const banner = showBanner ? <WelcomeBanner celebrate={landing.decided && !landing.open} onClose={dismissBanner} inline={wide === false} /> : null;

  return (
    <Container maxWidth="lg" className={css.page}>
      <div className={css.column}>
        <section aria-labelledby="welcome-title" className={css.hero}>
          <Text id="welcome-title" variant="h1" className={css.greeting}>
            {loggedIn && firstName ? `Hi ${firstName}, what will you learn today?` : `Welcome to ${APP_NAME}`}
          </Text>
          <Text className={css.lead}>
            Choose a category, then test yourself in Serious Athlete Mode or take it easy with flashcards in Curious Learner
            Mode.
          </Text>
          <Stack direction="row" gap={1.5} wrap>
            {/* holds its place (hidden, so neither seen nor focusable) while the session loads: a guest's row does not shift */}
            {!loggedIn && (
              <Button variant="contained" color="secondary" onClick={() => void navigate('/signup')} className={clsx(auth.loading && css.held)}>
                Create a free account
              </Button>
            )}
            <Button variant="outlined" startIcon={<Icon path={mdiReplay} size="small" />} onClick={startTour} data-tour="replay-tour" color="inherit">
              Replay tour
            </Button>
          </Stack>
        </section>

        {/* in the column under the greeting on a phone: it moves the categories down, never covers them */}
        {wide === false && banner}

        <section aria-labelledby="categories-title">
          <Text id="categories-title" variant="h4" as="h2" className={css.heading}>
            Categories
          </Text>
          <CategorySearch categories={categoryList} loading={categories.isPending} age={auth.age} disabled={!loggedIn} />
        </section>

        <section aria-labelledby="quick-actions-title">
          <Text id="quick-actions-title" variant="h4" as="h2" className={css.heading}>
            Quick actions
          </Text>
          <QuickActionsDock age={auth.age} />
        </section>

        <Text variant="body2" tone="secondary" align="center">
          <Link to="/privacy" className={css.privacy}>
            Privacy policy
          </Link>
        </Text>
      </div>

      {/* over the page on a wide screen, not in its column: it comes after the page is drawn and must not move it */}
      {wide === true && banner}

      {landing.open && (
        <LandingOverlay
          open
          action={landingAction}
          onAction={() => {
            landing.close();
            void navigate(landingAction.to);
          }}
          onExplore={landing.close}
        />
      )}
    </Container>
  );
}
