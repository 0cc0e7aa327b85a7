// Moderation in Chromium against the real stack (issue 23 item 3, docs/moderation.md): a member
// reports a post from its more-menu (reason, details, "Report sent"); a moderator, granted with
// `npm run admin -- grant EMAIL --role moderator`, finds it in /admin/moderation (also at phone
// width, 390x844) and removes it; the reporter reads the outcome in their notifications and the
// post is gone. Any console error fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminCommand, gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

async function signedInPage(token: string, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label });
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

it('a member reports a post, a moderator removes it, the reporter is told and the post is gone', async () => {
  const suffix = Date.now() % 100000;
  const ann: Member = await registerMember(stack, { name: 'Ann Author', username: `ann_mod_${suffix}` });
  const bob: Member = await registerMember(stack, { name: 'Bob Reporter', username: `bob_mod_${suffix}` });
  const mia: Member = await registerMember(stack, { name: 'Mia Moderator', username: `mia_mod_${suffix}` });
  const created = await gql(
    stack.graphqlUrl,
    'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
    { input: { content: 'Buy followers now' } },
    ann.token,
  );
  const postId = (created.data as { createPost: { id: string } }).createPost.id;
  const postUrl = `${stack.url}/${ann.user.username}/status/${postId}`;

  // Bob reports it from the post's more-menu.
  const bobPage = await signedInPage(bob.token, 'bob');
  await bobPage.goto(postUrl);
  await bobPage.getByTestId('post-card').getByText('Buy followers now').waitFor();
  await bobPage.getByTestId('post-more-menu').first().click();
  await bobPage.getByTestId('menu-report').click();
  const dialog = bobPage.getByTestId('report-dialog');
  await dialog.getByText('Report post').waitFor();
  await dialog.getByTestId('report-reason-SPAM').click();
  await dialog.getByTestId('report-details').fill('Selling followers');
  await dialog.getByTestId('report-submit').click();
  await bobPage.getByText('Report sent').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // Mia becomes a moderator with the command and signs in again for a token with the role.
  const granted = await adminCommand(stack, 'grant', mia.input.email, '--role', 'moderator');
  expect(granted.code, granted.err).toBe(0);
  const login = await gql(stack.graphqlUrl, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: mia.input.email, password: mia.input.password },
  });
  const miaPage = await signedInPage((login.data as { login: { token: string } }).login.token, 'mia');
  await miaPage.goto(`${stack.url}/admin/moderation`);
  const item = miaPage.locator(`[data-testid="moderation-case"][data-target-id="${postId}"]`);
  await item.getByTestId('moderation-content').getByText('Buy followers now').waitFor();
  await item.getByText('Selling followers').waitFor();
  // Moderators see only the moderation screen: no members list.
  expect(await miaPage.getByTestId('admin-users').count()).toBe(0);

  // At phone width the queue fits.
  await miaPage.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(miaPage)).toBe('');
  const remove = item.getByTestId('moderation-remove');
  await remove.scrollIntoViewIfNeeded();
  const box = await remove.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await miaPage.setViewportSize({ width: 1280, height: 900 });

  await item.getByTestId('moderation-note').fill('Spam');
  await remove.click();
  await item.waitFor({ state: 'detached' });

  // Bob is told; the post is gone.
  await bobPage.goto(`${stack.url}/notifications`);
  await bobPage
    .locator('[data-testid="notification"][data-type="REPORT_RESOLVED"]')
    .getByText('Thanks for your report. We removed the post.')
    .waitFor({ timeout: 30_000 });
  await bobPage.goto(postUrl);
  await bobPage.getByTestId('post-not-found').waitFor();

  expect(pageErrors).toEqual([]);
}, 180_000);
