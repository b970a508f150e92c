import { useLayoutEffect, useRef } from 'react';
import { resolveValue, toast, useToaster, type DefaultToastOptions, type Toast } from 'react-hot-toast/headless';
import { mdiAlertCircle, mdiCheckCircle } from '@mdi/js';
import { Icon } from './icon';
import { Spinner } from './progress';
import css from './toaster.module.css';

interface ToasterProps {
  /** how long each kind stays, and the like (react-hot-toast's options) */
  options: DefaultToastOptions;
  /** at most this many on screen: the oldest go first */
  limit: number;
}

const ICONS: Partial<Record<Toast['type'], React.ReactNode>> = {
  success: <Icon path={mdiCheckCircle} size="small" className={css.success} />,
  error: <Icon path={mdiAlertCircle} size="small" className={css.error} />,
  loading: <Spinner size={20} />,
};

/**
 * Short messages at the top of the screen (react-hot-toast's store, drawn here with CSS Modules).
 * They sit in the top layer as a popover, raised again with each new message, so one sent while a
 * dialog is open shows above the dialog and its backdrop.
 */
export function Toaster({ options, limit }: ToasterProps) {
  const { toasts, handlers } = useToaster(options);
  const list = useRef<HTMLDivElement>(null);
  const visible = toasts.filter((t) => t.visible);
  const newest = visible[0]?.id;

  useLayoutEffect(() => {
    for (const t of visible.slice(limit)) toast.dismiss(t.id);
  });

  useLayoutEffect(() => {
    const element = list.current;
    // the top layer is a browser's: jsdom and older browsers show the list in the page instead
    if (!element?.showPopover) return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (newest) element.showPopover();
  }, [newest]);

  return (
    <div ref={list} popover="manual" className={css.toaster} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((t) => (
        <div key={t.id} className={t.visible ? css.toast : css.leaving} {...t.ariaProps}>
          {t.icon ?? ICONS[t.type]}
          <span className={css.message}>{resolveValue(t.message, t)}</span>
        </div>
      ))}
    </div>
  );
}
