import { useLayoutEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import css from './overlay.module.css';

interface Props {
  title: ReactNode;
  children: ReactElement;
  side: 'top' | 'bottom' | 'left' | 'right';
  /** the open dialog the tooltip sits in, if any: the page outside it is inert */
  container: RefObject<HTMLDialogElement | null> | undefined;
  /** the anchor, or the control inside it, had focus: this one takes it over */
  focused: boolean;
}

/** The tooltip itself (tooltip.tsx's Tooltip loads it when first wanted); it shows as it appears. */
export function TooltipPopup({ title, children, side, container, focused }: Props) {
  // typed as Base UI types its trigger; the anchor may be any element that takes focus
  const anchor = useRef<HTMLButtonElement>(null);
  // Base UI's trigger draws the anchor anew: focus on the one it replaces, or on the button that one
  // wraps, would fall to the page
  useLayoutEffect(() => {
    const element = anchor.current;
    if (!focused || !element) return;
    const control = element.tabIndex >= 0 ? element : element.querySelector<HTMLElement>('button, a[href], input, [tabindex]');
    control?.focus();
  }, [focused]);
  return (
    <BaseTooltip.Root defaultOpen>
      <BaseTooltip.Trigger ref={anchor} render={children} />
      <BaseTooltip.Portal container={container}>
        <BaseTooltip.Positioner className={css.positioner} side={side} sideOffset={6}>
          <BaseTooltip.Popup className={css.tooltip}>{title}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
