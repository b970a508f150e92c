import { useCallback, useState, type ReactNode } from 'react';
import { mdiBadgeAccountHorizontalOutline, mdiDeleteOutline, mdiLockOutline } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { Button, Container, Icon, Stack, Text } from '../../../ui';
import { useAuth } from '../../../lib/use-auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeletionRequestDialog } from '../components/deletion-request-dialog';
import { DisplayNameForm } from '../components/display-name-form';
import { SettingsSection } from '../components/settings-section';
import { Snackbar, type Notice } from '../components/snackbar';
import type { Notify } from '../components/notify';
import css from './settings-page.module.css';

/**
 * Display name, password and the account deletion request (signed-in users only, by route guard).
 * `profileSection` is the people feature's username and bio form, `reviewSection` the review
 * feature's session size and daily goal; the app composes them in.
 */
export function SettingsPage({ profileSection, reviewSection }: { profileSection?: (notify: Notify) => ReactNode; reviewSection?: (notify: Notify) => ReactNode }) {
  const { fullName, kidsLocked } = useAuth();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deletionOpen, setDeletionOpen] = useState(false);

  const notify: Notify = (severity, message) => setNotice({ severity, message });
  const closeNotice = useCallback(() => setNotice(null), []);

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h2" as="h1" gutterBottom>
        Settings
      </Text>
      <Text tone="secondary" className={css.intro}>
        Manage how you appear, how you review and how you sign in.
      </Text>
      <Stack gap={3}>
        <SettingsSection
          title="Your name"
          // Kids Lock: nobody else sees a child's profile, posts or comments (decision 021)
          description={kidsLocked ? 'Shown to you on your profile and your results.' : 'Shown on your profile, your posts and your comments.'}
          icon={<Icon path={mdiBadgeAccountHorizontalOutline} />}
        >
          <DisplayNameForm initialName={fullName} notify={notify} />
        </SettingsSection>
        {profileSection?.(notify)}
        {reviewSection?.(notify)}
        <SettingsSection title="Password" description="Use a password you do not use anywhere else." icon={<Icon path={mdiLockOutline} />}>
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection
          title="Delete account"
          description="Ask us to delete your account and your data. We review every request by hand."
          icon={<Icon path={mdiDeleteOutline} className={css.danger} />}
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
      <Snackbar notice={notice} onClose={closeNotice} />
    </Container>
  );
}
