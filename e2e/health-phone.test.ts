// Every screen on a phone (Chromium at 390x844) against the real stack, with a member who has
// data everywhere (a route post from an imported run, a meal, an event today, a synced
// wearable, a knee injury): no page scrolls sideways (`scrollWidth <= innerWidth`), the chart
// axis labels are whole, the calendar opens on today's day with the event and what was
// recorded (runs and meals, each hideable: the member's choice, the same in every browser), an activity opens its route post (the Profile tab
// stays dark there), /exercise lists the catalogue with the injury marked, and no screen logs
// a warning or an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, pageOverflow, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { pad2, todayIn, zonedInstant } from '../web/src/lib/dates.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

const ZONE = 'Europe/Oslo';
const PHONE = { width: 390, height: 844 };
let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let ann: Member;
let A: Page;
let postId: string;
const pageErrors: string[] = [];

const api = async <T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, ann.token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
};
const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout, interval: 100 });
const todayInZone = () => todayIn(ZONE);
/** An instant at a local time of today in ZONE (the web's own date module, as the calendar computes it). */
const todayAt = (hour: number, minute = 0) => zonedInstant(todayInZone(), `${pad2(hour)}:${pad2(minute)}`, ZONE);

/** A GPX run of four 0.001° steps north, 30 s apart, starting at `start`. */
function gpx(start: string): string {
  const points = [0, 1, 2, 3, 4]
    .map((i) => `<trkpt lat="${37.77 + i * 0.001}" lon="-122.45"><ele>${10 + i}</ele><time>${new Date(Date.parse(start) + i * 30_000).toISOString()}</time></trkpt>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Pulse tests" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
${points}
</trkseg></trk></gpx>
`;
}

async function importRun(start: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'activity');
  form.append('file', new Blob([gpx(start)], { type: 'application/gpx+xml' }), 'run.gpx');
  const res = await fetch(`${stack.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form });
  expect(res.status).toBe(201);
  const { upload } = (await res.json()) as { upload: { key: string } };
  const data = await api<{ importActivity: { post: { id: string } } }>('mutation($input: ImportActivityInput!) { importActivity(input: $input) { post { id } } }', {
    input: { fileKey: upload.key, post: true, content: 'Phone check run' },
  });
  return data.importActivity.post.id;
}

async function phonePage(token: string | null): Promise<Page> {
  // A desktop Chromium's window at a phone's size, as the issue measured: mobile emulation would
  // widen the layout viewport to fit a page that is too wide, hiding the very overflow measured.
  const context = await browser.newContext({ viewport: PHONE, timezoneId: ZONE });
  contexts.push(context);
  if (token) await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: token ? 'member' : 'visitor' });
  return page;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  ann = await registerMember(stack, { name: 'Ann Phone' });
  postId = await importRun(todayAt(7));
  await api('mutation($input: LogMealInput!) { logMeal(input: $input) { id } }', {
    input: { name: 'Porridge with berries', nutritionalInfo: { calories: 420 }, eatenAt: todayAt(8, 30), timezone: ZONE },
  });
  await api('mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
    input: { title: 'Leg day with a title long enough to run past a narrow column', startsAt: todayAt(18), endsAt: todayAt(19, 15), kind: 'WORKOUT', timezone: ZONE },
  });
  await api('mutation($input: LimitationInput!) { recordLimitation(input: $input) { id } }', {
    input: { kind: 'INJURY', name: 'Sprained knee', bodyPart: 'knee', severity: 'MODERATE' },
  });
  await api('mutation($input: ConnectWearableInput!) { connectWearable(input: $input) { id } }', { input: { provider: 'OURA', apiKey: 'test_oura_12345' } });
  await api('mutation { syncWearables { id } }');
  // The sandbox sync is a durable job: wait for its first day (polled, no fixed sleep).
  for (let tries = 0; (await api<{ wearableData: unknown[] }>('{ wearableData { id } }')).wearableData.length === 0; tries++) {
    if (tries > 300) throw new Error('the sandbox sync brought no data');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  A = await phonePage(ann.token);
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('a member on a phone', () => {
  it('no signed-in screen scrolls sideways', async () => {
    const routes: [path: string, ready: string][] = [
      ['/', 'composer'],
      ['/health', 'health-page'],
      ['/calendar', 'calendar-page'],
      ['/exercise', 'exercise-page'],
      ['/assistant', 'assistant-page'],
      ['/messages', 'messages-page'],
      ['/notifications', 'notifications-page'],
      ['/events', 'events-page'],
      ['/communities', 'communities-page'],
      ['/shop', 'shop-page'],
      ['/shop/cart', 'shop-cart-page'],
      [`/${ann.user.username}`, 'profile'],
      [`/${ann.user.username}/post/${postId}`, 'route-card'],
    ];
    const wide: string[] = [];
    expect(await A.evaluate(() => window.innerWidth)).toBe(PHONE.width);
    for (const [path, ready] of routes) {
      await A.goto(`${stack.url}${path}`);
      await A.getByTestId(ready).first().waitFor();
      await A.waitForLoadState('networkidle');
      const { by, widest } = await pageOverflow(A);
      if (by > 0) wide.push(`${path}: ${by} px wider (${widest})`);
    }
    expect(wide).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('no public screen scrolls sideways', async () => {
    const V = await phonePage(null);
    const wide: string[] = [];
    for (const path of ['/login', '/register', '/about', '/help', '/privacy', '/terms', '/contact', '/language', `/${ann.user.username}/post/${postId}`]) {
      await V.goto(`${stack.url}${path}`);
      await V.locator('main, [role=main], form').first().waitFor();
      await V.waitForLoadState('networkidle');
      const { by, widest } = await pageOverflow(V);
      if (by > 0) wide.push(`${path}: ${by} px wider (${widest})`);
    }
    expect(wide).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("draws every wearable chart's axis labels whole", async () => {
    await A.goto(`${stack.url}/health`);
    const device = A.getByTestId('wearable-device-oura');
    const ticks = '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value';
    const cut: string[] = [];
    const labels: string[] = [];
    for (const tab of ['overview', 'strain', 'sleep', 'recovery']) {
      await device.getByTestId(`wearable-tab-${tab}`).click();
      // The tab's panel is the one shown before its charts are listed: listed a moment earlier,
      // the previous tab's charts would be counted, and one of them gone by the time it is read.
      await expect.poll(() => device.getByTestId(`wearable-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
      const charts = device.locator(`[data-testid^="wearable-chart-"]:visible`);
      await charts.first().locator(ticks).first().waitFor({ state: 'attached' });
      for (const chart of await charts.all()) {
        await chart.locator(ticks).first().waitFor({ state: 'attached' });
        // Each label lies inside its chart's drawing and on the screen (a cut "9.3k" starts left of them).
        const found = await chart.evaluate((el, selector) => {
          const box = el.querySelector('svg.recharts-surface')!.getBoundingClientRect();
          return Array.from(el.querySelectorAll(selector)).map((t) => {
            const r = t.getBoundingClientRect();
            const inside = r.left >= Math.max(box.left, 0) - 0.5 && r.right <= Math.min(box.right, window.innerWidth) + 0.5;
            return { text: t.textContent ?? '', inside, where: `${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(box.left)}..${Math.round(box.right)}` };
          });
        }, ticks);
        const name = await chart.getAttribute('data-testid');
        for (const label of found) {
          labels.push(label.text);
          if (!label.inside) cut.push(`${name} ${label.text} at ${label.where}`);
        }
      }
    }
    expect(cut).toEqual([]);
    // Thousands are written short ("7.5k"): the labels measured include some.
    expect(labels.some((l) => /^\d+(\.\d)?k$/.test(l))).toBe(true);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it("opens the calendar on today's day: the event, the run and the meal, each sort hideable", async () => {
    await A.goto(`${stack.url}/calendar`);
    const day = A.getByTestId('day-view');
    await day.waitFor();
    expect(await day.getAttribute('data-date')).toBe(todayInZone());
    await eventually(() => day.locator('[data-sort]').evaluateAll((items) => items.map((i) => i.getAttribute('data-sort')))).toEqual(['run', 'meal', 'event']);
    const texts = await day.locator('[data-sort]').allTextContents();
    expect(texts[0]).toBe('07:00 · RunRunning0.4 km · 2 min');
    expect(texts[1]).toBe('08:30 · MealPorridge with berries420 kcal');
    expect(texts[2]).toBe('18:00 · WorkoutLeg day with a title long enough to run past a narrow column');
    // The long title is cut inside the screen.
    const box = await day.getByTestId('calendar-event').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    // Meals hidden: gone now, and kept as the member's own choice on the server.
    const sorts = (page: Page) =>
      page
        .getByTestId('day-view')
        .locator('[data-sort]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-sort')));
    await A.getByTestId('show-meals').click();
    await eventually(() => sorts(A)).toEqual(['run', 'event']);
    await eventually(async () => (await api<{ calendarPreferences: unknown }>('{ calendarPreferences { showActivities showMeals } }')).calendarPreferences).toEqual({
      showActivities: true,
      showMeals: false,
    });
    // Another browser (a fresh profile: nothing stored but the token) shows the same choice.
    const other = await phonePage(ann.token);
    await other.goto(`${stack.url}/calendar`);
    await other.getByTestId('day-view').waitFor();
    await eventually(() => sorts(other)).toEqual(['run', 'event']);
    expect(await other.getByTestId('show-meals').locator('input').isChecked()).toBe(false);
    // Shown again from there: this browser shows the meal after a reload.
    await other.getByTestId('show-meals').click();
    await eventually(() => sorts(other)).toEqual(['run', 'meal', 'event']);
    await eventually(
      async () => (await api<{ calendarPreferences: { showMeals: boolean } }>('{ calendarPreferences { showMeals } }')).calendarPreferences.showMeals,
    ).toBe(true);
    await other.context().close();
    await A.reload();
    await A.getByTestId('day-view').waitFor();
    await eventually(() => sorts(A)).toEqual(['run', 'meal', 'event']);

    // The week stacks its days (no sideways scroll) and counts its events in words.
    await A.getByTestId('view-week').click();
    await A.getByTestId('week-view').waitFor();
    await eventually(() => A.getByTestId('week-busy').textContent()).toBe('1 event · 1 h 15 min planned');
    expect((await pageOverflow(A)).by).toBeLessThanOrEqual(0);
    await A.getByTestId('view-month').click();
    await A.getByTestId('month-view').waitFor();
    expect((await pageOverflow(A)).by).toBeLessThanOrEqual(0);

    // The run opens its route post.
    await A.getByTestId('view-day').click();
    await A.getByTestId('day-view').getByTestId('calendar-record').first().click();
    await A.waitForURL(`**/post/${postId}`);
    await A.getByTestId('route-card').first().waitFor();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('opens an activity’s route post from /health; the Profile tab is not lit there', async () => {
    await A.goto(`${stack.url}/health`);
    await A.getByTestId('activities-card').getByTestId('activity-link').first().click();
    await A.waitForURL(`**/${ann.user.username}/post/${postId}`);
    await A.getByTestId('route-card').first().waitFor();
    expect(await A.getByTestId('nav-profile').getAttribute('aria-current')).toBeNull();
    await A.getByTestId('nav-profile').click();
    await A.getByTestId('profile').waitFor();
    expect(await A.getByTestId('nav-profile').getAttribute('aria-current')).toBe('page');
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('lists the exercise catalogue with the knee injury marked on what loads the knee', async () => {
    await A.goto(`${stack.url}/exercise`);
    await A.getByTestId('exercise').first().waitFor();
    const exercises = await A.getByTestId('exercise').evaluateAll((cards) => cards.map((c) => [c.getAttribute('data-exercise'), c.getAttribute('data-limited')]));
    expect(exercises).toEqual([
      ['squat', 'true'],
      ['deadlift', 'true'],
      ['bench', 'false'],
      ['lunge', 'true'],
      ['push_up', 'false'],
      ['pull_up', 'false'],
      ['dip', 'false'],
      ['plank', 'false'],
    ]);
    const squat = A.locator('[data-testid=exercise][data-exercise=squat]');
    expect(await squat.getByTestId('exercise-scored').textContent()).toBe('Scored');
    expect(await squat.getByTestId('exercise-limitation').textContent()).toBe('moderateTake care: Sprained knee (knee)');
    expect(await A.getByTestId('exercise-concerned').textContent()).toBe('3 exercises concern one of your limitations.');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
