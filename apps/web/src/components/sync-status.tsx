import Alert from '@mui/material/Alert';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import CloudSyncRoundedIcon from '@mui/icons-material/CloudSyncRounded';
import { OFFLINE_MSG } from '../lib/offline-messages';

/** "Saved offline, will sync": shown on every screen while writes wait in the outbox. */
export function SyncStatus({ waiting, online }: { waiting: number; online: boolean }) {
  if (waiting === 0) return null;
  return (
    <Alert
      role="status"
      severity={online ? 'info' : 'warning'}
      variant="filled"
      icon={online ? <CloudSyncRoundedIcon fontSize="inherit" /> : <CloudOffRoundedIcon fontSize="inherit" />}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { xs: 'calc(100% - 88px)', sm: 420 },
        zIndex: (t) => t.zIndex.snackbar,
        boxShadow: 3,
      }}
    >
      {online ? OFFLINE_MSG.syncing(waiting) : OFFLINE_MSG.waiting(waiting)}
    </Alert>
  );
}
