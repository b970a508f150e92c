import type { AlertColor } from '@mui/material/Alert';

/** Shows a message in the settings page's snackbar. */
export type Notify = (severity: AlertColor, message: string) => void;
