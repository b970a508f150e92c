import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { APP_NAME } from '../../lib/app-name';
import { isFeedbackButtonVisible } from '../../features/feedback/feedback-visibility';
import { useAuth } from '../../lib/use-auth';
import { adoptLegacyRatings } from '../../features/review/review-outbox';
import { useOutboxCount, useOutboxSync } from '../../lib/use-outbox';
import { useOnline } from '../../lib/use-online';
import { useMediaMatch } from '../../lib/use-media-match';
import { SyncStatus } from '../../components/sync-status';
import { FeedbackBarContext, FeedbackFab } from './feedback-placement';
import css from './root-layout.module.css';

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

/** A thin bar while the next page's code loads (lighter than a progress component on every page). */
function NavigationProgress() {
  return (
    <div role="progressbar" aria-label="Loading page" className={css.progress}>
      <div className={css.progressRun} />
    </div>
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
  const wide = useMediaMatch('(min-width: 900px)');
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
          <div aria-hidden className={css.fabRoom} />
          <Suspense fallback={null}>
            <FeedbackFab />
          </Suspense>
        </>
      )}
      <ScrollRestoration />
    </FeedbackBarContext.Provider>
  );
}
