import type { Page } from '@playwright/test';
import { expect, newAccount, signUpByApi, skipIntro, test } from '../fixtures';

const COURSE = 'Startup Fundamentals';
const MODULE = 'Finding an Idea';
const TOPIC = 'Customer Problems';

interface Question {
  question: string;
  options: string[];
  answer: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Answers the question on screen: the right option, or the first wrong one. */
async function answer(page: Page, question: Question, correctly: boolean) {
  await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
  const options = page.getByRole('group', { name: 'Options' });
  // options are shown title-cased (spec §5), the stored answer as written
  const right = new RegExp(`^${escapeRegExp(question.answer)}$`, 'i');
  const choice = correctly
    ? options.getByRole('button', { name: right })
    : options.getByRole('button').filter({ hasNotText: right }).first();
  await choice.click();
}

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
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/start\?course=Startup\+Fundamentals&topic=Customer\+Problems&mode=serious$/);

    const res = await page.request.get(`/api/quiz?${new URLSearchParams({ course: COURSE, topic: TOPIC, mode: 'serious', category: 'business' })}`);
    const questions = (await res.json()) as Question[];
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

    await page.goto('/profile');
    await expect(page.getByText('Quizzes taken')).toBeVisible();
    await expect(page.getByLabel('Quizzes: 1')).toBeVisible();
    await expect(page.getByTestId('activity-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('activity-chart').locator('.recharts-line')).toHaveCount(1);
  });
});
