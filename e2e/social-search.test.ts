// Hashtags and search in Chromium against the real stack, at desktop and at 390x844: a member
// clicks a #tag in a followed member's post, lands on the tag's page (both posts with it,
// newest first), follows the tag, and a stranger's post with it then shows in the home feed;
// from the top bar's Search, a word finds a post (keyboard only: type and Enter), the Tags tab
// finds the tag by prefix and the People tab a member by name. An axe-core scan of both screens
// finds nothing serious or critical; nothing sticks out sideways. Any console error fails.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gql } from '@pulse/dev-env';
import { browserStack, sidewaysOverflow } from './browser.js';

const env = browserStack({
  reader: { name: 'Rita Reader', username: 'rita_srch' },
  friend: { name: 'Fred Friend', username: 'fred_srch' },
  stranger: { name: 'Stella Quasar', username: 'stella_srch' },
});
const { members, pageErrors, pageOf } = env;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

type Who = (typeof members)[keyof typeof members];
const api = async <T = any>(query: string, variables: Record<string, unknown>, who: Who): Promise<T> => {
  const res = await gql<T>(env.stack.graphqlUrl, query, variables, who.token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
};
const post = async (who: Who, content: string): Promise<string> =>
  (await api<{ createPost: { id: string } }>('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { content } }, who)).createPost.id;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations inside `scope` (a test id) as it is now. */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (scope) => {
    const result = await (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] }> };
      }
    ).axe.run({ include: [`[data-testid="${scope}"]`] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`);
  }, scope);
}

const suffix = Date.now() % 100000;
const word = `zephyrine${suffix}`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await env.start();
  await api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: members.friend.user.id }, members.reader);
  for (const size of ['desktop', 'phone']) {
    const tag = `Trailrun${size}${suffix}`;
    ids[`stranger-${size}`] = await post(members.stranger, `Sunrise loop with the club #${tag}`);
    ids[`friend-${size}`] = await post(members.friend, `Easy ten today #${tag} with @${members.stranger.user.username}`);
  }
  ids.word = await post(members.stranger, `Negative splits on the ${word} course`);
}, 240_000);
afterAll(async () => {
  await env.stop();
  expect(pageErrors).toEqual([]);
});

const cardOf = (page: Page, scope: string, id: string) => page.getByTestId(scope).locator(`[data-testid=post-card][data-target-id="${id}"]`).first();

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const)('discovery at %s size', (size, viewport) => {
  const tag = `trailrun${size}${suffix}`;

  it("follows a hashtag from a post and gets a stranger's post with it in the home feed", async () => {
    const { page, context } = await pageOf(members.reader, `Rita ${size}`, viewport);
    await page.goto(`${env.stack.url}/`);
    const friendCard = cardOf(page, 'home-feed', ids[`friend-${size}`]);
    await friendCard.waitFor();
    // Not followed yet: the stranger's post is not in the home feed.
    expect(await cardOf(page, 'home-feed', ids[`stranger-${size}`]).count()).toBe(0);
    const link = friendCard.getByTestId('post-hashtag');
    expect(await link.textContent()).toBe(`#Trailrun${size}${suffix}`);
    expect(await link.getAttribute('href')).toBe(`/tags/${tag}`);
    await link.click();
    await page.waitForURL(new RegExp(`/tags/${tag}$`));
    await eventually(() => page.title()).toBe(`#${tag} · Pulse`);
    expect(await page.getByTestId('hashtag-title').textContent()).toBe(`#${tag}`);
    await eventually(() => page.getByTestId('hashtag-count').textContent()).toBe('2 posts');
    await cardOf(page, 'hashtag-feed', ids[`stranger-${size}`]).waitFor();
    const order = await page
      .getByTestId('hashtag-feed')
      .locator('[data-testid=post-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-target-id')));
    expect(order).toEqual([ids[`friend-${size}`], ids[`stranger-${size}`]]);
    expect(await seriousViolations(page, 'hashtag-page')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe('');

    const button = page.getByTestId('hashtag-follow');
    expect(await button.textContent()).toBe('Follow hashtag');
    await button.click();
    await eventually(() => button.textContent()).toBe('Following');
    const followed = await api<{ followedHashtags: { name: string }[] }>('{ followedHashtags { name } }', {}, members.reader);
    expect(followed.followedHashtags.map((t) => t.name)).toContain(tag);

    await page.getByTestId('brand').click();
    await page.waitForURL(`${env.stack.url}/`);
    await cardOf(page, 'home-feed', ids[`stranger-${size}`]).waitFor();
    // Once, even though the friend's post with the tag is there by both rules.
    expect(await cardOf(page, 'home-feed', ids[`friend-${size}`]).count()).toBe(1);
    expect(
      await page
        .getByTestId('home-feed')
        .locator(`[data-testid=post-card][data-target-id="${ids[`friend-${size}`]}"]`)
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('searches posts by a word, tags by prefix and people by name from the top bar', async () => {
    const { page, context } = await pageOf(members.reader, `Rita search ${size}`, viewport);
    await page.goto(`${env.stack.url}/`);
    await page.getByTestId('top-search').click();
    await page.waitForURL(/\/search$/);
    const input = page.getByRole('searchbox', { name: 'Search posts, hashtags and people' });
    await eventually(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Keyboard only: type the words and press Enter.
    await page.keyboard.type(word.toUpperCase());
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/search\\?q=${word.toUpperCase()}$`));
    await cardOf(page, 'search-posts', ids.word).waitFor();
    expect(await page.getByTestId('search-posts').locator('[data-testid=post-card]').count()).toBe(1);
    expect(await seriousViolations(page, 'search-page')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe('');

    // Tags by prefix, reached with the arrow keys from the Posts tab.
    await input.fill(`#trailrun${size}`);
    await input.press('Enter');
    await page.waitForURL(/q=%23trailrun/);
    await page.getByTestId('search-tab-posts').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // The tab keeps the words just searched (the address is read as it is, not as last rendered).
    await page.waitForURL(new RegExp(`q=%23trailrun${size}&tab=tags$`));
    const tagRow = page.getByTestId('search-tag').filter({ hasText: `#${tag}` });
    await tagRow.waitFor();
    expect(await tagRow.textContent()).toContain('2 posts');
    expect(await tagRow.getByRole('link').getAttribute('href')).toBe(`/tags/${tag}`);

    // People by name.
    await input.fill('Stella Quasar');
    await input.press('Enter');
    await page.getByTestId('search-tab-people').click();
    await page.waitForURL(/q=Stella\+Quasar&tab=people$/);
    const person = page.locator(`[data-testid=search-person][data-username="${members.stranger.user.username}"]`);
    await person.waitFor();
    expect(await seriousViolations(page, 'search-page')).toEqual([]);
    await person.getByRole('link').click();
    await page.waitForURL(new RegExp(`/${members.stranger.user.username}$`));
    await context.close();
  });
});
