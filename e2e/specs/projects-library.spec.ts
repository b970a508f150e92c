import type { APIRequestContext, Page } from '@playwright/test';
import { expect, postUseCaseByApi, signInNewLearner, skipIntro, test, uniqueWord } from '../fixtures';

const TEMPLATE = 'Startup one-pager & pitch';
const PUBLIC_PRESET = 'Campus food-waste app';

/** A use case saved by the request's learner, as the theatre's Save Use Case button keeps it. */
async function saveUseCaseByApi(request: APIRequestContext, keyword: string, content: string) {
  const res = await request.post('/api/saved-usecases', { data: { keyword, content } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Fills the pitch's name and problem, then saves the values as a preset under that name. */
async function savePreset(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Project form' });
  await form.getByLabel('Startup name').fill(name);
  await form.getByLabel('Problem').fill('Students throw away good food every evening.');
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('button', { name: 'Save as preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  // the first field's text is offered as the name
  await expect(dialog.getByLabel('Preset name')).toHaveValue(name);
  await dialog.getByLabel('Tags').fill('pitch, #campus');
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText(`Preset “${name}” saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = presets.getByRole('listitem', { name });
  await expect(mine.getByText('Mine')).toBeVisible();
  await expect(mine.getByText('#campus')).toBeVisible();
}

/** Applies the learner's preset to a blank card of the template and checks the form took its values. */
async function applyPreset(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Project form' });
  await expect(form.getByLabel('Startup name')).toHaveValue('');
  const presets = page.getByRole('region', { name: 'Presets' });
  // everyone's presets are listed below the learner's own
  await expect(presets.getByRole('listitem', { name: PUBLIC_PRESET })).toBeVisible();
  await presets.getByRole('listitem', { name }).getByRole('button', { name: 'Apply to Active Card' }).click();
  await expect(form.getByLabel('Startup name')).toHaveValue(name);
  await expect(form.getByLabel('Problem')).toHaveValue('Students throw away good food every evening.');
}

async function deletePreset(page: Page, name: string) {
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this preset?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(presets.getByRole('listitem', { name })).toHaveCount(0);
}

test.describe('projects studio: the learner’s own presets, templates and briefs', () => {
  /** Saves a preset from a filled card, reloads, and applies it to a new card of the same template. */
  async function savePresetAndApplyAfterReload(page: Page, name: string) {
    await signInNewLearner(page);
    await page.goto('/projects');
    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    await savePreset(page, name);

    await page.reload();
    await page.getByRole('button', { name: 'Add Card' }).click();
    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    await applyPreset(page, name);
  }

  test('a learner saves a preset and applies it to a new card after a reload', async ({ page }) => {
    const name = `Zest ${uniqueWord()}`;
    await savePresetAndApplyAfterReload(page, name);
    await deletePreset(page, name);
  });

  test('on a phone a learner saves a preset and applies it after a reload @phone', async ({ page }) => {
    await savePresetAndApplyAfterReload(page, `Pocketzest ${uniqueWord()}`);
  });

  test('a learner starts a brief from a saved use case', async ({ page }) => {
    await signInNewLearner(page);
    const title = `Compost ${uniqueWord()}: sensor bins for school canteens`;
    await saveUseCaseByApi(page.request, 'composting', `${title}\nBins weigh the waste and tell the kitchen what to cook less of.`);

    await page.goto('/saved-usecases');
    await page.getByRole('listitem', { name: title }).getByRole('link', { name: 'Start a brief' }).click();

    // the studio opens the new card, and the address no longer names the use case
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('listitem', { name: title })).toHaveAttribute('aria-current', 'true');
    const form = page.getByRole('form', { name: 'Project form' });
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(form.getByLabel('The use case')).toHaveValue('Bins weigh the waste and tell the kitchen what to cook less of.');
    await expect(form.getByLabel('Keyword or concept')).toHaveValue('composting');
    await expect(page.frameLocator('iframe[title="Live preview"]').getByRole('heading', { name: title })).toBeVisible();

    // a reload does not start it a second time
    await page.reload();
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(1);
  });

  test('a learner starts a brief from a post in the Green AI feed', async ({ page }) => {
    await signInNewLearner(page);
    const post = await postUseCaseByApi(page.request, { title: `Beehive ${uniqueWord()}: scales that tell when to harvest`, content: 'Hive weight is logged hourly.' });

    await page.goto('/usecases');
    await page.getByRole('article', { name: post.title }).getByRole('link', { name: 'Start a brief' }).click();

    await expect(page).toHaveURL(/\/projects$/);
    const form = page.getByRole('form', { name: 'Project form' });
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(post.title);
    await expect(form.getByLabel('The use case')).toHaveValue('Hive weight is logged hourly.');
  });

  test('on a phone a learner starts a brief from a saved use case in the studio @phone', async ({ page }) => {
    await signInNewLearner(page);
    const title = `Rainwater ${uniqueWord()}: tanks that text the farmer`;
    await saveUseCaseByApi(page.request, 'irrigation', `${title}\nA float sensor sends a message when the tank is nearly empty.`);
    const post = await postUseCaseByApi(page.request, { title: `Published ${uniqueWord()}`, content: 'Shared with everyone.', tags: 'water' });

    await page.goto('/projects');
    await page.getByRole('button', { name: 'Start from a use case' }).click();
    const picker = page.getByRole('dialog', { name: 'Start from a use case' });
    await expect(picker.getByRole('list', { name: 'My published use cases' }).getByRole('button', { name: post.title })).toBeVisible();
    await picker.getByRole('list', { name: 'Saved use cases' }).getByRole('button', { name: title }).click();

    await expect(picker).toBeHidden();
    const form = page.getByRole('form', { name: 'Project form' });
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(form.getByLabel('The use case')).toHaveValue('A float sensor sends a message when the tank is nearly empty.');
  });

  test('a learner saves a template with their own body, writes a document from it and deletes it', async ({ page }) => {
    await signInNewLearner(page);
    const name = `Mintly ${uniqueWord()}`;
    const label = `My pitch ${uniqueWord()}`;
    await page.goto('/projects');
    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    const form = page.getByRole('form', { name: 'Project form' });
    await page.getByRole('region', { name: 'Presets' }).getByRole('listitem', { name: PUBLIC_PRESET }).getByRole('button', { name: 'Apply to Active Card' }).click();
    await form.getByLabel('Startup name').fill(name);

    await page.getByRole('button', { name: 'Save as my template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as my template' });
    await expect(dialog.getByLabel('Template name')).toHaveValue(`My ${TEMPLATE}`);
    await dialog.getByLabel('Template name').fill(label);
    await dialog.getByRole('textbox', { name: /^Body of/ }).fill('# {{ name }}\n\nIn our own words: {{ problem }}');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(dialog).toBeHidden();

    // the card moves on to the learner's template and keeps its values
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
    await expect(form.getByLabel('Startup name')).toHaveValue(name);
    await expect(page.getByRole('button', { name: 'Edit my template' })).toBeVisible();
    await expect(page.frameLocator('iframe[title="Live preview"]').getByText('In our own words:')).toBeVisible();

    // chat mode shows the markdown beside the page the server renders from it
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const document = page.getByLabel('Document (Markdown)');
    await expect(document).toHaveValue(new RegExp(`^# ${name}`));
    const rendered = page.frameLocator(`iframe[title="Rendered ${name}"]`);
    await expect(rendered.getByRole('heading', { name })).toBeVisible();
    await document.fill(`# ${name}\n\n<b>not markup</b> and **bold**`);
    await expect(rendered.getByText('<b>not markup</b>')).toBeVisible();
    await expect(rendered.locator('strong')).toHaveText('bold');
    await expect(rendered.locator('b')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.locator(`iframe[title="Rendered ${name}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(document).toBeHidden();
    await expect(rendered.getByRole('heading', { name })).toBeVisible();

    await page.getByRole('button', { name: 'Templates' }).click();
    const gallery = page.getByRole('region', { name: 'Templates' });
    const mine = gallery.getByRole('listitem', { name: label });
    await expect(mine.getByText('Mine')).toBeVisible();
    await mine.getByRole('button', { name: `Delete ${label}` }).click();
    await page.getByRole('dialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Template deleted')).toBeVisible();
    await expect(gallery.getByRole('listitem', { name: label })).toHaveCount(0);
  });

  test('on a phone the generated document can be seen rendered @phone', async ({ page }) => {
    await signInNewLearner(page);
    const name = `Tinyplan ${uniqueWord()}`;
    await page.goto('/projects');
    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    await page.getByRole('listitem', { name: PUBLIC_PRESET }).getByRole('button', { name: 'Apply to Active Card' }).click();
    await page.getByRole('form', { name: 'Project form' }).getByLabel('Startup name').fill(name);
    await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByLabel('Document (Markdown)')).toHaveValue(new RegExp(`^# ${name}`));

    await expect(page.getByRole('button', { name: 'Side by side' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.frameLocator(`iframe[title="Rendered ${name}"]`).getByRole('heading', { name })).toBeVisible();
  });

  test('a guest is asked to log in to keep presets, templates and briefs of their own', async ({ page }) => {
    await skipIntro(page);
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Start from a use case' }).click();
    const picker = page.getByRole('dialog', { name: 'Start from a use case' });
    await expect(picker.getByText('Log in to start a brief from the use cases you saved or published.')).toBeVisible();
    await picker.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Use ${TEMPLATE}` }).click();
    const presets = page.getByRole('region', { name: 'Presets' });
    await expect(presets.getByText('Log in to save your own presets and templates.')).toBeVisible();
    await expect(presets.getByRole('button', { name: 'Save as preset' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save as my template' })).toHaveCount(0);
    await presets.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
