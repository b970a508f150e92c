import { mdiBabyFaceOutline, mdiBriefcaseVariantOutline, mdiGamepadVariantOutline, mdiPaletteOutline, mdiPiggyBankOutline, mdiSchoolOutline } from '@mdi/js';

/** A category card's icon (its path data, @mdi/js) and one-line description. */
interface Visual {
  icon: string;
  tagline: string;
}

const VISUALS: Record<string, Visual> = {
  business: { icon: mdiBriefcaseVariantOutline, tagline: 'Strategy, marketing and operations' },
  'fun&games': { icon: mdiGamepadVariantOutline, tagline: 'Puzzles, trivia and brain teasers' },
  finance: { icon: mdiPiggyBankOutline, tagline: 'Money, markets and investing' },
  kids: { icon: mdiBabyFaceOutline, tagline: 'Playful lessons for young minds' },
  cartoons: { icon: mdiPaletteOutline, tagline: 'Characters, stories and drawing' },
};

const DEFAULT_VISUAL: Visual = { icon: mdiSchoolOutline, tagline: 'Courses, quizzes and flashcards' };

/** The icon and one-line description shown on a category card. */
export const categoryVisual = (name: string) => VISUALS[name.toLowerCase()] ?? DEFAULT_VISUAL;
