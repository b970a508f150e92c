import type { Locator, Page } from '@playwright/test';
import { expect, quizQuestions, quizStartUrl, signInNewLearner, test } from '../fixtures';

// axe itself runs on every page of every journey (fixtures.ts); these are what axe cannot see

const quizPlace = { category: 'business', course: 'Startup Fundamentals', topic: 'Validating Demand' };
const studybotUrl = `/category/finance/study/studybot?${new URLSearchParams({ course: 'Investing Basics', topic: 'Compounding and Time', mode: 'curious' })}`;
const TAB_LIMIT = 40;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses Tab, as a keyboard user does, until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${TAB_LIMIT} presses of Tab never reached ${target.toString()}`);
}

/** The focused control shows the theme's focus ring. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).toHaveCSS('outline-width', '3px');
}

/**
 * Records each text the page's live regions take from now on, as a screen reader announces them:
 * a verdict shown for a moment is heard even if no one looks at the right time.
 */
async function listenToLiveRegions(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = [];
    const last = new WeakMap<Element, string>();
    Object.assign(window, { heardAnnouncements: heard });
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest('[aria-live], [role="status"], [role="alert"]');
        if (!region) continue;
        const text = region.textContent?.trim() ?? '';
        if (text !== last.get(region) && text) heard.push(text);
        last.set(region, text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { heardAnnouncements: string[] }).heardAnnouncements);
}

/** The page scrolls only up and down at its current width. */
async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

test.describe('accessibility', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('a quiz is taken with the keyboard alone, and each answer is announced', async ({ page }) => {
    // all eight questions, each held on screen for its reveal, while axe checks the page beside it
    test.slow();
    await signInNewLearner(page);
    const questions = await quizQuestions(page.request, quizPlace);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    await page.goto(quizStartUrl(quizPlace));
    const options = page.getByRole('group', { name: 'Options' });
    await expect(options).toBeVisible();
    const heard = await listenToLiveRegions(page);
    const verdictsHeard = async () => (await heard()).filter((text) => /^(Right!|Not quite\.)/.test(text));
    const verdicts: RegExp[] = [];

    for (const [index, question] of questions.entries()) {
      // each question takes the focus, so a screen reader reads it and Tab goes on to its options
      await expect(page.getByRole('heading', { name: question.question })).toBeFocused();
      if (index >= 3) {
        // the rest quickly: the first option, one answer announced each
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await verdictsHeard()).length).toBe(index + 1);
        continue;
      }
      const answer = new RegExp(`^${escapeRegExp(question.answer)}$`, 'i');
      // right, wrong, right, each option reached with Tab and taken with Enter or Space
      const choice = index === 1 ? options.getByRole('button').filter({ hasNotText: answer }).first() : options.getByRole('button', { name: answer });
      await tabTo(page, choice);
      await expectVisibleFocus(choice);
      await page.keyboard.press(index === 1 ? 'Space' : 'Enter');
      // each answer is announced once, naming the right answer when it was wrong
      verdicts.push(index === 1 ? new RegExp(`^Not quite\\. The right answer is: ${escapeRegExp(question.answer)}$`, 'i') : /^Right!$/);
      await expect.poll(verdictsHeard).toEqual(verdicts.map((verdict) => expect.stringMatching(verdict)));
    }
    await expect(page).toHaveURL(/\/quiz\/complete$/);
    await expect(page.getByText(new RegExp(`^Score: \\d+ / ${questions.length}$`))).toBeVisible();
  });

  test('flashcards are studied with the keyboard alone, and each new card opens at its heading', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto(studybotUrl);
    const counter = page.getByText(/^Flashcard 1 of \d+$/);
    await expect(counter).toBeVisible();
    const total = Number((await counter.textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThan(1);

    const concept = page.getByRole('region', { name: 'Concept' });
    const heading = page.getByRole('heading', { level: 1 });
    const next = page.getByRole('button', { name: 'Next' });
    // the first Tab offers a way past the top bar and the navigation
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await tabTo(page, next);
    await expectVisibleFocus(next);
    let previous = await concept.textContent();
    for (let n = 2; n <= total; n += 1) {
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Flashcard ${n} of ${total}`)).toBeVisible();
      // the new card is read from its heading, which shows where the focus went
      await expectVisibleFocus(heading);
      await expect(heading).toHaveAccessibleDescription(`Flashcard ${n} of ${total}`);
      await expect(concept).not.toHaveText(previous!);
      previous = await concept.textContent();
      await tabTo(page, next);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: "You've completed all flashcards!" })).toBeFocused();
    const restart = page.getByRole('button', { name: 'Restart Session' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(restart);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Flashcard 1 of ${total}`)).toBeVisible();
  });

  test('a tooltip shows while the mouse rests on its button and while the keyboard is on it, and the button keeps the focus', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto(quizStartUrl(quizPlace));
    const thumbsUp = page.getByRole('button', { name: /^Thumbs up/ });
    const thumbsDown = page.getByRole('button', { name: /^Thumbs down/ });
    await thumbsUp.hover();
    await expect(page.getByText('Thumbs up', { exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByText('Thumbs up', { exact: true })).toBeHidden();

    // the hovered button is Base UI's trigger by now; the next one is drawn anew as its tooltip loads
    await tabTo(page, thumbsUp);
    await page.keyboard.press('Tab');
    await expect(page.getByText('Thumbs down', { exact: true })).toBeVisible();
    await expectVisibleFocus(thumbsDown);
    await page.keyboard.press('Tab');
    await expect(page.getByText('Thumbs down', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Needs an update/ })).toBeFocused();
  });

  test('a course is chosen with the keyboard alone: typing filters the list, arrows and Enter pick one', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/category/business');
    const course = page.getByLabel('Course');
    // the field is drawn anew as its code arrives: Tab from the control before it, then the focus is waited for
    await tabTo(page, page.getByRole('button', { name: 'Spread the word' }));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Startup');
    await expect(course).toBeFocused();
    await expect(course).toHaveValue('Startup');
    await expect(page.getByRole('option', { name: 'Startup Fundamentals' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/business\/quiz\?course=Startup\+Fundamentals&mode=serious$/);
  });

  test('the welcome confetti and the interface transitions play when motion is welcome', async ({ page }) => {
    // the control for the test below: the same first visit, no preference for less motion
    await page.addInitScript(() => {
      localStorage.setItem('sawLanding', 'true');
      localStorage.setItem('guestTourSeen', 'true');
    });
    await page.goto('/');
    await expect(page.getByText('Welcome to Curio!')).toBeVisible();
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Login' }).first()).not.toHaveCSS('transition-duration', '0s');
  });

  test('with reduced motion asked for, there is no confetti and no transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      localStorage.setItem('sawLanding', 'true');
      localStorage.setItem('guestTourSeen', 'true');
    });
    await page.goto('/');
    await expect(page.getByText('Welcome to Curio!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' }).first()).toHaveCSS('transition-duration', '0s');
    // the banner goes at once, and nothing on the page moves
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Welcome to Curio!')).toBeHidden();
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    await expect(page.locator('body > canvas')).toHaveCount(0);
  });
});

/** The main pages, each with something that says it has loaded. */
const MAIN_PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  // a signed-in learner's first visit in a browser session opens the landing overlay (docs/product.md#states-and-transitions); the next shows the page
  { path: '/', ready: (page) => page.getByRole('dialog', { name: /for knowledge discovery$/ }) },
  { path: '/', ready: (page) => page.getByRole('link', { name: /Business/ }) },
  { path: '/courses', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/category/business', ready: (page) => page.getByLabel('Course') },
  { path: quizStartUrl(quizPlace), ready: (page) => page.getByRole('group', { name: 'Options' }) },
  { path: studybotUrl, ready: (page) => page.getByRole('region', { name: 'Concept' }) },
  { path: '/review', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/usecases', ready: (page) => page.getByRole('status').filter({ hasText: /^Live$/ }) },
  { path: '/projects', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/settings', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/profile', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

async function visitMainPages(page: Page) {
  await signInNewLearner(page);
  for (const { path, ready } of MAIN_PAGES) {
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible();
    await expectNoSideScroll(page);
  }
}

test.describe('reflow', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('at 200 % zoom (a 1280 px screen is 640 CSS px wide) the main pages need no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await visitMainPages(page);
  });

  test('at 320 px the main pages need no sideways scrolling @phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await visitMainPages(page);
  });
});
