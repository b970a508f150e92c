import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { isFeedbackButtonVisible } from '../../features/feedback/feedback-visibility';
import { AccountActions } from './account-actions';
import { FeedbackFab, useTopBarForFeedback } from './feedback-placement';
import { usePageTitle } from './root-layout';

interface Props {
  width: number;
  /** the sidebar's content: permanent on desktop, a drawer on phones */
  sidebar: ReactNode;
  /** shown in the top bar on phones, where the sidebar is hidden */
  phoneBrand: ReactNode;
  /** null while the page drawn at build time is taken over: then CSS alone picks the layout */
  isDesktop: boolean | null;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  drawerModalProps?: DrawerProps['ModalProps'];
}

const MAIN_ID = 'main-content';

const drawerSx = (width: number) => ({ '& .MuiDrawer-paper': { width, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' } }) as const;

/** Off screen until it has the keyboard's focus (WCAG 2.4.1): past the top bar and the sidebar in one key. */
function SkipToContent() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // focus, not a #hash in the address
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}

/** The frame every sidebar layout shares: a top bar with the page title and account actions, the sidebar, the page. */
export function SidebarFrame({ width, sidebar, phoneBrand, isDesktop, drawerOpen, onDrawerOpenChange, drawerModalProps }: Props) {
  const title = usePageTitle();
  const { pathname } = useLocation();
  useTopBarForFeedback();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipToContent />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${width}px)` },
          ml: { md: `${width}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(255,255,255,0.9)',
          backdropFilter: 'blur(8px)',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {isDesktop !== true && (
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={() => onDrawerOpenChange(true)}
              sx={isDesktop === null ? { display: { md: 'none' } } : undefined}
            >
              <MenuIcon />
            </IconButton>
          )}
          {isDesktop !== false && (
            <Typography variant="h6" component="p" noWrap sx={{ flex: 1, display: isDesktop === null ? { xs: 'none', md: 'block' } : undefined }}>
              {title ?? ''}
            </Typography>
          )}
          {isDesktop !== true && (
            <Box sx={{ flex: 1, minWidth: 0, display: isDesktop === null ? { md: 'none' } : undefined }}>{phoneBrand}</Box>
          )}
          {isDesktop === false && isFeedbackButtonVisible(pathname) && (
            <Suspense fallback={null}>
              <FeedbackFab inBar />
            </Suspense>
          )}
          <AccountActions compact={isDesktop !== true} />
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: width }, flexShrink: { md: 0 } }}>
        {isDesktop === false ? (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={() => onDrawerOpenChange(false)}
            ModalProps={{ keepMounted: true, ...drawerModalProps }}
            // an open drawer is a dialog, and a dialog needs a name
            slotProps={{ paper: { 'aria-label': 'Navigation' } }}
            sx={drawerSx(width)}
          >
            {sidebar}
          </Drawer>
        ) : (
          // a permanent drawer is drawn in place (a temporary one only once a screen is there to open it on)
          <Drawer variant="permanent" open sx={isDesktop === null ? { ...drawerSx(width), display: { xs: 'none', md: 'block' } } : drawerSx(width)}>
            {sidebar}
          </Drawer>
        )}
      </Box>

      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, width: { md: `calc(100% - ${width}px)` }, pb: 10, outline: 'none' }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
