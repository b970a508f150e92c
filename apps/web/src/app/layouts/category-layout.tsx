import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { mdiBookmarkMultipleOutline, mdiChartLine, mdiCreationOutline, mdiLogout } from '@mdi/js';
import { CourseSelect } from '../../features/catalogue/components/course-select';
import { useLogout } from '../../features/account/hooks/use-logout';
import { useCategoryParam } from '../../lib/category-param';
import { Card, Divider, Icon, Text } from '../../ui';
import { useCategoryTour } from './use-category-tour';
import navCss from './nav-list.module.css';
import css from './category-layout.module.css';

/** Screens that need the whole width and no distractions (docs/routes.md#screens-and-web-routes). */
const FOCUS_SCREENS = /\/(quiz\/start|study\/studybot)\/?$/;

const categoryLabel = (category: string) => category.replace(/(^|[\s&])(\p{L})/gu, (_m, lead: string, letter: string) => lead + letter.toUpperCase());

interface SidebarLinkProps {
  icon: ReactNode;
  label: string;
  to?: string;
  onClick?: () => void;
  /** the category tour's target name */
  tour?: string;
}

function SidebarLink({ icon, label, to, onClick, tour }: SidebarLinkProps) {
  const look = clsx(navCss.item, navCss.dense);
  const content = (
    <>
      <span className={clsx(navCss.icon, navCss.narrowIcon)}>{icon}</span>
      <span className={navCss.label}>{label}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} onClick={onClick} data-tour={tour} className={look}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={onClick} data-tour={tour} className={look}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * /category/{cat}: the category's own sidebar (course selector, results, bookmarks, UC Studio,
 * logout) beside the selected screen; on phones it sits above the screen. The quiz and the
 * flashcards take the full width instead.
 */
export function CategoryLayout() {
  const category = useCategoryParam();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const base = `/category/${encodeURIComponent(category)}`;
  const course = params.get('course');
  const focus = FOCUS_SCREENS.test(pathname);
  useCategoryTour({ enabled: !focus });

  if (focus) return <Outlet />;

  const chooseCourse = (next: string | null) => {
    void navigate(next ? `${base}/quiz?${new URLSearchParams({ course: next, mode: 'serious' })}` : base);
  };

  return (
    <div className={css.layout}>
      <Card as="aside" aria-label="Category" className={css.sidebar}>
        <Text variant="overline" tone="secondary" as="p">
          Category
        </Text>
        <Text variant="h5" as="p" className={css.name}>
          {categoryLabel(category)}
        </Text>
        {/* a group, unnamed (the field inside is the course): the tour marks its target expanded, which a plain box may not be */}
        <div role="group" data-tour="cat-course">
          <CourseSelect key={course ?? ''} category={category} value={course} onChange={chooseCourse} />
        </div>
        <Divider className={css.divider} />
        <ul className={clsx(navCss.list, css.links)}>
          <SidebarLink icon={<Icon path={mdiChartLine} size="small" />} label="View Results" to={`${base}/view-results${search}`} tour="cat-results" />
          <SidebarLink icon={<Icon path={mdiBookmarkMultipleOutline} size="small" />} label="My Bookmarks" to={`${base}/bookmarks${search}`} tour="cat-bookmarks" />
          <SidebarLink icon={<Icon path={mdiCreationOutline} size="small" />} label="UC Studio" to="/uc-studio" tour="cat-studio" />
          <SidebarLink icon={<Icon path={mdiLogout} size="small" />} label={pending ? 'Logging out…' : 'Logout'} onClick={pending ? undefined : logout} />
        </ul>
      </Card>
      <div className={css.screen}>
        <Outlet />
      </div>
    </div>
  );
}
