import type { Locator, Page } from '@playwright/test';
import { expect, signInNewLearner, test } from '../fixtures';

/*
 * A quiz with one question of each type (docs/product.md#question-types), made as a learner's
 * study set through the API: answered by keyboard alone at desktop width, and by touch on a phone.
 * With E2E_SCREENSHOTS set, each type's card is shot before and after its answer into docs/screenshots.
 */

const ITEMS = [
  { kind: 'question', question: 'Which planet is the largest?', options: ['Jupiter', 'Saturn', 'Mars'], answer: 'Jupiter' },
  { kind: 'question', type: 'multiple_response', question: 'Which planets are gas giants?', options: ['Jupiter', 'Mars', 'Saturn', 'Venus'], answers: ['Jupiter', 'Saturn'] },
  { kind: 'question', type: 'true_false', question: 'The Sun is a star.', answer: true },
  { kind: 'question', type: 'typed', question: 'Which planet has the Great Red Spot?', answers: ['Jupiter'] },
  { kind: 'question', type: 'numeric', question: 'How many planets orbit the Sun?', answers: [{ value: 8 }] },
  {
    kind: 'question',
    type: 'matching',
    question: 'Match each planet with one of its moons.',
    pairs: [
      { prompt: 'Earth', match: 'Moon' },
      { prompt: 'Mars', match: 'Phobos' },
      { prompt: 'Jupiter', match: 'Europa' },
    ],
  },
  { kind: 'question', type: 'ordering', question: 'Put the planets in order from the Sun.', items: ['Mercury', 'Venus', 'Earth', 'Mars'] },
  { kind: 'question', type: 'cloze', question: 'The {{c1::Sun}} is at the centre of the {{c2::solar system::system}}.' },
];

async function startSetQuiz(page: Page) {
  await signInNewLearner(page);
  const made = await page.request.post('/api/sets', { data: { title: 'The planets', items: ITEMS } });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/sets/${((await made.json()) as { id: number }).id}/quiz`);
}

const shots = process.env.E2E_SCREENSHOTS;
/** The question's card as the learner sees it, for docs/screenshots. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `../docs/screenshots/question-types-${name}-${width}.png` });
}

/** Presses Tab until `target` has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const question = (page: Page, text: string) => expect(page.getByRole('heading', { name: text, exact: true })).toBeFocused();
const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();

/** The order the items are in now, read from their Move up buttons. */
const orderNow = (page: Page) =>
  page.getByRole('button', { name: /^Move “.+” up$/ }).evaluateAll((buttons) => buttons.map((b) => /“(.+)”/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? ''));

test.describe('question types', () => {
  test('a quiz with one question of each type is answered by keyboard alone', async ({ page, accessibility }) => {
    // eight questions and four axe checks on a shared machine
    test.slow();
    await startSetQuiz(page);

    await question(page, 'Which planet is the largest?');
    await shoot(page, 'multiple-choice-before');
    await tabTo(page, page.getByRole('button', { name: 'Jupiter' }));
    await page.keyboard.press('Enter');
    // a choice's verdict shows a moment, then the next question comes by itself
    await expect(page.getByText('Correct 1')).toBeVisible();

    await question(page, 'Which planets are gas giants?');
    await shoot(page, 'multiple-response-before');
    await tabTo(page, page.getByRole('checkbox', { name: 'Jupiter' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Check' }));
    await page.keyboard.press('Enter');
    await said(page, 'Partly right: 50% of the mark. The right answer is: Jupiter; Saturn');
    await expect(page.getByRole('img', { name: 'right, not chosen' })).toBeVisible();
    await shoot(page, 'multiple-response-after');
    await accessibility.check(page);
    await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
    await page.keyboard.press('Enter');

    await question(page, 'The Sun is a star.');
    await shoot(page, 'true-false-before');
    await tabTo(page, page.getByRole('button', { name: 'True' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Correct 2')).toBeVisible();

    await question(page, 'Which planet has the Great Red Spot?');
    await shoot(page, 'typed-before');
    await tabTo(page, page.getByRole('textbox', { name: 'Your answer' }));
    await page.keyboard.type('jupitr');
    await page.keyboard.press('Enter');
    await said(page, 'Almost — check the spelling. The right answer is: Jupiter');
    await expect(page.locator('ins')).toHaveText('e');
    await shoot(page, 'typed-after');
    await accessibility.check(page);
    await page.keyboard.press('Enter');

    await question(page, 'How many planets orbit the Sun?');
    await shoot(page, 'numeric-before');
    await tabTo(page, page.getByRole('textbox', { name: 'Your answer (a number)' }));
    await expect(page.getByRole('textbox', { name: 'Your answer (a number)' })).toHaveAttribute('inputmode', 'decimal');
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await said(page, 'Right!');
    await shoot(page, 'numeric-after');
    await page.keyboard.press('Enter');

    await question(page, 'Match each planet with one of its moons.');
    await shoot(page, 'matching-before');
    for (const [prompt, match] of [['Earth', 'Moon'], ['Mars', 'Phobos'], ['Jupiter', 'Phobos']] as const) {
      const select = page.getByRole('combobox', { name: prompt });
      await tabTo(page, select);
      // a closed native select takes the first letters of an option
      await page.keyboard.type(match);
      await expect(select).toHaveValue(String(await select.locator('option', { hasText: match }).getAttribute('value')));
    }
    await tabTo(page, page.getByRole('button', { name: 'Check' }));
    await page.keyboard.press('Enter');
    await said(page, '2 of 3 right');
    await expect(page.getByText('Right answer: Europa')).toBeVisible();
    await shoot(page, 'matching-after');
    await accessibility.check(page);
    await page.keyboard.press('Enter');

    await question(page, 'Put the planets in order from the Sun.');
    await shoot(page, 'ordering-before');
    const right = ['Mercury', 'Venus', 'Earth', 'Mars'];
    for (const [place, item] of right.entries()) {
      const at = (await orderNow(page)).indexOf(item);
      if (at === place) continue;
      await tabTo(page, page.getByRole('button', { name: `Move “${item}” up` }));
      for (let to = at; to > place; to--) {
        await page.keyboard.press('Enter');
        await said(page, `“${item}” is now at place ${to} of 4.`);
        // the focus stays on the item moved: on its Move down once it is at the top
        await expect(page.getByRole('button', { name: `Move “${item}” ${to === 1 ? 'down' : 'up'}` })).toBeFocused();
      }
    }
    expect(await orderNow(page)).toEqual(right);
    await tabTo(page, page.getByRole('button', { name: 'Check' }));
    await page.keyboard.press('Enter');
    await said(page, 'Right!');
    await shoot(page, 'ordering-after');
    await page.keyboard.press('Enter');

    await question(page, 'Fill in the blanks');
    await shoot(page, 'cloze-before');
    await tabTo(page, page.getByRole('textbox', { name: 'Blank 1' }));
    await page.keyboard.type('sun');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Blank 2' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Blank 2' })).toHaveAttribute('placeholder', 'system');
    await page.keyboard.type('galaxy');
    await page.keyboard.press('Enter');
    await said(page, '1 of 2 right');
    await shoot(page, 'cloze-after');
    await accessibility.check(page);
    await expect(page.getByRole('button', { name: 'See my score' })).toBeFocused();
    await page.keyboard.press('Enter');

    // fully right answers count: the choice, true or false, the typo forgiven, the number and the order
    await expect(page.getByText('Score: 5 / 8')).toBeVisible();
  });
});

test.describe('question types on a phone @phone', () => {
  test('a quiz with one question of each type is answered by touch on a 390 px screen', async ({ page, accessibility }) => {
    test.slow();
    await startSetQuiz(page);
    await question(page, 'Which planet is the largest?');
    await shoot(page, 'multiple-choice-before');
    const check = () => page.getByRole('button', { name: 'Check' }).tap();
    const next = () => page.getByRole('button', { name: 'Next question' }).tap();

    await page.getByRole('group', { name: 'Options' }).getByRole('button', { name: 'Saturn' }).tap();
    await expect(page.getByText('Answered 1')).toBeVisible();

    await question(page, 'Which planets are gas giants?');
    await shoot(page, 'multiple-response-before');
    await page.getByRole('checkbox', { name: 'Jupiter' }).tap();
    await page.getByRole('checkbox', { name: 'Saturn' }).tap();
    await check();
    await said(page, 'Right!');
    await shoot(page, 'multiple-response-after');
    await next();

    await question(page, 'The Sun is a star.');
    await shoot(page, 'true-false-before');
    await page.getByRole('button', { name: 'False' }).tap();
    await expect(page.getByText('Answered 3')).toBeVisible();

    await question(page, 'Which planet has the Great Red Spot?');
    await shoot(page, 'typed-before');
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Saturn');
    await check();
    await said(page, 'Not quite. The right answer is: Jupiter');
    await shoot(page, 'typed-after');
    await next();

    await question(page, 'How many planets orbit the Sun?');
    await shoot(page, 'numeric-before');
    await page.getByRole('textbox', { name: 'Your answer (a number)' }).fill('9');
    await check();
    await said(page, 'Not quite. The right answer is: 8');
    await shoot(page, 'numeric-after');
    await next();

    await question(page, 'Match each planet with one of its moons.');
    await shoot(page, 'matching-before');
    for (const [prompt, match] of [['Earth', 'Moon'], ['Mars', 'Phobos'], ['Jupiter', 'Europa']] as const) await page.getByRole('combobox', { name: prompt }).selectOption(match);
    await check();
    await said(page, 'Right!');
    await shoot(page, 'matching-after');
    await accessibility.check(page);
    await next();

    await question(page, 'Put the planets in order from the Sun.');
    await shoot(page, 'ordering-before');
    // tapped into order from the bottom up: each item is raised to its place
    for (const [place, item] of ['Mercury', 'Venus', 'Earth', 'Mars'].entries()) {
      const at = (await orderNow(page)).indexOf(item);
      for (let i = at; i > place; i--) await page.getByRole('button', { name: `Move “${item}” up` }).tap();
    }
    // then one pair swapped: two of four in place
    await page.getByRole('button', { name: 'Move “Earth” down' }).tap();
    await check();
    await said(page, '2 of 4 right');
    await expect(page.getByText('belongs at place 3')).toBeVisible();
    await shoot(page, 'ordering-after');
    await accessibility.check(page);
    await next();

    await question(page, 'Fill in the blanks');
    await shoot(page, 'cloze-before');
    await page.getByRole('textbox', { name: 'Blank 1' }).fill('Sun');
    await page.getByRole('textbox', { name: 'Blank 2' }).fill('Solar-System');
    await check();
    await said(page, 'Right!');
    await shoot(page, 'cloze-after');
    await page.getByRole('button', { name: 'See my score' }).tap();
    await expect(page.getByText('Score: 3 / 8')).toBeVisible();
    // no part of the card reaches past the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
