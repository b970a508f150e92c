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
      // standard, not filled: dark text on a light tint keeps the contrast of small text
      variant="standard"
      icon={online ? <CloudSyncRoundedIcon fontSize="inherit" /> : <CloudOffRoundedIcon fontSize="inherit" />}
      sx={{
        position: 'fixed',
        // clear of the feedback button on a phone; under the page, not the sidebar, on a desktop
        left: { xs: 8, sm: '50%' },
        transform: { sm: 'translateX(-50%)' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { xs: 'calc(100% - 88px)', sm: 460 },
        width: { sm: 'max-content' },
        zIndex: (t) => t.zIndex.snackbar,
        border: 1,
        borderColor: online ? 'info.light' : 'warning.light',
        boxShadow: 3,
      }}
    >
      {online ? OFFLINE_MSG.syncing(waiting) : OFFLINE_MSG.waiting(waiting)}
    </Alert>
  );
}
