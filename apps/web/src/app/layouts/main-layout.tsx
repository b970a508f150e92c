import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { mdiBullhornOutline } from '@mdi/js';
import toast from 'react-hot-toast/headless';
import { isPlaceOpenTo } from '@curio/core/kids-lock';
import { MAIN_SIDEBAR_WIDTH } from '@curio/core/limits';
import { Brand } from '../../components/brand';
import { APP_NAME } from '../../lib/app-name';
import { shareOrCopy } from '../../lib/share';
import { useMediaMatch } from '../../lib/use-media-match';
import { useAuth } from '../../lib/use-auth';
import { useResultStats } from '../../features/results/api/get-result-stats';
import { useSavedCount } from '../../features/saved-usecases/api/get-saved-count';
import { useReviewSummary } from '../../features/review/api/get-review-summary';
import { Button, Icon, Text, VisuallyHidden } from '../../ui';
import { SidebarFrame } from './sidebar-frame';
import { NavDrawerContext, type NavDrawerControl } from './nav-drawer-context';
import { ACCOUNT_NAV, MAIN_NAV, type NavItem } from './main-nav';
import navCss from './nav-list.module.css';
import css from './main-layout.module.css';

const isActive = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' || pathname === '/welcome' : pathname === to || pathname.startsWith(`${to}/`);

/** docs/routes.md#screens-and-web-routes 'Spread the word': native share, else clipboard; failures are ignored. */
async function spreadTheWord() {
  const text = `I'm learning with ${APP_NAME}: quizzes, flashcards and AI use cases for real-world ideas. Join me at ${window.location.origin}`;
  const outcome = await shareOrCopy({ title: APP_NAME, text });
  if (outcome === 'copied') toast.success('📋 Copied to clipboard!');
}

interface NavListProps {
  items: readonly NavItem[];
  pathname: string;
  onNavigate: () => void;
  /** a count beside a destination (the reviews due), by its path; shown when above 0 */
  badges?: Partial<Record<string, number>>;
}

function NavList({ items, pathname, onNavigate, badges }: NavListProps) {
  return items.map(({ to, label, icon }) => (
    <li key={to}>
      <Link to={to} className={navCss.item} aria-current={isActive(pathname, to) ? 'page' : undefined} onClick={onNavigate}>
        <span className={navCss.icon}>
          <Icon path={icon} size="small" />
        </span>
        <span className={navCss.label}>{label}</span>
        <NavBadge count={badges?.[to]} />
      </Link>
    </li>
  ));
}

function NavBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={css.badge}>
      {count > 99 ? '99+' : count}
      <VisuallyHidden> due</VisuallyHidden>
    </span>
  );
}

/** docs/routes.md#screens-and-web-routes sidebar counts for a signed-in learner; blank until known rather than a false 0. */
function SidebarCount({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className={css.count}>
      <Text variant="body2" tone="secondary">
        {label}
      </Text>
      <Text variant="subtitle1" as="span" bold aria-label={`${label}: ${value ?? 'loading'}`}>
        {value ?? '–'}
      </Text>
    </div>
  );
}

function SidebarCounts() {
  const stats = useResultStats();
  const saved = useSavedCount();
  return (
    <div className={css.counts}>
      <SidebarCount label="Quizzes" value={stats.data?.total} />
      <SidebarCount label="Saved" value={saved.data?.count} />
    </div>
  );
}

/** The main frame: a sidebar (a drawer on small screens) and a top bar with the account actions. */
export function MainLayout() {
  const isDesktop = useMediaMatch('(min-width: 900px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tourHoldsDrawer, setTourHoldsDrawer] = useState(false);
  const { pathname } = useLocation();
  const { user, age } = useAuth();
  // a Kids Lock learner is not sent to places that would only say they are for grown-ups
  const places = useMemo(() => MAIN_NAV.filter((item) => isPlaceOpenTo(age, item.to)), [age]);
  const reviewSummary = useReviewSummary(Boolean(user));
  const badges = user ? { '/review': reviewSummary.data?.due.total } : undefined;

  const control = useMemo<NavDrawerControl>(
    () => ({
      isDrawer: isDesktop === false,
      setOpenForTour: (open) => {
        setTourHoldsDrawer(open);
        setDrawerOpen(open);
      },
    }),
    [isDesktop],
  );

  const closeDrawer = () => setDrawerOpen(false);

  const sidebar = (
    <div className={css.column}>
      <div className={css.brand}>
        <Brand />
      </div>
      <nav aria-label="Main" className={css.nav}>
        <ul className={navCss.list} data-tour="nav">
          <NavList items={places} pathname={pathname} onNavigate={closeDrawer} badges={badges} />
        </ul>
        {user && (
          <>
            <p id="account-nav" className={css.subheader}>
              Account
            </p>
            <ul className={navCss.list} aria-labelledby="account-nav">
              <NavList items={ACCOUNT_NAV} pathname={pathname} onNavigate={closeDrawer} />
            </ul>
          </>
        )}
      </nav>
      <div className={css.foot}>
        {user && <SidebarCounts />}
        <Button fullWidth variant="outlined" startIcon={<Icon path={mdiBullhornOutline} size="small" />} onClick={() => void spreadTheWord()} data-tour="spread">
          Spread the word
        </Button>
      </div>
    </div>
  );

  return (
    <NavDrawerContext.Provider value={control}>
      <SidebarFrame
        width={MAIN_SIDEBAR_WIDTH}
        sidebar={sidebar}
        phoneBrand={<Brand size={28} />}
        isDesktop={isDesktop}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        // the tour's popover lives outside the drawer and must be able to take focus
        drawerModeless={tourHoldsDrawer}
      />
    </NavDrawerContext.Provider>
  );
}
