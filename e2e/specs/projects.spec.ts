import { stat } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, skipIntro, test, uniqueWord } from '../fixtures';

const TEMPLATE = 'Startup one-pager & pitch';
const PRESET = 'Campus food-waste app';

/** Chooses a target in the Export menu and waits for the file the server made. */
async function exportAs(page: Page, target: 'PDF' | 'DOCX'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  // chosen with the keyboard, as the menu lands: a pointer aimed while the menu still moves into
  // place (it may flip above the button near the window's bottom edge) can miss its item
  const item = page.getByRole('menuitem', { name: target, exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), item.press('Enter')]);
  return download;
}

async function expectFile(download: Download, filename: string) {
  expect(download.suggestedFilename()).toBe(filename);
  const file = await download.path();
  expect((await stat(file)).size).toBeGreaterThan(0);
}

test.describe('projects studio', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('a learner turns a template into a pitch document, exports it and finds it after a reload', async ({ page }) => {
    const name = `Greenbite ${uniqueWord()}`;
    const slug = name.toLowerCase().replace(/ /g, '-');
    await page.goto('/projects');

    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    const form = page.getByRole('form', { name: 'Project form' });
    await expect(form.getByLabel('Startup name')).toBeVisible();

    // a preset merges into the blank form
    await page.getByRole('listitem', { name: PRESET }).getByRole('button', { name: 'Apply to Active Card' }).click();
    await expect(form.getByLabel('Startup name')).toHaveValue('MealMatch');
    await expect(form.getByLabel('Problem')).not.toHaveValue('');

    // a required field left blank stops Proceed with the spec's message; the field gets the focus
    await form.getByLabel('Startup name').fill('');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(form.getByText('Startup name is required')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('One required field is empty: Startup name.');
    await expect(form.getByLabel('Startup name')).toBeFocused();

    await form.getByLabel('Startup name').fill(name);
    await expect(form.getByText('Startup name is required')).toBeHidden();
    await expect(page.frameLocator('iframe[title="Live preview"]').getByRole('heading', { name })).toBeVisible();

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    // the card is named by its own title, the startup's name
    await expect(page.frameLocator(`iframe[title="Preview of ${name}"]`).getByRole('heading', { name })).toBeVisible();

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const document = page.getByLabel('Document (Markdown)');
    await expect(document).toHaveValue(new RegExp(`^# ${name}`));
    await document.fill(`# ${name}\n\nRefined by hand.`);

    await expectFile(await exportAs(page, 'PDF'), `${slug}.pdf`);
    await expectFile(await exportAs(page, 'DOCX'), `${slug}.docx`);

    await page.reload();
    const card = page.getByRole('listitem', { name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Chat', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Document (Markdown)')).toHaveValue(`# ${name}\n\nRefined by hand.`);

    // the minimal studio shows the same card
    await page.goto('/projects/studio');
    await page.getByRole('listitem', { name }).getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('region', { name: `Opened card: ${name}` })).toBeVisible();
  });

  test('an unknown path lands on the projects studio', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: 'Pick a template' })).toBeVisible();
  });

  test('the minimal studio adds cards, applies presets to the active card and closes the opened one', async ({ page }) => {
    await page.goto('/projects/studio');
    await page.getByRole('button', { name: 'Add Card' }).click();
    // the new card opens at once
    const opened = page.getByRole('region', { name: 'Opened card: Untitled' });
    await opened.getByLabel('Template').selectOption(TEMPLATE);
    await expect(page.getByRole('region', { name: `Opened card: ${TEMPLATE}` }).getByLabel('Startup name')).toBeVisible();

    await page.getByRole('button', { name: 'Load Presets' }).click();
    await page.getByRole('listitem', { name: PRESET }).getByRole('button', { name: 'Apply to Active Card' }).click();
    await expect(page.getByLabel('Startup name')).toHaveValue('MealMatch');

    // the card is named by its own title (the startup's name), not the template's
    const named = page.getByRole('listitem', { name: 'MealMatch' });
    await named.getByRole('button', { name: 'Toggle Mode' }).click();
    await expect(named.getByText('Chat', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close Opened Card' }).click();
    await expect(page.getByText('Open a card to fill it in.')).toBeVisible();

    // Add Card opens the new card, not the document that was open before
    await named.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Add Card' }).click();
    await expect(page.getByRole('region', { name: 'Opened card: Untitled' })).toBeVisible();

    await named.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('listitem', { name: 'MealMatch' })).toHaveCount(0);
  });

  test('on a phone the studio walks through template, details and document @phone', async ({ page }) => {
    const name = `Pocketpitch ${uniqueWord()}`;
    const slug = name.toLowerCase().replace(/ /g, '-');
    await page.goto('/projects');

    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    const form = page.getByRole('form', { name: 'Project form' });
    await page.getByRole('listitem', { name: PRESET }).getByRole('button', { name: 'Apply to Active Card' }).click();
    await expect(form.getByLabel('Startup name')).toHaveValue('MealMatch');

    await form.getByLabel('Startup name').fill('');
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Generate' }).click();
    await expect(form.getByText('Startup name is required')).toBeVisible();
    await form.getByLabel('Startup name').fill(name);

    await actions.getByRole('button', { name: 'Preview' }).click();
    // the card is named by its own title, the startup's name
    await expect(page.frameLocator(`iframe[title="Preview of ${name}"]`).getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByLabel('Document (Markdown)')).toHaveValue(new RegExp(`^# ${name}`));

    await expectFile(await exportAs(page, 'PDF'), `${slug}.pdf`);
    await expectFile(await exportAs(page, 'DOCX'), `${slug}.docx`);

    await page.reload();
    await expect(page.getByLabel('Document (Markdown)')).toHaveValue(new RegExp(`^# ${name}`));
    await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Edit form' }).click();
    await expect(page.getByRole('form', { name: 'Project form' }).getByLabel('Startup name')).toHaveValue(name);
  });
});
