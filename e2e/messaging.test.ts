// Messaging as two members live it, in two Chromium contexts against the real stack: start a
// conversation from the New Message modal, exchange messages live, read state (unread badge,
// seen tick), replies and jumping to the quote, reactions, media upload and the viewer, copy,
// pins, search, older pages on scroll, and catching up after the socket drops.
//
// These browsers cannot keep keys (no IndexedDB, as in some private windows), so they cannot be
// MLS devices and their conversations stay in clear, saying so: the path of every conversation
// from before end-to-end encryption and of clients that do not speak it. The encrypted path in
// the browser is e2e/e2ee-chat.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { encryptedConversation } from '@pulse/dev-env/mls';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let alice: Member;
let bob: Member;
let carla: Member;
let A: Page;
let B: Page;
let conversationId: string;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];

/**
 * What the tests below cause on purpose, and nothing else: a media store answering 503, sockets
 * refused (4499) or left unanswered (4504) and requests aborted, with the app's note of each.
 */
const CAUSED_HERE = [
  /Failed to load resource: the server responded with a status of 503/,
  /^\[messages\] media upload failed Error: Media storage is unavailable/,
  /^\[realtime\] .*Socket closed with event (4499|4504)/,
  /^\[realtime\] connection closed/,
  /Failed to load resource: net::ERR_FAILED/,
  /^\[messages\] [\w ]+ failed ApolloError: Failed to fetch/,
];

async function memberPage(member: Member, setup?: (context: BrowserContext) => Promise<unknown>, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  // Signed in the way the app keeps a session: the token in localStorage before the app starts.
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await setup?.(context);
  const page = await context.newPage();
  watchPageErrors(page, pageErrors, { label: member.input.name, allow: CAUSED_HERE });
  return page;
}

const api = <T = any>(query: string, variables: Record<string, unknown>, member: Member) => gql<T>(stack.graphqlUrl, query, variables, member.token);

async function send(member: Member, conversation: string, body: string) {
  const res = await api('mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', { i: { conversationId: conversation, body } }, member);
  expect(res.errors).toBeUndefined();
}

/** The message whose own text is exactly this (not a reply quoting it). */
const message = (page: Page, text: string): Locator => page.getByTestId('message').filter({ has: page.getByTestId('message-body').getByText(text, { exact: true }) });
/** Live updates get a few seconds, not vitest's 1 s default. */
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 8000, interval: 100, ...options });
/** The element's text, or null when it is not there (without waiting for it). */
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);
const bodies = (page: Page) => page.getByTestId('message-body').allTextContents();

async function openMenu(page: Page, text: string) {
  const target = message(page, text).last();
  await target.hover();
  await target.getByTestId('message-menu').click();
}

beforeAll(async () => {
  stack = await startStack({ env: { MESSAGE_LIMIT_PER_MINUTE: '1000' } });
  browser = await launchChromium();
  const tag = Date.now() % 100000;
  alice = await registerMember(stack, { name: 'Alice Runner', username: `alice_${tag}` });
  bob = await registerMember(stack, { name: 'Bob Lifter', username: `bob_${tag}` });
  carla = await registerMember(stack, { name: 'Carla Yoga', username: `carla_${tag}` });
  A = await memberPage(alice);
  B = await memberPage(bob);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('messaging in the browser', () => {
  it('starts a conversation from the New Message modal; the other member sees it appear', async () => {
    await B.goto(`${stack.url}/messages`);
    await B.getByText('No conversations yet').waitFor();
    await A.goto(`${stack.url}/messages`);
    await A.getByText('Select a conversation to start messaging').waitFor();
    expect(await A.title()).toBe('Messages · Pulse');

    await A.getByTestId('new-message-button').click();
    const search = A.getByPlaceholder('Search users...');
    await search.fill('nobody-by-this-name');
    await A.getByText('No users found').waitFor();
    await search.fill(bob.input.username);
    await A.getByTestId('new-message-loading').waitFor();
    expect(await A.getByTestId('new-message-loading').textContent()).toContain('Loading...');
    const result = A.getByTestId('new-message-result').filter({ hasText: `@${bob.input.username}` });
    await result.waitFor();
    expect(await result.textContent()).toContain(bob.input.name);
    await result.click();

    await A.waitForURL((url) => /^\/messages\/[^/]+$/.test(url.pathname));
    conversationId = new URL(A.url()).pathname.split('/')[2];
    await A.getByTestId('new-message-modal').waitFor({ state: 'detached' });
    await eventually(() => A.getByTestId('chat-title').textContent()).toBe(bob.input.name);
    // Bob is online and now shares a conversation with Alice: her header says so.
    await eventually(() => textOf(A.getByTestId('active-now'))).toBe('Active now');

    // Bob's list gets it live, with no message yet.
    const row = B.getByTestId('conversation-row');
    await row.waitFor();
    expect(await row.getByTestId('conversation-name').textContent()).toBe(alice.input.name);
    expect(await row.getByTestId('conversation-preview').textContent()).toBe('No messages yet');
    await row.getByTestId('online-dot').waitFor();
  });

  it('sends trimmed text only, live both ways; unread badge, then the seen tick', async () => {
    const input = A.getByTestId('composer-input');
    const sendButton = A.getByTestId('composer-send');
    expect(await input.getAttribute('placeholder')).toBe('Type a message...');
    expect(await sendButton.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await sendButton.isDisabled()).toBe(true);
    await input.fill('  Morning run at 7?  ');
    await sendButton.click();
    await eventually(() => bodies(A)).toEqual(['Morning run at 7?']);
    await eventually(() => input.inputValue()).toBe('');
    await eventually(() => A.getByTestId('message-tick').last().getAttribute('data-state')).toBe('sent');

    // Bob, with the list open, sees the unread count on the row and in the navigation.
    await eventually(() => textOf(B.getByTestId('conversation-unread'))).toBe('1');
    await eventually(() => textOf(B.getByTestId('messages-unread-badge'))).toBe('1');
    expect(await B.getByTestId('conversation-preview').textContent()).toBe('Morning run at 7?');

    await B.getByTestId('conversation-row').click();
    await B.waitForURL(`${stack.url}/messages/${conversationId}`);
    await message(B, 'Morning run at 7?').waitFor();
    expect(await message(B, 'Morning run at 7?').getAttribute('data-own')).toBe('false');
    await B.getByTestId('messages-unread-badge').waitFor({ state: 'detached' });
    await B.getByTestId('conversation-unread').waitFor({ state: 'detached' });
    // Alice's tick turns to seen without a reload.
    await eventually(() => A.getByTestId('message-tick').last().getAttribute('data-state')).toBe('seen');

    await B.getByTestId('composer-input').fill('Yes! Meet at the park gate.');
    await B.keyboard.press('Enter');
    await message(A, 'Yes! Meet at the park gate.').waitFor();
    expect(await message(A, 'Yes! Meet at the park gate.').getAttribute('data-own')).toBe('false');
    await eventually(() => A.getByTestId('conversation-preview').first().textContent()).toBe('Yes! Meet at the park gate.');
    expect(await A.getByTestId('date-separator').allTextContents()).toEqual(['Today']);
  });

  it('marks seen only while the window is focused', async () => {
    // Bob keeps the conversation open, but his window loses focus.
    await B.evaluate(() => {
      Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => false });
      window.dispatchEvent(new Event('blur'));
    });
    await A.getByTestId('composer-input').fill('Still there?');
    await A.keyboard.press('Enter');
    await message(B, 'Still there?').waitFor();
    await eventually(() => textOf(B.getByTestId('messages-unread-badge'))).toBe('1');
    await B.waitForTimeout(1000);
    expect(await A.getByTestId('message-tick').last().getAttribute('data-state')).toBe('sent');
    expect(await textOf(B.getByTestId('messages-unread-badge'))).toBe('1');

    // Back in his window, the message is seen.
    await B.evaluate(() => {
      delete (document as { hasFocus?: unknown }).hasFocus;
      window.dispatchEvent(new Event('focus'));
    });
    await eventually(() => A.getByTestId('message-tick').last().getAttribute('data-state')).toBe('seen');
    await B.getByTestId('messages-unread-badge').waitFor({ state: 'detached' });
  });

  it('replies; clicking the quote highlights the original for 2 s and focuses the input', async () => {
    await openMenu(A, 'Yes! Meet at the park gate.');
    await A.getByTestId('menu-reply').click();
    await eventually(() => A.getByTestId('reply-preview').textContent()).toContain(`Replying to ${bob.input.name}`);
    await A.getByTestId('composer-input').fill('Perfect, I will bring water.');
    await A.keyboard.press('Enter');
    await A.getByTestId('reply-preview').waitFor({ state: 'detached' });

    const reply = message(B, 'Perfect, I will bring water.');
    await reply.waitFor();
    expect(await reply.getByTestId('message-quote').textContent()).toContain('Yes! Meet at the park gate.');
    expect(await reply.getByTestId('message-quote').textContent()).toContain('You');
    await reply.getByTestId('message-quote').click();
    const original = message(B, 'Yes! Meet at the park gate.');
    await eventually(() => original.getAttribute('data-highlighted')).toBe('true');
    await eventually(() => B.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('composer-input');
    await eventually(() => original.getAttribute('data-highlighted'), { timeout: 4000 }).toBeNull();

    // Replying to one's own message says so, and the reply can be cancelled.
    await openMenu(B, 'Yes! Meet at the park gate.');
    await B.getByTestId('menu-reply').click();
    await eventually(() => B.getByTestId('reply-preview').textContent()).toContain('Replying to You');
    await B.getByTestId('cancel-reply').click();
    await B.getByTestId('reply-preview').waitFor({ state: 'detached' });
  });

  it('reacts with a quick emoji and un-reacts; both members see it', async () => {
    const onB = message(B, 'Morning run at 7?');
    await onB.hover();
    await onB.getByTestId('message-react').click();
    expect(await B.getByTestId('quick-reaction').count()).toBe(6);
    await B.locator('[data-testid=quick-reaction][data-emoji="👍"]').click();
    const chipOnB = onB.locator('[data-testid=reaction-chip][data-emoji="👍"]');
    const chipOnA = message(A, 'Morning run at 7?').locator('[data-testid=reaction-chip][data-emoji="👍"]');
    await eventually(() => textOf(chipOnB.getByTestId('reaction-count'))).toBe('1');
    expect(await chipOnB.getAttribute('data-mine')).toBe('true');
    await eventually(() => textOf(chipOnA.getByTestId('reaction-count'))).toBe('1');
    expect(await chipOnA.getAttribute('data-mine')).toBe('false');

    // Choosing the same emoji again removes it, everywhere.
    await onB.hover();
    await onB.getByTestId('message-react').click();
    await B.locator('[data-testid=quick-reaction][data-emoji="👍"]').click();
    await chipOnB.waitFor({ state: 'detached' });
    await chipOnA.waitFor({ state: 'detached' });
  });

  it('reacts from the full emoji picker, loaded on demand', async () => {
    const onA = message(A, 'Yes! Meet at the park gate.');
    await onA.hover();
    await onA.getByTestId('message-react').click();
    await A.getByTestId('more-emojis').click();
    await A.locator('[data-testid=emoji-picker] [data-epr-unified="1f600"]').first().click();
    const chip = (page: Page) => message(page, 'Yes! Meet at the park gate.').locator('[data-testid=reaction-chip][data-emoji="😀"]');
    await chip(A).waitFor();
    await chip(B).waitFor();
    // A click on one's own reaction chip toggles it off.
    await chip(A).click();
    await chip(A).waitFor({ state: 'detached' });
    await chip(B).waitFor({ state: 'detached' });
  });

  it('uploads an image from the Upload Media dialog and opens it in the viewer', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const png2 = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();

    await A.getByTestId('composer-plus').click();
    // Contact and Polls are there, visibly disabled, with their reason.
    expect(await A.getByTestId('plus-contact').getAttribute('data-disabled')).not.toBeNull();
    expect(await A.getByTestId('plus-contact').textContent()).toContain('not available yet');
    expect(await A.getByTestId('plus-polls').getAttribute('data-disabled')).not.toBeNull();
    expect(await A.getByTestId('plus-polls').textContent()).toContain('Polls in messages are not available yet');
    await A.getByTestId('plus-media').click();
    const dialog = A.getByTestId('upload-media-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Upload Media');
    expect(await dialog.textContent()).toContain('Click to select images or videos');
    const input = A.getByTestId('upload-input');
    expect(await input.getAttribute('accept')).toBe('image/*,video/*');
    expect(await input.getAttribute('multiple')).not.toBeNull();
    expect(await A.getByRole('button', { name: 'Send 0 file(s)' }).isDisabled()).toBe(true);

    // Over the server's limit: not picked, and the dialog says why.
    await input.setInputFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) }]);
    await eventually(() => textOf(A.getByTestId('upload-error'))).toBe('File too large: huge.png. Images can be up to 5 MB and videos up to 100 MB.');
    expect(await A.getByTestId('upload-preview').count()).toBe(0);

    await input.setInputFiles([
      { name: 'track.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not media') },
      { name: 'other.png', mimeType: 'image/png', buffer: png2 },
    ]);
    // The text file is left out; a picked image can be removed again.
    await eventually(() => A.getByTestId('upload-preview').count()).toBe(2);
    await A.getByRole('button', { name: 'Remove other.png' }).click();
    await eventually(() => A.getByTestId('upload-preview').count()).toBe(1);
    expect(await A.getByTestId('upload-error').count()).toBe(0);
    // A failed upload says why in the dialog and keeps the files for another try.
    const uploads: string[] = [];
    await A.route('**/api/messages/media', (route) => {
      uploads.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
      return uploads.length === 1
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Media storage is unavailable', code: 'UNAVAILABLE' }) })
        : route.continue();
    });
    await A.getByRole('button', { name: 'Send 1 file(s)' }).click();
    await eventually(() => textOf(A.getByTestId('upload-error'))).toBe('Upload failed: Media storage is unavailable');
    expect(await A.getByTestId('upload-preview').count()).toBe(1);
    await A.getByRole('button', { name: 'Send 1 file(s)' }).click();
    await dialog.waitFor({ state: 'detached' });
    await A.unroute('**/api/messages/media');
    // Both attempts carry the same client id (so a retry cannot send twice), and the fields
    // come before the file so the server can refuse early.
    const fields = uploads.map((body) => {
      const at = (name: string) => body.indexOf(`name="${name}"`);
      return {
        clientId: /name="clientId"\r\n\r\n([^\r]+)/.exec(body)?.[1],
        fieldsFirst: at('conversationId') >= 0 && at('clientId') >= 0 && at('files') > Math.max(at('conversationId'), at('clientId')),
      };
    });
    expect(fields).toHaveLength(2);
    expect(fields[0].clientId).toBeTruthy();
    expect(fields[1]).toEqual(fields[0]);
    expect(fields[0].fieldsFirst).toBe(true);

    const media = A.getByTestId('message-media').last();
    await media.waitFor();
    await B.getByTestId('message-media').last().waitFor();
    await eventually(() => A.getByTestId('conversation-preview').first().textContent()).toBe('You sent a photo');
    await eventually(() => B.getByTestId('conversation-preview').first().textContent()).toBe(`${alice.input.name} sent a photo`);

    await media.click();
    const viewer = A.getByTestId('media-viewer');
    await viewer.waitFor();
    await eventually(() => A.getByTestId('media-viewer-content').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);
    await A.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // A click outside the picture closes it too.
    await media.click();
    await viewer.waitFor();
    await A.mouse.click(10, 10);
    await viewer.waitFor({ state: 'detached' });
  });

  it('copies a message to the clipboard', async () => {
    await openMenu(A, 'Morning run at 7?');
    await A.getByTestId('menu-copy').click();
    await eventually(() => textOf(A.getByTestId('toast-message'))).toContain('Message copied');
    expect(await A.evaluate(() => navigator.clipboard.readText())).toBe('Morning run at 7?');
  });

  it('pins a message for both members, and unpins it', async () => {
    await openMenu(A, 'Yes! Meet at the park gate.');
    await A.getByTestId('menu-pin').click();
    for (const page of [A, B]) {
      await eventually(() => textOf(page.getByTestId('pinned-text'))).toBe('Yes! Meet at the park gate.');
    }
    await openMenu(B, 'Yes! Meet at the park gate.');
    await eventually(() => B.getByTestId('menu-pin').textContent()).toContain('Unpin');
    await B.keyboard.press('Escape');

    // The info panel lists the participants and the pin.
    await A.getByTestId('chat-info').click();
    const info = A.getByTestId('conversation-info');
    await info.waitFor();
    expect(await info.getByTestId('info-participant').count()).toBe(2);
    expect(await info.getByTestId('info-pinned').textContent()).toContain('Yes! Meet at the park gate.');
    await A.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    await B.getByTestId('pinned-unpin').click();
    await A.getByTestId('pinned-strip').waitFor({ state: 'detached' });
    await B.getByTestId('pinned-strip').waitFor({ state: 'detached' });
  });

  it('inserts an emoji from the composer emoji button at the cursor', async () => {
    const input = A.getByTestId('composer-input');
    await input.fill('Great run ');
    await A.getByTestId('composer-emoji').click();
    await A.locator('[data-testid=composer-emoji-picker] [data-epr-unified="1f600"]').first().click();
    await eventually(() => input.inputValue()).toBe('Great run 😀');
    await A.getByTestId('composer-emoji-picker').waitFor({ state: 'detached' });
    await input.fill('');
  });

  it('offers video and audio calls in the header and explains the encryption banner', async () => {
    // The calls themselves are e2e/calls.test.ts (it needs the media server).
    for (const [id, label] of [
      ['video-call', 'Video Call'],
      ['audio-call', 'Audio Call'],
    ]) {
      const button = A.getByTestId(id);
      expect(await button.getAttribute('aria-label')).toBe(label);
      expect(await button.isEnabled()).toBe(true);
    }

    // A conversation from before end-to-end encryption never shows the spec's banner: it says what it is.
    expect(await A.getByText('Your messages are end-to-end encrypted').count()).toBe(0);
    const banner = A.getByTestId('encryption-banner');
    expect(await banner.getAttribute('data-encrypted')).toBe('false');
    expect(await banner.textContent()).toBe('Messages in this conversation are not end-to-end encrypted');
    await banner.click();
    const dialog = A.getByTestId('encryption-dialog');
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('Not end-to-end encrypted');
    expect(text).not.toContain('End-to-End Encryption');
    await A.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('filters conversations by participant name; new conversations arrive live', async () => {
    // An address naming a conversation that cannot be opened says so and keeps the list.
    await A.goto(`${stack.url}/messages/c${'0'.repeat(24)}`);
    await A.getByTestId('conversation-unavailable').waitFor();
    await eventually(() => A.getByTestId('conversation-row').count()).toBe(1);
    const created = await api<{ createConversation: { id: string } }>('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: alice.user.id }, carla);
    expect(created.errors).toBeUndefined();
    await eventually(() => A.getByTestId('conversation-row').count()).toBe(2);
    const search = A.getByPlaceholder('Search conversations...');
    await search.fill('CARLA');
    await eventually(() => A.getByTestId('conversation-name').allTextContents()).toEqual([carla.input.name]);
    await search.fill('lifter');
    await eventually(() => A.getByTestId('conversation-name').allTextContents()).toEqual([bob.input.name]);
    await search.fill('');
    await eventually(() => A.getByTestId('conversation-row').count()).toBe(2);
  });

  it('loads older messages when scrolling up and keeps the view in place', async () => {
    const conversation = (await api('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: alice.user.id }, carla)).data.createConversation
      .id as string;
    for (let i = 1; i <= 70; i++) await send(carla, conversation, `Set ${i}`);
    await A.goto(`${stack.url}/messages/${conversation}`);
    await message(A, 'Set 70').waitFor();
    await eventually(() => A.getByTestId('message').count()).toBe(30);
    const list = A.getByTestId('message-list');
    expect(await list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(5);

    await list.evaluate((el) => (el.scrollTop = 0));
    await eventually(() => A.getByTestId('message').count()).toBe(60);
    // The message that was at the top is still on screen: the view did not jump.
    const box = await message(A, 'Set 41').boundingBox();
    const frame = await list.boundingBox();
    expect(box!.y).toBeGreaterThan(frame!.y - box!.height);
    expect(box!.y).toBeLessThan(frame!.y + frame!.height);

    await list.evaluate((el) => (el.scrollTop = 0));
    await eventually(() => A.getByTestId('message').count()).toBe(70);
    await A.getByText('This is the beginning of your conversation').waitFor();
    expect(await bodies(A)).toEqual(Array.from({ length: 70 }, (_, i) => `Set ${i + 1}`));
  });

  it('after a dropped connection: shows the reconnecting banner, then catches up on every missed message once, in order', async () => {
    // During the outage Bob also sends himself (over HTTP) and opens another conversation: both
    // put messages newer than the missed ones in his cache, which must not hide them.
    const withCarla = (await api('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, carla)).data.createConversation.id as string;
    await send(carla, withCarla, 'Carla before the outage');
    let down = false;
    const live: WebSocketRoute[] = [];
    // Sockets opened during the outage hang unanswered (as behind a dead network) rather than
    // being refused, so the client keeps waiting instead of giving up after its retries.
    const held: WebSocketRoute[] = [];
    const page = await memberPage(bob, (context) =>
      context.routeWebSocket(/\/graphql$/, (ws) => {
        if (down) {
          held.push(ws);
          return;
        }
        ws.connectToServer();
        live.push(ws);
      }),
    );
    const catchUps: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('query MissedMessages')) catchUps.push(body);
    });
    await page.goto(`${stack.url}/messages/${conversationId}`);
    await message(page, 'Perfect, I will bring water.').waitFor();
    await eventually(() => live.length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);

    const catchUpsBefore = catchUps.length;
    down = true;
    // 1013 (Try Again Later) is what the gateway closes with when events may have been missed.
    for (const ws of live.splice(0)) await ws.close({ code: 1013, reason: 'test outage' });
    await eventually(() => textOf(page.getByTestId('connection-banner'))).toBe('Connection lost. Reconnecting...');
    const first = Array.from({ length: 20 }, (_, i) => `Missed ${i + 1}`);
    const second = Array.from({ length: 20 }, (_, i) => `Missed ${i + 21}`);
    for (const body of first) await send(alice, conversationId, body);
    const sent = page.waitForResponse((r) => (r.request().postData() ?? '').includes('mutation SendMessage'));
    await page.getByTestId('composer-input').fill('Sent while offline');
    await page.keyboard.press('Enter');
    expect((await sent).ok()).toBe(true);
    await send(carla, withCarla, 'Carla during the outage');
    await page.getByTestId('conversation-row').filter({ hasText: carla.input.name }).click();
    await message(page, 'Carla during the outage').waitFor();
    for (const body of second) await send(alice, conversationId, body);
    // Back in Alice's conversation, from the cache: only the catch-up can bring the 40 missed
    // messages, and no newest page alone (30) holds them all.
    await page.getByTestId('conversation-row').filter({ hasText: alice.input.name }).click();
    await message(page, 'Sent while offline').waitFor();
    down = false;
    for (const ws of held.splice(0)) await ws.close({ code: 4499, reason: 'network back' });

    await page.getByTestId('connection-banner').waitFor({ state: 'detached', timeout: 15_000 });
    const expected = [...first, 'Sent while offline', ...second];
    const tail = async () => {
      const all = await bodies(page);
      return all.slice(all.indexOf('Missed 1'));
    };
    await eventually(tail, { timeout: 10_000 }).toEqual(expected);
    // It came through the catch-up query, from the last message the socket delivered.
    expect(catchUps.length).toBeGreaterThan(catchUpsBefore);
    expect(JSON.parse(catchUps[catchUpsBefore]).variables.after).toBeTruthy();

    // Live again: a new message arrives through the restored socket, once.
    await send(alice, conversationId, 'Back online?');
    await message(page, 'Back online?').waitFor();
    expect((await bodies(page)).filter((b) => b === 'Back online?')).toHaveLength(1);
    // The other conversation's list was dropped, so it opens complete.
    await page.getByTestId('conversation-row').filter({ hasText: carla.input.name }).click();
    await eventually(() => bodies(page)).toEqual(['Carla before the outage', 'Carla during the outage']);
  }, 120_000);

  it("says 'Socket not connected. Please log in again.' once the socket gives up", async () => {
    const page = await memberPage(bob, (context) => context.routeWebSocket(/\/graphql$/, (ws) => ws.close({ code: 4499, reason: 'refused' })));
    await page.goto(`${stack.url}/messages`);
    await page.getByTestId('conversation-list').waitFor();
    await eventually(() => textOf(page.getByTestId('connection-banner')), { timeout: 20_000 }).toBe('Socket not connected. Please log in again.');
  });

  it('on a phone-sized screen shows the list or the chat, with a back button', async () => {
    const page = await memberPage(alice, undefined, { width: 390, height: 800 });
    await page.goto(`${stack.url}/messages`);
    const list = page.getByTestId('conversation-list');
    await list.waitFor();
    expect(await page.getByText('Select a conversation to start messaging').isVisible()).toBe(false);
    await page.getByTestId('conversation-row').filter({ hasText: bob.input.name }).click();
    await page.waitForURL(`${stack.url}/messages/${conversationId}`);
    await page.getByTestId('chat-pane').waitFor();
    expect(await list.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await page.waitForURL(`${stack.url}/messages`);
    await list.waitFor();
    expect(await page.getByTestId('chat-pane').count()).toBe(0);
  });

  it("shows the spec's toasts when requests fail", async () => {
    const failing = new Set<string>(['Conversations']);
    const page = await memberPage(alice, (context) =>
      context.route('**/graphql', (route) => {
        const operation = /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1];
        return operation && failing.has(operation) ? route.abort('failed') : route.continue();
      }),
    );
    const toast = () => textOf(page.getByTestId('toast-message'));
    const failOnly = (operation: string) => {
      failing.clear();
      failing.add(operation);
    };
    await page.goto(`${stack.url}/messages`);
    await eventually(toast).toBe('Failed to load conversations');

    failOnly('ConversationMessages');
    await page.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(toast).toBe('Failed to load messages');

    failOnly('SendMessage');
    await page.reload();
    await message(page, 'Back online?').waitFor();
    await page.getByTestId('composer-input').fill('This one will not go');
    await page.keyboard.press('Enter');
    await eventually(toast).toBe('Failed to send message');
    // The words are given back so nothing typed is lost.
    expect(await page.getByTestId('composer-input').inputValue()).toBe('This one will not go');

    failOnly('SearchUsers');
    await page.getByTestId('new-message-button').click();
    await page.getByPlaceholder('Search users...').fill('bob');
    await eventually(toast).toBe('Failed to search users');

    failOnly('CreateConversation');
    await page.getByPlaceholder('Search users...').fill(bob.input.username);
    await page.getByTestId('new-message-result').first().click();
    await eventually(toast).toBe('Failed to create conversation');
    expect(await page.getByTestId('new-message-modal').isVisible()).toBe(true);
  });

  it("shows the spec's encryption banner and dialog on a conversation whose MLS group exists", async () => {
    // Alice's and Dan's devices (Node, speaking the protocol through the API) started the group.
    const dan = await registerMember(stack, { name: 'Dan Swimmer', username: `dan_${Date.now() % 100000}` });
    const { conversationId: encrypted } = await encryptedConversation(stack.graphqlUrl, alice, dan);
    await A.goto(`${stack.url}/messages/${encrypted}`);
    const banner = A.getByTestId('chat-pane').getByTestId('encryption-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-encrypted')).toBe('true');
    expect((await banner.textContent())?.trim()).toBe('Your messages are end-to-end encrypted');
    await A.getByText('Your messages are end-to-end encrypted').click();
    const dialog = A.getByTestId('encryption-dialog');
    await dialog.waitFor();
    const text = await dialog.textContent();
    for (const part of ['End-to-End Encryption', 'Secure Communication', 'Unique Keys', 'Real-Time Protection']) expect(text).toContain(part);
    await A.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('raised no page errors or CSP violations', () => {
    expect(pageErrors).toEqual([]);
  });
});
