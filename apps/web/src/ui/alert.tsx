import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { mdiAlertCircleOutline, mdiAlertOutline, mdiCheckCircleOutline, mdiInformationOutline } from '@mdi/js';
import { Icon } from './icon';
import css from './alert.module.css';

export type Severity = 'success' | 'info' | 'warning' | 'error';

const ICON: Record<Severity, string> = {
  success: mdiCheckCircleOutline,
  info: mdiInformationOutline,
  warning: mdiAlertOutline,
  error: mdiAlertCircleOutline,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: Severity;
  variant?: 'standard' | 'outlined' | 'filled';
  title?: ReactNode;
  /** a button at the end, e.g. Retry */
  action?: ReactNode;
  /** false: no icon; otherwise the severity's own */
  icon?: ReactNode | false;
}

/**
 * A message in the severity's colour. It is an ARIA alert by default, as a message that appears
 * should be read out; pass `role="status"` for a polite one, or `role={undefined}` for a static note.
 */
export function Alert({ severity = 'info', variant = 'standard', title, action, icon, className, children, role = 'alert', ...rest }: AlertProps) {
  return (
    <div role={role} className={clsx(css.alert, css[severity], variant !== 'standard' && css[variant], className)} {...rest}>
      {icon !== false && <div className={css.icon}>{icon ?? <Icon path={ICON[severity]} size="inherit" style={{ fontSize: 22 }} />}</div>}
      <div className={css.message}>
        {title && <div className={css.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={css.action}>{action}</div>}
    </div>
  );
}
