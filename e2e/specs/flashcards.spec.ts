import type { Page } from '@playwright/test';
import { expect, newAccount, signUpByApi, skipIntro, test } from '../fixtures';

const studyUrl = (course: string) => `/category/finance/study?${new URLSearchParams({ course, mode: 'curious' })}`;

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A flashcard upload file with its own course and topic, so parallel tests never share content. */
function flashcardFile(label: string) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const place = { category: 'finance', course: `E2E ${label} ${id}`, module: 'E2E Module', topic: `E2E Topic ${id}` };
  const items = ['first', 'second'].map((n) => ({
    ...place,
    mode: ['curious'],
    content: { concept: `The ${n} uploaded concept ${id}`, summary: [`Summary of the ${n} card`], difficulty: 'easy' },
  }));
  return { ...place, items, name: `e2e-${label}-${id}.flashcards.json` };
}

/** Cards with a one-word back (a card's back is its summary), to be typed in "type the answer" mode. */
const TYPED_CARDS = [
  { front: 'The powerhouse of the cell', back: 'Mitochondria' },
  { front: 'Where photosynthesis happens', back: 'Chloroplast' },
  { front: 'The capital of France', back: 'Paris' },
];

/** The admin uploads the typed cards as a topic of their own and opens its study session. */
async function openTypedCards(page: Page) {
  await signInAsAdmin(page);
  const file = flashcardFile('typed');
  const items = TYPED_CARDS.map(({ front, back }) => ({ ...file.items[0]!, content: { concept: `${front} (${file.topic})`, summary: [back] } }));
  const res = await page.request.post('/api/admin/upload', { data: { fileName: file.name, items } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`/category/finance/study/studybot?${new URLSearchParams({ course: file.course, topic: file.topic })}`);
  await expect(page.getByText('Flashcard 1 of 3')).toBeVisible();
  return file;
}

/**
 * One right (in another case), one almost (two letters swapped) and one wrong that the learner
 * overrules, by the keyboard: Enter checks, Enter goes on, and each new card's field has the focus.
 */
async function typeTheAnswers(page: Page, topic: string) {
  const mode = page.getByRole('switch', { name: 'Type the answer' });
  await expect(mode).not.toBeChecked();
  await mode.check();
  const field = page.getByRole('textbox', { name: 'Your answer' });
  const verdict = page.getByRole('status').filter({ has: page.locator('p') });
  await expect(page.getByText(`The powerhouse of the cell (${topic})`)).toBeVisible();
  await expect(page.getByText('Mitochondria')).toHaveCount(0);

  await field.fill('mitochondria');
  await field.press('Enter');
  await expect(verdict).toHaveText('Right!');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Mitochondria');
  await field.press('Enter');
  await expect(page.getByText('Flashcard 2 of 3')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  await page.keyboard.type('Chlorolpast');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(verdict).toHaveText('Almost — check the spelling');
  await expect(page.getByTestId('answer-diff')).toHaveText('Chloroplast');
  await expect(page.getByTestId('typed-diff').locator('del')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field).toBeFocused();

  await page.keyboard.type('Lyon');
  await page.keyboard.press('Enter');
  await expect(verdict).toHaveText('Not quite');
  await expect(page.getByTestId('answer-diff').locator('ins')).toHaveText('Paris');
  await page.getByRole('button', { name: 'I was right' }).click();
  await expect(verdict).toHaveText('Counted as right');
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText("You've completed all flashcards!")).toBeVisible();
  await expect(page.getByText('3 of 3 answered right')).toBeVisible();

  // the switch is remembered on this device
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Type the answer' })).toBeChecked();
  await expect(field).toBeVisible();
}

test.describe('flashcards', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    // the category tour is tested with the category layout; here it would only cover the cards
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('a learner studies a topic to the end, bookmarks a card and finds it in bookmarks', async ({ page }) => {
    await signUpByApi(page.request, newAccount());

    await page.goto(studyUrl('Investing Basics'));
    await page.getByRole('button', { name: 'Compounding and Time' }).click();
    await page.getByRole('button', { name: 'Start Study Session' }).click();

    await expect(page.getByText('Curious Learner Mode')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compounding and Time' })).toBeVisible();
    const counter = page.getByText(/^Flashcard 1 of \d+$/);
    await expect(counter).toBeVisible();
    const total = Number((await counter.textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const concept = (await page.getByRole('region', { name: 'Concept' }).locator('p').textContent())!;
    await page.getByRole('button', { name: 'Bookmark flashcard' }).click();
    await expect(page.getByText('⭐ Bookmark saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

    for (let n = 1; n < total; n++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Flashcard ${n + 1} of ${total}`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText("You've completed all flashcards!")).toBeVisible();
    await page.getByRole('button', { name: 'Restart Session' }).click();
    await expect(page.getByText(`Flashcard 1 of ${total}`)).toBeVisible();

    await page.goto('/category/finance/bookmarks');
    const saved = page.getByRole('article', { name: concept });
    await expect(saved).toBeVisible();
    await expect(saved.getByText('Compounding and Time')).toBeVisible();
    await saved.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('❌ Bookmark removed')).toBeVisible();
    await expect(page.getByText('No bookmarks found.')).toBeVisible();
  });

  test('the admin uploads a flashcard file and its new topic can be studied', async ({ page }) => {
    await signInAsAdmin(page);
    const file = flashcardFile('upload');

    await page.goto('/upload-admin');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please select a file to upload.')).toBeVisible();
    await page.getByLabel('JSON file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ not: 'a list' })) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Invalid file format. Expecting an array.')).toBeVisible();

    await page.getByLabel('JSON file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file.items)) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText("Data uploaded to 'flashcards' and lookups populated!")).toBeVisible();

    await page.goto(studyUrl(file.course));
    await expect(page.getByRole('region', { name: file.module })).toBeVisible();
    await page.getByRole('button', { name: file.topic }).click();
    await page.getByRole('button', { name: 'Start Study Session' }).click();
    await expect(page.getByText('Flashcard 1 of 2')).toBeVisible();
    await expect(page.getByText(file.items[0]!.content.concept)).toBeVisible();
    await expect(page.getByText('easy', { exact: true })).toBeVisible();
  });

  test('the admin deletes a topic of flashcards', async ({ page }) => {
    await signInAsAdmin(page);
    const file = flashcardFile('delete');
    const res = await page.request.post('/api/admin/upload', { data: { fileName: file.name, items: file.items } });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto('/admin/topics');
    await page.getByRole('button', { name: new RegExp(file.course) }).click();
    const row = page.getByRole('listitem').filter({ hasText: file.topic });
    await expect(row).toContainText('2 flashcards');
    await page.getByRole('button', { name: `Delete ${file.topic}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(file.topic)).toHaveCount(0);

    const params = new URLSearchParams({ course: file.course, module: file.module, topic: file.topic });
    await page.goto(`/category/finance/study/studybot?${params}`);
    await expect(page.getByText('🚫 No flashcards matched your query.')).toBeVisible();
  });

  test('a learner types the answers in "type the answer" mode: one right, one almost, one wrong', async ({ page }) => {
    const file = await openTypedCards(page);
    await typeTheAnswers(page, file.topic);
  });
});

test.describe('flashcards on a phone @phone', () => {
  const topic = 'Compounding and Time';
  const studybotUrl = `/category/finance/study/studybot?${new URLSearchParams({ course: 'Investing Basics', topic })}`;

  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('Next, pressed at the end of a long card, opens the next card at its top with the focus on its heading', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.goto(studybotUrl);
    await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: topic });

    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    await expect(page.getByText(/^Flashcard 2 of \d+$/)).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // the keyboard's way: the heading shows where the focus went
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Flashcard 3 of \d+$/)).toBeVisible();
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(/^Flashcard 2 of \d+$/)).toBeVisible();
    await expect(heading).toBeInViewport({ ratio: 1 });
  });

  test('the quiz check keeps its answer until the learner asks for it', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.goto(studybotUrl);
    const check = page.getByRole('region', { name: 'Quiz Check' });
    await expect(check.getByText('$5,000 at 10% a year for 2 years?')).toBeVisible();
    await expect(page.getByText('$6,050.')).toHaveCount(0);

    const reveal = check.getByRole('button', { name: 'Show answer' });
    await expect(reveal).toHaveAttribute('aria-expanded', 'false');
    await reveal.focus();
    await page.keyboard.press('Space');
    await expect(check.getByRole('button', { name: 'Hide answer' })).toHaveAttribute('aria-expanded', 'true');
    // read out as it appears
    await expect(check.locator('[aria-live="polite"]')).toContainText('$6,050.');

    // the next card starts with its answer hidden again
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Flashcard 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quiz Check' }).getByRole('button', { name: 'Show answer' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the study page takes its topic from the address, and ignores one it does not have', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.goto(`${studyUrl('Investing Basics')}&${new URLSearchParams({ topic })}`);
    await expect(page.getByRole('button', { name: topic })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Start Study Session' }).click();
    await expect(page).toHaveURL(/\/study\/studybot\?/);
    await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();

    await page.goto(`${studyUrl('Investing Basics')}&${new URLSearchParams({ topic: 'No Such Topic' })}`);
    await expect(page.getByRole('button', { name: topic })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Start Study Session' })).toBeDisabled();
  });

  test('"type the answer" works at phone width, with nothing covered or cut off', async ({ page }) => {
    const file = await openTypedCards(page);
    await typeTheAnswers(page, file.topic);
    // after the reload: the first card again, its field, Check and the switch all take a tap themselves
    const field = page.getByRole('textbox', { name: 'Your answer' });
    await field.click({ trial: true });
    await page.getByRole('button', { name: 'Check' }).click({ trial: true });
    await page.getByRole('switch', { name: 'Type the answer' }).click({ trial: true });
    await field.fill('Mitocondria');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Almost — check the spelling')).toBeVisible();
    await expect(page.getByTestId('answer-diff')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Next' }).click({ trial: true });
  });
});
