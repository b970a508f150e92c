import { useEffect } from 'react';
import { mdiClose } from '@mdi/js';
import { SNACKBAR_AUTO_HIDE_MS } from '@curio/core/limits';
import { Alert, Icon, IconButton, type Severity } from '../../../ui';
import css from './snackbar.module.css';

export interface Notice {
  severity: Severity;
  message: string;
}

/** The settings page's message after a save: it goes away by itself after SNACKBAR_AUTO_HIDE_MS, or with Close. */
export function Snackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);

  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      variant="filled"
      className={css.snackbar}
      action={
        <IconButton label="Close" title="Close" size="small" color="inherit" onClick={onClose}>
          <Icon path={mdiClose} size="small" />
        </IconButton>
      }
    >
      {notice.message}
    </Alert>
  );
}
