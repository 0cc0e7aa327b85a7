// Activities in Chromium against the real stack: a member imports a GPX file from the
// composer's Import Activity dialog and its route post appears on top of the feed with the
// route card (the offline drawing, distance, pace, duration, climb); a corrupt file is refused
// with the line it broke on; /health's Activities card lists the member's activities and
// imports from there too; a watch's heart rate (gpxtpx:hr) shows on both cards. With a public Mapbox token (MAPBOX_ACCESS_TOKEN=pk.test) the card
// draws the route with mapbox-gl: Mapbox itself is out of reach here, so its style request is
// answered by a Playwright route speaking Mapbox's Styles API (a style JSON) and the map's
// canvas appears; a token of another form shows 'Invalid Mapbox access token format' and the
// offline drawing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { gpxFile, track } from './activity-file.js';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';

type Member = Awaited<ReturnType<typeof registerMember>>;

let browser: Browser;
const stacks: Stack[] = [];
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function memberPage(stack: Stack, member: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors);
  return page;
}

async function routePost(stack: Stack, member: Member): Promise<string> {
  const res = await gql<{ createPost: { id: string } }>(
    stack.graphqlUrl,
    'mutation($i: CreatePostInput!) { createPost(input: $i) { id } }',
    {
      i: {
        type: 'ROUTE',
        content: 'Map check',
        routeData: { type: 'running', duration: 240, distance: 0.8, coordinates: track.map(({ latitude, longitude }) => ({ latitude, longitude })) },
      },
    },
    member.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createPost.id;
}

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  await browser?.close();
  await Promise.all(stacks.map((s) => s.stop()));
  expect(pageErrors).toEqual([]);
});

describe('importing an activity (no map service)', () => {
  let stack: Stack;
  let alice: Member;
  let A: Page;

  beforeAll(async () => {
    stack = await startStack();
    stacks.push(stack);
    alice = await registerMember(stack);
    A = await memberPage(stack, alice);
    await A.goto(`${stack.url}/`);
    await A.getByTestId('composer').waitFor();
  }, 120_000);

  it('says which line of a corrupt GPX file broke', async () => {
    await A.getByTestId('composer-activity-button').click();
    const dialog = A.getByTestId('import-activity-dialog');
    await dialog.waitFor();
    const broken = gpxFile(track).replace('<ele>18</ele>', '<ele>18</el>');
    await A.getByTestId('import-activity-file').setInputFiles({ name: 'broken.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(broken) });
    await A.getByTestId('import-activity-submit').click();
    const line = broken.split('\n').findIndex((l) => l.includes('</el>')) + 1;
    await expect.poll(() => A.getByTestId('import-activity-error').textContent(), { timeout: 15_000 }).toBe(`This GPX file could not be read (line ${line})`);
    await A.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 60_000);

  it('imports a GPX file into a route post that appears on top of the feed with its route card', async () => {
    await A.getByTestId('composer-activity-button').click();
    await A.getByTestId('import-activity-dialog').waitFor();
    await A.getByTestId('import-activity-file').setInputFiles({ name: 'morning.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpxFile(track, 'running')) });
    await A.getByTestId('import-activity-content').fill('Morning loop from my watch');
    await A.getByTestId('import-activity-submit').click();
    await A.getByTestId('import-activity-dialog').waitFor({ state: 'detached' });

    const card = A.getByTestId('home-feed').getByTestId('post-card').filter({ hasText: 'Morning loop from my watch' }).first();
    const route = card.getByTestId('route-card');
    await route.waitFor();
    // 4 × 0.111195 km north + 4 × 0.111195 × cos(37.774°) km east = 0.796 km, in 240 s: 301.5 s/km.
    // Climb: 10 -> 26 m, then 27, 28, 29 (3 m above 26: counted), 30 (1 m: not) = 19 m.
    expect(await route.getByTestId('route-type').textContent()).toBe('running');
    expect(await route.getByTestId('route-distance-value').textContent()).toBe('0.8 km');
    expect(await route.getByTestId('route-duration-value').textContent()).toBe('4:00');
    expect(await route.getByTestId('route-pace-value').textContent()).toBe('5:02 min/km');
    expect(await route.getByTestId('route-elevation-value').textContent()).toBe('19 m');
    // The offline drawing: a line from the start marker to the end marker, no map service.
    await route.getByTestId('route-map').waitFor();
    expect(await route.getByTestId('route-line').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+$/);
    expect(await route.getByTestId('route-map-mapbox').count()).toBe(0);
    expect(await route.getByTestId('route-map-token-error').count()).toBe(0);
  }, 60_000);

  it('lists the imported activity on /health, and imports another from there', async () => {
    await A.goto(`${stack.url}/health`);
    const card = A.getByTestId('activities-card');
    await card.getByTestId('activity').first().waitFor();
    expect(await card.getByTestId('activity-type').allTextContents()).toEqual(['running']);
    expect(await card.getByTestId('activity-stats').first().textContent()).toBe('0.8 km · 4:00 · 5:02 min/km · 19 m');

    await card.getByTestId('activities-import').click();
    await A.getByTestId('import-activity-dialog').waitFor();
    // The same track a day later, as a ride the member names.
    const ride = gpxFile(track.map((p) => ({ ...p, at: p.at + 86_400 })));
    await A.getByTestId('import-activity-file').setInputFiles({ name: 'ride.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(ride) });
    await A.getByTestId('import-activity-type').selectOption('cycling');
    await A.getByTestId('import-activity-submit').click();
    await A.getByTestId('import-activity-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('activity-type').allTextContents(), { timeout: 10_000 }).toEqual(['cycling', 'running']);
  }, 60_000);

  it("shows the heart rate a watch's GPX recorded on the route card and the Activities card", async () => {
    await A.goto(`${stack.url}/`);
    await A.getByTestId('composer-activity-button').click();
    await A.getByTestId('import-activity-dialog').waitFor();
    // A day after the ride; the beats average 145, the highest is 160.
    const beats = [120, 130, 140, 150, 160, 155, 150, 150, 150];
    const run = gpxFile(track.map((p, i) => ({ ...p, at: p.at + 2 * 86_400, heartRate: beats[i] })));
    expect(run).toContain('<gpxtpx:hr>160</gpxtpx:hr>');
    await A.getByTestId('import-activity-file').setInputFiles({ name: 'hr.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(run) });
    await A.getByTestId('import-activity-content').fill('Tempo run with a chest strap');
    await A.getByTestId('import-activity-submit').click();
    await A.getByTestId('import-activity-dialog').waitFor({ state: 'detached' });
    const route = A.getByTestId('home-feed').getByTestId('post-card').filter({ hasText: 'Tempo run with a chest strap' }).first().getByTestId('route-card');
    await route.waitFor();
    expect(await route.getByTestId('route-heart-rate-value').textContent()).toBe('145 bpm');
    expect(await route.getByTestId('route-max-heart-rate-value').textContent()).toBe('160 bpm');
    // The earlier run had no heart rate: its card shows none.
    const earlier = A.getByTestId('home-feed').getByTestId('post-card').filter({ hasText: 'Morning loop from my watch' }).first().getByTestId('route-card');
    await earlier.waitFor();
    expect(await earlier.getByTestId('route-distance').count()).toBe(1);
    expect(await earlier.getByTestId('route-heart-rate').count()).toBe(0);

    await A.goto(`${stack.url}/health`);
    const card = A.getByTestId('activities-card');
    await expect.poll(() => card.getByTestId('activity-stats').first().textContent(), { timeout: 10_000 }).toBe('0.8 km · 4:00 · 5:02 min/km · 19 m · 145 bpm avg');
  }, 60_000);
});

describe('route cards with a Mapbox token', () => {
  it('draws the route with mapbox-gl when the token is public (pk.)', async () => {
    const stack = await startStack({ env: { MAPBOX_ACCESS_TOKEN: 'pk.test' } });
    stacks.push(stack);
    const bob = await registerMember(stack);
    const postId = await routePost(stack, bob);
    const B = await memberPage(stack, bob);
    const styleRequests: string[] = [];
    // Mapbox's Styles API, answered here: a style with a background layer and no tiles.
    await B.context().route('https://api.mapbox.com/**', (route) => {
      const url = route.request().url();
      if (url.startsWith('https://api.mapbox.com/styles/v1/mapbox/outdoors-v11')) {
        styleRequests.push(url);
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({
            version: 8,
            name: 'Outdoors (test)',
            sources: {},
            layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#eef0e5' } }],
          }),
        });
      }
      return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' }, body: '' });
    });
    await B.context().route('https://events.mapbox.com/**', (route) => route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' }, body: '' }));

    await B.goto(`${stack.url}/${bob.user.username}/post/${postId}`);
    const map = B.getByTestId('route-map-mapbox').first();
    await map.waitFor();
    await expect.poll(() => map.getAttribute('data-state'), { timeout: 20_000 }).toBe('loaded');
    const canvas = map.locator('canvas.mapboxgl-canvas');
    await canvas.waitFor();
    const size = await canvas.boundingBox();
    expect(size!.width).toBeGreaterThan(100);
    expect(size!.height).toBeGreaterThan(100);
    expect(styleRequests[0]).toContain('access_token=pk.test');
    await map.getByTestId('route-map-start').waitFor();
    await map.getByTestId('route-map-end').waitFor();
    expect(await B.getByTestId('route-map-token-error').count()).toBe(0);
  }, 120_000);

  it("shows 'Invalid Mapbox access token format' and the offline drawing for a token that is not public", async () => {
    const stack = await startStack({ env: { MAPBOX_ACCESS_TOKEN: 'not-a-mapbox-token' } });
    stacks.push(stack);
    const carol = await registerMember(stack);
    const postId = await routePost(stack, carol);
    const C = await memberPage(stack, carol);
    await C.goto(`${stack.url}/${carol.user.username}/post/${postId}`);
    const error = C.getByTestId('route-map-token-error').first();
    await error.waitFor();
    expect(await error.textContent()).toBe('Invalid Mapbox access token format');
    await C.getByTestId('route-map').first().waitFor();
    expect(await C.getByTestId('route-map-mapbox').count()).toBe(0);
  }, 120_000);
});
