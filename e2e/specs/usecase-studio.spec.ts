import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAccount, quizQuestions, signInNewLearner, signUpByApi, skipIntro, test } from '../fixtures';

/** Generates use cases for a keyword with the page's form (the offline provider by default). */
async function generate(page: Page, keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Generate Use Cases' }).click();
  await expect(page.getByRole('article', { name: /^Use Case \d$/ })).toHaveCount(3);
}

const useCaseCard = (page: Page, n: number) => page.getByRole('article', { name: `Use Case ${n}` });
const titleOf = (page: Page, n: number) => useCaseCard(page, n).getByRole('heading', { level: 3 }).innerText();

/** Someone else, signed up in a request context of their own; a username that sorts first puts them on the first page of people. */
async function someoneElse(api: APIRequestContext, name: { firstName: string; lastName: string }) {
  await signUpByApi(api, newAccount(name));
  const username = `00${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const res = await api.patch('/api/me', { data: { username, bio: 'I grow tomatoes on my balcony.' } });
  expect(res.status(), await res.text()).toBe(200);
  return { username, name: `${name.firstName} ${name.lastName}` };
}

test.describe('the Use Case Theatre and saved use cases', () => {
  test('a learner generates use cases, saves one and writes a note on it', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    await expect(page.getByRole('link', { name: 'Explore All Shared Use Cases' })).toHaveAttribute('href', '/use-case-theatre/use-case-feed');
    await expect(page.getByRole('button', { name: 'Generate Use Cases' })).toBeDisabled();

    await generate(page, 'renewable energy');
    const first = useCaseCard(page, 1);
    const title = await titleOf(page, 1);
    await expect(page.getByLabel('Saved: 0')).toBeVisible();
    await first.getByRole('button', { name: 'Save Use Case' }).click();
    await expect(first.getByRole('button', { name: '✅ Use Case Saved' })).toBeDisabled();
    await expect(page.getByLabel('Saved: 1')).toBeVisible();

    const note = first.getByLabel('Your note');
    const saveNote = first.getByRole('button', { name: 'Save Note' });
    await expect(note).toHaveAttribute('rows', '4');
    await expect(saveNote).toBeDisabled();
    await note.fill('   ');
    await expect(saveNote).toBeDisabled();
    await note.fill('Ask the school about its roof.');
    await saveNote.click();
    await expect(first.getByRole('button', { name: '✅ Saved' })).toBeDisabled();
    await note.press('End');
    await note.pressSequentially(' And its meters.');
    await expect(saveNote).toBeEnabled();
    const notes = (await (await page.request.get('/api/usecase-notes')).json()) as { keyword: string; note: string; use_case: string }[];
    expect(notes).toEqual([expect.objectContaining({ keyword: 'renewable energy', note: 'Ask the school about its roof.' })]);
    expect(notes[0]!.use_case.startsWith(title)).toBe(true);

    await page.getByRole('link', { name: 'Saved use cases' }).click();
    const saved = page.getByRole('listitem', { name: title });
    await expect(saved.getByText('renewable energy', { exact: true })).toBeVisible();
    await saved.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share use case' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Share use case' })).toHaveCount(0);

    await saved.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete use case' });
    await expect(confirm.getByText('Delete this use case?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No saved use cases yet.')).toBeVisible();
    await expect(page.getByLabel('Saved: 0')).toBeVisible();
  });

  test('the theatre says when it used the learner’s last quiz', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    await generate(page, 'segmentation');
    await expect(page.getByText('Using your last quiz context')).toHaveCount(0);

    // a quiz that asked about it, saved as the quiz saves one: the server grades the answer
    const place = { category: 'business', course: 'Marketing Essentials', topic: 'Segments and Personas' };
    const [first] = await quizQuestions(page.request, place);
    expect(first!.question).toBe('What is market segmentation?');
    const result = await page.request.post('/api/results', {
      data: { ...place, time_taken: 30, client_id: randomUUID(), answers: [{ question_id: first!.id, selectedOption: first!.answer, timeTaken: 5 }] },
    });
    expect(result.status(), await result.text()).toBe(201);
    await generate(page, 'segmentation');
    await expect(page.getByText('Using your last quiz context')).toBeVisible();
  });

  test('a guest is asked to log in instead', async ({ page }) => {
    await skipIntro(page);
    await page.goto('/uc-studio');
    await expect(page.getByText('Please log in to view UCStudio.')).toBeVisible();
    await page.goto('/use-case-theatre');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('UC Studio', () => {
  test('a learner publishes a generated use case and sees it in My Published Posts', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/uc-studio');
    await expect(page.getByRole('tab', { name: 'UC Theatre' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nothing published yet.')).toBeVisible();

    await generate(page, 'supply chain');
    const second = useCaseCard(page, 2);
    const title = await titleOf(page, 2);
    await expect(second.getByLabel('Your note')).toHaveAttribute('rows', '3');
    await second.getByRole('button', { name: 'Save & Publish' }).click();

    const published = page.getByRole('list', { name: 'My Published Posts' });
    await expect(published.getByRole('heading', { name: title })).toBeVisible();
    await expect(second.getByRole('button', { name: '✅ Published' })).toBeDisabled();
    await expect(published.getByText('Publishing…')).toHaveCount(0);
    await expect(page.getByLabel('Saved: 1')).toBeVisible();

    await second.getByLabel('Your note').fill('Pitch this to the logistics club.');
    await second.getByRole('button', { name: 'Save Note' }).click();
    await expect(second.getByRole('button', { name: '✅ Saved' })).toBeVisible();

    await page.reload();
    await expect(published.getByRole('heading', { name: title })).toBeVisible();
    const mine = (await (await page.request.get('/api/usecases?created_by=me')).json()) as { data: { title: string; tags: string[]; origin: string }[] };
    expect(mine.data).toEqual([expect.objectContaining({ title, tags: ['supply', 'chain'], origin: 'ai' })]);

    await page.getByRole('tab', { name: 'Saved Use Cases' }).click();
    await expect(page).toHaveURL(/tab=saved/);
    const savedItem = page.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await savedItem.click();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

    await page.getByRole('tab', { name: 'My Notes' }).click();
    const noteItem = page.getByRole('listitem').filter({ hasText: 'Pitch this to the logistics club.' });
    await expect(noteItem.getByText(title)).toBeVisible();
    await noteItem.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete note' });
    await expect(confirm.getByText('Delete this note?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No notes yet.')).toBeVisible();
  });

  test('a failed publish takes the temporary post away again and says so', async ({ page }) => {
    await signInNewLearner(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/usecases', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    });

    await page.goto('/uc-studio');
    await expect(page.getByText('Nothing published yet.')).toBeVisible();
    await generate(page, 'sustainability');
    const first = useCaseCard(page, 1);
    await first.getByRole('button', { name: 'Save & Publish' }).click();

    const published = page.getByRole('list', { name: 'My Published Posts' });
    await expect(published.getByText('Publishing…')).toBeVisible();
    await expect(published.getByRole('heading', { name: await titleOf(page, 1) })).toBeVisible();
    release();
    await expect(first.getByRole('alert')).toHaveText('Failed to publish to Green AI.');
    await expect(published).toHaveCount(0);
    await expect(page.getByText('Nothing published yet.')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Save & Publish' })).toBeEnabled();
  });

  test('my post published elsewhere shows up in My Published Posts at once', async ({ page }) => {
    await signInNewLearner(page);
    const connected = page.waitForResponse((res) => res.url().endsWith('/api/usecases/events'));
    await page.goto('/uc-studio');
    await expect(page.getByText('Nothing published yet.')).toBeVisible();
    await connected;

    const res = await page.request.post('/api/usecases', {
      data: { title: 'Rain gardens for school yards', content: 'Pupils plant a rain garden that soaks up the yard’s run-off.', origin: 'user' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await expect(page.getByRole('list', { name: 'My Published Posts' }).getByRole('heading', { name: 'Rain gardens for school yards' })).toBeVisible();
  });
});

test.describe('people', () => {
  test('a learner follows someone from Explore People, and it survives a reload', async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const them = await someoneElse(api, { firstName: 'Aaron', lastName: 'Followme' });
    await api.dispose();

    await signInNewLearner(page);
    const me = (await (await page.request.get('/api/me')).json()) as { profile: { username: string } };
    await page.goto('/explore-people');
    const card = page.getByRole('listitem', { name: them.name }).filter({ hasText: `@${them.username}` });
    await expect(card.getByText('I grow tomatoes on my balcony.')).toBeVisible();
    await expect(card.getByText('0 followers')).toBeVisible();
    await expect(page.getByText(`@${me.profile.username}`, { exact: true })).toHaveCount(0);

    await card.getByRole('button', { name: `Follow ${them.name}` }).click();
    await expect(card.getByRole('button', { name: `Following ${them.name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('1 follower', { exact: true })).toBeVisible();

    await page.reload();
    await expect(card.getByRole('button', { name: `Following ${them.name}` })).toBeVisible();
    await expect(card.getByText('1 follower', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Following ${them.name}` }).click();
    await expect(card.getByText('0 followers')).toBeVisible();
    await expect(card.getByRole('button', { name: `Follow ${them.name}` })).toBeVisible();

    // a follow the server does not take is undone
    // the server's reason is what the learner reads
    await page.route('**/api/follows/*', (route) => route.fulfill({ status: 503, json: { error: 'service_unavailable', message: 'The database is not answering.' } }));
    await card.getByRole('button', { name: `Follow ${them.name}` }).click();
    await expect(page.getByText('The database is not answering.')).toBeVisible();
    await expect(card.getByRole('button', { name: `Follow ${them.name}` })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('0 followers')).toBeVisible();
  });

  test('a learner picks a username and a bio in settings; a taken username is refused', async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const them = await someoneElse(api, { firstName: 'Taken', lastName: 'Name' });
    await api.dispose();

    await signInNewLearner(page);
    await page.goto('/settings');
    const username = page.getByLabel('Username');
    const save = page.getByRole('button', { name: 'Save profile' });

    await username.fill('no spaces please');
    await save.click();
    await expect(page.getByText('A username has 3 to 30 characters: letters, digits and underscores.')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    await username.fill(them.username);
    await save.click();
    await expect(page.getByText('This username is taken.')).toBeVisible();

    const mine = `Ada_${Date.now().toString(36)}`;
    await username.fill(`@${mine}`);
    await expect(page.getByText('This username is taken.')).toHaveCount(0);
    await page.getByLabel('Bio').fill('Learning about energy.');
    await expect(page.getByText('22/500')).toBeVisible();
    await save.click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(username).toHaveValue(mine.toLowerCase());

    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue(mine.toLowerCase());
    await expect(page.getByLabel('Bio')).toHaveValue('Learning about energy.');
  });
});

test.describe('on a phone @phone', () => {
  test('a learner generates use cases in the theatre and steps through UC Studio’s tabs', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/use-case-theatre');
    // the keyboard's Go key submits the keyword
    await page.getByLabel('Keyword').fill('photosynthesis');
    await page.getByLabel('Keyword').press('Enter');
    await expect(useCaseCard(page, 3).getByRole('button', { name: 'Save Use Case' })).toBeVisible();
    await expect(useCaseCard(page, 3).getByLabel('Your note')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/uc-studio');
    await page.getByRole('button', { name: 'Next tab: Saved Use Cases' }).click();
    await expect(page.getByRole('tab', { name: 'Saved Use Cases' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No saved use cases yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Next tab: My Notes' }).click();
    await expect(page.getByText('No notes yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Next tab: UC Theatre' }).click();
    await expect(page.getByRole('tab', { name: 'UC Theatre' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
