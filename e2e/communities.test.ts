// Communities in Chromium against the real stack: Ann creates one on /communities (a second one
// of the same name in another case is refused with the server's message), lands on its page as
// its owner and posts in it, once with a photo (uploaded as the home composer does, then seen in
// the post on the page); Bob finds it by search, joins, posts from the community's composer
// and sees both posts; Ann makes Bob a moderator from the members list. Any console error or
// warning fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { browserStack, outsideScreen, sidewaysOverflow } from './browser.js';

/** A 640 x 400 PNG: small enough that the browser does not shrink it, so the stored photo is 640 wide. */
const ridgePhoto = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .png()
    .toBuffer();

const env = browserStack({ ann: { name: 'Ann Owner', username: 'ann_co' }, bob: { name: 'Bob Joiner', username: 'bob_co' } });
const { members, pageErrors, pageOf } = env;
let communityUrl = '';
/** A poll that gives a loaded machine time (vitest's default is one second). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
beforeAll(env.start, 240_000);
afterAll(env.stop);

describe('communities', () => {
  it('creates a community, another member joins and posts in it, and the owner names a moderator', async () => {
    const name = `Trail Runners ${Date.now() % 100000}`;
    const { page } = await pageOf(members.ann, 'Ann');
    await page.goto(`${env.stack.url}/`);
    await page.getByTestId('nav-communities').click();
    await page.waitForURL(/\/communities$/);
    await page.getByTestId('community-name').fill(name);
    await page.getByTestId('community-description').fill('Dirt, hills and coffee after.');
    await page.getByTestId('community-create').click();
    await page.waitForURL(/\/communities\/c\w+$/);
    communityUrl = page.url();
    expect(await page.getByTestId('community-title').textContent()).toBe(name);
    expect(await page.getByTestId('community-role').textContent()).toBe('Owner');
    await page.getByTestId('community-post-content').fill('Welcome, runners!');
    await page.getByTestId('community-post-submit').click();
    await eventually(() => page.getByTestId('community-posts').textContent()).toContain('Welcome, runners!');

    // With a photo: the home composer's upload (its tile and progress bar), then the photo in the
    // post on the community page, loaded from our media store.
    await page.getByTestId('community-post-content').fill('The view from the ridge');
    await page.getByTestId('community-post-file-input').setInputFiles({ name: 'ridge.png', mimeType: 'image/png', buffer: await ridgePhoto() });
    await page.getByTestId('composer-media-tile').waitFor();
    await page.getByTestId('composer-upload-progress').waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('community-post-submit').isDisabled()).toBe(false);
    await page.getByTestId('community-post-submit').click();
    const photoPost = page.getByTestId('post-card').filter({ hasText: 'The view from the ridge' });
    const photo = photoPost.getByTestId('media-tile').locator('img');
    await photo.scrollIntoViewIfNeeded();
    await eventually(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    expect(await photo.getAttribute('src')).toMatch(/^\/media\//);
    // The composer is empty again: no tile left, no text.
    expect(await page.getByTestId('composer-media-tile').count()).toBe(0);
    expect(await page.getByTestId('community-post-content').inputValue()).toBe('');

    // The same name in another case is taken.
    await page.goto(`${env.stack.url}/communities`);
    await page.getByTestId('community-name').fill(name.toUpperCase());
    await page.getByTestId('community-create').click();
    await eventually(() => page.getByTestId('community-create-error').textContent()).toBe('A community with this name already exists');

    const bobs = await pageOf(members.bob, 'Bob');
    await bobs.page.goto(`${env.stack.url}/communities`);
    await bobs.page.getByTestId('community-search').fill(name.toLowerCase());
    const found = bobs.page.locator(`[data-testid="community-list"] [data-community-name="${name}"]`);
    await found.waitFor();
    await found.getByRole('link').click();
    await bobs.page.waitForURL(communityUrl);
    // Not a member yet: no composer.
    expect(await bobs.page.getByTestId('community-composer').count()).toBe(0);
    await bobs.page.getByTestId('community-join').click();
    await eventually(() => bobs.page.getByTestId('community-member-count').textContent()).toBe('2 members');
    await bobs.page.getByTestId('community-post-content').fill('Count me in for Saturday');
    await bobs.page.getByTestId('community-post-submit').click();
    await eventually(() => bobs.page.getByTestId('community-posts').textContent()).toContain('Count me in for Saturday');
    expect(await bobs.page.getByTestId('community-posts').textContent()).toContain('Welcome, runners!');

    await page.goto(communityUrl);
    const bobRow = page.locator(`[data-testid="community-member"][data-user-id="${members.bob.user.id}"]`);
    await bobRow.getByTestId('community-add-moderator').click();
    await eventually(() => bobRow.getAttribute('data-role')).toBe('MODERATOR');
    expect(await page.getByTestId('community-posts').textContent()).toContain('Count me in for Saturday');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('fits a phone (390x844): the composer with a photo, the posts and the members with their buttons', async () => {
    expect(communityUrl).not.toBe('');
    const { page } = await pageOf(members.ann, 'Ann on a phone', { width: 390, height: 844 });
    await page.goto(communityUrl);
    await page.getByTestId('community-member').nth(1).waitFor();
    await page.getByTestId('community-post-file-input').setInputFiles({ name: 'ridge.png', mimeType: 'image/png', buffer: await ridgePhoto() });
    await page.getByTestId('composer-media-tile').waitFor();
    await page.getByTestId('media-tile').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe('');
    expect(await outsideScreen(page, ['community-page', 'community-composer', 'community-posts', 'community-members'])).toEqual([]);
    // The owner's buttons on Bob's row stay on the screen.
    const bobRow = page.locator(`[data-testid="community-member"][data-user-id="${members.bob.user.id}"]`);
    for (const button of await bobRow.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
