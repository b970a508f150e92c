import { useNavigate } from 'react-router';
import { mdiArrowLeft, mdiBabyFaceOutline } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { StatusPage } from '../../components/status-page';
import { Button, Icon } from '../../ui';

/** Where Kids Lock sends a category it does not allow. */
export function NotAllowedPage() {
  const navigate = useNavigate();
  // react-router numbers its history entries: idx 0 means this page was opened directly
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <StatusPage
      fullScreen
      icon={<Icon path={mdiBabyFaceOutline} size="inherit" />}
      title={ACCOUNT_MSG.notAllowed}
      message="Ask a parent or teacher, or pick one of the kid-friendly categories."
      actions={
        <Button variant="contained" startIcon={<Icon path={mdiArrowLeft} size="small" />} onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
          Go back
        </Button>
      }
    />
  );
}
