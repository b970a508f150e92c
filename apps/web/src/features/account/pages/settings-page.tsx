import { useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { SNACKBAR_AUTO_HIDE_MS } from '@curio/core/limits';
import { useAuth } from '../../../lib/use-auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeletionRequestDialog } from '../components/deletion-request-dialog';
import { DisplayNameForm } from '../components/display-name-form';
import { SettingsSection } from '../components/settings-section';
import type { Notify } from '../components/notify';

interface SnackState {
  open: boolean;
  severity: AlertColor;
  message: string;
}

/**
 * Display name, password and the account deletion request (signed-in users only, by route guard).
 * `profileSection` is the people feature's username and bio form, `reviewSection` the review
 * feature's session size and daily goal; the app composes them in.
 */
export function SettingsPage({ profileSection, reviewSection }: { profileSection?: (notify: Notify) => ReactNode; reviewSection?: (notify: Notify) => ReactNode }) {
  const { fullName, kidsLocked } = useAuth();
  const [snack, setSnack] = useState<SnackState>({ open: false, severity: 'success', message: '' });
  const [deletionOpen, setDeletionOpen] = useState(false);

  const notify: Notify = (severity, message) => setSnack({ open: true, severity, message });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Manage how you appear, how you review and how you sign in.
      </Typography>
      <Stack spacing={3}>
        <SettingsSection
          title="Your name"
          // Kids Lock: nobody else sees a child's profile, posts or comments (decision 021)
          description={kidsLocked ? 'Shown to you on your profile and your results.' : 'Shown on your profile, your posts and your comments.'}
          icon={<BadgeOutlinedIcon />}
        >
          <DisplayNameForm initialName={fullName} notify={notify} />
        </SettingsSection>
        {profileSection?.(notify)}
        {reviewSection?.(notify)}
        <SettingsSection title="Password" description="Use a password you do not use anywhere else." icon={<LockOutlinedIcon />}>
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection
          title="Delete account"
          description="Ask us to delete your account and your data. We review every request by hand."
          icon={<DeleteOutlineIcon color="error" />}
        >
          <Button variant="outlined" color="error" onClick={() => setDeletionOpen(true)}>
            Request account deletion
          </Button>
        </SettingsSection>
      </Stack>
      <DeletionRequestDialog
        open={deletionOpen}
        onClose={() => setDeletionOpen(false)}
        onSubmitted={() => {
          setDeletionOpen(false);
          notify('success', ACCOUNT_MSG.deletionReceived);
        }}
      />
      <Snackbar
        open={snack.open}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={(_, why) => {
          if (why !== 'clickaway') setSnack((s) => ({ ...s, open: false }));
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={snack.severity} variant="filled" onClose={() => setSnack((s) => ({ ...s, open: false }))} sx={{ width: '100%' }}>
          {snack.message}
        </Alert>
      </Snackbar>
    </Container>
  );
}
