import { expect, signInNewLearner, test } from '../fixtures';

test.describe('the offline writer says what it knows', () => {
  test('an unknown keyword gets an honest answer with nearby topics, one of which gives three use cases from the library', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    await page.getByLabel('Keyword').fill('origami');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();

    const answer = page.getByRole('region', { name: 'No use cases yet' });
    await expect(answer.getByText('Curio’s offline writer doesn’t know “origami” yet.')).toBeVisible();
    await expect(answer.getByText(/connect an AI model/)).toBeVisible();
    await expect(page.getByRole('article', { name: /^Use Case \d$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Use Case' })).toHaveCount(0);

    await answer.getByRole('button', { name: /Colour theory and design/ }).click();
    const cards = page.getByRole('article', { name: /^Use Case \d$/ });
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel('Keyword')).toHaveValue('colour theory');
    await expect(cards.getByText('Curio offline library')).toHaveCount(3);

    // saved with where it came from
    await cards.first().getByRole('button', { name: 'Save Use Case' }).click();
    await expect(cards.first().getByRole('button', { name: '✅ Use Case Saved' })).toBeDisabled();
    await page.getByRole('link', { name: 'Saved use cases' }).click();
    await expect(page.getByRole('listitem').getByText('Curio offline library')).toBeVisible();
  });

  test('a neighbour of a known topic is declined, not told that topic’s stories; the topic itself gets its own', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    await page.getByLabel('Keyword').fill('project management');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();

    const answer = page.getByRole('region', { name: 'No use cases yet' });
    await expect(answer.getByText('Curio’s offline writer doesn’t know “project management” yet.')).toBeVisible();
    await expect(page.getByRole('article', { name: /^Use Case \d$/ })).toHaveCount(0);

    await answer.getByRole('button', { name: /Time management/ }).click();
    await expect(page.getByLabel('Keyword')).toHaveValue('time management');
    await expect(page.getByRole('article', { name: /^Use Case \d$/ }).filter({ hasText: 'time management' })).toHaveCount(3);
  });

  test('a keyword the catalogue covers says which course each use case is based on, and keeps the keyword as typed', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    await page.getByLabel('Keyword').fill('compound interest');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();
    await expect(page.getByRole('article', { name: 'Use Case 1' }).getByText('Based on your course Personal Finance › How Interest Works')).toBeVisible();

    await page.getByLabel('Keyword').fill('CRISPR');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();
    await expect(page.getByRole('heading', { name: 'Use cases for “CRISPR”' })).toBeVisible();
    await expect(page.getByRole('article', { name: /^Use Case \d$/ }).filter({ hasText: 'CRISPR' })).toHaveCount(3);
  });
});
