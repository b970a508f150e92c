import type { Page } from '@playwright/test';
import { answerQuestion, expect, quizQuestions, signInNewLearner, test } from '../fixtures';

const place = { category: 'business', course: 'Startup Fundamentals', topic: 'Validating Demand' };

interface ResultRow {
  topic: string;
  score: number;
  answers_count: number;
  taken_offline: boolean;
}

/** The selector page opened on the topic, as a shared link with module and topic does. */
async function openTopic(page: Page, module: string) {
  await page.goto(`/category/${place.category}?${new URLSearchParams({ course: place.course, mode: 'serious', module, topic: place.topic })}`);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
}

/** The service worker controls the page: from here on the app's files come from its cache. */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** How many downloads (and copies of the learner) the app keeps in this browser's IndexedDB. */
const downloadsOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('curio-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('downloads').objectStore('downloads').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

test.describe('studying offline', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('a downloaded topic is quizzed and studied with no network, and its result reaches the results screen once', async ({ page, context }) => {
    await signInNewLearner(page);
    const questions = await quizQuestions(page.request, place);
    const quiz = (await (await page.request.get(`/api/quiz?${new URLSearchParams({ ...place, mode: 'serious' })}`)).json()) as { module: string }[];
    const module = quiz[0]!.module;
    await openTopic(page, module);
    await untilServiceWorkerControls(page);

    await page.getByRole('button', { name: `Download for offline: the topic ${place.topic}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Available offline' })).toBeVisible();

    await context.setOffline(true);
    // a reload with no network: the shell comes from the service worker, the topic from IndexedDB
    await page.reload();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    for (const [index, question] of questions.entries()) await answerQuestion(page, question, index > 0);
    await expect(page.getByText(`Score: ${questions.length - 1} / ${questions.length}`)).toBeVisible();
    await expect(page.getByText('Saved offline, will sync', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 change saved offline, will sync when you are back online' })).toBeVisible();

    // the topic's flashcards, opened afresh with no network; one of them bookmarked
    await page.goto(`/category/${place.category}/study/studybot?${new URLSearchParams({ course: place.course, module, topic: place.topic, mode: 'curious' })}`);
    await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Flashcard 2 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Bookmark flashcard' }).click();
    await expect(page.getByText('Bookmark saved offline, will sync')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '2 changes saved offline, will sync when you are back online' })).toBeVisible();
    // nothing reached the server yet (page.request is not subject to the page's offline mode)
    expect(((await (await page.request.get(`/api/results?category=${place.category}`)).json()) as ResultRow[]).length).toBe(0);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /saved offline|Syncing/ })).toHaveCount(0);

    await page.goto(`/category/${place.category}/view-results`);
    await expect(page.getByText(place.topic, { exact: true })).toHaveCount(1);
    const results = (await (await page.request.get(`/api/results?category=${place.category}`)).json()) as ResultRow[];
    // graded by the server from the device's answers, and marked as taken offline
    expect(results).toMatchObject([{ topic: place.topic, score: questions.length - 1, answers_count: questions.length, taken_offline: true }]);
    await expect(page.getByText('Taken offline', { exact: true })).toBeVisible();
    const bookmarks = (await (await page.request.get(`/api/bookmarks?category=${place.category}`)).json()) as unknown[];
    expect(bookmarks).toHaveLength(1);
  });

  test('a topic that was not downloaded says the learner is offline and the topic is not downloaded', async ({ page, context }) => {
    await signInNewLearner(page);
    await page.goto('/review');
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.goto(`/category/${place.category}/quiz/start?${new URLSearchParams({ course: place.course, topic: place.topic, mode: 'serious' })}`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText(/^This topic is not downloaded, so it cannot open without a connection\./)).toBeVisible();
    await expect(page.getByText(/maintenance/)).toHaveCount(0);
  });

  test('a downloaded review is done with no network; the ratings are sent when it returns', async ({ page, context }) => {
    await signInNewLearner(page);
    const added = await page.request.post('/api/review/flashcards', { data: { course: place.course, topic: place.topic } });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/review');
    await untilServiceWorkerControls(page);
    await page.getByRole('button', { name: 'Download for offline: your review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Available offline' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: /^Start review \(\d+\)$/ }).click();
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: /^Good, next review in / }).click();
    }
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText('You reviewed 2 items and remembered 2.')).toBeVisible();
    await expect(page.getByText('2 reviews waiting to be sent')).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(async () => ((await (await page.request.get('/api/review/summary')).json()) as { reviewed_today: number }).reviewed_today)
      .toBe(2);
    await expect(page.getByText('reviews waiting to be sent')).toHaveCount(0);

    // signing out takes the learner's downloads off the device
    expect(await downloadsOnDevice(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    expect(await downloadsOnDevice(page)).toBe(0);
  });
});
