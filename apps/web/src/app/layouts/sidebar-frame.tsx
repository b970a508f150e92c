import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import clsx from 'clsx';
import { mdiMenu } from '@mdi/js';
import { isFeedbackButtonVisible } from '../../features/feedback/feedback-visibility';
import { Icon, IconButton, Sheet, Text } from '../../ui';
import { AccountActions } from './account-actions';
import { FeedbackFab, useTopBarForFeedback } from './feedback-placement';
import { usePageTitle } from './root-layout';
import css from './sidebar-frame.module.css';

interface Props {
  width: number;
  /** the sidebar's content: in place on desktop, a sheet on phones */
  sidebar: ReactNode;
  /** shown in the top bar on phones, where the sidebar is hidden */
  phoneBrand: ReactNode;
  /** null while the page drawn at build time is taken over: then CSS alone picks the layout */
  isDesktop: boolean | null;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** the sheet lets focus and clicks go outside it (a guided tour's popover) */
  drawerModeless?: boolean;
}

const MAIN_ID = 'main-content';

/** Off screen until it has the keyboard's focus (WCAG 2.4.1): past the top bar and the sidebar in one key. */
function SkipToContent() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={css.skip}
      onClick={(event) => {
        // focus, not a #hash in the address
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/** The frame every sidebar layout shares: a top bar with the page title and account actions, the sidebar, the page. */
export function SidebarFrame({ width, sidebar, phoneBrand, isDesktop, drawerOpen, onDrawerOpenChange, drawerModeless }: Props) {
  const title = usePageTitle();
  const { pathname } = useLocation();
  useTopBarForFeedback();
  const unknown = isDesktop === null;
  const sizes = { '--sidebar-w': `${width}px` } as CSSProperties;
  return (
    <div className={clsx(css.sizes, css.frame)} style={sizes}>
      <SkipToContent />
      <header className={css.bar}>
        {isDesktop !== true && (
          <IconButton label="Open navigation" onClick={() => onDrawerOpenChange(true)} className={clsx(css.menuButton, unknown && css.phoneOnly)}>
            <Icon path={mdiMenu} />
          </IconButton>
        )}
        {isDesktop !== false && (
          <Text variant="h6" as="p" noWrap className={clsx(css.title, unknown && css.wideOnly)}>
            {title ?? ''}
          </Text>
        )}
        {isDesktop !== true && <div className={clsx(css.phoneBrand, unknown && css.phoneOnly)}>{phoneBrand}</div>}
        {isDesktop === false && isFeedbackButtonVisible(pathname) && (
          <Suspense fallback={null}>
            <FeedbackFab inBar />
          </Suspense>
        )}
        <AccountActions compact={isDesktop !== true} />
      </header>

      <aside className={css.aside}>
        {isDesktop === false ? (
          <Sheet open={drawerOpen} onClose={() => onDrawerOpenChange(false)} label="Navigation" modal={!drawerModeless} className={css.sheet}>
            <div className={clsx(css.sizes, css.sheetBody)} style={sizes}>
              {sidebar}
            </div>
          </Sheet>
        ) : (
          // in place (a sheet only once a screen is there to open it on)
          <div className={clsx(css.sidebar, unknown && css.wideOnly)}>{sidebar}</div>
        )}
      </aside>

      <main id={MAIN_ID} tabIndex={-1} className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}
