import type { Severity } from '../../../ui';

/** Shows a message in the settings page's snackbar. */
export type Notify = (severity: Severity, message: string) => void;
