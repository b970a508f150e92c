import type { Page } from '@playwright/test';
import { expect, skipIntro, test } from '../fixtures';

/*
 * The welcome page comes drawn at build time (the web app's prerender-plugin.ts): it shows before
 * any script runs, suits every width by CSS alone, and React takes over those very elements
 * instead of drawing the page again.
 */

async function expectDrawnWithoutScripts(page: Page, wide: boolean) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Curio' })).toBeVisible();
  await expect(page.getByText('Choose a category, then test yourself')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  // the sidebar on a wide screen, the menu button on a narrow one, decided by CSS
  const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' });
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (wide) {
    await expect(nav).toBeVisible();
    await expect(menu).toBeHidden();
  } else {
    await expect(nav).toBeHidden();
    await expect(menu).toBeVisible();
  }
  // what the page cannot know before its scripts run is not drawn: no welcome banner
  await expect(page.getByText('Welcome to Curio!')).toHaveCount(0);
}

async function expectTakenOverInPlace(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await skipIntro(page);
  // the heading as it arrived in the HTML, kept before any script of the page runs
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  // the session is known once React runs the page: the guest's buttons appear
  await expect(page.getByRole('button', { name: 'Create a free account' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'))).toBe(true);
  expect(problems).toEqual([]);
}

// a context of their own: the accessibility watch of every journey runs axe with scripts
test('without scripts, the welcome page is drawn, with the sidebar on a wide screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await expectDrawnWithoutScripts(await context.newPage(), true);
  await context.close();
});

test('without scripts, the welcome page is drawn, with the menu button on a phone @phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
  await expectDrawnWithoutScripts(await context.newPage(), false);
  await context.close();
});

test('React takes over the drawn welcome page without drawing it again', async ({ page }) => {
  await expectTakenOverInPlace(page);
  // and it works: the sidebar leads on
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('React takes over the drawn welcome page on a phone @phone', async ({ page }) => {
  await expectTakenOverInPlace(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toBeVisible();
});

test('a first visit gets the welcome banner over the page, which stays where it is', async ({ page, browser }) => {
  const returning = await browser.newPage({ viewport: page.viewportSize() });
  await skipIntro(returning);
  await returning.goto('/');
  await expect(returning.getByRole('button', { name: 'Create a free account' })).toBeVisible();
  const unmoved = await returning.getByRole('heading', { level: 1, name: 'Welcome to Curio' }).boundingBox();
  await returning.close();

  await page.addInitScript(() => {
    localStorage.setItem('sawLanding', 'true');
    localStorage.setItem('guestTourSeen', 'true');
  });
  await page.goto('/');
  await expect(page.getByText('Welcome to Curio!')).toBeVisible();
  expect(await page.getByRole('heading', { level: 1, name: 'Welcome to Curio' }).boundingBox()).toEqual(unmoved);
});

test('on a phone the welcome banner sits in the page, over no category, and can be dismissed @phone', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('sawLanding', 'true');
    localStorage.setItem('guestTourSeen', 'true');
  });
  await page.goto('/');
  const banner = page.getByRole('alert').filter({ hasText: 'Welcome to Curio!' });
  await expect(banner).toBeVisible();
  const titles = page.getByRole('region', { name: 'Categories' }).getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible();
  // wherever the learner scrolls, the banner covers none of the cards' titles
  for (const y of [0, 200, 400, 600]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = (await banner.boundingBox())!;
    for (const title of await titles.all()) {
      const t = (await title.boundingBox())!;
      const meets = t.x < box.x + box.width && box.x < t.x + t.width && t.y < box.y + box.height && box.y < t.y + t.height;
      expect(meets, `the banner covers “${await title.textContent()}” at scroll ${y}`).toBe(false);
    }
  }
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Welcome to Curio!')).toHaveCount(0);
});
