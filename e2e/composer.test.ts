// The composer as a member uses it, in Chromium against the real stack: validations with the
// spec's messages, the button label per mode, an image post whose picture the browser shrank to
// JPEG (checked in the upload itself and in the stored file), 'File too large', the +N tiles,
// a poll another member votes on, a post scheduled to the second that is published when due,
// the Drafts & Scheduled Posts dialog (edit, reschedule, unschedule, delete, and their failure
// toasts; a draft's content warning and reply/quote controls kept, reloaded and published), Tag a Location (text search and the browser's position), and @mentions.
//
// The scheduled post: the Schedule Post dialog's time input takes seconds, so the test schedules
// about 8 seconds ahead exactly as a member could, in a browser whose time zone (Europe/Madrid)
// is not one of the 15 listed, which also shows that zone added as the default entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { zonedDateTime } from '../web/src/lib/dates.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

const DEVICE_ZONE = 'Europe/Madrid';

let stack: Stack;
let browser: Browser;
let alice: Member;
let bob: Member;
let A: Page;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
/** GraphQL operations Alice's browser should fail (fault injection for the failure toasts). */
const failing = new Set<string>();
/** Operation names Alice's browser sent, in order. */
const sentOperations: string[] = [];

async function memberPage(member: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: DEVICE_ZONE });
  contexts.push(context);
  await context.grantPermissions(['geolocation'], { origin: stack.url });
  await context.setGeolocation({ latitude: 48.8534, longitude: 2.3488 });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  await context.route('**/graphql', (route) => {
    const operation = /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1];
    if (operation) sentOperations.push(operation);
    if (operation && failing.has(operation)) {
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      });
    }
    return route.continue();
  });
  const page = await context.newPage();
  // A stuck step fails with what it was waiting for, well inside the test's own timeout.
  page.setDefaultTimeout(40_000);
  // The operations failed on purpose above: their 500, and the composer's note of each failure.
  watchPageErrors(page, pageErrors, {
    label: member.input.name,
    allow: [
      /Failed to load resource: the server responded with a status of 500/,
      /^\[composer\] \w+( \w+)? failed ApolloError: Response not successful: Received status code 500/,
    ],
  });
  return page;
}

const api = <T = any>(query: string, variables: Record<string, unknown>, member: Member) => gql<T>(stack.graphqlUrl, query, variables, member.token);
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 8000, interval: 100, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);

const composer = () => A.getByTestId('composer');
const text = () => A.getByTestId('composer-text');
const submit = () => A.getByTestId('composer-submit');
const composerError = () => textOf(A.getByTestId('composer-error'));

/** Waits for a toast with this message (and description), then dismisses it so the next one can show. */
async function expectToast(message: string, description?: string) {
  const toast = A.getByTestId('toast').filter({ has: A.getByTestId('toast-message').getByText(message, { exact: true }) });
  await toast.waitFor({ timeout: 8000 });
  if (description) expect(await toast.textContent()).toContain(description);
  // A dispatched click: an open dialog makes the page behind it (the toast too) inert to the pointer.
  await toast.getByLabel('Dismiss notification').dispatchEvent('click');
  await toast.waitFor({ state: 'detached' });
}

const POST_FIELDS = `id content type status scheduledFor timezone medias { url type } locationName locationLat locationLng
  mentions { id username } poll { id endTime totalVotes options { id text votes } }`;

async function latestPost(member: Member) {
  const res = await api<{ userPosts: { nodes: any[] } }>(
    `query($u: ID!) { userPosts(userId: $u, first: 1) { nodes { ${POST_FIELDS} } } }`,
    { u: member.user.id },
    member,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.userPosts.nodes[0] ?? null;
}

async function myDrafts(member: Member) {
  const res = await api<{ myDrafts: any[]; myScheduledPosts: any[] }>(`{ myDrafts { ${POST_FIELDS} } myScheduledPosts { ${POST_FIELDS} } }`, {}, member);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

async function png(width: number, height: number): Promise<Buffer> {
  // A gradient, so the encoder has real pixels to work on.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The file parts of a multipart body: their headers and bytes. */
function multipartFiles(request: Request): { headers: string; body: Buffer }[] {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  const data = request.postDataBuffer();
  if (!boundary || !data) return [];
  const parts: { headers: string; body: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = data.indexOf(delimiter);
  while (start !== -1) {
    const next = data.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = data.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString(), body: part.subarray(split + 4) });
    start = next;
  }
  return parts.filter((p) => /filename=/.test(p.headers));
}

/** The wall-clock date and time (with seconds) of an instant in a zone, as the dialog's inputs take them. */
const wallClock = (instant: Date, zone: string) => zonedDateTime(instant, zone, { seconds: true });

async function openSchedule(date: string, time: string) {
  await A.getByTestId('composer-schedule-button').click();
  const dialog = A.getByTestId('schedule-dialog');
  await dialog.waitFor();
  // It opens on the date (not on the close button).
  await expect.poll(() => dialog.getByTestId('schedule-date').evaluate((el) => el === document.activeElement)).toBe(true);
  await dialog.getByTestId('schedule-date').fill(date);
  await dialog.getByTestId('schedule-time').fill(time);
  return dialog;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const tag = Date.now() % 100000;
  alice = await registerMember(stack, { name: 'Alice Runner', username: `alice_${tag}` });
  bob = await registerMember(stack, { name: 'Bob Lifter', username: `bobby_${tag}` });
  A = await memberPage(alice);
  await A.goto(`${stack.url}/`);
  // The browser's first page of the run loads every chunk cold: on a busy machine that passed
  // Playwright's 30 s default once (CI rehearsal). The hook's own bound is 120 s.
  await composer().waitFor({ timeout: 90_000 });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('the composer in the browser', () => {
  it('renders nothing without a member', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.waitForURL(/\/login/);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('composer').count()).toBe(0);
    await context.close();
  });

  it('renders nothing for a stored token whose member never loaded, while the home page around it does', async () => {
    // The start-up check fails for a reason other than a dead token (the network): the session
    // stays "unverified" with no member, so the home page renders but the composer must not.
    const context = await browser.newContext();
    contexts.push(context);
    await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), alice.token);
    await context.route('**/graphql', (route) =>
      /"operationName":"Me"/.test(route.request().postData() ?? '') ? route.abort('internetdisconnected') : route.continue(),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    // The Me request is cut on purpose: its failed load and the session's note of it are expected.
    watchPageErrors(page, errors, { allow: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
    await page.goto(`${stack.url}/`);
    await page.getByTestId('home').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back');
    // The feed has answered (posts, empty or error), so the page is done rendering.
    await page.locator('[data-testid^="home-feed"]').first().waitFor();
    expect(await page.getByTestId('composer-slot').count()).toBe(1);
    expect(await page.getByTestId('composer').count()).toBe(0);
    expect(page.url()).toBe(`${stack.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Please log in to post' when the session ends in another tab while composing, keeping the text", async () => {
    const carol = await registerMember(stack, { name: 'Carol Climber', username: `carol_${Date.now() % 100000}` });
    const context = await browser.newContext();
    contexts.push(context);
    await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), carol.token);
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.getByTestId('composer').waitFor();
    await page.getByTestId('composer-text').fill('Bouldering at noon');
    // Signing out in another tab takes the shared token away; this tab still shows the composer.
    await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    await page.getByTestId('composer-submit').click();
    await eventually(() => textOf(page.getByTestId('composer-error'))).toBe('Please log in to post');
    expect(await page.getByTestId('composer-text').inputValue()).toBe('Bouldering at noon');
    expect(await latestPost(carol)).toBeNull();
    await context.close();
  });

  it('keeps Post disabled on an empty composer (only spaces too); the button reads Post', async () => {
    // Issue 24: nothing to send, nothing to click (the schema's 'Content must not be empty!' stays for the API).
    expect(await submit().textContent()).toBe('Post');
    expect(await submit().isDisabled()).toBe(true);
    await text().fill('   \n  ');
    expect(await submit().isDisabled()).toBe(true);
    await text().fill('');
    expect(await latestPost(alice)).toBeNull();
  });

  it('posts text and clears the composer', async () => {
    await text().fill('First run of the week');
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    // onPosted: the home page puts the new post on top of the feed at once.
    await eventually(() => textOf(A.getByTestId('post-card').first().getByTestId('post-content'))).toBe('First run of the week');
    const post = await latestPost(alice);
    expect(post).toMatchObject({ content: 'First run of the week', type: 'POST', status: 'POSTED', medias: [] });
  });

  it('uploads an image the browser shrank to a JPEG of at most 2048 px, with a progress bar', async () => {
    const original = await png(3000, 2000);
    expect(original.length).toBeLessThan(5 * 1024 * 1024);
    // Hold the upload until the progress bar has been seen; capture what the browser sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let uploadRequest: Request | null = null;
    await A.route('**/api/posts/media', async (route) => {
      uploadRequest = route.request();
      await held;
      await route.continue();
    });
    await text().fill('Sunrise at the summit');
    await A.getByTestId('composer-file-input').setInputFiles({ name: 'summit.png', mimeType: 'image/png', buffer: original });
    await A.getByTestId('composer-upload-progress').waitFor();
    // The tile appears once the browser has shrunk the image; the upload is held meanwhile.
    await A.getByTestId('composer-media-tile').waitFor();
    expect(await A.getByTestId('composer-media-tile').count()).toBe(1);
    expect(await submit().isDisabled()).toBe(true);
    await eventually(() => uploadRequest !== null).toBe(true);
    release();
    await A.getByTestId('composer-upload-progress').waitFor({ state: 'detached' });
    await A.unroute('**/api/posts/media');
    expect(await submit().isDisabled()).toBe(false);

    // What left the browser: one JPEG part, 2048 x 1365, named .jpg, with the bearer token.
    const request = uploadRequest as Request | null;
    expect(request).not.toBeNull();
    expect(request!.headers()['authorization']).toBe(`Bearer ${alice.token}`);
    const files = multipartFiles(request!);
    expect(files).toHaveLength(1);
    expect(files[0].headers).toContain('name="files"');
    expect(files[0].headers).toContain('filename="summit.jpg"');
    expect(files[0].headers).toContain('Content-Type: image/jpeg');
    const sent = await sharp(files[0].body).metadata();
    expect({ format: sent.format, width: sent.width, height: sent.height }).toEqual({ format: 'jpeg', width: 2048, height: 1365 });

    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    expect(await A.getByTestId('composer-media-tile').count()).toBe(0);
    const post = await latestPost(alice);
    expect(post.content).toBe('Sunrise at the summit');
    expect(post.medias).toHaveLength(1);
    expect(post.medias[0].type).toBe('image/jpeg');
    // The stored file, fetched like a browser would.
    const stored = await fetch(new URL(post.medias[0].url, stack.url));
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
    expect(meta.width).toBe(2048);
  });

  it("refuses an image of 5MB or more with 'File too large' and uploads nothing", async () => {
    const before = sentOperations.length;
    let uploads = 0;
    const count = (r: Request) => {
      if (r.url().endsWith('/api/posts/media')) uploads++;
    };
    A.on('request', count);
    await A.getByTestId('composer-file-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
    await eventually(composerError).toBe('File too large');
    expect(await A.getByTestId('composer-media-tile').count()).toBe(0);
    A.off('request', count);
    expect(uploads).toBe(0);
    expect(sentOperations.length).toBe(before);
  });

  it('shows at most 4 tiles with a +N overlay and lets tiles be removed', async () => {
    const small = await png(40, 30);
    await A.getByTestId('composer-file-input').setInputFiles(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: small })));
    await eventually(() => A.getByTestId('composer-media-tile').count()).toBe(4);
    await eventually(() => textOf(A.getByTestId('composer-media-more'))).toBe('+2');
    // A successful pick clears the earlier 'File too large'.
    expect(await A.getByTestId('composer-error').count()).toBe(0);
    await A.getByTestId('composer-media-remove').first().click();
    await eventually(() => textOf(A.getByTestId('composer-media-more'))).toBe('+1');
    await A.getByTestId('composer-media-remove').first().click();
    await eventually(() => A.getByTestId('composer-media-more').count()).toBe(0);
    expect(await A.getByTestId('composer-media-tile').count()).toBe(4);
    await text().fill('Four of the best');
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    const post = await latestPost(alice);
    expect(post.medias).toHaveLength(4);
  });

  it('uploads a real WebM video the browser recorded; the card shows it as a playable video tile', async () => {
    // Chromium records a second of a changing canvas with MediaRecorder: a real VP8 WebM made
    // in the page, no ffmpeg and no network.
    const recorded = await A.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => {
        if (e.data.size) chunks.push(e.data);
      };
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(100);
      for (let i = 0; i < 20; i++) {
        g.fillStyle = `hsl(${i * 18} 80% 50%)`;
        g.fillRect(0, 0, 320, 240);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    });
    const webm = Buffer.from(recorded, 'base64');
    // The EBML magic number: this is a Matroska/WebM file, which is what file-type checks for.
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    await text().fill('Squat form check');
    await A.getByTestId('composer-file-input').setInputFiles({ name: 'squat.webm', mimeType: 'video/webm', buffer: webm });
    const tile = A.getByTestId('composer-media-tile');
    await tile.waitFor();
    expect(await tile.getAttribute('data-kind')).toBe('video');
    await A.getByTestId('composer-upload-progress').waitFor({ state: 'detached' });
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');

    // Stored as a video: the server sniffed the bytes (not the name) and kept them as they were.
    const post = await latestPost(alice);
    expect(post.content).toBe('Squat form check');
    expect(post.medias).toHaveLength(1);
    expect(post.medias[0]).toMatchObject({ type: 'video/webm', url: expect.stringMatching(/\.webm$/) });
    const stored = await fetch(new URL(post.medias[0].url, stack.url));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toContain('video/webm');
    expect(Buffer.from(await stored.arrayBuffer()).equals(webm)).toBe(true);

    // The card on top of the feed: a video tile whose video really decodes (320 px wide).
    const card = A.locator(`[data-testid=post-card][data-target-id="${post.id}"]`).first();
    const videoTile = card.getByTestId('media-tile');
    await videoTile.waitFor();
    expect(await videoTile.getAttribute('data-kind')).toBe('video');
    expect(await videoTile.getAttribute('aria-label')).toBe('Open video');
    await eventually(() => videoTile.locator('video').evaluate((v) => (v as HTMLVideoElement).videoWidth)).toBe(320);
    // The viewer plays it as a video too.
    await videoTile.click();
    await A.waitForURL(`${stack.url}/post/${post.id}/photo`);
    const media = A.getByTestId('photo-page-media');
    expect(await media.evaluate((el) => el.tagName)).toBe('VIDEO');
    await eventually(() => media.evaluate((v) => (v as HTMLVideoElement).videoHeight)).toBe(240);
    await A.goto(`${stack.url}/`);
    await composer().waitFor();
  });

  it('poll mode: Create Poll, tools disabled, the spec messages, 2-4 options', async () => {
    await A.getByTestId('composer-poll-button').click();
    expect(await submit().textContent()).toBe('Create Poll');
    expect(await composer().getAttribute('data-mode')).toBe('poll');
    for (const tool of ['composer-media-button', 'composer-schedule-button', 'composer-location-button', 'composer-drafts-button', 'composer-activity-button']) {
      expect(await A.getByTestId(tool).isDisabled(), tool).toBe(true);
    }
    const options = A.getByTestId('poll-editor-option');
    expect(await options.count()).toBe(2);
    // The first two cannot be removed; the default duration is 1 day.
    expect(await A.getByTestId('poll-editor-option-remove').count()).toBe(0);
    expect(await A.getByTestId('poll-editor-days').inputValue()).toBe('1');
    expect(await A.getByTestId('poll-editor-hours').inputValue()).toBe('0');
    expect(await A.getByTestId('poll-editor-minutes').inputValue()).toBe('0');
    expect(await A.getByTestId('poll-editor-days').locator('option').allTextContents()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(await A.getByTestId('poll-editor-hours').locator('option').count()).toBe(24);
    expect(await A.getByTestId('poll-editor-minutes').locator('option').count()).toBe(60);

    await text().fill('Best time to train?');
    await options.nth(0).fill('Morning');
    await submit().click();
    await eventually(composerError).toBe('Please add at least 2 options');

    await A.getByTestId('poll-editor-add-option').click();
    await A.getByTestId('poll-editor-add-option').click();
    expect(await options.count()).toBe(4);
    expect(await A.getByTestId('poll-editor-add-option').count()).toBe(0);
    await options.nth(1).fill('Evening');
    await options.nth(2).fill('Lunch');
    await options.nth(3).fill('Midnight');
    await A.getByTestId('poll-editor-option-remove').nth(1).click();
    expect(await options.count()).toBe(3);

    await A.getByTestId('poll-editor-days').selectOption('0');
    await submit().click();
    await eventually(composerError).toBe('Poll duration must be greater than 0');

    await A.getByTestId('poll-editor-hours').selectOption('2');
    await A.getByTestId('poll-editor-minutes').selectOption('30');
    const started = Date.now();
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    expect(await submit().textContent()).toBe('Post');
    const post = await latestPost(alice);
    expect(post.type).toBe('POLL');
    expect(post.content).toBe('Best time to train?');
    expect(post.poll.options.map((o: { text: string }) => o.text)).toEqual(['Morning', 'Evening', 'Lunch']);
    const end = new Date(post.poll.endTime).getTime();
    expect(end - started).toBeGreaterThan(2.5 * 3600_000 - 60_000);
    expect(end - started).toBeLessThan(2.5 * 3600_000 + 60_000);

    // Another member, who follows Alice, votes on it from the post card in their home feed.
    expect((await api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: alice.user.id }, bob)).errors).toBeUndefined();
    const B = await memberPage(bob);
    await B.goto(`${stack.url}/`);
    const card = B.getByTestId('post-card').filter({ hasText: 'Best time to train?' });
    await card.getByTestId('poll-option').filter({ hasText: 'Evening' }).click();
    await eventually(() => card.getByTestId('poll').getAttribute('data-voted')).toBe('true');
    const res = await api('query($p: ID!) { poll(id: $p) { totalVotes options { text votes } } }', { p: post.poll.id }, alice);
    expect(res.data.poll).toEqual({
      totalVotes: 1,
      options: [
        { text: 'Morning', votes: 0 },
        { text: 'Evening', votes: 1 },
        { text: 'Lunch', votes: 0 },
      ],
    });
    await B.context().close();
  });

  it("shows 'Failed to create poll' and 'Failed to create post' with 'Please try again later' when the server fails", async () => {
    failing.add('ComposerCreatePost');
    await A.getByTestId('composer-poll-button').click();
    await text().fill('Rest days per week?');
    await A.getByTestId('poll-editor-option').nth(0).fill('One');
    await A.getByTestId('poll-editor-option').nth(1).fill('Two');
    await submit().click();
    await expectToast('Failed to create poll');
    // Nothing typed is lost.
    expect(await text().inputValue()).toBe('Rest days per week?');
    await A.getByTestId('composer-poll-button').click();
    await submit().click();
    await expectToast('Failed to create post', 'Please try again later');
    expect(await text().inputValue()).toBe('Rest days per week?');
    failing.clear();
    await text().fill('');
  });

  it('schedules a post to the second in the device zone; it is published when due', async () => {
    await text().fill('Scheduled stretch reminder');
    await A.getByTestId('composer-schedule-button').click();
    const dialog = A.getByTestId('schedule-dialog');
    await dialog.waitFor();
    // The device's zone is not one of the 15, so it leads the list and is the default.
    const zone = dialog.getByTestId('schedule-timezone');
    expect(await zone.inputValue()).toBe(DEVICE_ZONE);
    const labels = await zone.locator('option').allTextContents();
    expect(labels).toHaveLength(16);
    expect(labels[0]).toBe(DEVICE_ZONE);
    expect(labels[1]).toContain('Honolulu');
    expect(labels[15]).toContain('Auckland');

    // An unparseable date, then one before today.
    await dialog.getByTestId('schedule-time').fill('10:00');
    await dialog.getByTestId('schedule-confirm').click();
    await eventually(() => textOf(dialog.getByTestId('schedule-error'))).toBe('Invalid date');
    await dialog.getByTestId('schedule-date').fill('2020-01-01');
    await dialog.getByTestId('schedule-confirm').click();
    await eventually(() => textOf(dialog.getByTestId('schedule-error'))).toBe('The date must be today or later');

    const due = new Date(Date.now() + 8000);
    const { date, time } = wallClock(due, DEVICE_ZONE);
    await dialog.getByTestId('schedule-date').fill(date);
    await dialog.getByTestId('schedule-time').fill(time);
    await dialog.getByTestId('schedule-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await submit().textContent()).toBe('Schedule');
    expect(await A.getByTestId('composer-schedule-chip').textContent()).toContain(DEVICE_ZONE);
    await submit().click();
    await expectToast('Post scheduled');
    expect(await text().inputValue()).toBe('');
    expect(await submit().textContent()).toBe('Post');

    const { myScheduledPosts } = await myDrafts(alice);
    const scheduled = myScheduledPosts.find((p: { content: string }) => p.content === 'Scheduled stretch reminder');
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', timezone: DEVICE_ZONE });
    expect(new Date(scheduled.scheduledFor).getTime()).toBe(Math.floor(due.getTime() / 1000) * 1000);

    // Published by the server's job when due: it shows in the home feed.
    const feed = async () => {
      const res = await api<{ homeFeed: { nodes: { id: string; status: string }[] } }>('{ homeFeed(first: 5) { nodes { id status } } }', {}, alice);
      return res.data?.homeFeed.nodes.find((p) => p.id === scheduled.id)?.status ?? null;
    };
    await eventually(feed, { timeout: 40_000 }).toBe('POSTED');
    await A.reload();
    await A.getByTestId('post-card').filter({ hasText: 'Scheduled stretch reminder' }).waitFor();
  }, 60_000);

  it('Drafts & Scheduled Posts: save, edit, reschedule, unschedule, delete (with the failure toasts)', async () => {
    await text().fill('Draft about hill repeats');
    await A.getByTestId('composer-save-draft').click();
    await expectToast('Draft saved');
    expect(await text().inputValue()).toBe('');

    await A.getByTestId('composer-drafts-button').click();
    const dialog = A.getByTestId('drafts-dialog');
    await dialog.waitFor();
    const draft = dialog.getByTestId('draft-item').filter({ hasText: 'Draft about hill repeats' });
    await draft.waitFor();
    await draft.getByTestId('draft-edit').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await text().inputValue()).toBe('Draft about hill repeats');
    expect(await A.getByTestId('composer-editing').textContent()).toContain('Editing a draft');

    // Edit and schedule it for tomorrow 07:15:00 Madrid time: the draft itself is updated.
    await text().fill('Hill repeats: 8 x 200 m');
    const tomorrow = wallClock(new Date(Date.now() + 86_400_000), DEVICE_ZONE).date;
    const schedule = await openSchedule(tomorrow, '07:15');
    await schedule.getByTestId('schedule-confirm').click();
    await submit().click();
    await expectToast('Post scheduled');
    let mine = await myDrafts(alice);
    expect(mine.myDrafts.some((p: { content: string }) => p.content.includes('hill repeats'))).toBe(false);
    const moved = mine.myScheduledPosts.find((p: { content: string }) => p.content === 'Hill repeats: 8 x 200 m');
    expect(moved).toBeTruthy();
    expect(wallClock(new Date(moved.scheduledFor), DEVICE_ZONE)).toEqual({ date: tomorrow, time: '07:15:00' });

    // The Scheduled tab; editing loads the content and the schedule time.
    await A.getByTestId('composer-drafts-button').click();
    await dialog.getByTestId('scheduled-tab').click();
    const item = dialog.getByTestId('scheduled-item').filter({ hasText: 'Hill repeats: 8 x 200 m' });
    await item.waitFor();
    await item.getByTestId('scheduled-edit').click();
    expect(await text().inputValue()).toBe('Hill repeats: 8 x 200 m');
    expect(await submit().textContent()).toBe('Schedule');
    expect(await A.getByTestId('composer-schedule-chip').textContent()).toContain('07:15');
    const reopened = await openSchedule(tomorrow, '07:15');
    expect(await reopened.getByTestId('schedule-time').inputValue()).toBe('07:15');
    expect(await reopened.getByTestId('schedule-date').inputValue()).toBe(tomorrow);
    await reopened.getByTestId('schedule-confirm').click();
    await A.getByTestId('composer-editing-cancel').click();
    expect(await text().inputValue()).toBe('');

    // Unschedule: first failing, then for real; it becomes a draft again.
    await A.getByTestId('composer-drafts-button').click();
    await dialog.getByTestId('scheduled-tab').click();
    failing.add('ComposerCancelSchedule');
    await item.getByTestId('scheduled-unschedule').click();
    await expectToast('Failed to unschedule post');
    failing.clear();
    await item.getByTestId('scheduled-unschedule').click();
    await item.waitFor({ state: 'detached' });
    await dialog.getByTestId('drafts-tab').click();
    const again = dialog.getByTestId('draft-item').filter({ hasText: 'Hill repeats: 8 x 200 m' });
    await again.waitFor();
    mine = await myDrafts(alice);
    expect(mine.myDrafts.find((p: { content: string }) => p.content === 'Hill repeats: 8 x 200 m')).toMatchObject({ status: 'DRAFT' });

    // Delete: first failing, then for real.
    failing.add('ComposerDeletePost');
    await again.getByTestId('draft-delete').click();
    await expectToast('Failed to delete draft');
    failing.clear();
    await again.getByTestId('draft-delete').click();
    await again.waitFor({ state: 'detached' });
    mine = await myDrafts(alice);
    expect(mine.myDrafts.some((p: { content: string }) => p.content === 'Hill repeats: 8 x 200 m')).toBe(false);
    await A.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('Save draft keeps a picked time on a new draft, and turns a loaded scheduled post back into a draft', async () => {
    const tomorrow = wallClock(new Date(Date.now() + 86_400_000), DEVICE_ZONE).date;
    await text().fill('Mobility session plan');
    const schedule = await openSchedule(tomorrow, '18:30');
    await schedule.getByTestId('schedule-confirm').click();
    await A.getByTestId('composer-save-draft').click();
    await expectToast('Draft saved');
    const saved = (await myDrafts(alice)).myDrafts.find((p: { content: string }) => p.content === 'Mobility session plan');
    expect(saved).toMatchObject({ status: 'DRAFT', timezone: DEVICE_ZONE });
    expect(wallClock(new Date(saved.scheduledFor), DEVICE_ZONE)).toEqual({ date: tomorrow, time: '18:30:00' });

    const created = await api(
      'mutation($i: CreatePostInput!) { createPost(input: $i) { id status } }',
      {
        i: { content: 'Scheduled from elsewhere', scheduledFor: new Date(Date.now() + 2 * 86_400_000).toISOString(), timezone: 'Asia/Tokyo' },
      },
      alice,
    );
    expect(created.data.createPost.status).toBe('SCHEDULED');
    await A.getByTestId('composer-drafts-button').click();
    const dialog = A.getByTestId('drafts-dialog');
    await dialog.getByTestId('scheduled-tab').click();
    await dialog.getByTestId('scheduled-item').filter({ hasText: 'Scheduled from elsewhere' }).getByTestId('scheduled-edit').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await A.getByTestId('composer-schedule-chip').textContent()).toContain('Asia/Tokyo');
    await text().fill('Scheduled from elsewhere, now a draft');
    await A.getByTestId('composer-save-draft').click();
    await expectToast('Draft saved');
    const mine = await myDrafts(alice);
    expect(mine.myScheduledPosts.some((p: { id: string }) => p.id === created.data.createPost.id)).toBe(false);
    expect(mine.myDrafts.find((p: { id: string }) => p.id === created.data.createPost.id)).toMatchObject({
      status: 'DRAFT',
      content: 'Scheduled from elsewhere, now a draft',
    });
    // Tidy up so later tests see only their own drafts.
    for (const p of mine.myDrafts) await api('mutation($id: ID!) { deletePost(id: $id) }', { id: p.id }, alice);
  });

  it('publishing a loaded draft posts it and removes the draft', async () => {
    await text().fill('Draft to publish');
    await A.getByTestId('composer-save-draft').click();
    await expectToast('Draft saved');
    await A.getByTestId('composer-drafts-button').click();
    const dialog = A.getByTestId('drafts-dialog');
    await dialog.getByTestId('draft-item').filter({ hasText: 'Draft to publish' }).getByTestId('draft-edit').click();
    const draftId = (await myDrafts(alice)).myDrafts.find((p: { content: string }) => p.content === 'Draft to publish').id;
    expect(await submit().textContent()).toBe('Post');
    await text().fill('Draft to publish, edited');
    const before = sentOperations.length;
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    // One request publishes the draft itself (no create-then-delete pair).
    expect(sentOperations.slice(before).filter((o) => /^Composer(Create|Delete|Update|Publish)/.test(o))).toEqual(['ComposerPublishDraft']);
    expect(await latestPost(alice)).toMatchObject({ id: draftId, status: 'POSTED', content: 'Draft to publish, edited' });
    expect((await myDrafts(alice)).myDrafts.some((p: { id: string }) => p.id === draftId)).toBe(false);
  });

  it("a draft keeps its content warning and reply/quote controls: reopened into the composer, saved again, published with the composer's", async () => {
    const DRAFT_EXTRAS = '{ myDrafts { id content contentWarning replyPolicy quotePolicy } }';
    const saved = async (content: string) => (await api(DRAFT_EXTRAS, {}, alice)).data.myDrafts.find((p: { content: string }) => p.content === content);
    const cw = () => A.getByTestId('composer-cw-input');
    const replies = () => A.getByTestId('composer-reply-policy');
    const quotes = () => A.getByTestId('composer-quote-policy');
    const openDraft = async (content: string) => {
      await A.getByTestId('composer-drafts-button').click();
      const dialog = A.getByTestId('drafts-dialog');
      await dialog.getByTestId('draft-item').filter({ hasText: content }).getByTestId('draft-edit').click();
      await dialog.waitFor({ state: 'detached' });
    };

    await text().fill('Race report draft');
    await A.getByTestId('composer-cw-toggle').click();
    await cw().fill('Race spoilers');
    await replies().selectOption('MENTIONED');
    await quotes().selectOption('NOBODY');
    await A.getByTestId('composer-save-draft').click();
    await expectToast('Draft saved');
    expect(await saved('Race report draft')).toMatchObject({ contentWarning: 'Race spoilers', replyPolicy: 'MENTIONED', quotePolicy: 'NOBODY' });
    // The composer starts over: no warning, everyone may reply and quote.
    await cw().waitFor({ state: 'detached' });
    expect([await replies().inputValue(), await quotes().inputValue()]).toEqual(['EVERYONE', 'EVERYONE']);

    // Opened again, the composer shows them as saved.
    await openDraft('Race report draft');
    expect(await cw().inputValue()).toBe('Race spoilers');
    expect(await A.getByTestId('composer-cw-toggle').getAttribute('aria-pressed')).toBe('true');
    expect([await replies().inputValue(), await quotes().inputValue()]).toEqual(['MENTIONED', 'NOBODY']);
    // Switching the warning off and saving removes it; the controls stay.
    await A.getByTestId('composer-cw-toggle').click();
    await A.getByTestId('composer-save-draft').click();
    await expectToast('Draft saved');
    expect(await saved('Race report draft')).toMatchObject({ contentWarning: null, replyPolicy: 'MENTIONED', quotePolicy: 'NOBODY' });

    // Published with what the composer shows, not only what was saved.
    await openDraft('Race report draft');
    await cw().waitFor({ state: 'detached' });
    expect(await replies().inputValue()).toBe('MENTIONED');
    await A.getByTestId('composer-cw-toggle').click();
    await cw().fill('Result spoilers');
    await replies().selectOption('FOLLOWING');
    const draftId = (await saved('Race report draft')).id;
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    const post = (await api('query($id: ID!) { post(id: $id) { status contentWarning replyPolicy quotePolicy } }', { id: draftId }, alice)).data.post;
    expect(post).toEqual({ status: 'POSTED', contentWarning: 'Result spoilers', replyPolicy: 'FOLLOWING', quotePolicy: 'NOBODY' });
    // Bob is neither followed nor mentioned: the subgraph refuses his reply.
    const reply = await api('mutation($id: ID!) { createReply(postId: $id, input: { content: "Hi" }) { id } }', { id: draftId }, bob);
    expect(reply.errors?.[0]?.message).toBe('The author has limited who can reply to this post');
    // The card behind the warning shows it to readers.
    await A.getByTestId('post-card').filter({ hasText: 'Result spoilers' }).first().waitFor();
  });

  it('tags a location by text search (blank text ignored) and by the browser position', async () => {
    await A.getByTestId('composer-location-button').click();
    const dialog = A.getByTestId('location-dialog');
    await dialog.waitFor();
    const before = sentOperations.filter((o) => o === 'SearchPlaces').length;
    await dialog.getByTestId('location-search').fill('    ');
    // Longer than the 300 ms debounce: a blank search would have gone out by now.
    await A.waitForTimeout(700);
    expect(sentOperations.filter((o) => o === 'SearchPlaces').length).toBe(before);
    expect(await dialog.getByTestId('location-result').count()).toBe(0);

    await dialog.getByTestId('location-search').fill('Reykjav');
    const result = dialog.getByTestId('location-result').first();
    await result.waitFor();
    expect(await result.textContent()).toContain('Reykjav');
    await result.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await A.getByTestId('composer-location-chip').textContent()).toContain('Reykjav');

    // Replace it with the nearest place to the browser's position (central Paris).
    await A.getByTestId('composer-location-button').click();
    await dialog.getByTestId('location-use-mine').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => textOf(A.getByTestId('composer-location-chip'))).toContain('Paris');

    await text().fill('Tempo run by the river');
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    expect(await A.getByTestId('composer-location-chip').count()).toBe(0);
    const post = await latestPost(alice);
    expect(post.locationName).toContain('Paris');
    expect(post.locationLat).toBeCloseTo(48.85, 0);
    expect(post.locationLng).toBeCloseTo(2.35, 0);
  });

  it('mentions: @ plus a character searches members; picking one inserts @username', async () => {
    await text().click();
    await text().pressSequentially('Leg day with @', { delay: 10 });
    // A lone @ searches nothing.
    await A.waitForTimeout(500);
    expect(await A.getByTestId('mention-menu').count()).toBe(0);
    await text().pressSequentially('bobby', { delay: 10 });
    const option = A.getByTestId('mention-option').filter({ hasText: `@${bob.input.username}` });
    await option.waitFor();
    // The menu's height is capped at 60 units (15rem).
    const maxHeight = await A.getByTestId('mention-menu').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('240px');
    await option.click();
    expect(await text().inputValue()).toBe(`Leg day with @${bob.input.username} `);
    await A.getByTestId('mention-menu').waitFor({ state: 'detached' });
    await text().pressSequentially('tomorrow with @bob', { delay: 10 });
    // The keyboard works too: Escape closes the menu, typing reopens it, Enter picks.
    await A.getByTestId('mention-option').first().waitFor();
    await A.keyboard.press('Escape');
    await A.getByTestId('mention-menu').waitFor({ state: 'detached' });
    await text().pressSequentially('b', { delay: 10 });
    await A.getByTestId('mention-option')
      .filter({ hasText: `@${bob.input.username}` })
      .waitFor();
    await A.keyboard.press('Enter');
    expect(await text().inputValue()).toBe(`Leg day with @${bob.input.username} tomorrow with @${bob.input.username} `);
    await text().pressSequentially('and Carla', { delay: 10 });
    await submit().click();
    await eventually(() => text().inputValue()).toBe('');
    const post = await latestPost(alice);
    expect(post.content).toBe(`Leg day with @${bob.input.username} tomorrow with @${bob.input.username} and Carla`);
    expect(post.mentions.map((m: { username: string }) => m.username)).toEqual([bob.input.username]);
  });

  it('fits the schedule dialog on a phone (390x844): no sideways scroll, the time zone list inside the screen', async () => {
    await A.setViewportSize({ width: 390, height: 844 });
    try {
      await A.goto(`${stack.url}/`);
      await A.getByTestId('composer-schedule-button').click();
      const dialog = A.getByTestId('schedule-dialog');
      await dialog.waitFor();
      expect(await A.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const zone = (await dialog.getByTestId('schedule-timezone').boundingBox())!;
      expect(zone.x).toBeGreaterThanOrEqual(0);
      expect(zone.x + zone.width).toBeLessThanOrEqual(390);
      await A.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await A.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
