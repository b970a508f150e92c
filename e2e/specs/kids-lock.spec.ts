import { expect, fillSignUpForm, newAccount, postUseCaseByApi, signInNewLearner, signUpByApi, skipIntro, test } from '../fixtures';

/*
 * Kids Lock beyond categories (decision 021): a child signs up, finds the social side closed with
 * a friendly word, and still makes use cases of their own and keeps them private (decision 056).
 */
test.describe('Kids Lock on a phone @phone', () => {
  test('an 8-year-old signs up, meets no strangers and still generates and saves use cases', async ({ page, playwright, baseURL }) => {
    // a grown-up has posted and shared a use case
    const grownUp = await playwright.request.newContext({ baseURL });
    await signUpByApi(grownUp, newAccount({ firstName: 'Grace' }));
    const post = await postUseCaseByApi(grownUp, { title: 'Meet me at the park', content: 'Message me your address.' });
    const { shareUrl } = (await (await grownUp.post(`/api/usecases/${post.id}/share`, { data: {} })).json()) as { shareUrl: string };
    await grownUp.dispose();

    const kid = newAccount({ firstName: 'Tilly', age: 8 });
    await skipIntro(page);
    await page.goto('/signup');
    await fillSignUpForm(page, kid);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Signup successful! Please check your email.')).toBeVisible();
    await page.request.post('/api/me/tour');

    // the feed: a friendly word instead of strangers' posts, and nowhere to post
    await page.goto('/usecases');
    await expect(page.getByRole('heading', { name: 'Green AI is for grown-ups' })).toBeVisible();
    await expect(page.getByText('Meet me at the park')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Post Use Case' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const places = page.getByRole('navigation', { name: 'Green AI' });
    // nothing of the network's own is offered, only the way back
    await expect(places.getByRole('link', { name: 'Back to Curio' })).toBeVisible();
    await expect(places.getByRole('link', { name: /Feed|Post Use Case|My Use Cases/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/usecases/new');
    await expect(page.getByRole('heading', { name: 'Posting is switched off' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveCount(0);

    await page.goto('/explore-people');
    await expect(page.getByRole('heading', { name: 'Explore People is for grown-ups' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Follow/ })).toHaveCount(0);

    // a stranger's shared page does not show its text to a signed-in child
    await page.goto(new URL(shareUrl).pathname);
    await expect(page.getByRole('heading', { name: 'Shared pages are for grown-ups' })).toBeVisible();
    await expect(page.getByText('Meet me at the park')).toHaveCount(0);
    await expect(page).not.toHaveTitle(/Meet me at the park/);

    // the server says no too, kindly, whatever the page shows, and keeps what the child keeps for themselves
    const refused = await page.request.post('/api/usecases', { data: { title: 'My robot', content: 'It tidies my room.' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'kids_lock',
      message: 'Kids Lock is on, so posting to the feed, sharing and meeting people are switched off. You can still make use cases and keep them for yourself.',
    });
    const kept = await page.request.post('/api/usecases', { data: { title: 'My robot', content: 'It tidies my room.', is_public: false, origin: 'user' } });
    expect(kept.status(), await kept.text()).toBe(201);
    const mine = (await (await page.request.get('/api/usecases?created_by=me')).json()) as { data: { title: string; is_public: boolean }[] };
    expect(mine.data).toEqual([expect.objectContaining({ title: 'My robot', is_public: false })]);

    // the studio: generate, save instead of publishing, no Share
    await page.getByRole('link', { name: 'Make use cases' }).click();
    await expect(page).toHaveURL(/\/use-case-theatre$/);
    await expect(page.getByRole('link', { name: 'Explore All Shared Use Cases' })).toHaveCount(0);
    await page.goto('/uc-studio');
    await expect(page.getByText(/Kids Lock is on, so your use cases stay private/)).toBeVisible();
    // a topic written for grown-ups is one the offline writer says it does not know yet, for a child
    await page.getByLabel('Keyword').fill('marketing');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();
    await expect(page.getByText('Curio’s offline writer doesn’t know “marketing” yet.')).toBeVisible();
    await page.getByLabel('Keyword').fill('gravity');
    await page.getByRole('button', { name: 'Generate Use Cases' }).click();
    const cards = page.getByRole('article', { name: /^Use Case \d$/ });
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Save & Publish' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    const first = page.getByRole('article', { name: 'Use Case 1' });
    await first.getByRole('button', { name: 'Save Use Case' }).click();
    await expect(first.getByRole('button', { name: '✅ Use Case Saved' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // age is asked at sign-up only
    await page.goto('/settings');
    await expect(page.getByText('Kids Lock is on: nobody else can see your profile.')).toBeVisible();
    await expect(page.getByLabel('Age')).toHaveCount(0);
  });

  test('a child’s home and navigation offer only places the child can use', async ({ page }) => {
    await signInNewLearner(page, { firstName: 'Tilly', age: 8 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Explore first' }).click();
    await expect(page.getByText('Kids Lock is enabled. Only kid-friendly categories are shown.')).toBeVisible();
    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(quick.getByRole('link', { name: 'UC Studio' })).toBeVisible();
    await expect(quick.getByRole('link', { name: 'Green AI feed' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Use Case Theatre' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Green AI' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Explore people' })).toHaveCount(0);
  });
});
