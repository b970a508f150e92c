import clsx from 'clsx';
import { mdiCloudOffOutline, mdiCloudSync } from '@mdi/js';
import { Alert, Icon } from '../ui';
import { OFFLINE_MSG } from '../lib/offline-messages';
import css from './sync-status.module.css';

/** "Saved offline, will sync": shown on every screen while writes wait in the outbox. */
export function SyncStatus({ waiting, online }: { waiting: number; online: boolean }) {
  if (waiting === 0) return null;
  return (
    <Alert
      role="status"
      severity={online ? 'info' : 'warning'}
      // standard, not filled: dark text on a light tint keeps the contrast of small text
      variant="standard"
      icon={<Icon path={online ? mdiCloudSync : mdiCloudOffOutline} size="inherit" style={{ fontSize: 22 }} />}
      className={clsx(css.status, !online && css.offline)}
    >
      {online ? OFFLINE_MSG.syncing(waiting) : OFFLINE_MSG.waiting(waiting)}
    </Alert>
  );
}
