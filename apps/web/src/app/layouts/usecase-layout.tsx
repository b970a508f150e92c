import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import clsx from 'clsx';
import { mdiArrowLeft, mdiNewspaperVariantMultipleOutline, mdiAccountOutline, mdiNotePlusOutline } from '@mdi/js';
import { isPlaceOpenTo } from '@curio/core/kids-lock';
import { USECASE_SIDEBAR_WIDTH } from '@curio/core/limits';
import { useAuth } from '../../lib/use-auth';
import { APP_NAME } from '../../lib/app-name';
import { useMediaMatch } from '../../lib/use-media-match';
import { Divider, Icon, Text } from '../../ui';
import { SidebarFrame } from './sidebar-frame';
import navCss from './nav-list.module.css';
import css from './usecase-layout.module.css';

/** The three places of the Green AI network; Kids Lock learners are offered none of them (decision 021). */
const USECASE_NAV = [
  { to: '/usecases', label: 'Feed', icon: mdiNewspaperVariantMultipleOutline },
  { to: '/usecases/new', label: 'Post Use Case', icon: mdiNotePlusOutline },
  { to: '/my/usecases', label: 'My Use Cases', icon: mdiAccountOutline },
] as const;

const FOOTER = 'v1 · Green AI';

/** The product title followed by Green AI, linking to the feed. */
function GreenAiTitle() {
  return (
    <Link to="/usecases" aria-label={`${APP_NAME} Green AI feed`} className={css.title}>
      <img src="/favicon.svg" alt="" width={28} height={28} className={css.logo} />
      <Text as="span" noWrap className={css.name}>
        {APP_NAME} <span className={css.green}>Green AI</span>
      </Text>
    </Link>
  );
}

/**
 * /usecases, /usecases/new and /my/usecases: a sidebar of USECASE_SIDEBAR_WIDTH (a drawer on
 * phones) with the feed's places, a way back to the rest of the app and the version footer.
 */
export function UseCaseLayout() {
  const isDesktop = useMediaMatch('(min-width: 900px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { age } = useAuth();
  const closeDrawer = () => setDrawerOpen(false);
  const places = USECASE_NAV.filter((place) => isPlaceOpenTo(age, place.to));

  const sidebar = (
    <div className={css.column}>
      <div className={css.head}>
        <GreenAiTitle />
      </div>
      <nav aria-label="Green AI" className={css.nav}>
        {places.length > 0 && (
          <>
            <ul className={navCss.list}>
              {places.map(({ to, label, icon }) => (
                <li key={to}>
                  <Link to={to} className={navCss.item} aria-current={pathname === to ? 'page' : undefined} onClick={closeDrawer}>
                    <span className={clsx(navCss.icon, navCss.narrowIcon)}>
                      <Icon path={icon} size="small" />
                    </span>
                    <span className={navCss.label}>{label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Divider className={css.divider} />
          </>
        )}
        <Link to="/" onClick={closeDrawer} className={clsx(navCss.item, css.back)}>
          <span className={clsx(navCss.icon, navCss.narrowIcon)}>
            <Icon path={mdiArrowLeft} size="small" />
          </span>
          <span className={navCss.label}>{`Back to ${APP_NAME}`}</span>
        </Link>
      </nav>
      <Text as="footer" variant="caption" tone="secondary" className={css.footer}>
        {FOOTER}
      </Text>
    </div>
  );

  return (
    <SidebarFrame
      width={USECASE_SIDEBAR_WIDTH}
      sidebar={sidebar}
      phoneBrand={<GreenAiTitle />}
      isDesktop={isDesktop}
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
    />
  );
}
