import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TheaterComedyOutlinedIcon from '@mui/icons-material/TheaterComedyOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';

export interface NavItem {
  to: string;
  label: string;
  Icon: typeof HomeOutlinedIcon;
}

/** The sidebar's destinations (the Quizzes and Saved counts sit under them). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home', Icon: HomeOutlinedIcon },
  { to: '/courses', label: 'Courses', Icon: MenuBookOutlinedIcon },
  { to: '/review', label: 'Review', Icon: EventRepeatOutlinedIcon },
  { to: '/sets', label: 'My sets', Icon: CollectionsBookmarkOutlinedIcon },
  { to: '/use-case-theatre', label: 'Use Case Theatre', Icon: TheaterComedyOutlinedIcon },
  { to: '/usecases', label: 'Green AI', Icon: EnergySavingsLeafOutlinedIcon },
  { to: '/uc-studio', label: 'UC Studio', Icon: AutoAwesomeOutlinedIcon },
  { to: '/saved-usecases', label: 'Saved use cases', Icon: BookmarkBorderIcon },
  { to: '/explore-people', label: 'Explore people', Icon: PeopleOutlineIcon },
  { to: '/projects', label: 'Projects', Icon: WorkOutlineIcon },
];

export const ACCOUNT_NAV: readonly NavItem[] = [
  { to: '/profile', label: 'Profile', Icon: PersonOutlineIcon },
  { to: '/settings', label: 'Settings', Icon: SettingsOutlinedIcon },
];
