import type { FormEvent, ReactElement, ReactNode } from 'react';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { Menu as BaseMenu } from '@base-ui/react/menu';
import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import { Link } from 'react-router';
import clsx from 'clsx';
import css from './overlay.module.css';

export interface DialogProps {
  open: boolean;
  /** asked to close: Escape, a click outside, or a close button of Base UI's */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** the buttons at the bottom, outside the part that scrolls */
  actions?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** content and actions inside one form: Enter in a field submits it */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** the element to focus when it opens (Base UI focuses the first tabbable one otherwise) */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog: focus is kept inside while it is open and returns to what opened it, Escape and
 * a click outside ask it to close, and it is named by its title (Base UI Dialog).
 */
export function Dialog({ open, onClose, title, children, actions, size = 'sm', onSubmit, initialFocus, className }: DialogProps) {
  const body = (
    <>
      {children !== undefined && <div className={css.content}>{children}</div>}
      {actions && <div className={css.actions}>{actions}</div>}
    </>
  );
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={css.backdrop} />
        <BaseDialog.Popup className={clsx(css.dialog, css[size], className)} initialFocus={initialFocus}>
          <BaseDialog.Title className={css.title}>{title}</BaseDialog.Title>
          {onSubmit ? (
            <form className={css.form} onSubmit={onSubmit} noValidate>
              {body}
            </form>
          ) : (
            body
          )}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/** The dialog's message, which a screen reader reads out with its title. */
export function DialogText({ children, className }: { children: ReactNode; className?: string }) {
  return <BaseDialog.Description className={clsx(css.text, className)}>{children}</BaseDialog.Description>;
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** names the sheet for a screen reader */
  label: string;
  children: ReactNode;
  className?: string;
  /** false: focus and clicks may go outside while it stays open (a guided tour's popover over it) */
  modal?: boolean;
}

/** A panel that slides in from the left edge over the page (a phone's navigation), modal like a dialog. */
export function Sheet({ open, onClose, label, children, className, modal = true }: SheetProps) {
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()} modal={modal} disablePointerDismissal={!modal}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={css.backdrop} style={{ zIndex: 'var(--z-drawer)' }} />
        <BaseDialog.Popup className={clsx(css.side, className)} aria-label={label}>
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

interface MenuProps {
  /** the button that opens the menu (an IconButton or a Button); it gets aria-haspopup and aria-expanded */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A list of actions that opens from a button; arrows move between them, Escape closes it (Base UI Menu). */
export function Menu({ trigger, children, align = 'end', open, onOpenChange }: MenuProps) {
  return (
    <BaseMenu.Root open={open} onOpenChange={onOpenChange && ((next) => onOpenChange(next))}>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={css.positioner} sideOffset={4} align={align}>
          <BaseMenu.Popup className={css.menu}>{children}</BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

interface MenuItemProps {
  children: ReactNode;
  icon?: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  /** in the error colour: an action that deletes */
  danger?: boolean;
}

/** One action of a Menu. */
export function MenuItem({ children, icon, onClick, disabled, danger }: MenuItemProps) {
  return (
    <BaseMenu.Item className={clsx(css.item, danger && css.danger)} onClick={onClick} disabled={disabled}>
      {icon}
      {children}
    </BaseMenu.Item>
  );
}

/** One item of a Menu that goes to a page of the app. */
export function MenuLinkItem({ children, icon, to }: { children: ReactNode; icon?: ReactNode; to: string }) {
  return (
    <BaseMenu.LinkItem className={css.item} render={<Link to={to} />}>
      {icon}
      {children}
    </BaseMenu.LinkItem>
  );
}

/** One item of a Menu that downloads a file (the server sends it as an attachment); the menu closes as it starts. */
export function MenuDownloadItem({ children, icon, href }: { children: ReactNode; icon?: ReactNode; href: string }) {
  return (
    <BaseMenu.LinkItem className={css.item} render={<a href={href} download />} closeOnClick>
      {icon}
      {children}
    </BaseMenu.LinkItem>
  );
}

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
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner className={css.positioner} side={side} sideOffset={6}>
          <BaseTooltip.Popup className={css.tooltip}>{title}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
