import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import css from './text.module.css';

type TextVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline';
/** The colours a text can take; each reads at 4.5:1 on the page and on a card (tokens.css). */
type TextTone = 'inherit' | 'primary' | 'secondary' | 'brand' | 'accent' | 'success' | 'error' | 'warning' | 'info';

const ELEMENT: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'p',
  subtitle2: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  /** the element, when it is not the variant's own (a heading's look on a paragraph, say) */
  as?: ElementType;
  tone?: TextTone;
  align?: 'left' | 'center' | 'right';
  /** one line, cut with an ellipsis */
  noWrap?: boolean;
  gutterBottom?: boolean;
  bold?: boolean;
  /** for `as="label"` */
  htmlFor?: string;
  /** a heading that takes the focus when its screen comes */
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Text in the theme's type scale: the variant sets size and weight, `as` the element. */
export function Text({ variant = 'body1', as, tone = 'inherit', align, noWrap, gutterBottom, bold, className, ...rest }: TextProps) {
  const Element = as ?? ELEMENT[variant];
  return (
    <Element
      className={clsx(css.text, css[variant], css[tone], align && css[align], noWrap && css.noWrap, gutterBottom && css.gutterBottom, bold && css.bold, className)}
      {...rest}
    />
  );
}
