import { randomUUID } from 'node:crypto';
import { expect, quizQuestions, signInNewLearner, test } from '../fixtures';

const place = { category: 'business', course: 'Startup Fundamentals', topic: 'Validating Demand' };

test.describe('use cases and results turned into study material', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('the theatre’s three use cases become flashcards of a new set, and the learner studies them', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    await page.getByLabel('Keyword').fill('photosynthesis');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();
    await expect(page.getByRole('article', { name: /^Use Case \d$/ })).toHaveCount(3);
    const firstTitle = await page.getByRole('article', { name: 'Use Case 1' }).getByRole('heading', { level: 3 }).innerText();

    await page.getByRole('button', { name: 'Make flashcards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make flashcards' });
    await expect(dialog.getByText('These 3 use cases of “photosynthesis” become flashcards in one of your sets')).toBeVisible();
    await expect(dialog.getByLabel('Put them in')).toHaveValue('new');
    await dialog.getByLabel('Title of the new set').fill('Photosynthesis in use');
    await dialog.getByRole('button', { name: 'Make flashcards' }).click();

    // no model is configured here: the answer says the cards are the use cases as written
    const made = page.getByRole('dialog', { name: '3 cards added to “Photosynthesis in use”.' });
    await expect(made.getByText(/^Made from the use cases as they are written/)).toBeVisible();
    await made.getByRole('link', { name: 'Open the set' }).click();
    await expect(page.getByRole('heading', { name: 'Photosynthesis in use' })).toBeVisible();
    await expect(page.getByText('3 cards', { exact: true })).toBeVisible();
    await expect(page.getByText(`photosynthesis — ${firstTitle}`)).toBeVisible();

    // a second round goes into the same set, picked from the learner's sets
    await page.goto('/use-case-theatre');
    await page.getByLabel('Keyword').fill('photosynthesis');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();
    await page.getByRole('button', { name: 'Make flashcards' }).click();
    await page.getByRole('dialog', { name: 'Make flashcards' }).getByLabel('Put them in').selectOption({ label: 'Photosynthesis in use · 3 cards' });
    await page.getByRole('dialog', { name: 'Make flashcards' }).getByRole('button', { name: 'Make flashcards' }).click();
    await expect(page.getByRole('dialog', { name: '3 cards added to “Photosynthesis in use”.' })).toBeVisible();
  });

  test('a course’s quiz mistakes become a study guide in the projects studio, from the results screen', async ({ page }) => {
    await signInNewLearner(page);
    const questions = await quizQuestions(page.request, place);
    const [missed] = questions;
    const saved = await page.request.post('/api/results', {
      data: {
        ...place,
        time_taken: 30,
        client_id: randomUUID(),
        answers: questions.map((q, i) => ({ question_id: q.id, selectedOption: i === 0 ? q.options.find((o) => o !== q.answer)! : q.answer, timeTaken: 3 })),
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await page.goto('/category/business/view-results');
    await page.getByRole('link', { name: 'Study guide: Startup Fundamentals' }).click();

    await expect(page).toHaveURL(/\/projects$/);
    const form = page.getByRole('form', { name: 'Project form' });
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Study guide: Startup Fundamentals');
    await expect(form.getByLabel('Questions to go over')).toHaveValue(new RegExp(`^### 1\\. ${missed!.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const preview = page.frameLocator('iframe[title="Live preview"]');
    await expect(preview.getByRole('heading', { name: 'Questions to go over' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: `1. ${missed!.question}` })).toBeVisible();
  });
});
