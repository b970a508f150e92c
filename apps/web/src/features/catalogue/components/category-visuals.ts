import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';

type Icon = typeof SchoolOutlinedIcon;

const VISUALS: Record<string, { Icon: Icon; tagline: string }> = {
  business: { Icon: BusinessCenterOutlinedIcon, tagline: 'Strategy, marketing and operations' },
  'fun&games': { Icon: SportsEsportsOutlinedIcon, tagline: 'Puzzles, trivia and brain teasers' },
  finance: { Icon: SavingsOutlinedIcon, tagline: 'Money, markets and investing' },
  kids: { Icon: ChildCareOutlinedIcon, tagline: 'Playful lessons for young minds' },
  cartoons: { Icon: PaletteOutlinedIcon, tagline: 'Characters, stories and drawing' },
};

const DEFAULT_VISUAL = { Icon: SchoolOutlinedIcon, tagline: 'Courses, quizzes and flashcards' };

/** The icon and one-line description shown on a category card. */
export const categoryVisual = (name: string) => VISUALS[name.toLowerCase()] ?? DEFAULT_VISUAL;
