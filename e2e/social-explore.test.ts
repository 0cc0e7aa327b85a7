// Explore and the local feed in Chromium against the real stack, at desktop and at 390x844:
// a new member opens Explore from the navigation, sees what is trending today (the liked post,
// its hashtag linking to the tag page) and this week, follows a suggested member ("Followed by 1
// person you follow") and opens the local feed, which lists public posts and not a private
// profile's; a visitor reads the local feed signed out and its Sponsored slot offers sign-up; a
// member's home feed Sponsored slot is a house card with a community to join. Any console
// error fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gql } from '@pulse/dev-env';
import { browserStack, sidewaysOverflow } from './browser.js';

const env = browserStack({
  ann: { name: 'Ann Newcomer', username: 'ann_ex' },
  bob: { name: 'Bob Friend', username: 'bob_ex' },
  cat: { name: 'Cat Trending', username: 'cat_ex' },
  dan: { name: 'Dan Private', username: 'dan_ex' },
});
const { members, pageErrors, pageOf } = env;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const PHONE = { width: 390, height: 844 };

type Who = (typeof members)[keyof typeof members];
const api = async <T = any>(query: string, variables: Record<string, unknown>, who: Who): Promise<T> => {
  const res = await gql<T>(env.stack.graphqlUrl, query, variables, who.token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
};
const post = async (who: Who, content: string): Promise<string> =>
  (await api<{ createPost: { id: string } }>('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { content } }, who)).createPost.id;
const follow = (who: Who, whom: Who) => api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: whom.user.id }, who);

const ids: Record<string, string> = {};
let community = '';
const tag = `trail${Date.now() % 100000}`;

beforeAll(async () => {
  await env.start();
  const { ann, bob, cat, dan } = members;
  // Ann is new: she follows Bob only, Bob follows Cat (so Cat is suggested to Ann).
  await follow(ann, bob);
  await follow(bob, cat);
  for (let i = 0; i < 3; i++) ids[`bob${i}`] = await post(bob, `Bob's easy run ${i}`);
  ids.cat = await post(cat, `Hill repeats done #${tag}`);
  for (const who of [bob, dan]) await api('mutation($id: ID!) { likePost(id: $id) { id } }', { id: ids.cat }, who);
  await api('mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { id } }', { input: { profileVisibility: 'FOLLOWERS' } }, dan);
  ids.dan = await post(dan, 'Dan for followers only');
  community = (
    await api<{ createCommunity: { id: string } }>(
      'mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }',
      { input: { name: `Explore Runners ${Date.now() % 100000}`, description: 'Sunday long runs.' } },
      dan,
    )
  ).createCommunity.id;
}, 240_000);
afterAll(async () => {
  await env.stop();
  expect(pageErrors).toEqual([]);
});

const cardOf = (page: Page, id: string) => page.locator(`[data-testid=post-card][data-target-id="${id}"]`).first();

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', PHONE],
] as const)('explore at %s size', (size, viewport) => {
  it('opens from the navigation with trends, suggestions that follow, and the local feed', async () => {
    const { page, context } = await pageOf(members.ann, `Ann ${size}`, viewport);
    await page.goto(`${env.stack.url}/`);
    await page.getByTestId('nav-explore').click();
    await page.waitForURL(/\/explore$/);
    await eventually(() => page.title()).toBe('Explore · Pulse');

    // Today: Cat's liked post trends; Bob's untouched posts do not. Its tag links to its page.
    await cardOf(page, ids.cat).waitFor();
    expect(await page.getByTestId('trending-posts').locator(`[data-target-id="${ids.bob0}"]`).count()).toBe(0);
    const tagLink = page
      .getByTestId('trending-tag')
      .filter({ hasText: `#${tag}` })
      .getByRole('link');
    expect(await tagLink.getAttribute('href')).toBe(`/tags/${tag}`);
    expect(
      await page
        .getByTestId('trending-tag')
        .filter({ hasText: `#${tag}` })
        .textContent(),
    ).toContain('1 post · 1 member');
    await page.getByTestId('window-week').click();
    await eventually(() => page.getByTestId('window-week').getAttribute('aria-pressed')).toBe('true');
    await cardOf(page, ids.cat).waitFor();

    // Who to follow: Cat, because Bob (whom Ann follows) does; never Ann or Bob; not Dan (private).
    const suggestions = page.getByTestId('suggested-members');
    const cat = suggestions.locator(`[data-username="${members.cat.user.username}"]`);
    if (size === 'desktop') {
      expect(await cat.getByTestId('suggestion-reason').textContent()).toBe('Followed by 1 person you follow');
      await cat.getByTestId('follow-button').click();
      await eventually(() => cat.getByTestId('follow-button').textContent()).toBe('Unfollow');
      const following = await api<{ followingOf: { nodes: { id: string }[] } }>(
        'query($u: ID!) { followingOf(userId: $u) { nodes { id } } }',
        { u: members.ann.user.id },
        members.ann,
      );
      expect(following.followingOf.nodes.map((n) => n.id)).toContain(members.cat.user.id);
    } else {
      // Followed at desktop size: no longer suggested, and nobody else is left to suggest.
      await suggestions.getByTestId('suggested-members-empty').waitFor();
      expect(await cat.count()).toBe(0);
    }
    for (const who of [members.ann, members.bob, members.dan]) expect(await suggestions.locator(`[data-username="${who.user.username}"]`).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe('');

    // The local feed: public posts newest first, not Dan's (his profile is for followers).
    await page.getByTestId('local-feed-link').getByRole('link').click();
    await page.waitForURL(/\/local$/);
    await cardOf(page, ids.cat).waitFor();
    await cardOf(page, ids.bob2).waitFor();
    expect(await page.getByTestId('local-feed').locator(`[data-target-id="${ids.dan}"]`).count()).toBe(0);
    const order = await page
      .getByTestId('local-feed')
      .locator('[data-testid=post-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-target-id')));
    expect(order.indexOf(ids.cat)).toBeLessThan(order.indexOf(ids.bob2));
    expect(await sidewaysOverflow(page)).toBe('');
    await context.close();
  }, 90_000);

  it('shows a house card with a community to join in the Sponsored slot of the home feed', async () => {
    const { page, context } = await pageOf(members.ann, `Ann home ${size}`, viewport);
    await page.goto(`${env.stack.url}/`);
    const house = page.getByTestId('home-feed').getByTestId('house-card').first();
    await house.waitFor();
    expect(await page.getByTestId('home-feed').getByTestId('sponsored-label').first().textContent()).toBe('Sponsored');
    expect(await house.getAttribute('data-id')).toBe(community);
    expect(await house.textContent()).toContain('Explore Runners');
    expect(await sidewaysOverflow(page)).toBe('');
    await house.getByTestId('house-card-action').click();
    await page.waitForURL(new RegExp(`/communities/${community}$`));
    await context.close();
  }, 60_000);

  it('lets a visitor read the local feed signed out, with sign-up in the Sponsored slot', async () => {
    // No token stored (an empty one reads as signed out).
    const { page, context } = await pageOf({ ...members.ann, token: '' }, `visitor ${size}`, viewport);
    await page.goto(`${env.stack.url}/local`);
    await page.getByTestId('local').waitFor();
    expect(await page.getByTestId('app-nav').count()).toBe(0);
    await cardOf(page, ids.cat).waitFor();
    expect(await page.getByTestId('local-feed').locator(`[data-target-id="${ids.dan}"]`).count()).toBe(0);
    const join = page.getByTestId('local-feed').getByTestId('house-card').first();
    await join.waitFor();
    expect(await join.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(await sidewaysOverflow(page)).toBe('');
    await context.close();
  }, 60_000);
});
