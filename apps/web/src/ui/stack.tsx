import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
import clsx from 'clsx';
import css from './stack.module.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  direction?: 'row' | 'column';
  /** a column on a phone, a row from this width up (sm 600 px, md 900 px) */
  rowFrom?: 'sm' | 'md';
  /** space between children, in units of 8 px */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/** Children in a column or a row, spaced evenly: the layout most of the app is made of. */
export function Stack({ as: Element = 'div', direction = 'column', rowFrom, gap = 0, align, justify, wrap, className, style, ...rest }: StackProps) {
  return (
    <Element
      className={clsx(css.stack, direction === 'row' && css.row, rowFrom === 'sm' && css.rowFromSm, rowFrom === 'md' && css.rowFromMd, wrap && css.wrap, className)}
      style={{ '--gap': gap, alignItems: align, justifyContent: justify, ...style } as CSSProperties}
      {...rest}
    />
  );
}
