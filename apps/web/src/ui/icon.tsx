import type { SVGAttributes } from 'react';

const SIZE = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem', inherit: '1em' } as const;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'path'> {
  /** the icon's path data, from @mdi/js (`mdiDeleteOutline`, …) */
  path: string;
  size?: keyof typeof SIZE;
  /** names the icon for a screen reader; without it the icon is decoration */
  label?: string;
}

/** A Material icon drawn from its path: an inline SVG in the text's colour, no script to style it. */
export function Icon({ path, size = 'medium', label, ...rest }: IconProps) {
  const dimension = SIZE[size];
  return (
    <svg
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      fill="currentColor"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ flexShrink: 0 }}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
