// The developer portal's Webhooks section in Chromium against the real stack (issue 25,
// docs/developer-platform.md "Webhooks"): a receiver on loopback (allowed by
// WEBHOOK_ALLOWED_HOSTS) stands for the app's endpoint. The developer adds a webhook on their
// app's page (URL, an event type), sees the signing secret once, sends a test event (the
// receiver checks its signature with that secret), sees the delivery as Delivered in the list,
// and redelivers it (same body, new delivery id); at 390 x 844 it all fits sideways. Any console
// error or warning fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { client, ok, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { verifyPulseSignature } from '../subgraphs/accounts/src/webhooks/signature.js';
import { launchChromium, outsideScreen, sidewaysOverflow, watchPageErrors } from './browser.js';

let stack: Stack;
let browser: Browser;
let receiver: http.Server;
let base: string;
const pageErrors: string[] = [];
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  stack = await startStack({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

it('adds a webhook, shows its secret once, sends a signed test event and redelivers it', async () => {
  const dev = await registerMember(stack);
  const appId = ok(
    await client(stack)(
      'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } } }',
      { input: { name: 'Hook Test', redirectUris: ['https://hooks.example.com/cb'] } },
      dev.token,
    ),
  ).registerApp.app.id as string;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), dev.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: 'developer' });
  await page.goto(`${stack.url}/developers/apps/${appId}`);

  const section = page.getByTestId('webhooks-section');
  await expect.poll(() => section.getByTestId('no-webhooks').textContent()).toBe('This app has no webhooks.');
  // Nothing chosen: the form says so and sends nothing.
  await section.getByTestId('webhook-url').fill(`${base}/pulse`);
  await section.getByTestId('add-webhook-button').click();
  await expect.poll(() => section.getByTestId('webhook-events-error').textContent()).toBe('Choose at least one event type');
  await section.getByTestId('webhook-event-post.created').click();
  await section.getByTestId('add-webhook-button').click();

  const secret = (await section.getByTestId('new-webhook-secret-value').textContent())!;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await section.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => section.getByTestId('new-webhook-secret').count()).toBe(0);
  const row = section.getByTestId('webhook-row');
  await expect.poll(() => row.getByTestId('webhook-row-url').textContent()).toBe(`${base}/pulse`);

  await row.getByTestId('send-test-event').click();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const [ping] = received;
  expect(verifyPulseSignature(secret, ping.headers['pulse-signature'] as string, ping.body, { now: stack.clock.now() })).toBe(true);
  expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', member: { id: dev.user.id }, data: { webhook: { appId } } });

  await row.getByTestId('show-deliveries').click();
  const deliveries = row.getByTestId('webhook-deliveries');
  await expect
    .poll(
      async () => {
        await deliveries.getByRole('button', { name: 'Refresh' }).click();
        return deliveries.getByTestId('webhook-delivery').first().getAttribute('data-status');
      },
      { timeout: 30_000 },
    )
    .toBe('DELIVERED');
  expect(await deliveries.getByTestId('webhook-delivery-status').first().textContent()).toBe('Delivered');

  await deliveries.getByTestId('redeliver').first().click();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
  expect(received[1].body).toBe(ping.body);
  expect(received[1].headers['pulse-delivery']).not.toBe(ping.headers['pulse-delivery']);
  expect(verifyPulseSignature(secret, received[1].headers['pulse-signature'] as string, received[1].body, { now: stack.clock.now() })).toBe(true);
  await expect.poll(() => deliveries.getByTestId('webhook-delivery').count(), { timeout: 30_000 }).toBe(2);

  // On a phone (390 x 844) the section, its webhook and its deliveries (the long URL and request body included) fit sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByTestId('webhook-delivery').first().locator('summary').click();
  expect(await sidewaysOverflow(page)).toBe('');
  expect(await outsideScreen(page, ['webhooks-section', 'webhook-row', 'webhook-delivery', 'add-webhook'], { edgesOnly: true })).toEqual([]);

  await context.close();
  expect(pageErrors).toEqual([]);
}, 180_000);
