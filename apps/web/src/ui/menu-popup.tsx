import type { ReactElement, ReactNode, RefObject } from 'react';
import { Menu as BaseMenu } from '@base-ui/react/menu';
import { MenuParts } from './menu-parts';
import css from './overlay.module.css';

const PARTS = { Item: BaseMenu.Item, LinkItem: BaseMenu.LinkItem };

interface Props {
  trigger: ReactElement;
  children: ReactNode;
  align: 'start' | 'center' | 'end';
  /** the open dialog the menu sits in, if any: the page outside it is inert */
  container: RefObject<HTMLDialogElement | null> | undefined;
}

/** The menu itself (overlay.tsx's Menu loads it when first wanted); it opens as it appears. */
export function MenuPopup({ trigger, children, align, container }: Props) {
  return (
    <BaseMenu.Root defaultOpen>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal container={container}>
        <BaseMenu.Positioner className={css.positioner} sideOffset={4} align={align}>
          <BaseMenu.Popup className={css.menu}>
            <MenuParts value={PARTS}>{children}</MenuParts>
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}
