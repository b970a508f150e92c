import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import clsx from 'clsx';
import { Spinner } from './progress';
import css from './button.module.css';

type ButtonTone = 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'inherit';

interface Look {
  variant?: 'contained' | 'outlined' | 'text';
  color?: ButtonTone;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

const lookClass = ({ variant = 'text', color = 'primary', size = 'medium', fullWidth }: Look, className?: string) =>
  clsx(css.button, css[variant], css[color], size !== 'medium' && css[size], fullWidth && css.fullWidth, className);

export interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** busy with its request: a spinner in place of the start icon, and no second press */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button in the theme: contained for the page's main action, outlined or text for the rest. */
export function Button({ variant, color, size, fullWidth, startIcon, endIcon, loading = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={lookClass({ variant, color, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className={css.spinner} /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}

export type ButtonLinkProps = Look & (Omit<LinkProps, 'color'> | (Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { href: string }));

/** A link that looks like a button: `to` goes to a page of the app, `href` leaves it. */
export function ButtonLink({ variant, color, size, fullWidth, startIcon, endIcon, className, children, ...rest }: ButtonLinkProps) {
  const look = lookClass({ variant, color, size, fullWidth }, className);
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  return 'to' in rest ? (
    <Link className={look} {...rest}>
      {content}
    </Link>
  ) : (
    <a className={look} {...rest}>
      {content}
    </a>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** what the button does, for a screen reader (aria-label): an icon has no text of its own */
  label: string;
  color?: Exclude<ButtonTone, 'warning'> | 'default';
  size?: 'small' | 'medium' | 'large';
}

/** A round link holding one icon, named by `label`: to a page of the app. */
export function IconButtonLink({ label, color = 'default', size = 'medium', className, ...rest }: Omit<LinkProps, 'color'> & Pick<IconButtonProps, 'label' | 'color' | 'size'>) {
  return <Link aria-label={label} className={clsx(css.iconButton, color !== 'default' && css[color], size !== 'medium' && css[size], className)} {...rest} />;
}

/** A round button holding one icon, named by `label`. */
export function IconButton({ label, color = 'default', size = 'medium', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={clsx(css.iconButton, color !== 'default' && css[color], size !== 'medium' && css[size], className)}
      {...rest}
    />
  );
}
