// Communities in Chromium against the real stack: Ann creates one on /communities (a second one
// of the same name in another case is refused with the server's message), lands on its page as
// its owner and posts in it, once with a photo (uploaded as the home composer does, then seen in
// the post on the page); Bob finds it by search, joins, posts from the community's composer
// and sees both posts; Ann makes Bob a moderator from the members list. Any console error or
// warning fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

/** A 640 x 400 PNG: small enough that the browser does not shrink it, so the stored photo is 640 wide. */
const ridgePhoto = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .png()
    .toBuffer();

let stack: Stack;
let browser: Browser;
let ann: Member;
let bob: Member;
const pageErrors: string[] = [];

async function pageOf(member: Member, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  watchPageErrors(page, pageErrors, { label });
  return { context, page };
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const suffix = Date.now() % 100000;
  ann = await registerMember(stack, { name: 'Ann Owner', username: `ann_co_${suffix}` });
  bob = await registerMember(stack, { name: 'Bob Joiner', username: `bob_co_${suffix}` });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('communities', () => {
  it('creates a community, another member joins and posts in it, and the owner names a moderator', async () => {
    const name = `Trail Runners ${Date.now() % 100000}`;
    const { page } = await pageOf(ann, 'Ann');
    await page.goto(`${stack.url}/`);
    await page.getByTestId('nav-communities').click();
    await page.waitForURL(/\/communities$/);
    await page.getByTestId('community-name').fill(name);
    await page.getByTestId('community-description').fill('Dirt, hills and coffee after.');
    await page.getByTestId('community-create').click();
    await page.waitForURL(/\/communities\/c\w+$/);
    const communityUrl = page.url();
    expect(await page.getByTestId('community-title').textContent()).toBe(name);
    expect(await page.getByTestId('community-role').textContent()).toBe('Owner');
    await page.getByTestId('community-post-content').fill('Welcome, runners!');
    await page.getByTestId('community-post-submit').click();
    await expect.poll(() => page.getByTestId('community-posts').textContent()).toContain('Welcome, runners!');

    // With a photo: the home composer's upload (its tile and progress bar), then the photo in the
    // post on the community page, loaded from our media store.
    await page.getByTestId('community-post-content').fill('The view from the ridge');
    await page.getByTestId('community-post-file-input').setInputFiles({ name: 'ridge.png', mimeType: 'image/png', buffer: await ridgePhoto() });
    await page.getByTestId('composer-media-tile').waitFor();
    await page.getByTestId('composer-upload-progress').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('community-post-submit').isDisabled()).toBe(false);
    await page.getByTestId('community-post-submit').click();
    const photoPost = page.getByTestId('post-card').filter({ hasText: 'The view from the ridge' });
    const photo = photoPost.getByTestId('media-tile').locator('img');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    expect(await photo.getAttribute('src')).toMatch(/^\/media\//);
    // The composer is empty again: no tile left, no text.
    expect(await page.getByTestId('composer-media-tile').count()).toBe(0);
    expect(await page.getByTestId('community-post-content').inputValue()).toBe('');

    // The same name in another case is taken.
    await page.goto(`${stack.url}/communities`);
    await page.getByTestId('community-name').fill(name.toUpperCase());
    await page.getByTestId('community-create').click();
    await expect.poll(() => page.getByTestId('community-create-error').textContent()).toBe('A community with this name already exists');

    const bobs = await pageOf(bob, 'Bob');
    await bobs.page.goto(`${stack.url}/communities`);
    await bobs.page.getByTestId('community-search').fill(name.toLowerCase());
    const found = bobs.page.locator(`[data-testid="community-list"] [data-community-name="${name}"]`);
    await found.waitFor();
    await found.getByRole('link').click();
    await bobs.page.waitForURL(communityUrl);
    // Not a member yet: no composer.
    expect(await bobs.page.getByTestId('community-composer').count()).toBe(0);
    await bobs.page.getByTestId('community-join').click();
    await expect.poll(() => bobs.page.getByTestId('community-member-count').textContent()).toBe('2 members');
    await bobs.page.getByTestId('community-post-content').fill('Count me in for Saturday');
    await bobs.page.getByTestId('community-post-submit').click();
    await expect.poll(() => bobs.page.getByTestId('community-posts').textContent()).toContain('Count me in for Saturday');
    expect(await bobs.page.getByTestId('community-posts').textContent()).toContain('Welcome, runners!');

    await page.goto(communityUrl);
    const bobRow = page.locator(`[data-testid="community-member"][data-user-id="${bob.user.id}"]`);
    await bobRow.getByTestId('community-add-moderator').click();
    await expect.poll(() => bobRow.getAttribute('data-role')).toBe('MODERATOR');
    expect(await page.getByTestId('community-posts').textContent()).toContain('Count me in for Saturday');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
