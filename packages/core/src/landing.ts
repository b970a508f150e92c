/** URL parameters that always show the landing overlay (spec §4). */
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
