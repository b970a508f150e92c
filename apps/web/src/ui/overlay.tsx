import {
  cloneElement,
  createContext,
  lazy,
  use,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { FirstReach, useFirstReach } from './first-reach';
import { MenuParts } from './menu-parts';
import css from './overlay.module.css';

interface ModalProps {
  open: boolean;
  /** asked to close: Escape, or a click on the backdrop */
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** false: the page behind stays usable (a guided tour's popover over it), and a click outside does not close it */
  modal?: boolean;
  /** the element to focus when it opens (else the first one that takes focus) */
  initialFocus?: RefObject<HTMLElement | null>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/** The open dialog a menu or tooltip inside it must draw in: the page outside a modal dialog is inert. */
export const PortalContainer = createContext<RefObject<HTMLDialogElement | null> | undefined>(undefined);

/**
 * The platform's own <dialog>, shown with showModal(): the page behind is inert, focus moves in and
 * returns to what opened it when it closes, Escape asks to close. Nothing is drawn while closed.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({ onClose, children, className, modal = true, initialFocus, ...aria }: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current!;
    if (modal) dialog.showModal();
    else dialog.show();
    initialFocus?.current?.focus();
    // close() before the element leaves the page is what gives the focus back
    return () => dialog.close();
  }, [modal, initialFocus]);
  return (
    <dialog
      ref={ref}
      className={className}
      {...aria}
      // the owner decides: Escape only asks
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // the dialog's own box is its content's; a click that lands on the element itself is on the backdrop
      onClick={(event) => modal && event.target === event.currentTarget && onClose()}
    >
      <PortalContainer value={ref}>{children}</PortalContainer>
    </dialog>
  );
}

export interface DialogProps {
  open: boolean;
  /** asked to close: Escape or a click outside */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** the buttons at the bottom, outside the part that scrolls */
  actions?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** content and actions inside one form: Enter in a field submits it */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** the element to focus when it opens (else the first one that takes focus) */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** Gives DialogText the id the dialog is described by. */
const DescriptionContext = createContext<{ id: string; described: (on: boolean) => void } | null>(null);

/** A modal dialog named by its title, with its actions at the bottom (a Modal). */
export function Dialog({ open, onClose, title, children, actions, size = 'sm', onSubmit, initialFocus, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [described, setDescribed] = useState(false);
  const description = useMemo(() => ({ id: descriptionId, described: setDescribed }), [descriptionId]);
  const body = (
    <>
      {children !== undefined && <div className={css.content}>{children}</div>}
      {actions && <div className={css.actions}>{actions}</div>}
    </>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      className={clsx(css.dialog, css[size], className)}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
    >
      <DescriptionContext value={description}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {onSubmit ? (
          <form className={css.form} onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </DescriptionContext>
    </Modal>
  );
}

/** The dialog's message, which a screen reader reads out with its title. */
export function DialogText({ children, className }: { children: ReactNode; className?: string }) {
  const description = use(DescriptionContext);
  useLayoutEffect(() => {
    description?.described(true);
    return () => description?.described(false);
  }, [description]);
  return (
    <p id={description?.id} className={clsx(css.text, className)}>
      {children}
    </p>
  );
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
    <Modal open={open} onClose={onClose} modal={modal} aria-label={label} className={clsx(css.side, className)}>
      {children}
    </Modal>
  );
}

interface MenuProps {
  /**
   * the button that opens the menu (an IconButton or a Button); it gets aria-haspopup and aria-expanded.
   * Show a wait on it with aria-busy, never by disabling it: a trigger disabled while its menu closes
   * leaves the menu unable to choose again.
   */
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
}

// Base UI's menu (positioning, focus, typeahead) loads when a menu is first wanted, not with the page
const loadMenuPopup = () => import('./menu-popup');
const MenuPopup = lazy(async () => ({ default: (await loadMenuPopup()).MenuPopup }));

/**
 * A list of actions that opens from a button; arrows move between them, Escape closes it (Base UI
 * Menu). Until its button is first pressed it is only that button: hovering or focusing it starts
 * loading the menu, which opens as soon as it is in.
 */
export function Menu({ trigger, children, align = 'end' }: MenuProps) {
  const { reached, preload, reach } = useFirstReach<true>(loadMenuPopup);
  const container = use(PortalContainer);
  const standIn = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => reach(true),
  });
  return (
    <FirstReach
      standIn={standIn}
      part={
        reached && (
          <MenuPopup trigger={trigger} align={align} container={container}>
            {children}
          </MenuPopup>
        )
      }
    />
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
  const { Item } = use(MenuParts);
  return (
    <Item className={clsx(css.item, danger && css.danger)} onClick={onClick} disabled={disabled}>
      {icon}
      {children}
    </Item>
  );
}

/** One item of a Menu that goes to a page of the app. */
export function MenuLinkItem({ children, icon, to }: { children: ReactNode; icon?: ReactNode; to: string }) {
  const { LinkItem } = use(MenuParts);
  return (
    <LinkItem className={css.item} render={<Link to={to} />}>
      {icon}
      {children}
    </LinkItem>
  );
}

/** One item of a Menu that downloads a file (the server sends it as an attachment); the menu closes as it starts. */
export function MenuDownloadItem({ children, icon, href }: { children: ReactNode; icon?: ReactNode; href: string }) {
  const { LinkItem } = use(MenuParts);
  return (
    <LinkItem className={css.item} render={<a href={href} download />} closeOnClick>
      {icon}
      {children}
    </LinkItem>
  );
}
