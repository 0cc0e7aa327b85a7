// "Your data" in Chromium against the real stack (issue 23 item 5, docs/member-data.md): Ann,
// with a post and a conversation with Bob, starts the export from Settings > Your data, waits
// for it, saves the archive (a real download) and opens it: the server's documents, the README
// and messages-decrypted/ added by the browser. Then she deletes her account: a wrong password
// is shown beside the field, the right one (after the confirmation dialog) signs her out to the
// login page, and logging in again is refused. The section fits a 390x844 phone. Any console
// error or warning fails (but the socket the server closes when the account goes).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

async function signedInPage(token: string, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // The account's end closes its socket from the server (4401): expected, as for a suspension.
  watchPageErrors(page, pageErrors, { label, allow: [/Socket closed with event 4401/, /\[realtime\] connection closed CloseEvent/] });
  return page;
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

it('exports from the settings screen, opens the archive, then deletes the account', async () => {
  const suffix = Date.now() % 100000;
  const ann = await registerMember(stack, { name: 'Ann Export', username: `ann_exp_${suffix}` });
  const bob = await registerMember(stack, { name: 'Bob Friend', username: `bob_exp_${suffix}` });
  const post = await gql(stack.graphqlUrl, 'mutation { createPost(input: { content: "My export post" }) { id } }', {}, ann.token);
  expect(post.errors).toBeUndefined();
  const conversation = await gql<{ createConversation: { id: string } }>(
    stack.graphqlUrl,
    'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }',
    { id: bob.user.id },
    ann.token,
  );
  expect(conversation.errors).toBeUndefined();

  const page = await signedInPage(ann.token, 'Ann');
  await page.goto(`${stack.url}/settings/your-data`);
  await page.getByTestId('settings-your-data').waitFor();
  expect(await sidewaysOverflow(page)).toBe('');

  // The export: started, followed, saved.
  await page.getByTestId('start-export').click();
  await page.locator('[data-testid="data-export"][data-status="READY"]').waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-export').click()]);
  const archive = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const names = Object.keys(archive);
  expect(names).toContain('README.md');
  expect(strFromU8(archive['accounts/users/profile.json'])).toContain(ann.input.email);
  expect(strFromU8(archive['social/posts/posts.json'])).toContain('My export post');
  expect(names).toContain(`messages-decrypted/${conversation.data!.createConversation.id}.json`);

  // Phone width: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBe('');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A wrong password: beside its field, nothing deleted.
  await page.getByTestId('delete-password').fill('not my password');
  await page.getByTestId('delete-account-button').click();
  await page.getByTestId('confirm-delete-account').click();
  await page.getByTestId('delete-password-error').getByText('The password is incorrect').waitFor();

  // The right one: confirmed, signed out to the login page.
  await page.getByTestId('delete-password').fill(ann.password);
  await page.getByTestId('delete-reason').fill('Testing');
  await page.getByTestId('delete-account-button').click();
  await page.getByTestId('confirm-delete-account').click();
  await page.waitForURL(`${stack.url}/login`);

  // Logging in again is refused.
  await page.getByTestId('login-email').fill(ann.input.email);
  await page.getByTestId('login-password').fill(ann.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Invalid email or password').first().waitFor();
  expect(pageErrors).toEqual([]);
}, 180_000);
