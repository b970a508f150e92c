import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { mdiCloseCircle } from '@mdi/js';
import { Icon } from './icon';
import css from './chip.module.css';

export interface ChipProps {
  label: ReactNode;
  icon?: ReactNode;
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  size?: 'small' | 'medium';
  /** makes the chip a button */
  onClick?: () => void;
  /** makes the chip a link to a page of the app */
  to?: string;
  /** a small remove button after the label, named by `deleteLabel` */
  onDelete?: () => void;
  deleteLabel?: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
}

/** A short label, a tag or a status; a button or a link when it does something. */
export function Chip({ label, icon, variant = 'filled', color = 'default', size = 'medium', onClick, to, onDelete, deleteLabel = 'Remove', className, ...rest }: ChipProps) {
  const look = clsx(css.chip, css[variant], css[color], size === 'small' && css.small, (onClick || to) && css.clickable, className);
  const content = (
    <>
      {icon && <span className={css.icon}>{icon}</span>}
      <span className={css.label}>{label}</span>
    </>
  );
  if (to) {
    return (
      <Link to={to} className={look} {...rest}>
        {content}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" onClick={onClick} className={look} {...rest}>
        {content}
      </button>
    );
  }
  return (
    <span className={look} {...rest}>
      {content}
      {onDelete && (
        <button type="button" className={css.delete} onClick={onDelete} aria-label={deleteLabel}>
          <Icon path={mdiCloseCircle} size="inherit" style={{ fontSize: size === 'small' ? 16 : 18 }} />
        </button>
      )}
    </span>
  );
}
