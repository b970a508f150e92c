import { cloneElement, lazy, use, useEffect, useState, type FocusEvent, type HTMLAttributes, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { FirstReach, useFirstReach } from './first-reach';
import { PortalContainer } from './overlay';

interface TooltipProps {
  title: ReactNode;
  /** the element it describes: it must take a ref and pointer and focus handlers (a button, a link) */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/** How long the pointer rests on the anchor before the tooltip shows: Base UI's own delay. */
const HOVER_DELAY_MS = 600;

// Base UI's tooltip (positioning, hover and focus tracking) loads when a tooltip is first wanted
const loadTooltipPopup = () => import('./tooltip-popup');
const TooltipPopup = lazy(async () => ({ default: (await loadTooltipPopup()).TooltipPopup }));

/**
 * A short hint shown on hover and on keyboard focus (Base UI Tooltip). Until first wanted it is only
 * its anchor: a mouse resting on it or keyboard focus draws the tooltip, shown, once its code is in.
 * A touch shows none, as Base UI's does not.
 */
export function Tooltip({ title, children, side = 'bottom' }: TooltipProps) {
  const { reached, preload, reach, retract } = useFirstReach<{ focused: boolean }>(loadTooltipPopup);
  const container = use(PortalContainer);
  // the anchor the mouse rests on, until the tooltip is wanted
  const [resting, setResting] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => reach({ focused: resting.contains(document.activeElement) }), HOVER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resting, reach]);
  const leave = () => {
    setResting(null);
    retract();
  };
  const standIn = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') return;
      preload();
      setResting(event.currentTarget);
    },
    onPointerLeave: leave,
    // a press hides a tooltip: and the anchor must not be replaced between the press and its click
    onPointerDown: leave,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // the anchor or the button it wraps, reached by keyboard, as Base UI's own tooltip opens
      if (event.target.matches(':focus-visible')) reach({ focused: true });
    },
    onBlur: leave,
  });
  return (
    <FirstReach
      standIn={standIn}
      part={
        reached && (
          <TooltipPopup title={title} side={side} container={container} focused={reached.focused}>
            {children}
          </TooltipPopup>
        )
      }
    />
  );
}
