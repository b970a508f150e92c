import type { Page } from '@playwright/test';
import { answerQuestion, expect, quizQuestions, quizStartUrl, signInNewLearner, test, type QuizQuestion } from '../fixtures';

const place = { category: 'business', course: 'Startup Fundamentals', topic: 'Validating Demand' };

interface ReviewSummary {
  due: { question: number; flashcard: number; total: number };
  reviewed_today: number;
}

/** Tabs (as a keyboard user would) to an option whose text passes `wanted`; Enter then picks it. */
async function tabToOption(page: Page, wanted: (text: string) => boolean) {
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    const option = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('[role="group"][aria-label="Options"]') ? (focused.textContent ?? '').trim() : null;
    });
    if (option !== null && wanted(option)) return;
  }
  throw new Error('no such option took the focus');
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/** Takes the topic's quiz in the browser, answering the first `wrong` questions wrongly. */
async function takeQuiz(page: Page, questions: QuizQuestion[], wrong: number) {
  await page.goto(quizStartUrl(place));
  for (const [index, question] of questions.entries()) await answerQuestion(page, question, index >= wrong);
  await expect(page).toHaveURL(/\/quiz\/complete$/);
  await expect(page.getByText(`Score: ${questions.length - wrong} / ${questions.length}`)).toBeVisible();
}

test.describe('the daily review', () => {
  // the category tour is the quiz journey's to test
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('two quiz mistakes come back in Review, are answered with the keyboard alone, and are retaken from the results', async ({ page, accessibility }) => {
    await signInNewLearner(page);
    const questions = await quizQuestions(page.request, place);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    await takeQuiz(page, questions, 2);
    await expect(page.getByRole('link', { name: 'Retake my mistakes' })).toBeVisible();

    // the navigation counts what is due; the Review screen splits it by kind
    await page.goto('/review');
    await expect(page.getByText('Due today: 2')).toBeVisible();
    await expect(page.getByText('Quiz mistakes')).toBeVisible();
    await page.getByRole('button', { name: 'Start review (2)' }).focus();
    await page.keyboard.press('Enter');

    // the session asks the two missed questions, the longest overdue first
    const [first, second] = [questions[0]!, questions[1]!];
    await expect(page.getByRole('heading', { name: /^Item 1 of 2: Quiz mistake, Startup Fundamentals, Validating Demand$/ })).toBeFocused();
    await expect(page.getByRole('heading', { name: first.question })).toBeVisible();
    // the session's state has no URL of its own: axe checks it here, its "Quiz mistake" chip included
    await expect(page.getByText('Quiz mistake', { exact: true })).toBeVisible();
    await accessibility.check(page);
    // the first Tab from the question reaches its options, not the way out of the session
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Options' }).getByRole('button').first()).toBeFocused();
    await page.getByRole('heading', { name: /^Item 1 of 2: / }).focus();
    await tabToOption(page, (option) => exactly(first.answer).test(option));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Right!')).toBeVisible();
    // a right answer suggests Good (or Hard when slow); 4 overrides it with Easy, days away
    await expect(page.getByRole('button', { name: /^Easy, next review in \d+ d$/ })).toBeVisible();
    await page.keyboard.press('4');

    await expect(page.getByRole('heading', { name: second.question })).toBeVisible();
    await tabToOption(page, (option) => !exactly(second.answer).test(option));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Not quite\. The right answer is: /)).toBeVisible();
    // Again is suggested and has the focus: Enter takes it
    await expect(page.getByRole('button', { name: /^Again, next review in / })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
    await expect(page.getByText('You reviewed 2 items and remembered 1.')).toBeVisible();

    // the ratings reached the server: Easy sent one question out by days, Again keeps the other today
    await expect
      .poll(async () => (await (await page.request.get('/api/review/summary')).json()) as ReviewSummary)
      .toMatchObject({ due: { question: 1, total: 1 }, reviewed_today: 2 });

    // retake the attempt's mistakes from the results screen: a quiz of just those two
    await page.goto('/category/business/view-results');
    await page.getByRole('link', { name: /^Retake my mistakes: Validating Demand, 2 questions$/ }).click();
    for (const question of [first, second]) await answerQuestion(page, question, true);
    await expect(page).toHaveURL(/\/quiz\/complete$/);
    await expect(page.getByText('Score: 2 / 2')).toBeVisible();
    await page.goto('/category/business/view-results');
    await expect(page.getByText('Retake', { exact: true })).toBeVisible();
  });

  test('nothing due says when the next review is and offers something new', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/review');
    await expect(page.getByRole('status').getByText('Nothing to review right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn something new' })).toBeVisible();
  });
});

test.describe('the daily review on a phone @phone', () => {
  test('a flashcard is revealed and rated on a 390 px screen', async ({ page, accessibility }) => {
    await signInNewLearner(page);
    const added = await page.request.post('/api/review/flashcards', { data: { course: place.course, topic: place.topic } });
    expect(added.status(), await added.text()).toBe(200);
    const { added: count } = (await added.json()) as { added: number };
    expect(count).toBeGreaterThan(0);

    await page.goto('/review');
    await expect(page.getByText(`Due today: ${count}`)).toBeVisible();
    await page.getByRole('button', { name: /^Start review \(\d+\)$/ }).click();
    await expect(page.getByRole('heading', { name: /^Item 1 of \d+: Flashcard, Startup Fundamentals, Validating Demand$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Show answer' }).click();
    const easy = page.getByRole('button', { name: /^Easy, next review in \d+ (d|mo)$/ });
    await expect(easy).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await easy.click();

    // ending early asks first; Keep going stays on the item, the dialog's End session ends it
    await page.getByRole('button', { name: 'End session' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this session?' });
    await expect(confirm.getByText('Your ratings so far are kept.')).toBeVisible();
    await accessibility.check(page);
    await confirm.getByRole('button', { name: 'Keep going' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Item 2 of \d+: Flashcard/ })).toBeVisible();
    await page.getByRole('button', { name: 'End session' }).click();
    await confirm.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText('You reviewed 1 item and remembered 1.')).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/review/summary')).json()) as ReviewSummary).reviewed_today)
      .toBe(1);
  });
});
