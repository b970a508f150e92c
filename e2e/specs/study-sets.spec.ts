import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { answerQuestion, expect, signInNewLearner, skipIntro, test, uniqueWord, type QuizQuestion } from '../fixtures';

/** Twenty questions as a spreadsheet holds them: the question, four options, the right one's letter. */
const CAPITALS: [country: string, capital: string, ...others: string[]][] = [
  ['France', 'Paris', 'Lyon', 'Marseille', 'Nice'],
  ['Italy', 'Rome', 'Milan', 'Turin', 'Naples'],
  ['Spain', 'Madrid', 'Barcelona', 'Seville', 'Valencia'],
  ['Portugal', 'Lisbon', 'Porto', 'Braga', 'Faro'],
  ['Germany', 'Berlin', 'Munich', 'Hamburg', 'Cologne'],
  ['Austria', 'Vienna', 'Graz', 'Linz', 'Salzburg'],
  ['Switzerland', 'Bern', 'Zurich', 'Geneva', 'Basel'],
  ['Belgium', 'Brussels', 'Antwerp', 'Ghent', 'Bruges'],
  ['Netherlands', 'Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'],
  ['Poland', 'Warsaw', 'Krakow', 'Gdansk', 'Wroclaw'],
  ['Czechia', 'Prague', 'Brno', 'Ostrava', 'Pilsen'],
  ['Hungary', 'Budapest', 'Debrecen', 'Szeged', 'Pecs'],
  ['Greece', 'Athens', 'Thessaloniki', 'Patras', 'Heraklion'],
  ['Sweden', 'Stockholm', 'Gothenburg', 'Malmo', 'Uppsala'],
  ['Norway', 'Oslo', 'Bergen', 'Trondheim', 'Stavanger'],
  ['Denmark', 'Copenhagen', 'Aarhus', 'Odense', 'Aalborg'],
  ['Finland', 'Helsinki', 'Tampere', 'Turku', 'Oulu'],
  ['Ireland', 'Dublin', 'Cork', 'Galway', 'Limerick'],
  ['Croatia', 'Zagreb', 'Split', 'Rijeka', 'Osijek'],
  ['Romania', 'Bucharest', 'Cluj-Napoca', 'Iasi', 'Timisoara'],
];

/** The rows as a spreadsheet copies them (tab between cells); the capital moves through the columns. */
function spreadsheetRows(): string {
  return CAPITALS.map(([country, capital, ...others], i) => {
    const options = [...others];
    const at = i % 4;
    options.splice(at, 0, capital);
    return [`What is the capital of ${country}?`, ...options, 'ABCD'[at]].join('\t');
  }).join('\r\n');
}

/** What the browser dispatches when text is pasted into the focused field. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}`, exact: true });

async function newLearnerPage(browser: Browser, age: number) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  await skipIntro(page);
  await signInNewLearner(page, { age, firstName: age < 10 ? 'Kid' : 'Grace' });
  return page;
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  await skipIntro(page);
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await page.request.post('/api/me/tour')).status()).toBe(200);
  return page;
}

test.describe('study sets', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cat_tour_seen', 'true'));
  });

  test('a learner pastes 20 rows from a spreadsheet, saves the preview as a set, takes its quiz and exports it for Anki', async ({ page }) => {
    // twenty questions, each shown with its answer before the next: a long journey
    test.slow();
    await signInNewLearner(page);
    await page.goto('/review');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My sets' }).click();
    await expect(page.getByRole('heading', { name: 'Make your own study sets' })).toBeVisible();
    await page.getByRole('link', { name: 'Import' }).click();

    // the rows are questions: the first column the question, the last the answer, the options between
    await page.getByLabel('Text to import').fill(spreadsheetRows());
    await expect(page.getByText('Detected: tab')).toBeVisible();
    await page.getByRole('radio', { name: 'A question: question, options and answer' }).check();
    await expect(page.getByLabel('Question column')).toHaveValue('0');
    await expect(page.getByLabel('Answer column')).toHaveValue('5');
    for (const column of ['B', 'C', 'D', 'E']) await expect(page.getByRole('checkbox', { name: `Column ${column}` })).toBeChecked();
    await page.getByRole('button', { name: 'Preview' }).click();

    await expect(page.getByRole('status').filter({ hasText: '20 items understood (20 questions).' })).toBeVisible();
    const preview = page.getByRole('table', { name: 'Items understood' });
    await expect(preview.getByRole('row')).toHaveCount(21);
    await expect(preview.getByRole('row').nth(2)).toContainText('What is the capital of Italy?');
    await expect(preview.getByRole('row').nth(2)).toContainText('✓ Rome');
    await page.getByLabel('Title of the new set').fill('Capitals of Europe');
    await page.getByRole('button', { name: 'Save as a new set' }).click();

    await expect(page.getByRole('heading', { name: 'Capitals of Europe' })).toBeVisible();
    await expect(page.getByText('20 questions', { exact: true })).toBeVisible();
    const setPath = new URL(page.url()).pathname;
    expect(setPath).toMatch(/^\/sets\/\d+$/);

    // a flat set is one topic: its quiz opens at once, its questions in the order they were saved
    const res = await page.request.get(`/api${setPath}`);
    expect(res.status(), await res.text()).toBe(200);
    const questions = ((await res.json()) as { items: (QuizQuestion & { kind: string })[] }).items.filter((item) => item.kind === 'question');
    expect(questions).toHaveLength(20);
    await page.getByRole('link', { name: 'Study as a quiz' }).click();
    await expect(page.getByText('Capitals of Europe · General')).toBeVisible();
    for (const [index, question] of questions.entries()) await answerQuestion(page, question, index !== 3);
    await expect(page).toHaveURL(/\/quiz\/complete$/);
    await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeVisible();
    await expect(page.getByText('Score: 19 / 20')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the set' }).click();
    await expect(page).toHaveURL(setPath);

    await page.getByRole('button', { name: 'Export Capitals of Europe' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Anki deck (.apkg)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.apkg$/);
    const bytes = await readFile(await download.path());
    // an .apkg is a zip
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  test('a question’s explanation shows with its verdict and waits for the learner to read it', async ({ page }) => {
    await signInNewLearner(page);
    const items = [
      { kind: 'question', question: 'Which planet is the largest?', options: ['Jupiter', 'Saturn', 'Mars'], answer: 'Jupiter', explanation: 'Jupiter holds more mass than every other planet together.' },
      { kind: 'question', question: 'Which planet is closest to the Sun?', options: ['Venus', 'Mercury', 'Earth'], answer: 'Mercury' },
    ];
    const made = await page.request.post('/api/sets', { data: { title: 'Planets', items } });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto(`/sets/${((await made.json()) as { id: number }).id}/quiz`);

    await expect(page.getByRole('heading', { name: 'Which planet is the largest?' })).toBeVisible();
    await page.getByRole('group', { name: 'Options' }).getByRole('button', { name: 'Saturn' }).click();
    await expect(page.getByText('Jupiter holds more mass than every other planet together.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Not quite. The right answer is: Jupiter' })).toBeAttached();
    // it stays until the learner moves on
    const next = page.getByRole('button', { name: 'Next question' });
    await expect(next).toBeFocused();
    await next.click();
    // a question without an explanation moves on by itself
    await page.getByRole('group', { name: 'Options' }).getByRole('button', { name: 'Mercury' }).click();
    await expect(page.getByText('Score: 1 / 2')).toBeVisible();
  });

  test('rows pasted into a term spread over new rows, Enter adds a row, and the browser checks a row before saving', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/sets/new');
    await page.getByLabel('Title').fill('French verbs');
    await item(page, 1).getByLabel('Term').focus();
    await paste(page, 'aller\tto go\r\nvenir\tto come\r\nfaire\t"to do,\nto make"\r\n');
    await expect(page.getByRole('group', { name: /^Item \d+$/ })).toHaveCount(3);
    await expect(item(page, 3).getByLabel('Definition')).toHaveValue('to do,\nto make');
    await expect(item(page, 3).getByLabel('Term')).toBeFocused();

    // Enter in the last row's last cell adds a row and takes the focus there
    await item(page, 3).getByLabel('Topic').press('Enter');
    await expect(item(page, 4).getByLabel('Term')).toBeFocused();
    await page.keyboard.type('être');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(item(page, 4).getByText('Definition is required.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '1 item needs fixing.' })).toBeVisible();

    await item(page, 4).getByLabel('Definition').fill('to be');
    await expect(item(page, 4).getByText('Definition is required.')).toHaveCount(0);
    // a question among the cards
    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(item(page, 5).getByLabel('Question')).toBeFocused();
    await page.keyboard.type('Which verb means "to go"?');
    await item(page, 5).getByLabel('Option A').fill('venir');
    await item(page, 5).getByLabel('Option B').fill('aller');
    await item(page, 5).getByLabel('Answer').selectOption({ label: 'B: aller' });
    await page.keyboard.press('ControlOrMeta+Enter');

    await expect(page).toHaveURL(/\/sets\/\d+$/);
    await expect(page.getByRole('heading', { name: 'French verbs' })).toBeVisible();
    await expect(page.getByText('1 question · 4 cards')).toBeVisible();
  });

  test('a long list pasted into an existing set previews its first 100 rows and is added whole', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/sets/new');
    await page.getByLabel('Title').fill('Numbers');
    await item(page, 1).getByLabel('Term').fill('cero');
    await item(page, 1).getByLabel('Definition').fill('zero');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByRole('heading', { name: 'Numbers' })).toBeVisible();
    await page.goto(`${new URL(page.url()).pathname}/edit`);
    await page.getByRole('link', { name: 'Import into this set' }).click();
    await expect(page.getByRole('heading', { name: 'Import into Numbers' })).toBeVisible();

    await page.getByLabel('Text to import').fill(Array.from({ length: 150 }, (_, i) => `número ${i + 1}\tnumber ${i + 1}`).join('\n'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status').filter({ hasText: '150 items understood (150 cards).' })).toBeVisible();
    await expect(page.getByText('Showing the first 100 of 150 items.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items understood' }).getByRole('row')).toHaveCount(101);
    await page.getByRole('button', { name: 'Add to Numbers' }).click();

    await expect(page.getByRole('heading', { name: 'Numbers' })).toBeVisible();
    await expect(page.getByText('151 cards', { exact: true })).toBeVisible();
  });

  test('a preview clips a long cell to a few lines, opens it on demand, and names the columns it left out', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/sets/import');
    // 4,000 characters, the longest definition a set holds (a longer one is a line left out, with why)
    const long = Array.from({ length: 1000 }, (_, i) => `w${i % 10}rd`).join(' ').slice(0, 4000);
    await page.getByLabel('Text to import').fill(`essay,"${long}",a note,another note\nhola,hello`);
    await page.getByRole('button', { name: 'Preview' }).click();

    await expect(page.getByRole('status').filter({ hasText: '2 items understood (2 cards).' })).toBeVisible();
    await expect(page.getByText('Line 1: 2 extra columns left out.')).toBeVisible();
    const row = page.getByRole('table', { name: 'Items understood' }).getByRole('row').nth(1);
    // the whole text is in the page (screen readers read it), only its look is clipped
    await expect(row).toContainText(long.slice(-40));
    const clipped = (await row.boundingBox())!.height;
    expect(clipped).toBeLessThan(220);
    const open = row.getByRole('button', { name: 'Show all' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await row.boundingBox())!.height).toBeGreaterThan(clipped * 3);
    // a short cell has nothing to open
    await expect(page.getByRole('table', { name: 'Items understood' }).getByRole('row').nth(2).getByRole('button')).toHaveCount(0);
  });

  test('a row of 100,000 columns offers its first 100 to choose from and imports one card, saying what it left out', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/sets/import');
    await page.getByLabel('Text to import').fill(Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(','));
    await expect(page.getByText('Only the first 100 of its 100,000 columns can be chosen; the others are left out, and the preview says so.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'The first rows of the file' }).getByRole('columnheader')).toHaveCount(100);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 item understood (1 card).' })).toBeVisible();
    await expect(page.getByText('Line 1: 99,998 extra columns left out.')).toBeVisible();
  });

  test('a set exported as Quizlet text imports back as the same cards, line breaks and all; the export says what Quizlet leaves out', async ({ page }) => {
    await signInNewLearner(page);
    const cards = [
      { kind: 'flashcard', front: 'poem', back: 'line one\nline two\n\nafter a blank line' },
      { kind: 'flashcard', front: '"quoted" ;; café', back: 'tab\tinside — 日本語 😀' },
      { kind: 'question', question: '2 + 2?', options: ['3', '4'], answer: '4' },
    ];
    const res = await page.request.post('/api/sets', { data: { title: 'Awkward cards', items: cards } });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/sets/${((await res.json()) as { id: number }).id}`);

    await page.getByRole('button', { name: 'Export Awkward cards' }).click();
    const quizlet = page.getByRole('menuitem', { name: /Quizlet text/ });
    await expect(quizlet).toContainText('Quizlet keeps a term and its definition: a question’s wrong options are left out.');
    await expect(page.getByRole('menuitem', { name: /^CSV/ })).not.toContainText('left out');
    const [download] = await Promise.all([page.waitForEvent('download'), quizlet.click()]);
    expect(download.suggestedFilename()).toBe('Awkward cards.txt');

    await page.goto('/sets/import');
    await page.getByLabel('Format').selectOption({ label: 'Quizlet text' });
    await page.getByRole('button', { name: 'Upload a file' }).click();
    await page.locator('input[type="file"]').setInputFiles(await download.path());
    // Quizlet's defaults, as the import page chooses them
    await expect(page.getByRole('radio', { name: 'Tab' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'New line' })).toBeChecked();
    await page.getByRole('button', { name: 'Preview' }).click();

    await expect(page.getByRole('status').filter({ hasText: '3 items understood (3 cards).' })).toBeVisible();
    const row = (term: string) => page.getByRole('table', { name: 'Items understood' }).getByRole('row').filter({ hasText: term });
    await expect(row('poem').getByRole('cell').nth(3)).toHaveText('line one\nline two\n\nafter a blank line', { useInnerText: true });
    await expect(row('quoted').getByRole('cell').nth(2)).toHaveText('"quoted" ; ; café');
    await expect(row('quoted').getByRole('cell').nth(3)).toHaveText('tab\tinside — 日本語 😀');
    // a question comes back as a card of its question and its answer
    await expect(row('2 + 2?').getByRole('cell').nth(3)).toHaveText('4');
  });

  test('a shared set opens for another learner, who studies and copies it; Kids Lock keeps it from a child', async ({ page, browser }) => {
    await signInNewLearner(page);
    const made = await page.request.post('/api/sets', {
      data: {
        title: 'Planets',
        items: [
          { kind: 'flashcard', front: 'Mercury', back: 'The closest planet to the Sun.' },
          { kind: 'flashcard', front: 'Mars', back: 'The red planet.' },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/sets');
    await page.getByRole('listitem', { name: 'Planets' }).getByRole('button', { name: 'Share' }).click();
    // the switch is drawn from the request it starts: on a busy machine not yet when the click returns
    const sharing = page.getByRole('switch', { name: 'Anyone with the link' });
    await sharing.click();
    await expect(sharing).toBeChecked();
    const linkField = page.getByRole('textbox', { name: 'Link', exact: true });
    await expect(linkField).toHaveValue(/\/sets\/shared\/[\w-]+$/);
    const link = await linkField.inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('listitem', { name: 'Planets' }).getByText('Shared')).toBeVisible();

    const other = await newLearnerPage(browser, 30);
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Planets' })).toBeVisible();
    await expect(other.getByText(/^Shared by Ada/)).toBeVisible();
    await other.getByRole('link', { name: 'Study flashcards' }).click();
    await expect(other.getByText('Flashcard 1 of 2')).toBeVisible();
    await other.getByRole('link', { name: 'Back to the set' }).click();
    await other.getByRole('button', { name: 'Copy to my sets' }).click();
    await expect(other).toHaveURL(/\/sets\/\d+$/);
    await expect(other.getByText('Your set', { exact: true })).toBeVisible();
    await other.context().close();

    const child = await newLearnerPage(browser, 8);
    await child.goto(link);
    await expect(child.getByText('Kids Lock is on: only your own sets can be opened.')).toBeVisible();
    await child.goto('/sets');
    await expect(child.getByRole('heading', { name: 'Make your own study sets' })).toBeVisible();
    await child.context().close();
  });

  test('a learner suggests a set for the catalogue and may withdraw it; the admin finds it among the offered sets and adds it', async ({ page, browser }) => {
    await signInNewLearner(page);
    const title = `Tide pools ${uniqueWord()}`;
    const made = await page.request.post('/api/sets', {
      data: { title, items: [{ kind: 'question', question: 'Which animal holds on with a foot?', options: ['Limpet', 'Gull'], answer: 'Limpet' }] },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/sets');
    const card = page.getByRole('listitem', { name: title });
    const menu = async (item: string) => {
      await card.getByRole('button', { name: `More actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };

    // consent is asked with what it means, and shows on the set
    await menu('Suggest for the catalogue');
    const dialog = page.getByRole('dialog', { name: 'Suggest this set for the catalogue?' });
    await expect(dialog).toContainText('You can withdraw the suggestion until an admin adds it');
    await dialog.getByRole('button', { name: 'Suggest', exact: true }).click();
    await expect(card.getByText('Suggested for the catalogue')).toBeVisible();
    await menu('Withdraw the suggestion');
    await expect(card.getByText('Suggested for the catalogue')).toHaveCount(0);

    // withdrawn, it is not the admin's to add
    const admin = await adminPage(browser);
    await admin.goto('/admin/offered-sets');
    await expect(admin.getByRole('heading', { name: 'Sets offered for the catalogue' })).toBeVisible();
    await expect(admin.getByRole('listitem', { name: title })).toHaveCount(0);

    await menu('Suggest for the catalogue');
    await dialog.getByRole('button', { name: 'Suggest', exact: true }).click();
    await expect(card.getByText('Suggested for the catalogue')).toBeVisible();

    await admin.reload();
    const offered = admin.getByRole('listitem', { name: title });
    await expect(offered).toContainText('1 question · Suggested by Ada Learner');
    await offered.getByRole('button', { name: `Add to the catalogue: ${title}` }).click();
    const promote = admin.getByRole('dialog', { name: 'Add to the catalogue' });
    await promote.getByLabel('Category').fill('business');
    await promote.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(admin.getByText(`Added to the catalogue: business › ${title}`)).toBeVisible();
    await expect(offered).toHaveCount(0);
    await admin.context().close();

    // the offer was taken up; the learner's set is still theirs, and its copy is in the catalogue
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card.getByText('Suggested for the catalogue')).toHaveCount(0);
    const quiz = await page.request.get(`/api/quiz?${new URLSearchParams({ category: 'business', course: title, topic: 'General', mode: 'serious' })}`);
    expect(((await quiz.json()) as QuizQuestion[]).map((q) => q.question)).toEqual(['Which animal holds on with a foot?']);
  });
});
