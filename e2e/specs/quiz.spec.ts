import type { APIRequestContext, Page } from '@playwright/test';
import { answerQuestion as answer, expect, logInWithForm, newAccount, quizQuestions, quizStartUrl, signUpByApi, skipIntro, test } from '../fixtures';

const COURSE = 'Startup Fundamentals';
const MODULE = 'Finding an Idea';
const TOPIC = 'Customer Problems';

test.describe('quiz', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('a learner takes a quiz, resumes it after a reload, and sees the score and the profile chart', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');

    // category → course → mode → module → topic
    await page.goto('/');
    // a signed-in learner gets the landing overlay once per browser session
    await page.getByRole('button', { name: 'Explore first' }).click();
    await page.getByRole('link', { name: /Business/ }).click();
    await expect(page).toHaveURL(/\/category\/business$/);
    await page.getByLabel('Course').click();
    await page.getByRole('option', { name: COURSE }).click();
    await expect(page).toHaveURL(/\/category\/business\/quiz\?course=Startup\+Fundamentals&mode=serious$/);
    await page.getByRole('button', { name: /Serious Athlete Mode/ }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('radio', { name: MODULE }).click();
    await page.getByRole('radio', { name: TOPIC }).click();
    await expect(page.getByText('8 questions in this topic')).toBeVisible();
    // what the server sends the page about the quiz, read as it arrives
    const served: Promise<{ method: string; path: string; body: unknown }>[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      const method = res.request().method();
      if (path.startsWith('/api/quiz')) served.push(res.json().then((body: unknown) => ({ method, path, body }), () => ({ method, path, body: null })));
    });
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/start\?course=Startup\+Fundamentals&topic=Customer\+Problems&mode=serious$/);

    const questions = await quizQuestions(page.request, { category: 'business', course: COURSE, topic: TOPIC });
    expect(questions).toHaveLength(8);

    // three answers, then a reload continues at the fourth question
    for (const question of questions.slice(0, 3)) await answer(page, question, true);
    await expect(page.getByRole('heading', { name: 'Question 4 of 8' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 4 of 8' })).toBeVisible();
    await expect(page.getByRole('heading', { name: questions[3]!.question })).toBeVisible();

    // leaving keeps the progress: the selector offers Resume
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByText('Are you sure you want to exit the quiz? Your progress will be saved.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByRole('radio', { name: TOPIC })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Question 4 of 8' })).toBeVisible();

    // the rest, the last one wrong: 7 of 8
    for (const [index, question] of questions.slice(3).entries()) await answer(page, question, index < 4);
    await expect(page.getByText('🎉 Quiz Completed! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/quiz\/complete$/);
    await expect(page.getByText('Score: 7 / 8')).toBeVisible();
    await expect(page.getByText('Startup Fundamentals · Customer Problems')).toBeVisible();
    // the saved progress is gone once the result is saved
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quiz-')))).toEqual([]);

    // the page was never sent an answer before giving its own: the quiz's questions came without
    // them (started, reloaded, resumed), and each verdict answered one of the learner's answers
    const replies = await Promise.all(served);
    const attempts = replies.filter((r) => /^\/api\/quiz\/attempts(\/[^/]+)?$/.test(r.path)).map((r) => r.body as { questions: object[] });
    expect(attempts).toHaveLength(3);
    // one attempt for the whole visit: the route's loader and the page share it, and a reload resumes it
    expect(replies.filter((r) => r.method === 'POST' && r.path === '/api/quiz/attempts')).toHaveLength(1);
    for (const attempt of attempts) for (const question of attempt.questions) expect(Object.keys(question)).not.toContain('answer');
    expect(replies.filter((r) => r.path.endsWith('/answers'))).toHaveLength(8);
    expect(replies.filter((r) => r.path === '/api/quiz')).toHaveLength(0);

    await page.goto('/profile');
    await expect(page.getByText('Quizzes taken')).toBeVisible();
    await expect(page.getByLabel('Quizzes: 1')).toBeVisible();
    await expect(page.getByTestId('activity-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('activity-chart').locator('.recharts-line')).toHaveCount(1);

    // the results screen lists it; opening the row shows each answer, the wrong one corrected
    await page.goto('/category/business/view-results');
    const row = page.getByRole('button', { name: `${TOPIC}: 7 / 8` });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    // its chips name the category as the catalogue does, not by the key in the address
    await expect(row.getByText('Business', { exact: true })).toBeVisible();
    await expect(row.getByText('business', { exact: true })).toHaveCount(0);
    await row.click();
    await expect(page.getByText(`1. ${questions[0]!.question}`)).toBeVisible();
    await expect(page.getByText(`8. ${questions[7]!.question}`)).toBeVisible();
    await expect(page.getByText('Correct answer:')).toHaveCount(1);
  });
});

test.describe('a shared question', () => {
  const place = { category: 'business', course: COURSE, topic: TOPIC };

  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  /** The link POST /api/questions/{id}/share gives, as a path on this server. */
  async function shareLink(request: APIRequestContext, questionId: number) {
    const res = await request.post(`/api/questions/${questionId}/share`, { data: { mode: 'serious' } });
    expect(res.status(), await res.text()).toBe(200);
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(url.searchParams.get('q')).toBe(String(questionId));
    return url.pathname + url.search;
  }

  test('its link opens the quiz at that question, goes on with the rest after it, and resumes there after a reload', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');
    const questions = await quizQuestions(page.request, place);
    const shared = questions[5]!;
    const link = await shareLink(page.request, shared.id);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: shared.question })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await answer(page, shared, true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    for (const question of questions.slice(6)) await answer(page, question, true);
    await expect(page).toHaveURL(/\/quiz\/complete$/);
    await expect(page.getByText('Score: 3 / 3')).toBeVisible();
  });

  test('a guest who opens the link logs in and lands on that question', async ({ page, request }) => {
    // the sharer's own session, apart from the guest's browser
    const account = newAccount();
    await signUpByApi(request, account);
    await request.post('/api/me/tour');
    const questions = await quizQuestions(request, place);
    const shared = questions[2]!;
    const link = await shareLink(request, shared.id);

    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await logInWithForm(page, account);
    await expect(page.getByRole('heading', { name: shared.question })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Question 1 of 6' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('q')).toBe(String(shared.id));
  });

  test('a link to a question the quiz does not ask says so and offers the quiz from its start', async ({ page }) => {
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');
    const [elsewhere] = await quizQuestions(page.request, { ...place, topic: 'Validating Demand' });
    await page.goto(`${quizStartUrl(place)}&q=${elsewhere!.id}`);
    await expect(page.getByText('The shared question is not part of this topic’s quiz.')).toBeVisible();
    await page.getByRole('link', { name: 'Start the quiz from question 1' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 8' })).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]q=/);
  });
});

test.describe('category tour', () => {
  const place = { category: 'business', course: COURSE, topic: 'Validating Demand' };
  const popover = (page: Page) => page.locator('.driver-popover');
  // driver.js ignores keys while it moves the highlight; with reduced motion the move takes one frame
  const moved = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

  test('it waits until the learner leaves the quiz, runs by keyboard, and shows again with ?tour=1', async ({ page }) => {
    await skipIntro(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpByApi(page.request, newAccount());
    await page.request.post('/api/me/tour');
    const [first] = await quizQuestions(page.request, place);

    // a shared link straight into a quiz: no tour over the questions
    await page.goto(quizStartUrl(place));
    await answer(page, first!, true);
    await expect(page.getByRole('heading', { name: 'Question 2 of 8' })).toBeVisible();
    await expect(popover(page)).toHaveCount(0);

    // back on the category screens the first visit's tour starts
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Exit' }).click();
    await expect(popover(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose a course' })).toBeVisible();
    await expect(popover(page)).toContainText('1 of 4');
    for (const [key, title] of [
      ['ArrowRight', 'Your results'],
      ['ArrowRight', 'My bookmarks'],
      ['ArrowRight', 'UC Studio'],
      ['ArrowLeft', 'My bookmarks'],
      ['ArrowRight', 'UC Studio'],
    ] as const) {
      await moved(page);
      await page.keyboard.press(key);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
    await expect(popover(page)).toContainText('4 of 4');
    // on the last step the focused Done button ends the tour
    await moved(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(popover(page).getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popover(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cat_tour_seen'))).toBe('true');

    // seen: a reload leaves the screen free (the overlay would stop this click)
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 8' })).toBeVisible();
    await expect(popover(page)).toHaveCount(0);

    // tour=1 forces it once more; closing it drops the parameter so links keeping the query do not replay it
    await page.goto('/category/business?tour=1');
    await expect(page.getByRole('dialog', { name: 'Choose a course' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/category\/business$/);
    await page.getByRole('link', { name: 'View Results' }).click();
    await expect(page.getByText('No quiz results found in this category.')).toBeVisible();
    await expect(popover(page)).toHaveCount(0);
  });
});
