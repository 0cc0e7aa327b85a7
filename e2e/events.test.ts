// Events in Chromium against the real stack (issue 22): Ann creates an event from the Create
// Event dialog with a dropped cover image, approval and a capacity of one with a waitlist; Bob
// asks to join and Ann approves him; Cat asks too and, the event being full, lands on the
// waitlist; Bob leaves and Cat is promoted, which her notifications say. Also the dialog's
// refusals ('Please drop an image file', both dates) and the .ics link. Any console error or
// warning fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let ann: Member;
let bob: Member;
let cat: Member;
let A: Page;
let B: Page;
let C: Page;
const pageErrors: string[] = [];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function pageFor(member: Member, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label });
  return page;
}

/** Tomorrow in Los Angeles (the dialog's default zone), as a date input takes it. */
const tomorrowInLosAngeles = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() + 86_400_000));
const status = (page: Page) => page.getByTestId('event-attendance').getAttribute('data-status');
async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await read()) === want) return;
    if (Date.now() > deadline) expect(await read()).toBe(want);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  browser = await launchChromium();
  const suffix = Date.now() % 100000;
  ann = await registerMember(stack, { name: 'Ann Organiser', username: `ann_ev_${suffix}` });
  bob = await registerMember(stack, { name: 'Bob Guest', username: `bob_ev_${suffix}` });
  cat = await registerMember(stack, { name: 'Cat Waiting', username: `cat_ev_${suffix}` });
  [A, B, C] = [await pageFor(ann, 'Ann'), await pageFor(bob, 'Bob'), await pageFor(cat, 'Cat')];
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('events', () => {
  let eventPath = '';

  it('creates an event with a cover and a capacity from the Create Event dialog', async () => {
    await A.goto(`${stack.url}/`);
    await A.getByTestId('nav-events').click();
    await A.waitForURL(/\/events$/);
    await A.getByTestId('events-empty').waitFor();
    await A.getByTestId('create-event-open').click();
    const dialog = A.getByTestId('create-event-dialog');
    await dialog.waitFor();

    // Only images: a text file is refused with the spec's words.
    await A.getByTestId('event-cover-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await A.getByTestId('event-cover-error').textContent()).toBe('Please drop an image file');
    await A.getByTestId('event-cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await A.getByTestId('event-cover-preview').waitFor();
    expect(await A.getByTestId('event-cover-error').count()).toBe(0);

    await A.getByTestId('event-name').fill('Saturday long run');
    await A.getByTestId('event-location').fill('Golden Gate Park');
    await A.getByTestId('event-description').fill('Twenty easy kilometres, coffee after.');
    // Both dates are required.
    await A.getByTestId('create-event-submit').click();
    expect(await A.getByTestId('event-start-date-error').textContent()).toBe('Please select both start and end dates');
    const day = tomorrowInLosAngeles();
    await A.getByTestId('event-start-date').fill(day);
    await A.getByTestId('event-end-date').fill(day);
    // Times in 30-minute steps, 12-hour AM/PM; the nine zones with Los Angeles first and chosen.
    const times = await A.getByTestId('event-start-time').locator('option').allTextContents();
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(await A.getByTestId('event-timezone').inputValue()).toBe('America/Los_Angeles');
    expect(await A.getByTestId('event-timezone').locator('option').allTextContents()).toEqual([
      'Los Angeles',
      'New York',
      'Chicago',
      'Denver',
      'London',
      'Paris',
      'Tokyo',
      'Shanghai',
      'Sydney',
    ]);
    await A.getByTestId('event-start-time').selectOption({ label: '8:00 AM' });
    await A.getByTestId('event-end-time').selectOption({ label: '7:00 AM' });
    await A.getByTestId('create-event-submit').click();
    expect(await A.getByTestId('event-end-date-error').textContent()).toBe('End time must be after start time');
    await A.getByTestId('event-end-time').selectOption({ label: '11:30 AM' });

    // Approval, then the capacity dialog: 50 to start, set to one with a waitlist.
    await A.getByTestId('event-require-approval').click();
    expect(await A.getByTestId('event-capacity-value').textContent()).toBe('Unlimited');
    await A.getByTestId('event-capacity-open').click();
    expect(await A.getByTestId('event-capacity-input').inputValue()).toBe('50');
    await A.getByTestId('event-capacity-input').fill('1');
    await A.getByTestId('event-capacity-waitlist').click();
    await A.getByTestId('event-capacity-save').click();
    expect(await A.getByTestId('event-capacity-value').textContent()).toBe('1 · waitlist');
    // The paid-ticket dialog only informs.
    await A.getByTestId('event-ticket-open').click();
    await A.getByTestId('event-ticket-dialog').waitFor();
    await A.getByTestId('event-ticket-connect').click();
    await A.getByTestId('event-ticket-dialog').waitFor({ state: 'detached' });

    await A.getByTestId('create-event-submit').click();
    await eventually(() => A.getByTestId('toast-message').first().textContent(), 'Event created successfully!');
    await A.waitForURL(/\/events\/c[0-9a-z]{24}$/);
    eventPath = new URL(A.url()).pathname;
    expect(await A.getByTestId('event-name').textContent()).toBe('Saturday long run');
    const cover = await A.getByTestId('event-cover').getAttribute('src');
    expect(cover).toMatch(/^\/media\/e-c[0-9a-z]{24}\.png$/);
    expect((await fetch(`${stack.url}${cover}`)).status).toBe(200);
    expect(await A.getByTestId('event-spots').textContent()).toBe('1 of 1 places left');
    const ics = await A.getByTestId('event-ics').getAttribute('href');
    const file = await (await fetch(`${stack.url}${ics}`)).text();
    expect(file).toContain('SUMMARY:Saturday long run\r\n');
  });

  it('Bob asks to join and Ann approves him', async () => {
    await B.goto(`${stack.url}${eventPath}`);
    await B.getByTestId('event-going').click();
    await eventually(() => status(B), 'REQUESTED');
    await A.reload();
    const requests = A.getByTestId('event-requests');
    await requests.getByTestId('event-requests-member').first().waitFor();
    expect(await requests.getByTestId('event-requests-member').getAttribute('data-user-id')).toBe(bob.user.id);
    await requests.getByTestId('event-approve').click();
    await eventually(() => A.getByTestId('event-spots').textContent(), '0 of 1 places left');
    await B.reload();
    await eventually(() => status(B), 'APPROVED');
  });

  it('Cat lands on the waitlist and is promoted when Bob leaves', async () => {
    await C.goto(`${stack.url}${eventPath}`);
    await C.getByTestId('event-going').click();
    await eventually(() => status(C), 'REQUESTED');
    await A.reload();
    await A.getByTestId('event-requests').getByTestId('event-approve').click();
    await A.getByTestId('event-waitlist-member').waitFor();
    await C.reload();
    await eventually(() => status(C), 'WAITLISTED');
    expect(await C.getByTestId('event-my-status').textContent()).toBe('You are on the waitlist (position 1)');

    await B.getByTestId('event-leave').click();
    await eventually(() => status(B), 'NONE');
    await C.reload();
    await eventually(() => status(C), 'APPROVED');
    // The promotion reaches Cat's notifications, and opens the event.
    await C.goto(`${stack.url}/notifications`);
    const promoted = C.locator('[data-testid="notification"][data-type="EVENT_WAITLIST_PROMOTED"]');
    await promoted.waitFor();
    expect(await promoted.getByTestId('notification-message').textContent()).toBe('A place freed up: you are going to “Saturday long run”');
    await promoted.getByTestId('notification-open').click();
    await C.waitForURL(new RegExp(`${eventPath}$`));
    expect(pageErrors).toEqual([]);
  });
});
