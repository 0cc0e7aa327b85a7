// Issue 24 item 8 (rough edges) and item 6's picture upload, in Chromium against the real
// stack, at a desktop size and at a 390x844 phone: a photo in a chat fits its bubble and the
// screen; Send via Direct Message opens a picker over the feed, and a member with no conversation
// finds someone and sends the post; sign-up shows every field's message at once and focuses the
// first failing field (the server's answers too); a logged-out post page offers Log in and Sign
// up where an action needs them and returns to the post afterwards; a profile photo and banner
// are chosen, cropped in the browser and uploaded, and what is stored carries no EXIF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { download, jpegWithGps, uploadFiles } from '@pulse/dev-env/media';
import { launchChromium, pageOverflow, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
const tag = Date.now() % 100000;
let serial = 0;

/** A fresh member per test (a rerun against the same database registers anew). */
const member = (name: string) => registerMember(stack, { name, username: `${name.split(' ')[0].toLowerCase()}_${tag}_${++serial}` });

const api = async <T = any>(query: string, variables: Record<string, unknown>, who: Member | null): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, who?.token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
};

const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });

/** A page of `who` (signed in) or of a visitor (null), with this browser unable to keep keys, so chats stay in clear. */
async function pageOf(who: Member | null, viewport: { label: string; width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  contexts.push(context);
  if (who) await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), who.token);
  await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: `${who?.input.name ?? 'visitor'} (${viewport.label})` });
  return page;
}

const post = async (who: Member, content: string) =>
  (await api<{ createPost: { id: string } }>('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { content } }, who)).createPost.id;

const toastText = (page: Page) => page.getByTestId('toast-message').allTextContents();
const focusedTestId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '1000' } });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe.each(VIEWPORTS)('rough edges at $label size', (viewport) => {
  it('a photo in a chat fits its bubble and the screen', async () => {
    const [alice, bob] = [await member('Alice Photo'), await member('Bob Photo')];
    const { createConversation } = await api<{ createConversation: { id: string } }>(
      'mutation($u: ID!) { createConversation(targetUserId: $u) { id } }',
      { u: bob.user.id },
      alice,
    );
    // A wide photo, larger than any bubble.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadFiles(`${stack.url}/api/messages/media`, [{ name: 'wide.jpg', bytes: photo, type: 'image/jpeg' }], {
      token: alice.token,
      fields: { conversationId: createConversation.id },
    });
    expect(uploaded.status).toBe(200);
    await api(
      'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }',
      { i: { conversationId: createConversation.id, body: 'and a caption under it' } },
      alice,
    );

    for (const [who, own] of [
      [alice, true],
      [bob, false],
    ] as const) {
      const page = await pageOf(who, viewport);
      await page.goto(`${stack.url}/messages/${createConversation.id}`);
      const media = page.getByTestId('message-media').first();
      await media.waitFor();
      await eventually(() => media.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(1600);
      const bubble = page.getByTestId('message').filter({ has: media }).getByTestId('message-bubble');
      const [mediaBox, bubbleBox] = [await media.locator('img').boundingBox(), await bubble.boundingBox()];
      expect(mediaBox && bubbleBox).toBeTruthy();
      // The bubble hugs the photo (a frame of a few pixels), at most 260 px wide.
      expect(bubbleBox!.width - mediaBox!.width).toBeLessThan(12);
      expect(mediaBox!.width).toBeLessThanOrEqual(260);
      // Inside its bubble (to the pixel), and the bubble inside the screen.
      expect(mediaBox!.x).toBeGreaterThanOrEqual(bubbleBox!.x - 0.5);
      expect(mediaBox!.x + mediaBox!.width).toBeLessThanOrEqual(bubbleBox!.x + bubbleBox!.width + 0.5);
      expect(bubbleBox!.x).toBeGreaterThanOrEqual(0);
      expect(bubbleBox!.x + bubbleBox!.width).toBeLessThanOrEqual(viewport.width);
      // The photo keeps its proportions (16:9) as it shrinks.
      expect(Math.abs(mediaBox!.width / mediaBox!.height - 16 / 9)).toBeLessThan(0.1);
      expect(await page.getByTestId('message').filter({ has: media }).getAttribute('data-own')).toBe(String(own));
      expect((await pageOverflow(page)).by).toBe(0);
    }
  });

  it('Send via Direct Message opens a picker over the feed; a member with no conversation searches someone and sends the post', async () => {
    const [author, sharer, friend] = [await member('Ann Author'), await member('Sam Sharer'), await member('Fay Friend')];
    const postId = await post(author, `Hill repeats, ${viewport.label} edition`);
    await api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: author.user.id }, sharer);

    const page = await pageOf(sharer, viewport);
    await page.goto(`${stack.url}/`);
    const card = page.locator(`[data-testid=post-card][data-post-id="${postId}"]`).first();
    await card.waitFor();
    await card.getByTestId('share-button').click();
    await page.getByTestId('menu-send-dm').click();

    const picker = page.getByTestId('share-post-picker');
    await picker.waitFor();
    // Over the feed: the address has not changed and the feed is still behind it.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await picker.getByTestId('shared-post-content').textContent()).toBe(`Hill repeats, ${viewport.label} edition`);
    await picker.getByTestId('share-no-conversations').waitFor();
    await eventually(() => focusedTestId(page)).toBe('share-search');

    await picker.getByTestId('share-search').fill(friend.input.username);
    const found = picker.locator(`[data-testid=share-member][data-username="${friend.input.username}"]`);
    await found.waitFor();
    expect(await found.textContent()).toContain(friend.input.name);
    await found.getByTestId('share-member-send').click();
    await picker.waitFor({ state: 'detached' });
    await eventually(() => toastText(page)).toContain('Post sent');
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await pageOverflow(page)).by).toBe(0);

    // The friend has the conversation, with the post in it as a card.
    const { conversations } = await api<{ conversations: { id: string; users: { id: string }[]; latestMessage: { sharedPost: { id: string } | null } | null }[] }>(
      '{ conversations { id users { id } latestMessage { sharedPost { id } } } }',
      {},
      friend,
    );
    const withSharer = conversations.find((c) => c.users.some((u) => u.id === sharer.user.id));
    expect(withSharer?.latestMessage?.sharedPost?.id).toBe(postId);

    // Sharing again offers that conversation among the recent ones.
    await card.getByTestId('share-button').click();
    await page.getByTestId('menu-send-dm').click();
    const again = page.getByTestId('share-post-picker');
    await again.locator(`[data-testid=share-conversation][data-conversation-id="${withSharer!.id}"]`).waitFor();
    expect(await again.getByTestId('share-no-conversations').count()).toBe(0);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
  });

  it('sign-up shows every field’s message at once and focuses the first failing field, the server’s answers too', async () => {
    const taken = await member('Tina Taken');
    const page = await pageOf(null, viewport);
    await page.goto(`${stack.url}/register`);
    await page.getByTestId('register-submit').click();
    const errors = async () =>
      Object.fromEntries(
        await Promise.all(
          ['email', 'password', 'name', 'username'].map(async (field) => [
            field,
            await page
              .getByTestId(`register-${field}-error`)
              .textContent({ timeout: 200 })
              .catch(() => null),
          ]),
        ),
      );
    await eventually(errors).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
      username: 'Username is required',
    });
    expect(await focusedTestId(page)).toBe('register-email');

    // Email fixed: the focus goes to the first field still wrong.
    await page.getByTestId('register-email').fill(`new_${tag}_${viewport.label}@example.com`);
    await page.getByTestId('register-username').fill('no spaces allowed');
    await page.getByTestId('register-submit').click();
    await eventually(() => focusedTestId(page)).toBe('register-password');
    expect(await errors()).toEqual({
      email: null,
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
      username: 'Username must be 3-30 characters: letters, numbers and underscores only',
    });

    // What only the server knows (both taken) comes back in one answer, both shown, the first focused.
    await page.getByTestId('register-email').fill(taken.input.email);
    await page.getByTestId('register-password').fill('a-long-and-unusual-passphrase-71');
    await page.getByTestId('register-name').fill('Someone New');
    await page.getByTestId('register-username').fill(taken.input.username);
    await page.getByTestId('register-submit').click();
    await eventually(errors).toEqual({
      email: 'An account with this email already exists',
      password: null,
      name: null,
      username: 'This username is already taken',
    });
    await eventually(() => focusedTestId(page)).toBe('register-email');
    expect(await page.getByTestId('register-email').getAttribute('aria-invalid')).toBe('true');
    expect((await pageOverflow(page)).by).toBe(0);
  });

  it('a logged-out post page offers Log in and Sign up where an action needs them, and returns to the post', async () => {
    const [author, reader] = [await member('Paula Poster'), await member('Rita Reader')];
    const postId = await post(author, 'Tempo run in the rain');
    const postPath = `/${author.input.username}/status/${postId}`;

    const page = await pageOf(null, viewport);
    await page.goto(`${stack.url}${postPath}`);
    const focused = page.getByTestId('focused-post');
    await focused.waitFor();
    const prompt = page.getByTestId('signed-out-prompt');
    await prompt.waitFor();
    expect(await prompt.getByTestId('signed-out-login').textContent()).toBe('Log in');
    expect(await prompt.getByTestId('signed-out-signup').textContent()).toBe('Sign up');

    // Liking says why not, with the way in at hand.
    await focused.getByTestId('like-button').click();
    await eventually(() => toastText(page)).toContain('Please log in to like posts');
    const toast = page.getByTestId('toast');
    expect(await toast.getByTestId('toast-login').textContent()).toBe('Log in');
    expect(await toast.getByTestId('toast-signup').textContent()).toBe('Sign up');
    await toast.getByTestId('toast-login').click();
    await page.waitForURL(`${stack.url}/login`);
    await page.getByTestId('login-email').fill(reader.input.email);
    await page.getByTestId('login-password').fill(reader.password);
    await page.getByTestId('login-submit').click();
    // Back on the post, signed in: the like works now.
    await page.waitForURL(`${stack.url}${postPath}`);
    await page.getByTestId('focused-post').getByTestId('like-button').click();
    await eventually(() => page.getByTestId('focused-post').getByTestId('like-button').getAttribute('data-liked')).toBe('true');
    expect(await page.getByTestId('signed-out-prompt').count()).toBe(0);

    // Sign up from the page's own prompt returns there too.
    const visitor = await pageOf(null, viewport);
    await visitor.goto(`${stack.url}${postPath}`);
    await visitor.getByTestId('signed-out-signup').click();
    await visitor.waitForURL(`${stack.url}/register`);
    await visitor.getByTestId('register-email').fill(`joiner_${tag}_${viewport.label}@example.com`);
    await visitor.getByTestId('register-password').fill('a-long-and-unusual-passphrase-72');
    await visitor.getByTestId('register-name').fill('Jo Joiner');
    await visitor.getByTestId('register-username').fill(`joiner_${tag}_${viewport.label}`);
    await visitor.getByTestId('register-submit').click();
    await visitor.waitForURL(`${stack.url}${postPath}`);
    await visitor.getByTestId('focused-post').waitFor();
    expect((await pageOverflow(visitor)).by).toBe(0);
  });

  it('a profile photo and a banner are chosen, cropped in the browser and uploaded; what is stored has no EXIF', async () => {
    const alice = await member('Alice Avatar');
    const page = await pageOf(alice, viewport);
    await page.goto(`${stack.url}/${alice.input.username}`);
    await page.getByTestId('edit-profile-button').click();
    const dialog = page.getByTestId('edit-profile-dialog');
    await dialog.waitFor();

    // A phone photo with its camera and GPS details.
    const photo = await sharp(await jpegWithGps())
      .resize(800, 600)
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploads: Buffer[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/me/image')) uploads.push(request.postDataBuffer() ?? Buffer.alloc(0));
    });
    await dialog.getByTestId('edit-profile-image-input').setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    const crop = page.getByTestId('edit-profile-image-crop');
    await crop.waitFor();
    const canvas = crop.getByTestId('image-crop-canvas');
    await eventually(() => canvas.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(0);
    // Zoomed in and moved with the keyboard.
    await crop.getByTestId('image-crop-zoom').fill('2');
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await crop.getByTestId('image-crop-apply').click();
    await crop.waitFor({ state: 'detached' });

    const preview = dialog.getByTestId('edit-profile-image-preview');
    await eventually(() => preview.getAttribute('data-src')).toMatch(/^\/media\/u-c[0-9a-z]{24}\.jpg$/);
    const url = (await preview.getAttribute('data-src'))!;
    // What left the browser was already re-encoded: no EXIF in the uploaded bytes.
    expect(uploads).toHaveLength(1);
    expect(uploads[0].includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(uploads[0].includes(Buffer.from('Exif\0\0'))).toBe(false);

    await dialog.getByTestId('edit-profile-save').click();
    await dialog.waitFor({ state: 'detached' });
    // Screened, then the member's picture (or, while the verdict is out, their pending one).
    await eventually(async () => {
      const { me } = await api<{ me: { image: string | null; pendingImage: string | null } }>('{ me { image pendingImage } }', {}, alice);
      return me.image ?? me.pendingImage;
    }).toBe(url);
    const stored = await download(`${stack.url}${url}`);
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 512, 512, undefined]);
    expect((await pageOverflow(page)).by).toBe(0);

    // The banner: the same path, a 3:1 crop, shown on the profile.
    await page.getByTestId('edit-profile-button').click();
    await dialog.waitFor();
    await dialog.getByTestId('edit-profile-banner-input').setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    const bannerCrop = page.getByTestId('edit-profile-banner-crop');
    await bannerCrop.getByTestId('image-crop-apply').click();
    await bannerCrop.waitFor({ state: 'detached' });
    const bannerPreview = dialog.getByTestId('edit-profile-banner-preview');
    await eventually(() => bannerPreview.getAttribute('data-src')).toMatch(/^\/media\/u-c[0-9a-z]{24}\.jpg$/);
    const bannerUrl = (await bannerPreview.getAttribute('data-src'))!;
    await dialog.getByTestId('edit-profile-save').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('profile-banner').getAttribute('data-src')).toBe(bannerUrl);
    const banner = await sharp((await download(`${stack.url}${bannerUrl}`)).bytes).metadata();
    expect([banner.format, banner.width, banner.height, banner.exif]).toEqual(['jpeg', 1500, 500, undefined]);
    expect((await pageOverflow(page)).by).toBe(0);
  });
});

it('logs nothing wrong in any browser console', () => {
  expect(pageErrors).toEqual([]);
});
