import type { Browser, Page } from '@playwright/test';
import { expect, logInWithForm, newAccount, postUseCaseByApi, signInNewLearner, signUpByApi, skipIntro, test, uniqueWord, type Account } from '../fixtures';

// every test searches the shared feed for a word of its own, so parallel tests never meet
const feedFor = (word: string) => `/usecases?${new URLSearchParams({ q: word })}`;
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The feed for a word, once its live connection is open. */
async function openLiveFeed(page: Page, word: string) {
  await page.goto(feedFor(word));
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
}

/** Another learner in a browser context of their own. */
async function otherLearner(browser: Browser, baseURL: string | undefined, overrides: Partial<Account>) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInNewLearner(page, overrides);
  return { context, page };
}

test.describe('the Green AI feed', () => {
  test('a learner posts a use case from the form, finds it in the feed and deletes it from My Use Cases', async ({ page }) => {
    await signInNewLearner(page, { firstName: 'Grace', lastName: 'Poster' });
    const word = uniqueWord();
    const title = `Rooftop gardens ${word}`;

    await page.goto('/usecases');
    await expect(page.getByRole('complementary')).toHaveJSProperty('offsetWidth', 202);
    await expect(page.getByText('v1 · Green AI')).toBeVisible();
    await page.getByRole('navigation', { name: 'Green AI' }).getByRole('link', { name: 'Post Use Case' }).click();
    await expect(page).toHaveURL(/\/usecases\/new$/);

    const post = page.getByRole('button', { name: 'Post Use Case' });
    await post.click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText('Content is required.')).toBeVisible();

    await page.getByLabel('Title').fill(`  ${title}  `);
    await page.getByLabel('Content').fill('Rooftop beds cool the building below and grow herbs for the canteen.\n\nA soil sensor says when to water.');
    await page.getByLabel('Tags').fill('#gardens, cities  cooling');
    await expect(page.getByLabel('Tags to post').getByText('#cooling')).toBeVisible();
    await post.click();
    await expect(page.getByText('Use case posted!')).toBeVisible();
    await expect(page).toHaveURL(/\/usecases$/);

    const posted = card(page, title);
    await expect(posted.getByText('Grace Poster')).toBeVisible();
    await expect(posted.getByText('just now')).toBeVisible();
    for (const tag of ['#gardens', '#cities', '#cooling']) await expect(posted.getByText(tag, { exact: true })).toBeVisible();
    // written by a person: only the author, no 'via …' badge
    await expect(posted.getByText(/^(via|assisted by) /)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Green AI' }).getByRole('link', { name: 'My Use Cases' }).click();
    await expect(page).toHaveURL(/\/my\/usecases$/);
    const mine = card(page, title);
    await mine.getByRole('button', { name: 'Delete use case' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete use case' });
    await expect(confirm.getByText('Delete this use case?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Use case deleted')).toBeVisible();
    await expect(mine).toHaveCount(0);
    await expect(page.getByText('No use cases yet.')).toBeVisible();
  });

  test('a guest is asked to log in, and comes back to the form afterwards', async ({ page, playwright }) => {
    const account = newAccount();
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await signUpByApi(api, account);
    await api.dispose();
    await skipIntro(page);

    await page.goto('/usecases');
    await expect(page.getByText('Please log in to view posts.')).toBeVisible();
    await page.goto('/my/usecases');
    await expect(page.getByText('Please log in to view posts.')).toBeVisible();
    await page.goto('/usecases/new');
    await expect(page.getByText('Please log in to post a use case.')).toBeVisible();

    await page.getByRole('link', { name: 'Login' }).click();
    await logInWithForm(page, account);
    await expect(page).toHaveURL(/\/usecases\/new$/);
    await expect(page.getByLabel('Title')).toBeVisible();
  });

  test('a post by another learner appears live; a like and a comment from another account reach its author', async ({ page, browser, baseURL }) => {
    const word = uniqueWord();
    const title = `Bike lanes ${word}`;
    await signInNewLearner(page, { firstName: 'Ada', lastName: 'Author' });
    const reader = await otherLearner(browser, baseURL, { firstName: 'Bo', lastName: 'Reader' });
    try {
      await openLiveFeed(reader.page, word);
      await expect(reader.page.getByText(`No use cases match “${word}”.`)).toBeVisible();
      // a mark on the document: still there afterwards means the post came without a reload
      await reader.page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      await postUseCaseByApi(page.request, { title, content: 'Counters on the new lanes show 40% more cyclists in a year.', tags: 'mobility' });
      const seen = card(reader.page, title);
      await expect(seen).toBeVisible();
      expect(await reader.page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

      await openLiveFeed(page, word);
      const own = card(page, title);
      await expect(own.getByRole('button', { name: 'Like (0 likes)' })).toBeVisible();

      await seen.getByRole('button', { name: 'Like (0 likes)' }).click();
      await expect(seen.getByRole('button', { name: 'Unlike (1 like)' })).toHaveAttribute('aria-pressed', 'true');
      await expect(own.getByRole('button', { name: 'Like (1 like)' })).toBeVisible();

      await seen.getByRole('button', { name: 'Comments' }).click();
      await expect(seen.getByText('No comments yet.')).toBeVisible();
      const box = seen.getByLabel('Add a comment');
      await box.fill('   ');
      await box.press('Control+Enter');
      await expect(seen.getByText('No comments yet.')).toBeVisible();
      await box.fill('  Which city was this?  ');
      await box.press('Control+Enter');
      await expect(box).toHaveValue('');
      const comment = seen.getByRole('listitem', { name: 'Comment by Bo Reader' });
      await expect(comment.getByText('Which city was this?', { exact: true })).toBeVisible();
      await expect(seen.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

      // the author reads it but cannot delete someone else's comment
      await own.getByRole('button', { name: 'Comments' }).click();
      const theirs = own.getByRole('listitem', { name: 'Comment by Bo Reader' });
      await expect(theirs.getByText('Which city was this?', { exact: true })).toBeVisible();
      await expect(theirs.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
      await expect(own.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

      await seen.getByRole('button', { name: 'Unlike (1 like)' }).click();
      await expect(own.getByRole('button', { name: 'Like (0 likes)' })).toBeVisible();
      // deleting asks first; Cancel keeps it
      await comment.getByRole('button', { name: 'Delete comment' }).click();
      const confirm = reader.page.getByRole('dialog', { name: 'Delete this comment?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(comment).toBeVisible();
      await comment.getByRole('button', { name: 'Delete comment' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(seen.getByText('No comments yet.')).toBeVisible();
      await expect(seen.getByRole('button', { name: 'Comments (0)' })).toBeVisible();
    } finally {
      await reader.context.close();
    }
  });

  test('tabs, the origin filter and the search each start the list afresh', async ({ page, playwright }) => {
    await signInNewLearner(page);
    const word = uniqueWord();
    const liker = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await signUpByApi(liker, newAccount());
    const liked = await postUseCaseByApi(page.request, { title: `Wind ${word}`, content: 'Turbines report their vibration.', origin: 'ai', provider: 'Ollama' });
    await postUseCaseByApi(page.request, { title: `Tides ${word}`, content: 'Tidal power, planned with tables.', origin: 'assisted' });
    await postUseCaseByApi(page.request, { title: `Rain ${word}`, content: 'Rain barrels on every shed.' });
    expect((await liker.post(`/api/usecases/${liked.id}/like`)).status()).toBe(200);
    await liker.dispose();

    await page.goto(feedFor(word));
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([`Rain ${word}`, `Tides ${word}`, `Wind ${word}`]);
    await expect(card(page, `Wind ${word}`).getByText('via Ollama')).toBeVisible();
    await expect(card(page, `Tides ${word}`).getByText('assisted by AI')).toBeVisible();
    await expect(card(page, `Wind ${word}`).getByRole('button', { name: 'Like (1 like)' })).toBeVisible();

    await page.getByRole('tab', { name: 'Trending' }).click();
    await expect(titles.first()).toHaveText(`Wind ${word}`);
    await expect(page).toHaveURL(/tab=trending/);

    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('group', { name: 'Origin' }).getByRole('button', { name: 'AI', exact: true }).click();
    await expect(titles).toHaveText([`Wind ${word}`]);
    await page.getByRole('group', { name: 'Origin' }).getByRole('button', { name: 'All' }).click();
    await expect(titles).toHaveCount(3);

    await page.getByLabel('Search use cases').fill(`${word} barrels`);
    await expect(titles).toHaveText([`Rain ${word}`]);
    await page.getByLabel('Search use cases').fill(`${word} nothingmatches`);
    // a filtered empty list says what was filtered
    await expect(page.getByText(`No use cases match “${word} nothingmatches”.`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search use cases')).toHaveValue('');
    await expect(page).toHaveURL(/\/usecases$/);
  });

  test('a like and a comment the server refuses are undone and say so', async ({ page }) => {
    await signInNewLearner(page, { firstName: 'Cy', lastName: 'Offline' });
    const word = uniqueWord();
    const title = `Refused ${word}`;
    await postUseCaseByApi(page.request, { title, content: 'The server will say no.' });
    await page.goto(feedFor(word));
    const posted = card(page, title);

    await page.route('**/api/usecases/*/like', (route) => route.fulfill({ status: 503, json: { error: 'service_unavailable', message: 'Down' } }));
    await posted.getByRole('button', { name: 'Like (0 likes)' }).click();
    await expect(page.getByText('Could not save your like. Please try again.')).toBeVisible();
    await expect(posted.getByRole('button', { name: 'Like (0 likes)' })).toHaveAttribute('aria-pressed', 'false');

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/usecases/*/comments', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Boom' } });
    });
    await posted.getByRole('button', { name: 'Comments' }).click();
    await expect(posted.getByText('No comments yet.')).toBeVisible();
    const box = posted.getByLabel('Add a comment');
    await box.fill('This will not stay');
    await posted.getByRole('button', { name: 'Post' }).click();
    // shown at once, before the server answers
    await expect(posted.getByRole('listitem', { name: 'Comment by Cy Offline' }).getByText('This will not stay')).toBeVisible();
    await expect(posted.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
    release();
    await expect(page.getByText('Failed to post comment')).toBeVisible();
    await expect(posted.getByText('No comments yet.')).toBeVisible();
    await expect(box).toHaveValue('This will not stay');
    await expect(posted.getByRole('button', { name: 'Comments (0)' })).toBeVisible();
  });

  test('Recent stops at 25 and Trending at 10; a live post beyond the cap waits behind a button', async ({ page, playwright }) => {
    await signInNewLearner(page);
    const word = uniqueWord();
    for (let n = 1; n <= 26; n++) await postUseCaseByApi(page.request, { title: `Capped ${n} ${word}`, content: `Number ${n}` });

    await openLiveFeed(page, word);
    await expect(page.getByRole('article')).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByText('These are the 25 newest. Search or filter to find others.')).toBeVisible();
    await expect(card(page, `Capped 1 ${word}`)).toHaveCount(0);

    const other = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await signUpByApi(other, newAccount());
    await postUseCaseByApi(other, { title: `Latest ${word}`, content: 'Posted while the list was full.' });
    await other.dispose();
    await page.getByRole('button', { name: 'Show 1 new use case' }).click();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Latest ${word}`);
    await expect(page.getByRole('article')).toHaveCount(25);

    await page.getByRole('tab', { name: 'Trending' }).click();
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByText('The 10 most liked use cases.')).toBeVisible();
  });

  test('after the live connection drops, the feed reconnects and catches up with what it missed', async ({ page }) => {
    await signInNewLearner(page);
    const word = uniqueWord();
    let connections = 0;
    let reconnect = () => {};
    const reconnectAllowed = new Promise<void>((resolve) => (reconnect = resolve));
    await page.route('**/api/usecases/events', async (route) => {
      connections += 1;
      // an error answer: the browser gives up on the stream, the page tries again later
      if (connections === 1) return route.fulfill({ status: 503, json: { error: 'service_unavailable', message: 'Starting' } });
      // this stream opens and ends at once, as a dropped connection does; the browser retries
      if (connections === 2) return route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 100\n\n' });
      await reconnectAllowed;
      return route.continue();
    });

    await page.goto(feedFor(word));
    await expect(page.getByText(`No use cases match “${word}”.`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    // posted while this page hears nothing
    await postUseCaseByApi(page.request, { title: `Missed ${word}`, content: 'Sent while the stream was down.' });
    reconnect();
    await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
    await expect(card(page, `Missed ${word}`)).toBeVisible();
    expect(connections).toBe(3);
  });

  test('My Use Cases loads 20 at a time and shows long texts whole', async ({ page }) => {
    await signInNewLearner(page);
    const word = uniqueWord();
    const long = `${'A long use case that goes on. '.repeat(40)}The end ${word}.`;
    await postUseCaseByApi(page.request, { title: `Oldest ${word}`, content: long });
    for (let n = 1; n <= 20; n++) await postUseCaseByApi(page.request, { title: `Use case ${n} ${word}`, content: `Text ${n}` });

    await page.goto('/my/usecases');
    await expect(page.getByRole('article')).toHaveCount(20);
    await expect(card(page, `Oldest ${word}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // no line clamp here: the whole text is laid out, nothing cut off
    const oldest = card(page, `Oldest ${word}`);
    const text = oldest.getByText(/^A long use case/);
    expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(oldest.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });
});

test.describe('sharing a use case', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a learner shares a use case once and a guest opens its link', async ({ page, browser, baseURL }) => {
    await signInNewLearner(page);
    const word = uniqueWord();
    const title = `Heat pumps ${word}`;
    const content = 'A school swaps its gas boiler for a ground-source heat pump. The pupils log the heat it pumps each week and compare the bills with last winter, and the savings pay for new books.';
    await postUseCaseByApi(page.request, { title, content, tags: 'heating, schools' });
    const shareCalls: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/share')) shareCalls.push(req.url());
    });

    await page.goto(feedFor(word));
    const posted = card(page, title);
    await posted.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share use case' });
    const linkField = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(linkField).toHaveValue(/\/s\/[\w-]{16,}$/);
    const link = await linkField.inputValue();
    await expect(dialog.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(dialog.getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=Heat%20pumps/);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: 'Copy text' }).click();
    await expect(page.getByText('Text copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${title}\n\n${content}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // opened again, the dialog reuses the link it made
    await posted.getByRole('button', { name: 'Share' }).click();
    await expect(linkField).toHaveValue(link);
    expect(shareCalls).toHaveLength(1);

    const guest = await browser.newContext({ baseURL });
    try {
      const visitor = await guest.newPage();
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByText(content)).toBeVisible();
      await expect(visitor.getByText('#heating', { exact: true })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Join Curio free' })).toHaveAttribute('href', '/signup');
      await expect(visitor).toHaveTitle(`${title} · Curio`);
      // the server wrote the link preview into the page itself
      await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

      await visitor.goto('/s/no-such-link');
      await expect(visitor.getByText('Not found')).toBeVisible();

      await visitor.route('**/share/api/usecase/*', (route) => route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Boom' } }));
      await visitor.goto(link);
      await expect(visitor.getByText('Error: Boom')).toBeVisible();
    } finally {
      await guest.close();
    }
  });
});

test.describe('on a phone @phone', () => {
  test('the feed fits the screen and its navigation opens as a drawer', async ({ page }) => {
    await signInNewLearner(page);
    const word = uniqueWord();
    const title = `Phone ${word}`;
    await postUseCaseByApi(page.request, {
      title,
      content: `${'Small screens need texts that wrap, even averyveryverylongwordwithoutanyspacesatall. '.repeat(8)}`,
      tags: 'mobile, phones, wrapping, layout, touch',
    });

    await page.goto(feedFor(word));
    const posted = card(page, title);
    await expect(posted).toBeVisible();
    await expect(posted.getByRole('button', { name: 'Show more' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of [/^Like/, /^Comments/, 'Share', 'Delete use case']) {
      const box = (await posted.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    const nav = page.getByRole('navigation', { name: 'Green AI' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Feed' })).toBeVisible();
    await expect(page.getByText('v1 · Green AI')).toBeVisible();
    await nav.getByRole('link', { name: 'My Use Cases' }).click();
    await expect(page).toHaveURL(/\/my\/usecases$/);
    await expect(nav).toBeHidden();
    await expect(card(page, title)).toBeVisible();
  });
});
