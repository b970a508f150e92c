import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AccessibilityWatch } from './accessibility';

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

/** Fills the sign-up form with an account's details; the password too unless told otherwise. */
export async function fillSignUpForm(page: Page, account: Account, { password = true } = {}) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  if (password) await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Age').fill(String(account.age));
}

export async function logInWithForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/** A quiz question with its answer, as a learner’s downloaded copy of a topic keeps it (GET /api/quiz). */
export interface QuizQuestion {
  id: number;
  question: string;
  options: string[];
  answer: string;
}

export interface QuizPlace {
  category: string;
  course: string;
  topic: string;
}

/** The questions of a topic in the order the quiz shows them. */
export async function quizQuestions(request: APIRequestContext, { category, course, topic }: QuizPlace): Promise<QuizQuestion[]> {
  const res = await request.get(`/api/quiz?${new URLSearchParams({ course, topic, mode: 'serious', category })}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as QuizQuestion[];
}

/** The quiz screen of a topic, as the selector's Start opens it. */
export const quizStartUrl = ({ category, course, topic }: QuizPlace) =>
  `/category/${encodeURIComponent(category)}/quiz/start?${new URLSearchParams({ course, topic, mode: 'serious' })}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Answers the question on screen: the right option, or the first wrong one. */
export async function answerQuestion(page: Page, question: QuizQuestion, correctly: boolean) {
  await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
  const options = page.getByRole('group', { name: 'Options' });
  // options are shown title-cased (docs/product.md#validation), the stored answer as written
  const right = new RegExp(`^${escapeRegExp(question.answer)}$`, 'i');
  const choice = correctly
    ? options.getByRole('button', { name: right })
    : options.getByRole('button').filter({ hasNotText: right }).first();
  await choice.click();
}

/** A fresh learner signed in on this page, with the intro screens and the welcome tour behind them. */
export async function signInNewLearner(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = newAccount(overrides);
  await skipIntro(page);
  await signUpByApi(page.request, account);
  const tour = await page.request.post('/api/me/tour');
  expect(tour.status(), await tour.text()).toBe(200);
  return account;
}

/** A word no other test uses: search the feed for it to see only this test's use cases. */
export const uniqueWord = (prefix = 'zq') => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

interface PublishedUseCase {
  id: string;
  title: string;
  content: string;
  tags: string[];
  likes_count: number;
}

/** Publishes a use case as the request's signed-in user. */
export async function postUseCaseByApi(
  request: APIRequestContext,
  body: { title: string; content: string; tags?: string; origin?: 'user' | 'assisted' | 'ai'; provider?: string },
) {
  const res = await request.post('/api/usecases', { data: { origin: 'user', ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PublishedUseCase;
}

/** The most of a failed page's text printed to the log. */
const REPORT_TEXT_MAX = 3000;

/** The journey's accessibility watch: axe runs by itself on every URL; check() runs it now, on a state no URL names. */
export interface Accessibility {
  check(page: Page): Promise<void>;
}

export const test = base.extend<{ failureReport: void; accessibility: Accessibility }>({
  // the server is started by global-setup.ts on a free port
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // CI keeps only the log: a failed test prints where its page was, what it showed and which
  // requests went wrong, so a rare failure can be understood without the screenshot
  failureReport: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
      });
      page.on('requestfailed', (req) => problems.push(`failed ${req.method()} ${req.url()}: ${req.failure()?.errorText ?? ''}`));
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(the page could not be read)');
      console.log([`--- ${testInfo.titlePath.join(' › ')}`, `page: ${page.url()}`, ...problems, text.slice(0, REPORT_TEXT_MAX)].join('\n'));
    },
    { auto: true },
  ],
  // axe-core on every page the journey opens, in this test's context and any it makes: serious and
  // critical violations fail the test, listed with their rule, elements and help page
  accessibility: [
    async ({ browser, context, page }, use, testInfo) => {
      const watch = new AccessibilityWatch();
      const unwatchBrowser = watch.watchBrowser(browser);
      watch.watchContext(context);
      watch.watchPage(page);
      await use({ check: (checked) => watch.checkNow(checked) });
      unwatchBrowser();
      // a failed journey's last page is whatever broke; its own error says more
      if (testInfo.status === testInfo.expectedStatus) await watch.finish();
      testInfo.annotations.push({ type: 'axe', description: `${watch.checks} checks, ${watch.checkMs} ms` });
      if (watch.violations.length > 0) throw new Error(watch.report());
    },
    { auto: true },
  ],
});

export { expect };
