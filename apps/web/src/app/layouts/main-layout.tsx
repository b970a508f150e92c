import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import toast from 'react-hot-toast';
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
import { SidebarFrame } from './sidebar-frame';
import { NavDrawerContext, type NavDrawerControl } from './nav-drawer-context';
import { ACCOUNT_NAV, MAIN_NAV, type NavItem } from './main-nav';

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
  return items.map(({ to, label, Icon }) => (
    <ListItem key={to} disablePadding>
      <ListItemButton component={RouterLink} to={to} selected={isActive(pathname, to)} onClick={onNavigate} sx={{ mb: 0.25 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { fontWeight: 500, fontSize: 15 } }} />
        <NavBadge count={badges?.[to]} />
      </ListItemButton>
    </ListItem>
  ));
}

function NavBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{ ml: 1, minWidth: 22, px: 0.75, borderRadius: 11, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 12, fontWeight: 700, lineHeight: '22px', textAlign: 'center' }}
    >
      {count > 99 ? '99+' : count}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        due
      </Box>
    </Box>
  );
}

/** docs/routes.md#screens-and-web-routes sidebar counts for a signed-in learner; blank until known rather than a false 0. */
function SidebarCount({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', px: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }} aria-label={`${label}: ${value ?? 'loading'}`}>
        {value ?? '–'}
      </Typography>
    </Box>
  );
}

function SidebarCounts() {
  const stats = useResultStats();
  const saved = useSavedCount();
  return (
    <Box sx={{ mb: 1.5 }}>
      <SidebarCount label="Quizzes" value={stats.data?.total} />
      <SidebarCount label="Saved" value={saved.data?.count} />
    </Box>
  );
}

/** The main frame: a sidebar (a drawer on small screens) and a top bar with the account actions. */
export function MainLayout() {
  const theme = useTheme();
  const isDesktop = useMediaMatch(theme.breakpoints.up('md'));
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
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2.5 }}>
        <Brand />
      </Toolbar>
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1 }}>
        <List disablePadding data-tour="nav">
          <NavList items={places} pathname={pathname} onNavigate={closeDrawer} badges={badges} />
        </List>
        {user && (
          <List
            disablePadding
            sx={{ mt: 2 }}
            subheader={
              <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 700 }}>
                Account
              </ListSubheader>
            }
          >
            <NavList items={ACCOUNT_NAV} pathname={pathname} onNavigate={closeDrawer} />
          </List>
        )}
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        {user && <SidebarCounts />}
        <Button
          fullWidth
          variant="outlined"
          startIcon={<CampaignOutlinedIcon />}
          onClick={() => void spreadTheWord()}
          data-tour="spread"
        >
          Spread the word
        </Button>
      </Box>
    </Box>
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
        drawerModalProps={{ disableEnforceFocus: tourHoldsDrawer, disableAutoFocus: tourHoldsDrawer }}
      />
    </NavDrawerContext.Provider>
  );
}
