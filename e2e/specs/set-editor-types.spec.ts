import type { Page } from '@playwright/test';
import { expect, signInNewLearner, test } from '../fixtures';

const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}`, exact: true });

/** A new question row at the end, of the type named by its label, with its text. */
async function addQuestion(page: Page, n: number, type: string, text: string) {
  await page.getByRole('button', { name: 'Add question' }).click();
  await item(page, n).getByLabel(`Type of item ${n}`).selectOption({ label: type });
  await item(page, n).getByLabel('Question').fill(text);
}

/** Selects words of a row's question and makes them a blank, as a learner does with the mouse. */
async function makeBlank(page: Page, n: number, words: string) {
  const question = item(page, n).getByLabel('Question');
  await question.evaluate((area: HTMLTextAreaElement, chosen) => {
    const at = area.value.indexOf(chosen);
    area.focus();
    area.setSelectionRange(at, at + chosen.length);
  }, words);
  await item(page, n).getByRole('button', { name: `Make blank in item ${n}` }).click();
}

const noOverflow = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the editor is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
};

test.describe('the set editor writes every question type', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('a learner writes one question of each type, saves, and finds them kept on the set and in the editor', async ({ page, accessibility }) => {
    test.slow();
    await signInNewLearner(page);
    await page.goto('/sets/new');
    await page.getByLabel('Title').fill('Every type');

    // 1: multiple choice, the default
    await item(page, 1).getByRole('button', { name: 'Question' }).click();
    await expect(item(page, 1).getByLabel('Type of item 1')).toHaveValue('multiple_choice');
    await item(page, 1).getByLabel('Question').fill('Capital of Italy?');
    await item(page, 1).getByLabel('Option A').fill('Rome');
    await item(page, 1).getByLabel('Option B').fill('Milan');
    await item(page, 1).getByLabel('Answer').selectOption({ label: 'A: Rome' });

    await addQuestion(page, 2, 'Choose all that apply', 'Which are primes?');
    await item(page, 2).getByRole('button', { name: 'Add option' }).click();
    for (const [i, text] of ['2', '3', '4'].entries()) await item(page, 2).getByLabel(`Option ${'ABC'[i]}`, { exact: true }).fill(text);
    await item(page, 2).getByRole('checkbox', { name: 'Option A is right' }).check();
    await item(page, 2).getByRole('checkbox', { name: 'Option B is right' }).check();

    await addQuestion(page, 3, 'True or false', 'The Sun is a star.');
    await item(page, 3).getByLabel('Answer').selectOption({ label: 'True' });

    await addQuestion(page, 4, 'Type the answer', 'Capital of France?');
    await item(page, 4).getByLabel('Accepted answers').fill('Paris\nParee');

    await addQuestion(page, 5, 'Number', 'Pi to two places?');
    await item(page, 5).getByLabel('Value 1').fill('3.14');
    await item(page, 5).getByLabel('Give or take 1').fill('0.005');
    await item(page, 5).getByRole('button', { name: 'Add number' }).click();
    await item(page, 5).getByLabel('Number 2', { exact: true }).selectOption({ label: 'Range' });
    await item(page, 5).getByLabel('From 2').fill('3,1');
    await item(page, 5).getByLabel('To 2').fill('3.2');

    await addQuestion(page, 6, 'Matching', 'Match the words.');
    await item(page, 6).getByLabel('Prompt 1').fill('cat');
    await item(page, 6).getByLabel('Match 1').fill('chat');
    await item(page, 6).getByLabel('Prompt 2').fill('dog');
    await item(page, 6).getByLabel('Match 2').fill('chien');

    await addQuestion(page, 7, 'Put in order', 'Smallest first.');
    await item(page, 7).getByLabel('Position 1', { exact: true }).fill('five');
    await item(page, 7).getByLabel('Position 2', { exact: true }).fill('one');
    await item(page, 7).getByRole('button', { name: 'Move position 2 of item 7 up' }).click();

    await addQuestion(page, 8, 'Fill in the blanks', 'Paris is the capital of France.');
    await makeBlank(page, 8, 'Paris');
    await makeBlank(page, 8, 'France');
    await expect(item(page, 8).getByLabel('Question')).toHaveValue('{{c1::Paris}} is the capital of {{c2::France}}.');
    await expect(item(page, 8).getByRole('region', { name: 'What the learner sees, item 8' })).toContainText('[…] is the capital of […].');
    // every type's fields on screen at once: each labelled, none failing axe
    await accessibility.check(page);

    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(/\/sets\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Every type' })).toBeVisible();
    await expect(page.getByText('8 questions')).toBeVisible();

    // the set shows each question's type and its answer as text
    const rows = page.getByRole('table', { name: 'Items of Every type' }).getByRole('row');
    const expected: [type: string, answer: string][] = [
      ['Multiple choice', '✓ Rome · Milan'],
      ['Choose all that apply', '✓ 2 · ✓ 3 · 4'],
      ['True or false', 'True'],
      ['Type the answer', 'Paris'],
      ['Number', '3.14 ± 0.005 or 3.1 to 3.2'],
      ['Matching', 'cat → chat; dog → chien'],
      ['Put in order', 'one → five'],
      ['Fill in the blanks', 'Paris; France'],
    ];
    for (const [i, [type, answer]] of expected.entries()) {
      await expect(rows.nth(i + 1)).toContainText(type);
      await expect(rows.nth(i + 1)).toContainText(answer);
    }

    // reopened in the editor, every field is as it was written
    await page.goto(`${new URL(page.url()).pathname}/edit`);
    await expect(item(page, 8).getByLabel('Type of item 8')).toHaveValue('cloze');
    await expect(item(page, 1).getByLabel('Answer')).toHaveValue('0');
    await expect(item(page, 2).getByRole('checkbox', { name: 'Option B is right' })).toBeChecked();
    await expect(item(page, 2).getByRole('checkbox', { name: 'Option C is right' })).not.toBeChecked();
    await expect(item(page, 3).getByLabel('Answer')).toHaveValue('true');
    await expect(item(page, 4).getByLabel('Accepted answers')).toHaveValue('Paris\nParee');
    await expect(item(page, 5).getByLabel('Give or take 1')).toHaveValue('0.005');
    await expect(item(page, 5).getByLabel('From 2')).toHaveValue('3.1');
    await expect(item(page, 6).getByLabel('Match 2')).toHaveValue('chien');
    await expect(item(page, 7).getByLabel('Position 1', { exact: true })).toHaveValue('one');
    await expect(item(page, 8).getByLabel('Question')).toHaveValue('{{c1::Paris}} is the capital of {{c2::France}}.');
  });

  test('@phone a matching and a cloze question are written at phone width, with nothing wider than the screen', async ({ page, accessibility }) => {
    await signInNewLearner(page);
    await page.goto('/sets/new');
    await page.getByLabel('Title').fill('On the bus');
    await item(page, 1).getByRole('button', { name: 'Question' }).click();
    await item(page, 1).getByLabel('Type of item 1').selectOption({ label: 'Matching' });
    await item(page, 1).getByLabel('Question').fill('Match each country with its capital, as they are written on the map.');
    await item(page, 1).getByRole('button', { name: 'Add pair' }).click();
    for (const [i, [prompt, match]] of [['Portugal', 'Lisbon'], ['Czechia', 'Prague'], ['Switzerland', 'Bern']].entries()) {
      await item(page, 1).getByLabel(`Prompt ${i + 1}`).fill(prompt!);
      await item(page, 1).getByLabel(`Match ${i + 1}`).fill(match!);
    }
    await addQuestion(page, 2, 'Fill in the blanks', 'Water boils at 100 degrees Celsius at sea level.');
    await makeBlank(page, 2, '100');
    await makeBlank(page, 2, 'sea level');
    await expect(item(page, 2).getByRole('region', { name: 'What the learner sees, item 2' })).toContainText('Water boils at […] degrees Celsius at […].');
    await noOverflow(page);
    await accessibility.check(page);

    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(/\/sets\/\d+$/);
    await expect(page.getByText('2 questions')).toBeVisible();
    await noOverflow(page);
  });
});
