import { expect, newAccount, signUpByApi, test } from '../fixtures';

test.describe('on a phone @phone', () => {
  test('a first-time guest sees the landing overlay and starts free', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Curio for knowledge discovery')).toBeVisible();
    await page.getByRole('button', { name: 'Start free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('First name')).toBeVisible();
  });

  test('a signed-in learner opens the navigation drawer and the account menu', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');
    await page.goto('/');
    await page.getByRole('button', { name: 'Explore first' }).click();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  });
});
