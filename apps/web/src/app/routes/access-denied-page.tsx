import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { StatusPage } from '../../components/status-page';

/** What a non-admin sees on an admin-only page that does not redirect. */
export function AccessDeniedPage() {
  return (
    <StatusPage
      icon={<LockOutlinedIcon />}
      title={ACCOUNT_MSG.accessDeniedAdmins}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Back to welcome
        </Button>
      }
    />
  );
}
