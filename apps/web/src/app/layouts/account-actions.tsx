import { useNavigate } from 'react-router';
import { mdiLogout } from '@mdi/js';
import { useAuth } from '../../lib/use-auth';
import { useLogout } from '../../features/account/hooks/use-logout';
import { UserMenu } from '../../features/account/components/user-menu';
import { Button, Icon, IconButton, Stack } from '../../ui';
import css from './account-actions.module.css';

/** Top-bar corner: Login and Sign up for guests; avatar menu and Logout for users. */
export function AccountActions({ compact }: { compact: boolean }) {
  const { user, loading } = useAuth();
  const { logout, pending } = useLogout();
  const navigate = useNavigate();

  if (loading) return <div aria-hidden className={css.placeholder} />;

  if (!user) {
    return (
      <Stack direction="row" gap={1} data-tour="account">
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
    <Stack direction="row" gap={1} align="center">
      <UserMenu />
      {compact ? (
        <IconButton label="Logout" title="Logout" onClick={logout} disabled={pending}>
          <Icon path={mdiLogout} />
        </IconButton>
      ) : (
        <Button variant="outlined" color="inherit" startIcon={<Icon path={mdiLogout} size="small" />} onClick={logout} disabled={pending}>
          Logout
        </Button>
      )}
    </Stack>
  );
}
