import type { Browser } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, postUseCaseByApi, signInNewLearner, test, uniqueWord, type Account } from '../fixtures';

/** Another learner in a browser context of their own. */
async function otherLearner(browser: Browser, baseURL: string | undefined, overrides: Partial<Account>) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInNewLearner(page, overrides);
  return { context, page };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('following people', () => {
  test('A follows B; B publishes; A’s Following tab shows it live; A opens B’s page from the author name', async ({ page, browser, baseURL }) => {
    const word = uniqueWord();
    // a last name of letters only (the username is made from the name), short enough to be kept
    // whole in it: a username keeps room for a suffix, and a longer name is cut
    const lastName = `W${word.slice(-10).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    await signInNewLearner(page, { firstName: 'Ama', lastName: 'Reader' });
    const bee = await otherLearner(browser, baseURL, { firstName: 'Bee', lastName });
    const stranger = await otherLearner(browser, baseURL, { firstName: 'Cy', lastName: 'Stranger' });
    try {
      // Explore People: found by name, followed from the card (its status came with the page)
      await page.goto('/explore-people');
      await page.getByLabel('Search people').fill(`bee ${lastName}`);
      const card = page.getByRole('listitem', { name: `Bee ${lastName}` });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: `Follow Bee ${lastName}` }).click();
      await expect(card.getByRole('button', { name: `Following Bee ${lastName}` })).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByText('1 follower')).toBeVisible();

      await page.goto('/usecases?tab=following');
      await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
      await expect(page.getByText('No use cases from people you follow yet.')).toBeVisible();
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      // someone A does not follow posts first: it stays out of the tab
      await postUseCaseByApi(stranger.page.request, { title: `Not followed ${word}`, content: 'Posted by a stranger.' });
      const title = `Solar kiosks ${word}`;
      await postUseCaseByApi(bee.page.request, { title, content: 'Phones charge at a solar kiosk; details at https://example.org/kiosks', tags: 'energy' });
      const post = page.getByRole('article', { name: title });
      await expect(post).toBeVisible();
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
      await expect(page.getByRole('article', { name: `Not followed ${word}` })).toHaveCount(0);
      // the link in its text is a safe one
      await expect(post.getByRole('link', { name: 'https://example.org/kiosks' })).toHaveAttribute('rel', 'nofollow ugc noopener');
      await expect(post.getByRole('button', { name: 'Comments (0)' })).toBeVisible();

      await post.getByRole('link', { name: `Bee ${lastName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/people/bee_${lastName.toLowerCase()}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Bee ${lastName}` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Following Bee ${lastName}` })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    } finally {
      await bee.context.close();
      await stranger.context.close();
    }
  });

  test('a shared use case previews as a link previewer reads it: meta tags and a 1200×630 PNG', async ({ page, baseURL }) => {
    await signInNewLearner(page, { firstName: 'Pia', lastName: 'Sharer' });
    const title = `Rain barrels ${uniqueWord()}`;
    const { id } = await postUseCaseByApi(page.request, { title, content: 'Rain barrels on every shed water the school garden all summer long.' });
    const share = await page.request.post(`/api/usecases/${id}/share`, { data: {} });
    const slug = new URL(((await share.json()) as { shareUrl: string }).shareUrl).pathname;

    // no session, no JavaScript: the HTML as it comes
    const previewer = await playwrightRequest.newContext({ baseURL });
    try {
      const html = await (await previewer.get(slug)).text();
      const meta = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
      expect(meta('og:title')).toBe(title);
      expect(meta('twitter:card')).toBe('summary_large_image');
      const image = meta('og:image')!;
      expect(image).toMatch(/\/card\.png$/);
      const res = await previewer.get(new URL(image).pathname);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    } finally {
      await previewer.dispose();
    }
  });
});
