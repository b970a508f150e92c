import { mdiAccountOutline, mdiCloudUploadOutline, mdiCogOutline, mdiDeleteSweepOutline, mdiLogout, mdiPublish } from '@mdi/js';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { Divider, Icon, IconButton, Menu, MenuItem, MenuLinkItem, Text } from '../../../ui';
import { useAuth } from '../../../lib/use-auth';
import { useLogout } from '../hooks/use-logout';
import { UserAvatar } from './user-avatar';
import css from './user-menu.module.css';

/** The admin's pages (docs/routes.md#screens-and-web-routes route table), which nothing else links to. */
const ADMIN_PAGES = [
  { to: '/upload-admin', label: 'Upload content', icon: mdiCloudUploadOutline },
  { to: '/admin/topics', label: 'Delete flashcards by topic', icon: mdiDeleteSweepOutline },
  { to: '/admin/quiz-topics', label: 'Delete quiz questions by topic', icon: mdiDeleteSweepOutline },
  { to: '/admin/offered-sets', label: SET_OFFER_TEXT.adminTitle, icon: mdiPublish },
] as const;

/** The avatar button and its menu: Profile, Settings, the admin's pages for the admin, Logout. */
export function UserMenu() {
  const { user, fullName, avatar, isAdmin } = useAuth();
  const { logout, pending } = useLogout();
  if (!user) return null;

  return (
    <Menu
      trigger={
        <IconButton label="Account menu" data-tour="account" className={css.trigger}>
          <UserAvatar name={fullName} email={user.email} src={avatar} />
        </IconButton>
      }
    >
      {/* role none: a menu holds only items */}
      <div role="none" className={css.who}>
        <Text bold noWrap>
          {fullName || 'Learner'}
        </Text>
        <Text variant="body2" tone="secondary" noWrap>
          {user.email}
        </Text>
      </div>
      <Divider className={css.divider} />
      <MenuLinkItem to="/profile" icon={<Icon path={mdiAccountOutline} size="small" />}>
        Profile
      </MenuLinkItem>
      <MenuLinkItem to="/settings" icon={<Icon path={mdiCogOutline} size="small" />}>
        Settings
      </MenuLinkItem>
      {isAdmin && (
        <>
          <Divider className={css.divider} />
          <div role="none" className={css.heading}>
            Admin
          </div>
          {ADMIN_PAGES.map(({ to, label, icon }) => (
            <MenuLinkItem key={to} to={to} icon={<Icon path={icon} size="small" />}>
              {label}
            </MenuLinkItem>
          ))}
          <Divider className={css.divider} />
        </>
      )}
      <MenuItem disabled={pending} onClick={logout} icon={<Icon path={mdiLogout} size="small" />}>
        Logout
      </MenuItem>
    </Menu>
  );
}
