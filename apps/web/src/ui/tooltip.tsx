import { use, type ReactElement, type ReactNode } from 'react';
import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import { PortalContainer } from './overlay';
import css from './overlay.module.css';

interface TooltipProps {
  title: ReactNode;
  /** the element it describes: it must take a ref and pointer and focus handlers (a button, a link) */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/** A short hint shown on hover and on keyboard focus (Base UI Tooltip). */
export function Tooltip({ title, children, side = 'bottom' }: TooltipProps) {
  return (
    <BaseTooltip.Root>
      <BaseTooltip.Trigger render={children} />
      <BaseTooltip.Portal container={use(PortalContainer)}>
        <BaseTooltip.Positioner className={css.positioner} side={side} sideOffset={6}>
          <BaseTooltip.Popup className={css.tooltip}>{title}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
