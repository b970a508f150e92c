import { LANDING_MSG } from './landing-messages';

/** URL parameters that always show the landing overlay (docs/product.md#states-and-transitions). */
export const LANDING_URL_TRIGGERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface LandingState {
  loggedIn: boolean;
  /** sawLanding flag in local storage */
  sawLanding: boolean;
  /** the per-user flag in session storage: shown once per browser session when logged in */
  shownThisSession: boolean;
  /** location.search */
  search: string;
}

export function shouldShowLanding({ loggedIn, sawLanding, shownThisSession, search }: LandingState): boolean {
  const params = new URLSearchParams(search);
  if (params.get('showLanding') === '1') return true;
  if (LANDING_URL_TRIGGERS.some((key) => params.has(key))) return true;
  if (loggedIn) return !shownThisSession;
  return !sawLanding;
}

/** The overlay's first action: where it goes and what it says. */
export interface LandingAction {
  kind: 'start' | 'continue';
  label: string;
  to: string;
}

/**
 * A guest starts free (sign-up). A signed-in learner is already in: they go on with their
 * learning, to the reviews due today when there are any, else to the courses to pick the next
 * topic (what is due is not known yet: the courses are never a wrong place to go on from).
 */
export function landingFirstAction({ loggedIn, dueReviews }: { loggedIn: boolean; dueReviews: number | undefined }): LandingAction {
  if (!loggedIn) return { kind: 'start', label: LANDING_MSG.startFree, to: '/signup' };
  return { kind: 'continue', label: LANDING_MSG.continueLearning, to: dueReviews ? '/review' : '/courses' };
}
