import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import css from './layout.module.css';

interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | false;
}

/** The page's column: centred, at most `maxWidth` wide, with a margin to the screen's edge. */
export function Container({ as: Element = 'div', maxWidth = 'lg', className, ...rest }: ContainerProps) {
  return <Element className={clsx(css.container, maxWidth && css[maxWidth], className)} {...rest} />;
}

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** outlined: a hairline border (the app's cards); raised: a soft shadow instead */
  variant?: 'outlined' | 'raised';
  /** the card's own inner margin: 16 px, 24 px from 600 px up */
  padded?: boolean;
}

/** A white surface with rounded corners that holds one thing: a question, a course, a post. */
export function Card({ as: Element = 'div', variant = 'outlined', padded, className, ...rest }: CardProps) {
  return <Element className={clsx(css.card, css[variant], padded && css.padded, className)} {...rest} />;
}

/** A thin line between parts; `vertical` between items of a row. */
export function Divider({ vertical, className }: { vertical?: boolean; className?: string }) {
  return vertical ? <div role="separator" aria-orientation="vertical" className={clsx(css.divider, css.vertical, className)} /> : <hr className={clsx(css.divider, className)} />;
}

/** The class that hides an element from the eye but not from a screen reader. */
export const visuallyHidden = css.visuallyHidden;

/** Text for a screen reader only: a live status, a label the eye gets from the layout. */
export function VisuallyHidden({ as: Element = 'span', ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  return <Element className={css.visuallyHidden} {...rest} />;
}

interface AvatarProps {
  /** the person's name: its first letter stands in for a missing picture */
  name: string;
  src?: string | null;
  size?: number;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A person's round picture, or the first letter of their name. */
export function Avatar({ name, src, size = 40, className, style, children }: AvatarProps) {
  return (
    <span className={clsx(css.avatar, className)} style={{ width: size, height: size, fontSize: size * 0.45, ...style }} aria-hidden>
      {src ? <img src={src} alt="" /> : (children ?? name.trim().charAt(0).toUpperCase())}
    </span>
  );
}
