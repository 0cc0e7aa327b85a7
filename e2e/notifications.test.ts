// Notifications as a member lives them, in Chromium against the real stack: they arrive live
// (list, navigation badge, toast) on the notifications screen and elsewhere, viewing the screen
// marks what it shows read (as Mastodon does: the badge clears, they stay marked new for the
// visit), opening one goes to the post, Mark all as read, delete, and a preference turned off
// really stops that kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let alice: Member;
let bob: Member;
let A: Page;
let firstPost: string;
let secondPost: string;
const pageErrors: string[] = [];

const api = async <T = any>(query: string, variables: Record<string, unknown>, member: Member): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, member.token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
};
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 8000, interval: 100, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);
const items = () => A.getByTestId('notification');
const messages = () => A.getByTestId('notification-message').allTextContents();
const serverUnread = async () => (await api<{ unreadNotificationCount: number }>('{ unreadNotificationCount }', {}, alice)).unreadNotificationCount;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const tag = Date.now() % 100000;
  alice = await registerMember(stack, { name: 'Alice Runner', username: `alice_${tag}` });
  bob = await registerMember(stack, { name: 'Bob Lifter', username: `bob_${tag}` });
  const create = async (content: string) =>
    (await api<{ createPost: { id: string } }>('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { content } }, alice)).createPost.id;
  firstPost = await create('Long run done: 21 km');
  secondPost = await create('Rest day stretching');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), alice.token);
  A = await context.newPage();
  A.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('notifications in the browser', () => {
  it('is a ready area: the screen, empty at first, with the preferences', async () => {
    await A.goto(`${stack.url}/notifications`);
    await A.getByTestId('notifications-empty').waitFor();
    expect(await A.title()).toBe('Notifications · Pulse');
    expect(await A.getByTestId('coming-soon').count()).toBe(0);
    expect(await A.getByTestId('mark-all-read').isDisabled()).toBe(true);
    const prefs = A.getByTestId('notification-preferences');
    for (const key of ['likes', 'follows', 'replies', 'mentions', 'quotes', 'reposts', 'events', 'challenges']) {
      await eventually(() => prefs.getByTestId(`preference-${key}`).getAttribute('data-checked')).toBe('true');
    }
  });

  it('a like arrives live: on top of the list, unread, counted on the badge, with a toast', async () => {
    await api('mutation($id: ID!) { likePost(id: $id) { id } }', { id: firstPost }, bob);
    await eventually(() => messages()).toEqual([`${bob.input.name} liked your post`]);
    expect(await items().first().getAttribute('data-read')).toBe('false');
    expect(await items().first().getAttribute('data-type')).toBe('LIKE');
    await eventually(() => textOf(A.getByTestId('notifications-unread-badge'))).toBe('1');
    await eventually(() => A.getByTestId('toast-message').allTextContents()).toContain(`${bob.input.name} liked your post`);
    expect(await A.getByTestId('notifications-unread-count').textContent()).toBe('1 unread');
  });

  it('arrives on any page: the badge counts a follow while Alice is home', async () => {
    // Leaving the page marks what arrived while it was open read (it was seen there).
    await A.getByTestId('nav-home').click();
    await A.getByTestId('home').waitFor();
    await A.getByTestId('notifications-unread-badge').waitFor({ state: 'detached' });
    await eventually(serverUnread).toBe(0);
    await api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: alice.user.id }, bob);
    await eventually(() => textOf(A.getByTestId('notifications-unread-badge'))).toBe('1');
    await A.getByTestId('nav-notifications').click();
    await eventually(() => messages()).toEqual([`${bob.input.name} started following you`, `${bob.input.name} liked your post`]);
  });

  it('viewing the page marks what it shows read (the badge clears); it stays marked new for the visit', async () => {
    await A.getByTestId('notifications-unread-badge').waitFor({ state: 'detached' });
    await eventually(serverUnread).toBe(0);
    expect(await A.getByTestId('notifications-unread-count').textContent()).toBe('All caught up');
    const follow = items().filter({ hasText: 'started following you' });
    expect(await follow.getAttribute('data-read')).toBe('true');
    expect(await follow.getAttribute('data-new')).toBe('true');
    expect(await items().filter({ hasText: 'liked your post' }).getAttribute('data-new')).toBe('false');
  });

  it('opening one goes to the post', async () => {
    await items().filter({ hasText: 'liked your post' }).click();
    await A.waitForURL(`${stack.url}/${alice.input.username}/status/${firstPost}`);
    // The post is on screen: the address changes before the post page's code has loaded, and
    // until it has, the notifications page stays mounted (the navigation is a transition), so
    // going back that quickly would not leave the page at all.
    await A.locator(`[data-testid=post-page][data-post-id="${firstPost}"]`).waitFor();
    await A.goBack();
    // A new visit: nothing unread, nothing new.
    await eventually(() => items().evaluateAll((els) => els.map((e) => `${e.getAttribute('data-read')} ${e.getAttribute('data-new')}`))).toEqual([
      'true false',
      'true false',
    ]);
  });

  it('Mark all as read, then delete one', async () => {
    // One arriving while the page is open is unread until Alice leaves or marks it.
    await api('mutation($id: ID!) { quotePost(id: $id, content: "Same here") { id } }', { id: firstPost }, bob);
    await eventually(() => textOf(A.getByTestId('notifications-unread-badge'))).toBe('1');
    await A.getByTestId('mark-all-read').click();
    await A.getByTestId('notifications-unread-badge').waitFor({ state: 'detached' });
    await eventually(() => items().evaluateAll((els) => els.map((e) => e.getAttribute('data-read')))).toEqual(['true', 'true', 'true']);
    expect(await serverUnread()).toBe(0);
    expect(await A.getByTestId('notifications-unread-count').textContent()).toBe('All caught up');

    await items().filter({ hasText: 'started following you' }).getByTestId('notification-delete').click();
    await eventually(() => messages()).toEqual([`${bob.input.name} quoted your post`, `${bob.input.name} liked your post`]);
    const left = await api<{ notifications: { nodes: { type: string }[] } }>('{ notifications { nodes { type } } }', {}, alice);
    expect(left.notifications.nodes.map((n) => n.type)).toEqual(['QUOTE', 'LIKE']);
  });

  it('opens from the keyboard: the notification is a button that Tab reaches and Enter opens', async () => {
    const open = items().filter({ hasText: 'liked your post' }).getByTestId('notification-open');
    expect(await open.evaluate((el) => el.tagName)).toBe('BUTTON');
    // Only a focusable element takes focus (a plain row would not), and Shift+Tab from the
    // delete button comes back to it.
    await open.focus();
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await A.keyboard.press('Tab');
    expect(
      await items()
        .filter({ hasText: 'liked your post' })
        .getByTestId('notification-delete')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await A.keyboard.press('Shift+Tab');
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await A.keyboard.press('Enter');
    await A.waitForURL(`${stack.url}/${alice.input.username}/status/${firstPost}`);
    // The post is on screen: the address changes before the post page's code has loaded, and
    // until it has, the notifications page stays mounted (the navigation is a transition), so
    // going back that quickly would not leave the page at all.
    await A.locator(`[data-testid=post-page][data-post-id="${firstPost}"]`).waitFor();
    await A.goBack();
    await items().first().waitFor();
  });

  it('after a dropped connection, reads the list and the badge again: nothing sent meanwhile is lost', async () => {
    let down = false;
    const live: WebSocketRoute[] = [];
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await other.addInitScript((token) => window.localStorage.setItem('auth_token', token), alice.token);
      await other.routeWebSocket(/\/graphql$/, (ws) => {
        if (down) return void ws.close({ code: 4499, reason: 'test outage' });
        ws.connectToServer();
        live.push(ws);
      });
      const page = await other.newPage();
      watchPageErrors(page, pageErrors, { label: 'second tab' });
      await page.goto(`${stack.url}/notifications`);
      await page.getByTestId('notifications-list').waitFor();
      await eventually(() => live.length).toBeGreaterThan(0);
      await page.waitForTimeout(500);

      down = true;
      for (const ws of live.splice(0)) await ws.close({ code: 4499, reason: 'test outage' });
      await api('mutation($id: ID!) { repost(id: $id) { id } }', { id: firstPost }, bob);
      down = false;

      await eventually(() => page.getByTestId('notification').first().getAttribute('data-type'), { timeout: 20_000 }).toBe('REPOST');
      await eventually(() => textOf(page.getByTestId('notifications-unread-badge'))).toBe('1');
      expect(await page.getByTestId('notification-message').first().textContent()).toContain(bob.input.name);
    } finally {
      await other.close();
    }
  });

  it('a preference turned off stops that kind; the others still arrive', async () => {
    await A.getByTestId('preference-likes').click();
    await eventually(() => A.getByTestId('preference-likes').getAttribute('data-checked')).toBe('false');
    await eventually(
      async () => (await api<{ notificationPreferences: { likes: boolean } }>('{ notificationPreferences { likes } }', {}, alice)).notificationPreferences.likes,
    ).toBe(false);

    // A like (off), then a reply (on): once the reply has arrived, the like would have too.
    await api('mutation($id: ID!) { likePost(id: $id) { id } }', { id: secondPost }, bob);
    await api('mutation($id: ID!, $i: ReplyInput!) { createReply(postId: $id, input: $i) { id } }', { id: secondPost, i: { content: 'Enjoy the rest!' } }, bob);
    await eventually(() => items().first().getAttribute('data-type')).toBe('REPLY');
    expect(await items().evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual(['REPLY', 'REPOST', 'QUOTE', 'LIKE']);
    const all = await api<{ notifications: { nodes: { type: string }[] } }>('{ notifications { nodes { type } } }', {}, alice);
    expect(all.notifications.nodes.map((n) => n.type)).toEqual(['REPLY', 'REPOST', 'QUOTE', 'LIKE']);
  });

  it('when loading fails, the list and the preferences say so and Try Again loads them', async () => {
    const failing = new Set(['Notifications', 'NotificationPreferences']);
    const page = await context.newPage();
    // Notifications and NotificationPreferences fail (500) on purpose below.
    watchPageErrors(page, pageErrors, {
      allow: [
        /Failed to load resource: the server responded with a status of 500/,
        /^\[notifications\] [\w ]+ failed ApolloError: Response not successful: Received status code 500/,
      ],
    });
    await page.route('**/graphql', (route) => {
      const operation = /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1];
      if (operation && failing.has(operation)) {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        });
      }
      return route.continue();
    });
    await page.goto(`${stack.url}/notifications`);
    const list = page.getByTestId('notifications-empty');
    await eventually(() => textOf(list)).toBe('Could not load notifications.Try Again');
    await page.getByTestId('toast-message').filter({ hasText: 'Failed to fetch notifications' }).first().waitFor();
    // Not eight switches that all read off and do nothing: a message and a way to retry.
    const prefsError = page.getByTestId('notification-preferences-error');
    await eventually(() => textOf(prefsError)).toBe("Couldn't load your preferences.Try Again");
    expect(await page.locator('[data-testid^=preference-]').count()).toBe(0);

    failing.clear();
    await list.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByTestId('notification').count()).toBeGreaterThan(0);
    await prefsError.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.locator('[data-testid^=preference-]').count()).toBe(8);
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
