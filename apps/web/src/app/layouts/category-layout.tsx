import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { CourseSelect } from '../../features/catalogue/components/course-select';
import { useLogout } from '../../features/account/hooks/use-logout';
import { useCategoryParam } from '../../lib/category-param';
import { useCategoryTour } from './use-category-tour';

/** Width of the category sidebar inside the main frame (ours; the spec gives none). */
const CATEGORY_SIDEBAR_WIDTH = 260;

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
  const link = to ? { component: RouterLink, to } : {};
  return (
    <ListItem disablePadding>
      <ListItemButton {...link} onClick={onClick} data-tour={tour} sx={{ borderRadius: 2 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { fontWeight: 500, fontSize: 15 } }} />
      </ListItemButton>
    </ListItem>
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
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 3 }, p: { xs: 2, sm: 3 } }}>
      <Paper
        component="aside"
        aria-label="Category"
        variant="outlined"
        sx={{
          width: { xs: '100%', md: CATEGORY_SIDEBAR_WIDTH },
          flexShrink: 0,
          alignSelf: 'flex-start',
          position: { md: 'sticky' },
          top: { md: 88 },
          p: 2,
          boxSizing: 'border-box',
        }}
      >
        <Typography variant="overline" color="text.secondary" component="p">
          Category
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 2 }}>
          {categoryLabel(category)}
        </Typography>
        {/* a group, unnamed (the field inside is the course): the tour marks its target expanded, which a plain box may not be */}
        <Box role="group" data-tour="cat-course">
          <CourseSelect key={course ?? ''} category={category} value={course} onChange={chooseCourse} />
        </Box>
        <Divider sx={{ my: 2 }} />
        <List disablePadding dense sx={{ display: { xs: 'grid', md: 'block' }, gridTemplateColumns: { xs: '1fr 1fr' } }}>
          <SidebarLink icon={<InsightsOutlinedIcon fontSize="small" />} label="View Results" to={`${base}/view-results${search}`} tour="cat-results" />
          <SidebarLink icon={<BookmarksOutlinedIcon fontSize="small" />} label="My Bookmarks" to={`${base}/bookmarks${search}`} tour="cat-bookmarks" />
          <SidebarLink icon={<AutoAwesomeOutlinedIcon fontSize="small" />} label="UC Studio" to="/uc-studio" tour="cat-studio" />
          <SidebarLink
            icon={<LogoutIcon fontSize="small" />}
            label={pending ? 'Logging out…' : 'Logout'}
            onClick={pending ? undefined : logout}
          />
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
