import { expect, newAccount, signUpByApi, skipIntro, test } from '../fixtures';

test.describe('settings', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('a learner changes the password and the new one is the only one that works', async ({ page }) => {
    const account = newAccount();
    await signUpByApi(page.request, account);
    await page.request.post('/api/me/tour');

    await page.goto('/settings');
    const change = page.getByRole('button', { name: 'Change password' });
    await expect(change).toBeDisabled();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password').fill(`${account.password}-new`);
    await change.click();
    await expect(page.getByText('Password changed.')).toBeVisible();

    const signIn = (password: string) =>
      page.request.post('/api/auth/sign-in/email', { data: { email: account.email, password }, headers: { origin: process.env.E2E_BASE_URL! } });
    expect((await signIn(account.password)).status()).toBe(401);
    expect((await signIn(`${account.password}-new`)).status()).toBe(200);
  });

  test('a learner asks for the account to be deleted, with a counted reason', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Request account deletion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('  Moving to another school  ');
    await expect(dialog.getByText('28/500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText("Request received. We'll process it soon.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('admin pages', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('a learner is kept out of the admin pages', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');

    await page.goto('/upload-admin');
    await expect(page.getByText('Access denied. Admins only.')).toBeVisible();
    await page.goto('/admin/topics');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the admin printed at first start signs in and reaches them', async ({ page }) => {
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    });
    expect(res.status()).toBe(200);
    await page.request.post('/api/me/tour');

    await page.goto('/upload-admin');
    await expect(page.getByRole('heading', { name: 'Admin Upload Panel' })).toBeVisible();
    await expect(page.getByText('Access denied. Admins only.')).toHaveCount(0);
    await page.goto('/admin/topics');
    await expect(page).toHaveURL(/\/admin\/topics$/);
  });
});

test.describe('public pages', () => {
  test('a guest reads the privacy policy and lands on /projects from an unknown path', async ({ page }) => {
    await skipIntro(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(9);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/offline');
    await expect(page.getByText('Temporarily Offline')).toBeVisible();
  });

  test('a developer browses the API description under the same security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') violations.push(msg.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Curio API/ })).toBeVisible();
    await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
