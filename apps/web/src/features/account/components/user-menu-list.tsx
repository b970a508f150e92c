import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { useLogout } from '../hooks/use-logout';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  email: string;
  /** the admin also finds the upload, delete-by-topic and offered-sets pages here */
  isAdmin: boolean;
}

/** The admin's pages (docs/routes.md#screens-and-web-routes route table), which nothing else links to. */
const ADMIN_PAGES = [
  { to: '/upload-admin', label: 'Upload content', Icon: CloudUploadOutlinedIcon },
  { to: '/admin/topics', label: 'Delete flashcards by topic', Icon: DeleteSweepOutlinedIcon },
  { to: '/admin/quiz-topics', label: 'Delete quiz questions by topic', Icon: DeleteSweepOutlinedIcon },
  { to: '/admin/offered-sets', label: SET_OFFER_TEXT.adminTitle, Icon: PublishOutlinedIcon },
] as const;

export function UserMenuList({ id, anchor, onClose, name, email, isAdmin }: Props) {
  const { logout, pending } = useLogout();
  const navigate = useNavigate();

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      {/* a subheader, not a box: the menu gives its first item the focus, and this is no item; role none: a menu holds only items */}
      <ListSubheader role="none" disableSticky sx={{ px: 2, py: 1, lineHeight: 1.5, color: 'text.primary' }}>
        <Typography fontWeight={700} noWrap>
          {name || 'Learner'}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {email}
        </Typography>
      </ListSubheader>
      <Divider />
      <MenuItem onClick={() => go('/profile')}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem onClick={() => go('/settings')}>
        <ListItemIcon>
          <SettingsOutlinedIcon fontSize="small" />
        </ListItemIcon>
        Settings
      </MenuItem>
      {isAdmin && [
        <Divider key="admin-divider" />,
        <ListSubheader key="admin-heading" role="none" disableSticky sx={{ lineHeight: 2.5 }}>
          Admin
        </ListSubheader>,
        ...ADMIN_PAGES.map(({ to, label, Icon }) => (
          <MenuItem key={to} onClick={() => go(to)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        )),
        <Divider key="admin-end" />,
      ]}
      <MenuItem
        disabled={pending}
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
