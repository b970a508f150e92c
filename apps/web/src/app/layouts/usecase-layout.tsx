import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { isPlaceOpenTo } from '@curio/core/kids-lock';
import { USECASE_SIDEBAR_WIDTH } from '@curio/core/limits';
import { useAuth } from '../../lib/use-auth';
import { APP_NAME } from '../../lib/app-name';
import { useMediaMatch } from '../../lib/use-media-match';
import { SidebarFrame } from './sidebar-frame';

/** The three places of the Green AI network; Kids Lock learners are offered none of them (decision 021). */
const USECASE_NAV = [
  { to: '/usecases', label: 'Feed', Icon: DynamicFeedIcon },
  { to: '/usecases/new', label: 'Post Use Case', Icon: PostAddIcon },
  { to: '/my/usecases', label: 'My Use Cases', Icon: PersonOutlineIcon },
] as const;

const FOOTER = 'v1 · Green AI';

/** The product title followed by Green AI, linking to the feed. */
function GreenAiTitle() {
  return (
    <Box
      component={RouterLink}
      to="/usecases"
      aria-label={`${APP_NAME} Green AI feed`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', minWidth: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
      <Typography component="span" noWrap sx={{ fontWeight: 800, fontSize: 17, letterSpacing: '-0.02em' }}>
        {APP_NAME}{' '}
        <Box component="span" sx={{ color: 'success.main' }}>
          Green AI
        </Box>
      </Typography>
    </Box>
  );
}

/**
 * /usecases, /usecases/new and /my/usecases: a sidebar of USECASE_SIDEBAR_WIDTH (a drawer on
 * phones) with the feed's places, a way back to the rest of the app and the version footer.
 */
export function UseCaseLayout() {
  const theme = useTheme();
  const isDesktop = useMediaMatch(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { age } = useAuth();
  const closeDrawer = () => setDrawerOpen(false);
  const places = USECASE_NAV.filter((place) => isPlaceOpenTo(age, place.to));

  const sidebar = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <GreenAiTitle />
      </Toolbar>
      <Box component="nav" aria-label="Green AI" sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1 }}>
        {places.length > 0 && (
          <>
            <List disablePadding>
              {places.map(({ to, label, Icon }) => (
                <ListItem key={to} disablePadding>
                  <ListItemButton component={RouterLink} to={to} selected={pathname === to} onClick={closeDrawer} sx={{ mb: 0.25 }}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={label} slotProps={{ primary: { fontWeight: 500, fontSize: 15 } }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Divider sx={{ my: 1.5 }} />
          </>
        )}
        <ListItemButton component={RouterLink} to="/" onClick={closeDrawer}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <ArrowBackIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={`Back to ${APP_NAME}`} slotProps={{ primary: { fontSize: 14, color: 'text.secondary' } }} />
        </ListItemButton>
      </Box>
      <Typography component="footer" variant="caption" color="text.secondary" sx={{ px: 2.5, py: 2, borderTop: 1, borderColor: 'divider' }}>
        {FOOTER}
      </Typography>
    </Box>
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
