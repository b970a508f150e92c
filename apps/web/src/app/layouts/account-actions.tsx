import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuth } from '../../lib/use-auth';
import { useLogout } from '../../features/account/hooks/use-logout';
import { UserMenu } from '../../features/account/components/user-menu';

/** Top-bar corner: Login and Sign up for guests; avatar menu and Logout for users. */
export function AccountActions({ compact }: { compact: boolean }) {
  const { user, loading } = useAuth();
  const { logout, pending } = useLogout();
  const navigate = useNavigate();

  if (loading) return <Box aria-hidden sx={{ width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover' }} />;

  if (!user) {
    return (
      <Stack direction="row" spacing={1} data-tour="account">
        <Button variant="text" onClick={() => void navigate('/login')} size={compact ? 'small' : 'medium'}>
          Login
        </Button>
        <Button variant="contained" onClick={() => void navigate('/signup')} size={compact ? 'small' : 'medium'}>
          Sign up
        </Button>
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <UserMenu />
      {compact ? (
        <IconButton aria-label="Logout" title="Logout" onClick={logout} disabled={pending}>
          <LogoutIcon />
        </IconButton>
      ) : (
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={logout} disabled={pending} sx={{ borderColor: 'divider' }}>
          Logout
        </Button>
      )}
    </Stack>
  );
}
