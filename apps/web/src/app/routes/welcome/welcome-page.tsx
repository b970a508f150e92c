import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ReplayIcon from '@mui/icons-material/Replay';
import { FALLBACK_CATEGORIES } from '@curio/core/category-list';
import { landingFirstAction } from '@curio/core/landing';
import { APP_NAME } from '../../../lib/app-name';
import { readFlag, STORAGE_KEYS } from '../../../lib/storage';
import { useMediaMatch } from '../../../lib/use-media-match';
import { useAuth } from '../../../lib/use-auth';
import { useCategories } from '../../../features/catalogue/api/get-categories';
import { CategorySearch } from '../../../features/catalogue/components/category-search';
import { WelcomeBanner } from '../../../features/onboarding/components/welcome-banner';
import { useFirstVisit } from '../../../features/onboarding/hooks/use-first-visit';
import { useLandingOverlay } from '../../../features/onboarding/hooks/use-landing-overlay';
import { useReviewSummary } from '../../../features/review/api/get-review-summary';
import { QuickActionsDock } from './quick-actions-dock';
import { useWelcomeTour } from './use-welcome-tour';

// most visits never show the overlay; those that do fetch it on the spot
const loadLandingOverlay = () => import('../../../features/onboarding/components/landing-overlay');
const LandingOverlay = lazy(async () => ({ default: (await loadLandingOverlay()).LandingOverlay }));

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
  const wide = useMediaMatch(useTheme().breakpoints.up('md'));
  const banner = showBanner ? <WelcomeBanner celebrate={landing.decided && !landing.open} onClose={dismissBanner} inline={wide === false} /> : null;

  // a browser that never closed the overlay will most likely show it: fetch it while the session loads
  useEffect(() => {
    if (!readFlag(STORAGE_KEYS.sawLanding)) void loadLandingOverlay();
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={{ xs: 3, sm: 4 }}>
        <Box
          component="section"
          aria-labelledby="welcome-title"
          sx={{
            borderRadius: '28px',
            p: { xs: 3, sm: 5 },
            color: '#fff',
            background: 'linear-gradient(135deg, #4f46e5 0%, #6d28d9 55%, #9333ea 100%)',
            boxShadow: '0 18px 40px rgba(79,70,229,0.25)',
          }}
        >
          <Typography id="welcome-title" variant="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.6rem' }, mb: 1.5 }}>
            {loggedIn && firstName ? `Hi ${firstName}, what will you learn today?` : `Welcome to ${APP_NAME}`}
          </Typography>
          <Typography sx={{ opacity: 0.9, fontSize: { xs: '1rem', sm: '1.15rem' }, maxWidth: 640, mb: 3 }}>
            Choose a category, then test yourself in Serious Athlete Mode or take it easy with flashcards in Curious Learner
            Mode.
          </Typography>
          <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
            {/* holds its place (hidden, so neither seen nor focusable) while the session loads: a guest's row does not shift */}
            {!loggedIn && (
              <Button
                variant="contained"
                color="secondary"
                onClick={() => void navigate('/signup')}
                sx={auth.loading ? { visibility: 'hidden' } : undefined}
              >
                Create a free account
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<ReplayIcon />}
              onClick={startTour}
              data-tour="replay-tour"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.1)' } }}
            >
              Replay tour
            </Button>
          </Stack>
        </Box>

        {/* in the column under the greeting on a phone: it moves the categories down, never covers them */}
        {wide === false && banner}

        <Box component="section" aria-labelledby="categories-title">
          <Typography id="categories-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            Categories
          </Typography>
          <CategorySearch categories={categoryList} loading={categories.isPending} age={auth.age} disabled={!loggedIn} />
        </Box>

        <Box component="section" aria-labelledby="quick-actions-title">
          <Typography id="quick-actions-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            Quick actions
          </Typography>
          <QuickActionsDock age={auth.age} />
        </Box>

        <Typography variant="body2" color="text.secondary" textAlign="center">
          <Box component={RouterLink} to="/privacy" sx={{ color: 'primary.main', fontWeight: 500 }}>
            Privacy policy
          </Box>
        </Typography>
      </Stack>

      {/* over the page on a wide screen, not in its column: it comes after the page is drawn and must not move it */}
      {wide === true && banner}

      {landing.open && (
        <Suspense fallback={null}>
          <LandingOverlay
            open
            action={landingAction}
            onAction={() => {
              landing.close();
              void navigate(landingAction.to);
            }}
            onExplore={landing.close}
          />
        </Suspense>
      )}
    </Container>
  );
}
