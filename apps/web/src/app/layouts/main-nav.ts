import {
  mdiAccountMultipleOutline,
  mdiAccountOutline,
  mdiBookmarkBoxMultipleOutline,
  mdiBookmarkOutline,
  mdiBookOpenPageVariantOutline,
  mdiBriefcaseOutline,
  mdiCalendarSync,
  mdiCogOutline,
  mdiCreationOutline,
  mdiDramaMasks,
  mdiHomeOutline,
  mdiLeaf,
} from '@mdi/js';

export interface NavItem {
  to: string;
  label: string;
  /** the icon's path data (@mdi/js) */
  icon: string;
}

/** The sidebar's destinations (the Quizzes and Saved counts sit under them). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: mdiHomeOutline },
  { to: '/courses', label: 'Courses', icon: mdiBookOpenPageVariantOutline },
  { to: '/review', label: 'Review', icon: mdiCalendarSync },
  { to: '/sets', label: 'My sets', icon: mdiBookmarkBoxMultipleOutline },
  { to: '/use-case-theatre', label: 'Use Case Theatre', icon: mdiDramaMasks },
  { to: '/usecases', label: 'Green AI', icon: mdiLeaf },
  { to: '/uc-studio', label: 'UC Studio', icon: mdiCreationOutline },
  { to: '/saved-usecases', label: 'Saved use cases', icon: mdiBookmarkOutline },
  { to: '/explore-people', label: 'Explore people', icon: mdiAccountMultipleOutline },
  { to: '/projects', label: 'Projects', icon: mdiBriefcaseOutline },
];

export const ACCOUNT_NAV: readonly NavItem[] = [
  { to: '/profile', label: 'Profile', icon: mdiAccountOutline },
  { to: '/settings', label: 'Settings', icon: mdiCogOutline },
];
