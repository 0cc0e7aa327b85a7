// Profile picture screening in Chromium against the real stack (issue 23 item 3,
// docs/image-screening.md): Alice's new profile picture is held by the screening; her profile
// shows it with "Under review" (and the edit dialog says so), Bob sees her previous picture (none);
// a moderator finds the case in /admin/moderation with the image and "Automatic image screening",
// presses "Release image", and Bob then sees the new picture.
//
// The classifier is real; the threshold is the test's: SCREENING_PORN_HENTAI_THRESHOLD 0 makes
// every image suspicious, so a harmless solid colour is held. The picture is uploaded and chosen
// over the API (POST /api/users/me/image, updateProfile), as the web client has no picture upload
// yet. Any console error fails the run.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminCommand, gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { uploadFiles } from '@pulse/dev-env/media';
import { launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

async function signedInPage(token: string, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  watchPageErrors(page, pageErrors, { label });
  return page;
}

const api = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
};

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', SCREENING_PORN_HENTAI_THRESHOLD: '0' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

it('holds a new profile picture: its member sees it under review, others do not, until a moderator releases it', async () => {
  const suffix = Date.now() % 100000;
  const alice: Member = await registerMember(stack, { name: 'Alice Picture', username: `alice_pic_${suffix}` });
  const bob: Member = await registerMember(stack, { name: 'Bob Viewer', username: `bob_pic_${suffix}` });
  const mod: Member = await registerMember(stack, { name: 'Mo Moderator', username: `mo_pic_${suffix}` });

  const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 220, g: 140, b: 60 } } })
    .png()
    .toBuffer();
  const uploaded = await uploadFiles(`${stack.url}/api/users/me/image`, [{ name: 'me.png', bytes: photo, type: 'image/png' }], { token: alice.token });
  expect(uploaded.status).toBe(200);
  const { key, url } = uploaded.body as { key: string; url: string };
  const chosen = await api<{ updateProfile: { image: string | null; pendingImage: string | null } }>(
    'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { image pendingImage } }',
    { input: { image: key } },
    alice.token,
  );
  expect(chosen.updateProfile).toEqual({ image: null, pendingImage: url });

  // Alice's profile shows her new picture, marked; the edit dialog says why.
  const profileUrl = `${stack.url}/${alice.input.username}`;
  const A = await signedInPage(alice.token, 'Alice');
  await A.goto(profileUrl);
  await A.getByTestId('profile-image-under-review').getByText('Under review').waitFor();
  expect(await A.getByTestId('profile').locator(`img[src="${url}"]`).count()).toBe(1);
  await A.getByTestId('edit-profile-button').click();
  await A.getByText('Under review: others see your previous picture until it is approved.').waitFor();

  // Bob sees no picture (she had none) and no marker.
  const B = await signedInPage(bob.token, 'Bob');
  await B.goto(profileUrl);
  await B.getByTestId('profile-name').getByText('Alice Picture').waitFor();
  expect(await B.getByTestId('profile').locator(`img[src="${url}"]`).count()).toBe(0);
  expect(await B.getByTestId('profile-image-under-review').count()).toBe(0);

  // A moderator releases it from the queue.
  expect((await adminCommand(stack, 'grant', mod.input.email, '--role', 'moderator')).code).toBe(0);
  const login = await gql<{ login: { token: string } }>(stack.graphqlUrl, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
    i: { email: mod.input.email, password: mod.password },
  });
  const M = await signedInPage(login.data!.login.token, 'Mo');
  await M.goto(`${stack.url}/admin/moderation`);
  const item = M.locator(`[data-testid="moderation-case"][data-target-id="${alice.user.id}"]`);
  await item.getByText('Automatic image screening').waitFor();
  expect(await item.locator(`img[src="${url}"]`).count()).toBe(1);
  await item.getByTestId('moderation-dismiss').getByText('Release image').click();
  await item.waitFor({ state: 'detached' });

  // Bob now sees it, unmarked; Alice's marker is gone.
  await B.goto(profileUrl);
  await B.getByTestId('profile').locator(`img[src="${url}"]`).waitFor({ state: 'attached' });
  await A.goto(profileUrl);
  await A.getByTestId('profile').locator(`img[src="${url}"]`).waitFor({ state: 'attached' });
  expect(await A.getByTestId('profile-image-under-review').count()).toBe(0);

  expect(pageErrors).toEqual([]);
}, 240_000);
