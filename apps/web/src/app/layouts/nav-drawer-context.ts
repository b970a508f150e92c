import { createContext, useContext } from 'react';

export interface NavDrawerControl {
  /** true when the sidebar is a drawer that must be opened to be seen */
  isDrawer: boolean;
  /** opens or closes the drawer for a guided tour (focus stays free for the tour's popover) */
  setOpenForTour: (open: boolean) => void;
}

export const NavDrawerContext = createContext<NavDrawerControl>({ isDrawer: false, setOpenForTour: () => {} });

export const useNavDrawer = () => useContext(NavDrawerContext);
