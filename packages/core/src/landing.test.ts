import { describe, expect, test } from 'vitest';
import { landingFirstAction, LANDING_URL_TRIGGERS, shouldShowLanding } from './landing';

const guest = { loggedIn: false, sawLanding: false, shownThisSession: false, search: '' };
const member = { loggedIn: true, sawLanding: true, shownThisSession: false, search: '' };

describe('landing overlay', () => {
  test('a guest who has not seen it sees it', () => {
    expect(shouldShowLanding(guest)).toBe(true);
  });

  test('a guest who has seen it does not', () => {
    expect(shouldShowLanding({ ...guest, sawLanding: true })).toBe(false);
  });

  test.each(LANDING_URL_TRIGGERS.map((key) => `?${key}=newsletter`))('%s shows it even after it was seen', (search) => {
    expect(shouldShowLanding({ ...guest, sawLanding: true, search })).toBe(true);
    expect(shouldShowLanding({ ...member, shownThisSession: true, search })).toBe(true);
  });

  test('the utm parameters are the three of the spec', () => {
    expect([...LANDING_URL_TRIGGERS]).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
  });

  test('showLanding=1 shows it; other values do not', () => {
    expect(shouldShowLanding({ ...guest, sawLanding: true, search: '?showLanding=1' })).toBe(true);
    expect(shouldShowLanding({ ...guest, sawLanding: true, search: '?showLanding=0' })).toBe(false);
    expect(shouldShowLanding({ ...guest, sawLanding: true, search: '?utm_content=x' })).toBe(false);
  });

  test('a logged-in user sees it once per browser session', () => {
    expect(shouldShowLanding(member)).toBe(true);
    expect(shouldShowLanding({ ...member, shownThisSession: true })).toBe(false);
    // the guest flag does not matter once logged in
    expect(shouldShowLanding({ ...member, sawLanding: false, shownThisSession: true })).toBe(false);
  });

  test("a guest's first action is to start free; a signed-in learner's is to go on learning", () => {
    expect(landingFirstAction({ loggedIn: false, dueReviews: undefined })).toEqual({ kind: 'start', label: 'Start free', to: '/signup' });
    expect(landingFirstAction({ loggedIn: true, dueReviews: 3 })).toEqual({ kind: 'continue', label: 'Continue learning', to: '/review' });
    expect(landingFirstAction({ loggedIn: true, dueReviews: 0 }).to).toBe('/courses');
    // the reviews due are not known yet
    expect(landingFirstAction({ loggedIn: true, dueReviews: undefined }).to).toBe('/courses');
  });
});
