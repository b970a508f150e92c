import { expect, logInWithForm, newAccount, signUpByApi, skipIntro, test } from '../fixtures';

/** The pages a guest may open to read why they need an account, each with its sentence. */
const PROMPTED = [
  ['/courses', 'Please log in to browse all courses and topics.'],
  ['/use-case-theatre', 'Please log in to generate use cases.'],
  ['/saved-usecases', 'Please log in to see your saved use cases.'],
  ['/explore-people', 'Please log in to explore people.'],
  ['/people/someone', 'Please log in to explore people.'],
  ['/uc-studio', 'Please log in to view UCStudio.'],
  ['/profile', 'Log in to see your profile.'],
] as const;

test('a guest reads why each learner page needs an account, and Log in brings them back to it', async ({ page, playwright }) => {
  const account = newAccount();
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signUpByApi(api, account);
  await api.dispose();
  await skipIntro(page);

  for (const [path, text] of PROMPTED) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole('heading', { name: 'User not found.' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await logInWithForm(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(account.email)).toBeVisible();
});
