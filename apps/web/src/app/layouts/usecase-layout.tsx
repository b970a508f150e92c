import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { USECASE_SIDEBAR_WIDTH } from '@curio/core/limits';
import { APP_NAME } from '../../lib/app-name';
import { AccountActions } from './account-actions';
import { usePageTitle } from './root-layout';

/** Spec §2 'Use-case layout': the three places of the Green AI network. */
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
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const title = usePageTitle();
  const closeDrawer = () => setDrawerOpen(false);

  const sidebar = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <GreenAiTitle />
      </Toolbar>
      <Box component="nav" aria-label="Green AI" sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1 }}>
        <List disablePadding>
          {USECASE_NAV.map(({ to, label, Icon }) => (
            <ListItemButton key={to} component={RouterLink} to={to} selected={pathname === to} onClick={closeDrawer} sx={{ mb: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { fontWeight: 500, fontSize: 15 } }} />
            </ListItemButton>
          ))}
        </List>
        <Divider sx={{ my: 1.5 }} />
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
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${USECASE_SIDEBAR_WIDTH}px)` },
          ml: { md: `${USECASE_SIDEBAR_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(255,255,255,0.9)',
          backdropFilter: 'blur(8px)',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          {isDesktop ? (
            <Typography variant="h6" component="p" noWrap sx={{ flex: 1 }}>
              {title ?? ''}
            </Typography>
          ) : (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <GreenAiTitle />
            </Box>
          )}
          <AccountActions compact={!isDesktop} />
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: USECASE_SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant={isDesktop ? 'permanent' : 'temporary'}
          open={isDesktop || drawerOpen}
          onClose={closeDrawer}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: USECASE_SIDEBAR_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' } }}
        >
          {sidebar}
        </Drawer>
      </Box>

      <Box component="main" sx={{ flex: 1, minWidth: 0, width: { md: `calc(100% - ${USECASE_SIDEBAR_WIDTH}px)` }, pb: 10 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
