import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { AccountActions } from './account-actions';
import { usePageTitle } from './root-layout';

interface Props {
  width: number;
  /** the sidebar's content: permanent on desktop, a drawer on phones */
  sidebar: ReactNode;
  /** shown in the top bar on phones, where the sidebar is hidden */
  phoneBrand: ReactNode;
  isDesktop: boolean;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  drawerModalProps?: DrawerProps['ModalProps'];
}

/** The frame every sidebar layout shares: a top bar with the page title and account actions, the sidebar, the page. */
export function SidebarFrame({ width, sidebar, phoneBrand, isDesktop, drawerOpen, onDrawerOpenChange, drawerModalProps }: Props) {
  const title = usePageTitle();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
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
          {!isDesktop && (
            <IconButton edge="start" aria-label="Open navigation" onClick={() => onDrawerOpenChange(true)}>
              <MenuIcon />
            </IconButton>
          )}
          {isDesktop ? (
            <Typography variant="h6" component="p" noWrap sx={{ flex: 1 }}>
              {title ?? ''}
            </Typography>
          ) : (
            <Box sx={{ flex: 1, minWidth: 0 }}>{phoneBrand}</Box>
          )}
          <AccountActions compact={!isDesktop} />
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: width }, flexShrink: { md: 0 } }}>
        <Drawer
          variant={isDesktop ? 'permanent' : 'temporary'}
          open={isDesktop || drawerOpen}
          onClose={() => onDrawerOpenChange(false)}
          ModalProps={{ keepMounted: true, ...drawerModalProps }}
          sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' } }}
        >
          {sidebar}
        </Drawer>
      </Box>

      <Box component="main" sx={{ flex: 1, minWidth: 0, width: { md: `calc(100% - ${width}px)` }, pb: 10 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
