import WifiOffOutlinedIcon from '@mui/icons-material/WifiOffOutlined';
import Button from '@mui/material/Button';
import { OFFLINE_MSG } from '../lib/offline-messages';
import { StatusPage } from './status-page';

/** Offline, and what the learner opened was not downloaded: says so, rather than blaming the server. */
export function NotDownloaded({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <StatusPage
      icon={<WifiOffOutlinedIcon />}
      title={OFFLINE_MSG.notDownloadedTitle}
      message={OFFLINE_MSG.notDownloaded(what)}
      actions={
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
