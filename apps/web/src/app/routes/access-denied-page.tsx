import { mdiLockOutline } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { StatusPage } from '../../components/status-page';
import { ButtonLink, Icon } from '../../ui';

/** What a non-admin sees on an admin-only page that does not redirect. */
export function AccessDeniedPage() {
  return (
    <StatusPage
      icon={<Icon path={mdiLockOutline} size="inherit" />}
      title={ACCOUNT_MSG.accessDeniedAdmins}
      actions={
        <ButtonLink to="/" variant="contained">
          Back to welcome
        </ButtonLink>
      }
    />
  );
}
