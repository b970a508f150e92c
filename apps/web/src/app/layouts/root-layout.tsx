import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes, useTheme } from '@mui/material/styles';
import { APP_NAME } from '../../lib/app-name';
import { isFeedbackButtonVisible } from '../../features/feedback/feedback-visibility';
import { useAuth } from '../../lib/use-auth';
import { adoptLegacyRatings } from '../../features/review/review-outbox';
import { useOutboxCount, useOutboxSync } from '../../lib/use-outbox';
import { useOnline } from '../../lib/use-online';
import { useMediaMatch } from '../../lib/use-media-match';
import { SyncStatus } from '../../components/sync-status';
import { FeedbackBarContext, FeedbackFab } from './feedback-placement';

/** The feedback button's height (56) and its margins (16 on phones, 24 above). */
const FEEDBACK_FAB_ROOM = { xs: 56 + 2 * 16, sm: 56 + 2 * 24 };

/** Route `handle` of the route table: the page name, used for the tab title and placeholders. */
export interface RouteHandle {
  title?: string;
}

/** The deepest route's title. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar while the next page's code loads (lighter than LinearProgress on every page). */
function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: (t) => t.zIndex.tooltip + 1, bgcolor: 'primary.light' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1s ease-in-out infinite` }} />
    </Box>
  );
}

/** Sends what was done offline as soon as the app starts, and whenever it can after that. */
function OutboxSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => void adoptLegacyRatings(), []);
  useOutboxSync(userId);
  const waiting = useOutboxCount(userId) ?? 0;
  const online = useOnline();
  return <SyncStatus waiting={waiting} online={online} />;
}

/** Wraps every screen: tab title, scroll restoration, navigation progress, feedback button. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const title = usePageTitle();
  const wide = useMediaMatch(useTheme().breakpoints.up('md'));
  // on a phone a layout's top bar holds the button (see SidebarFrame); it floats only where there is none
  const [topBar, setTopBar] = useState(false);
  const floating = isFeedbackButtonVisible(pathname) && (wide === true || (wide === false && !topBar));

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <FeedbackBarContext.Provider value={setTopBar}>
      {navigation.state === 'loading' && <NavigationProgress />}
      <Outlet />
      <OutboxSync />
      {floating && (
        <>
          {/* room at the page's end, so the floating button never sits on its last controls */}
          <Box aria-hidden sx={{ height: FEEDBACK_FAB_ROOM }} />
          <Suspense fallback={null}>
            <FeedbackFab />
          </Suspense>
        </>
      )}
      <ScrollRestoration />
    </FeedbackBarContext.Provider>
  );
}
