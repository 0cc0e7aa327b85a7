// Lists and the live feed (issue 24 items 2 and 3) in Chromium against the real stack, at
// desktop size and on a 390x844 phone: the Bookmarks page from the navigation; followers and
// following behind a profile's counts (paged, with Follow buttons); the Replies tab and counts
// that match the tabs; Message on a profile opening (and reopening) the 1:1 conversation; a
// follow notification opening /<username>; the badge clearing when the notifications page is
// viewed; "N new posts" on the home feed, inserted on click without moving what is being read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '10000' } });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

const api = async <T = any>(query: string, variables: Record<string, unknown>, member: Member): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, member.token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
};
const post = async (member: Member, content: string): Promise<string> =>
  (await api<{ createPost: { id: string } }>('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { content } }, member)).createPost.id;
const reply = async (member: Member, postId: string, content: string): Promise<string> =>
  (
    await api<{ createReply: { id: string } }>(
      'mutation($id: ID!, $c: String!) { createReply(postId: $id, input: { content: $c }) { id } }',
      { id: postId, c: content },
      member,
    )
  ).createReply.id;
const follow = (member: Member, other: Member) => api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: other.user.id }, member);
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 10_000, interval: 100, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);

async function pageOf(member: Member, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: `${member.input.username} ${viewport.width}px` });
  return page;
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  describe(`lists and the live feed (${size})`, () => {
    let ann: Member;
    let bob: Member;
    let cat: Member;
    let A: Page;
    const bobPosts: string[] = [];

    beforeAll(async () => {
      const tag = `${size[0]}${Date.now() % 100000}`;
      [ann, bob, cat] = await Promise.all(['ann', 'bob', 'cat'].map((name) => registerMember(stack, { name: `${name} ${size}`, username: `${name}_${tag}` })));
      await follow(ann, bob);
      // Enough of Bob's posts for the home feed to scroll.
      for (let i = 0; i < 10; i++) bobPosts.push(await post(bob, `Bob's interval session ${i + 1}: 6 x 800 m`));
      A = await pageOf(ann, viewport);
    });

    it('Bookmarks: saved from a card, listed on the page the navigation opens', async () => {
      await A.goto(`${stack.url}/`);
      const card = A.locator(`[data-testid=home-feed] [data-post-id="${bobPosts[9]}"]`);
      await card.getByTestId('bookmark-button').click();
      await eventually(() => card.getByTestId('bookmark-button').getAttribute('aria-pressed')).toBe('true');
      await A.getByTestId('nav-bookmarks').click();
      await A.waitForURL(`${stack.url}/bookmarks`);
      await A.getByTestId('bookmarks-page').waitFor();
      expect(await A.title()).toBe('Bookmarks · Pulse');
      await eventually(() =>
        A.locator('[data-testid=bookmarks-feed] [data-testid=post-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-post-id'))),
      ).toEqual([bobPosts[9]]);
      // The REST paths of the spec answer the same list.
      for (const [path, key] of [
        ['/api/bookmarks', 'bookmarks'],
        ['/api/posts/saved', 'posts'],
      ] as const) {
        const res = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${ann.token}` } });
        expect(res.status).toBe(200);
        expect(((await res.json()) as Record<string, { id: string }[]>)[key].map((p) => p.id)).toEqual([bobPosts[9]]);
      }
    });

    it("a profile's Posts and Replies tabs, with counts that match them", async () => {
      await reply(bob, bobPosts[0], 'Felt strong today');
      await A.goto(`${stack.url}/${bob.input.username}`);
      await eventually(() => textOf(A.getByTestId('profile-tab-posts-count'))).toBe('10');
      await eventually(() => textOf(A.getByTestId('profile-tab-replies-count'))).toBe('1');
      await eventually(() => textOf(A.getByTestId('profile-post-count'))).toBe('10 posts');
      await eventually(() => A.locator('[data-testid=user-feed] [data-testid=post-card]').count()).toBe(10);
      await A.getByTestId('profile-tab-replies').click();
      await eventually(() => A.locator('[data-testid=user-replies] [data-testid=post-content]').allTextContents()).toEqual(['Felt strong today']);
      // Follow, Message and the rest fit a phone's width.
      expect(await sidewaysOverflow(A)).toBe('');
    });

    it('followers and following open from the counts, with Follow buttons', async () => {
      await follow(cat, bob);
      await A.goto(`${stack.url}/${bob.input.username}`);
      await A.getByTestId('profile-followers').click();
      const dialog = A.getByTestId('follow-list-dialog');
      await eventually(() => dialog.getByTestId('follow-list-name').allTextContents()).toEqual([cat.input.name, ann.input.name]);
      // Ann is herself in the list: no button there; Cat gets one, and it follows.
      const catRow = dialog.getByTestId('follow-list-member').filter({ hasText: cat.input.name });
      await catRow.getByTestId('follow-button').click();
      await eventually(() => catRow.getByTestId('follow-button').getAttribute('data-following')).toBe('true');
      expect(await dialog.getByTestId('follow-list-member').filter({ hasText: ann.input.name }).getByTestId('follow-button').count()).toBe(0);
      const followed = await api<{ followingOf: { nodes: { id: string }[] } }>('query($u: ID!) { followingOf(userId: $u) { nodes { id } } }', { u: ann.user.id }, ann);
      expect(followed.followingOf.nodes.map((n) => n.id)).toContain(cat.user.id);
      await A.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Following: Ann's own list, from her profile; a name opens that profile.
      await A.goto(`${stack.url}/${ann.input.username}`);
      await A.getByTestId('profile-following').click();
      await eventually(() => dialog.getByTestId('follow-list-name').allTextContents()).toEqual([cat.input.name, bob.input.name]);
      await dialog.getByTestId('follow-list-name').filter({ hasText: bob.input.name }).click();
      await A.waitForURL(`${stack.url}/${bob.input.username}`);
      await dialog.waitFor({ state: 'detached' });
    });

    it('Message opens the conversation with the member, the same one each time', async () => {
      await A.goto(`${stack.url}/${bob.input.username}`);
      await A.getByTestId('profile-message').click();
      await A.waitForURL(/\/messages\/[^/]+$/);
      const first = A.url();
      await A.goto(`${stack.url}/${bob.input.username}`);
      await A.getByTestId('profile-message').click();
      await A.waitForURL(/\/messages\/[^/]+$/);
      expect(A.url()).toBe(first);
      const { conversations } = await api<{ conversations: { id: string }[] }>('{ conversations { id } }', {}, ann);
      expect(conversations.map((c) => `${stack.url}/messages/${c.id}`)).toEqual([first]);
      // No Message button on one's own profile.
      await A.goto(`${stack.url}/${ann.input.username}`);
      await A.getByTestId('profile').waitFor();
      expect(await A.getByTestId('profile-message').count()).toBe(0);
    });

    it('the badge clears when the notifications page is viewed, and a follow opens /<username>', async () => {
      await A.goto(`${stack.url}/`);
      await A.getByTestId('home').waitFor();
      await follow(cat, ann);
      await eventually(() => textOf(A.getByTestId('notifications-unread-badge'))).toBe('1');
      await A.getByTestId('nav-notifications').click();
      await A.getByTestId('notifications-page').waitFor();
      // Viewed: read on the server and off the badge, still marked new on the page for this visit.
      await A.getByTestId('notifications-unread-badge').waitFor({ state: 'detached' });
      await eventually(async () => (await api<{ unreadNotificationCount: number }>('{ unreadNotificationCount }', {}, ann)).unreadNotificationCount).toBe(0);
      const note = A.getByTestId('notification').filter({ hasText: 'started following you' });
      expect(await note.getAttribute('data-new')).toBe('true');
      await note.getByTestId('notification-open').click();
      await A.waitForURL(`${stack.url}/${cat.input.username}`);
      await A.getByTestId('profile-name').waitFor();
      expect(await textOf(A.getByTestId('profile-name'))).toBe(cat.input.name);
    });

    it('"N new posts" arrives live and inserts them on click without moving what is being read', async () => {
      await A.goto(`${stack.url}/`);
      const cards = A.locator('[data-testid=home-feed] [data-testid=post-card]');
      await eventually(() => cards.count()).toBeGreaterThanOrEqual(10);
      // Read down the feed: the fourth card at the top of the screen.
      const reading = cards.nth(3);
      await reading.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 200));
      const readingId = await reading.getAttribute('data-post-id');
      const topBefore = await reading.evaluate((el) => el.getBoundingClientRect().top);

      const fresh = [await post(bob, 'Fresh: tempo run 10 km'), await post(bob, 'Fresh: recovery jog')];
      const button = A.getByTestId('new-posts-button');
      await eventually(() => textOf(button)).toBe('Show 2 new posts');
      // Nothing moved while the prompt waited.
      expect(await cards.first().getAttribute('data-post-id')).not.toBe(fresh[1]);
      await button.click();
      await button.waitFor({ state: 'detached' });
      await eventually(() => cards.evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-post-id')))).toEqual([fresh[1], fresh[0]]);
      const same = A.locator(`[data-testid=home-feed] [data-post-id="${readingId}"]`);
      await eventually(async () => Math.abs((await same.evaluate((el) => el.getBoundingClientRect().top)) - topBefore)).toBeLessThanOrEqual(2);
      expect(await A.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Someone Ann does not follow posts: no prompt for it (Bob's next post is counted alone).
      const stranger = await registerMember(stack, { name: `Stranger ${size}`, username: `stranger_${size}_${Date.now() % 100000}` });
      await post(stranger, 'Not followed by Ann');
      await post(bob, 'Fresh: strides');
      await eventually(() => textOf(button)).toBe('Show 1 new post');
    });
  });
}

describe('after both sizes', () => {
  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
