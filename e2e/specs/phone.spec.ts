import { answerQuestion, expect, newAccount, quizQuestions, signUpByApi, skipIntro, test } from '../fixtures';

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

  test('a guest sees the categories the server lists, placeholders while they load, and the local list when it fails', async ({ page }) => {
    await skipIntro(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/categories', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as object[];
      await released;
      await route.fulfill({ response, json: [...list, { name: 'science', label: 'Science', color: '#0f766e', colorclass: 'sidebar-default', mode: 'all' }] });
    });

    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading categories' })).toBeVisible();
    // no flash of the local list before the server's answer
    await expect(page.getByRole('link', { name: /Business/ })).toHaveCount(0);
    release();
    await expect(page.getByRole('link', { name: /Science/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Business/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading categories' })).toHaveCount(0);

    await page.unroute('**/api/categories');
    await page.route('**/api/categories', (route) => route.abort());
    await page.reload();
    for (const label of ['Business', 'Fun&Games', 'Finance', 'Kids', 'Cartoons']) {
      await expect(page.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Science/ })).toHaveCount(0);
  });

  test.describe('in a quiz', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a learner takes the category tour, rates a question, copies its link and finishes the quiz', async ({ page }) => {
      const place = { category: 'business', course: 'Marketing Essentials', topic: 'Segments and Personas' };
      await skipIntro(page);
      await signUpByApi(page.request, newAccount());
      await page.request.post('/api/me/tour');
      const questions = await quizQuestions(page.request, place);
      const first = questions[0]!;

      // the category tour fits the phone and closes with its × button
      await page.goto('/category/business');
      const popover = page.locator('.driver-popover');
      await expect(page.getByRole('dialog', { name: 'Choose a course' })).toBeVisible();
      const box = (await popover.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await popover.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: 'Your results' })).toBeVisible();
      await popover.getByRole('button', { name: 'Close' }).click();
      await expect(popover).toHaveCount(0);

      // a shared selector link opens on the topic
      await page.goto(`/category/business?${new URLSearchParams({ course: place.course, mode: 'serious', module: 'Know Your Audience', topic: place.topic })}`);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.getByRole('heading', { name: first.question })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // one changeable thumbs choice; the counts move at once and agree with the server after the reload
      const before = (await (await page.request.get(`/api/questions/${first.id}/feedback`)).json()) as { up: number; down: number };
      const thumbsUp = page.getByRole('button', { name: /^Thumbs up/ });
      const thumbsDown = page.getByRole('button', { name: /^Thumbs down/ });
      await expect(thumbsUp).toHaveAccessibleName(`Thumbs up (${before.up})`);
      await thumbsUp.click();
      await expect(page.getByText('✅ Feedback submitted!')).toBeVisible();
      await expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbsUp).toHaveAccessibleName(`Thumbs up (${before.up + 1})`);
      await thumbsDown.click();
      await expect(thumbsDown).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbsUp).toHaveAttribute('aria-pressed', 'false');
      await expect(thumbsDown).toHaveAccessibleName(`Thumbs down (${before.down + 1})`);
      await expect(thumbsUp).toHaveAccessibleName(`Thumbs up (${before.up})`);
      await expect
        .poll(async () => (await (await page.request.get(`/api/questions/${first.id}/feedback`)).json()) as unknown)
        .toMatchObject({ up: before.up, down: before.down + 1, mine: 'down' });

      // the share link points back at this question
      await page.getByRole('button', { name: 'Copy share link' }).click();
      await expect(page.getByText('🔗 Link copied!')).toBeVisible();
      await expect(page.getByText(/^Shared \d+ times?$/)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const url = new URL(link);
      expect(url.pathname).toBe('/category/business/quiz/start');
      expect(Object.fromEntries(url.searchParams)).toEqual({ course: place.course, topic: place.topic, mode: 'serious', q: String(first.id) });

      for (const question of questions) await answerQuestion(page, question, true);
      await expect(page.getByText('🎉 Quiz Completed! Redirecting...')).toBeVisible();
      await expect(page).toHaveURL(/\/quiz\/complete$/);
      await expect(page.getByText(`Score: ${questions.length} / ${questions.length}`)).toBeVisible();
    });
  });
});
