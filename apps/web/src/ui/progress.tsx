import type { CSSProperties } from 'react';
import clsx from 'clsx';
import css from './progress.module.css';

/** A turning ring for a wait of unknown length; `label` names it for a screen reader, else it is decoration. */
export function Spinner({ label, size, className }: { label?: string; size?: number; className?: string }) {
  return (
    <svg
      className={clsx(css.spinner, className)}
      viewBox="22 22 44 44"
      style={size ? { width: size, height: size } : undefined}
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

interface ProgressBarProps {
  /** 0 to 100; without it the bar moves on its own (a wait of unknown length) */
  value?: number;
  label: string;
  color?: 'primary' | 'secondary' | 'success' | 'error';
  className?: string;
}

/** A thin bar for how far something has come, read out as a progressbar with its value. */
export function ProgressBar({ value, label, color = 'primary', className }: ProgressBarProps) {
  const known = value !== undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={known ? Math.round(value) : undefined}
      className={clsx(css.bar, !known && css.indeterminate, color !== 'primary' && css[color], className)}
    >
      <div className={css.fill} style={known ? { width: `${Math.min(100, Math.max(0, value))}%` } : undefined} />
    </div>
  );
}

interface SkeletonProps {
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** Where content is about to appear, its shape in grey, so nothing moves when it does. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return <span aria-hidden className={clsx(css.skeleton, variant !== 'rectangular' && css[variant], className)} style={{ width, height }} />;
}
