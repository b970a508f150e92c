import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  age: number;
}

let counter = 0;

/** A fresh account's details; each test gets its own e-mail. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  return { email: `learner-${id}@example.com`, password: `curio-e2e-Pass-${id}`, firstName: 'Ada', lastName: 'Learner', age: 25, ...overrides };
}

/** Creates the account through the API (the browser journeys that test sign-up use the form). */
export async function signUpByApi(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password, first_name: account.firstName, last_name: account.lastName, age: account.age },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Marks the intro screens (landing overlay, first-visit banner, guest tour) as seen in this browser. */
export async function skipIntro(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('sawLanding', 'true');
    localStorage.setItem('hasVisited', 'true');
    localStorage.setItem('guestTourSeen', 'true');
  });
}

export async function logInWithForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

export const test = base.extend({
  // the server is started by global-setup.ts on a free port
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
