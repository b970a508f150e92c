import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { useAuth } from '../../../lib/use-auth';
import { UserAvatar } from './user-avatar';

// the menu (popover, list, transitions) loads on first open, not with every page
const UserMenuList = lazy(async () => ({ default: (await import('./user-menu-list')).UserMenuList }));

const MENU_ID = 'account-menu';

/** The avatar button and its menu: Profile, Settings, the admin's pages for the admin, Logout. */
export function UserMenu() {
  const { user, fullName, avatar, isAdmin } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  if (!user) return null;

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setRequested(true);
          setAnchor(e.currentTarget);
        }}
        data-tour="account"
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={fullName} email={user.email} src={avatar} />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <UserMenuList id={MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} name={fullName} email={user.email} isAdmin={isAdmin} />
        </Suspense>
      )}
    </>
  );
}
