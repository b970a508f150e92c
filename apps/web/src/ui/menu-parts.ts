import { createContext, type ComponentType, type ReactElement, type ReactNode } from 'react';

interface ItemProps {
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  render?: ReactElement;
  closeOnClick?: boolean;
}

/**
 * Base UI's menu items, handed to the items by the menu once it has loaded (menu-popup.tsx), so a
 * page that only shows a menu's button loads none of them. Outside an open menu there are none.
 */
export const MenuParts = createContext<{ Item: ComponentType<ItemProps>; LinkItem: ComponentType<ItemProps> }>({
  Item: missing,
  LinkItem: missing,
});

function missing(): never {
  throw new Error('A menu item is drawn only inside a Menu');
}
