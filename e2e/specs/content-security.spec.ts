import { expect, signInNewLearner, skipIntro, test } from '../fixtures';

declare global {
  interface Window {
    /** exposed to the page by the test below */
    reportViolation(directive: string): void;
  }
}

// zod's config must run before its first schema is built, or zod probes for eval and the browser
// reports the CSP refusing it (decision 067): pages whose forms validate with zod must report none
test('the forms that check what a learner types break no rule of the content security policy', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(`${page.url()}: ${directive}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => window.reportViolation(event.violatedDirective)),
  );
  await skipIntro(page);

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await signInNewLearner(page);
  await page.goto('/sets/new');
  await expect(page.getByRole('heading', { name: 'New set' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});
