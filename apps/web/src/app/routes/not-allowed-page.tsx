import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { StatusPage } from '../../components/status-page';

/** Where Kids Lock sends a category it does not allow. */
export function NotAllowedPage() {
  const navigate = useNavigate();
  // react-router numbers its history entries: idx 0 means this page was opened directly
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <StatusPage
      fullScreen
      icon={<ChildCareOutlinedIcon />}
      title={ACCOUNT_MSG.notAllowed}
      message="Ask a parent or teacher, or pick one of the kid-friendly categories."
      actions={
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
          Go back
        </Button>
      }
    />
  );
}
