import type { Page } from '@playwright/test';
import { expect, signInNewLearner, test } from '../fixtures';

const review = { course: 'Startup Fundamentals', topic: 'Validating Demand' };
const studybotUrl = `/category/finance/study/studybot?${new URLSearchParams({ course: 'Investing Basics', topic: 'Compounding and Time' })}`;

/**
 * The buttons, links and fields whose box meets the feedback button's, at each scroll position from
 * the top of the page to its end (a learner stops anywhere on the way). What has scrolled under the
 * top bar is the bar's to cover, not the button's.
 */
async function controlsUnderFeedbackButton(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();
  return page.evaluate(async () => {
    const fab = document.querySelector('[aria-label="Send feedback"]')!;
    const controls = 'button, a[href], [role="button"], input, select, textarea';
    const hits = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + 20)) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      const f = fab.getBoundingClientRect();
      const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      for (const el of document.querySelectorAll(controls)) {
        if (fab.contains(el) || el.closest('header')) continue;
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, barBottom);
        if (r.width === 0 || r.height === 0 || top >= r.bottom) continue;
        if (r.left < f.right && f.left < r.right && top < f.bottom && f.top < r.bottom) {
          hits.add(`${el.getAttribute('aria-label') ?? el.textContent?.trim()} at scroll ${y}`);
        }
      }
      if (y >= end) break;
    }
    return [...hits];
  });
}

test.describe('the feedback button on a phone @phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('covers no control of the flashcards, and Next is pressed where it is', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto(studybotUrl);
    await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
    expect(await controlsUnderFeedbackButton(page)).toEqual([]);
    // at the page's end, as the learner who scrolled to it: Next takes the tap itself
    await page.getByRole('button', { name: 'Next' }).click({ trial: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Flashcard 2 of \d+$/)).toBeVisible();
  });

  test('covers no rating of a Review session', async ({ page }) => {
    await signInNewLearner(page);
    const added = await page.request.post('/api/review/flashcards', { data: review });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/review');
    await page.getByRole('button', { name: /^Start review \(\d+\)$/ }).click();
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByRole('button', { name: /^Easy, next review in / })).toBeVisible();
    expect(await controlsUnderFeedbackButton(page)).toEqual([]);
    await page.getByRole('button', { name: /^Easy, next review in / }).click();
  });

  test('covers no control of a quiz or of the study sets', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto(`/category/business/quiz/start?${new URLSearchParams({ ...review, mode: 'serious' })}`);
    await expect(page.getByRole('group', { name: 'Options' })).toBeVisible();
    expect(await controlsUnderFeedbackButton(page)).toEqual([]);
    await page.goto('/sets');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await controlsUnderFeedbackButton(page)).toEqual([]);
  });
});
