import { mdiWifiOff } from '@mdi/js';
import { Button, Icon } from '../ui';
import { OFFLINE_MSG } from '../lib/offline-messages';
import { StatusPage } from './status-page';

/** Offline, and what the learner opened was not downloaded: says so, rather than blaming the server. */
export function NotDownloaded({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <StatusPage
      icon={<Icon path={mdiWifiOff} />}
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
