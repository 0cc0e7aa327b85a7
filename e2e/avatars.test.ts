// The avatars screens in Chromium against the real stack, offline (the procedural generator,
// each step slowed to 500 ms so a task can be watched and cancelled): Ann creates an avatar
// with the form (its rules, 'Creating...', the toast, the form emptied, the live mannequin
// preview), watches its task go from queued through its progress to succeeded, sees the model
// in 'Your Avatars' (Bob's avatar is not there), sets another default, deletes one after
// confirming, rigs and animates one and plays the animation, finds a viewer below the fold
// waiting with 'Scroll to load 3D model' until she scrolls to it, cancels a task, retries a
// failed load, and meets a browser without WebGL. Headless Chromium draws WebGL in software
// here (SwiftShader, with --disable-gpu), so the viewers are real canvases. Any console error
// or warning fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let ann: Member;
let bob: Member;
let bobsAvatarId: string;
let page: Page;
const pageErrors: string[] = [];

async function call<T = any>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await gql<T>(stack.graphqlUrl, query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

/** An avatar made through the API, once its task has succeeded. */
async function avatarOf(member: Member, prompt: string, name: string): Promise<string> {
  const made = await call('mutation($input: CreateAvatarInput!) { createAvatar(input: $input) { id avatarId } }', { input: { prompt, name } }, member.token);
  for (let i = 0; i < 200; i++) {
    const { avatarTask } = await call('query($id: ID!) { avatarTask(id: $id) { state } }', { id: made.createAvatar.id }, member.token);
    if (avatarTask.state === 'SUCCEEDED') return made.createAvatar.avatarId;
    expect(['QUEUED', 'RUNNING']).toContain(avatarTask.state);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the avatar was not made');
}

const toastText = async () => [await page.getByTestId('toast-message').textContent(), await page.getByTestId('toast-description').textContent()];

beforeAll(async () => {
  stack = await startStack({ env: { AVATAR_OFFLINE_STEP_MS: '500' } });
  browser = await launchChromium();
  const suffix = Date.now() % 100000;
  ann = await registerMember(stack, { name: 'Ann Avatars', username: `ann_av_${suffix}` });
  bob = await registerMember(stack, { name: 'Bob Other', username: `bob_av_${suffix}` });
  bobsAvatarId = await avatarOf(bob, 'A heavy person in a yellow jacket', 'Bob avatar');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), ann.token);
  page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: 'Ann' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('avatars', () => {
  it('creates an avatar from the form: its rules, the live preview, the task progress, then the model in the gallery', async () => {
    const mannequin: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/Mannequin.glb') mannequin.push(response.status());
    });
    await page.goto(`${stack.url}/`);
    await page.getByTestId('nav-avatars').click();
    await page.waitForURL(/\/avatars$/);
    const empty = page.getByTestId('avatars-empty');
    await empty.waitFor();
    expect(await empty.getByRole('heading').textContent()).toBe('No Avatars Yet');
    await page.getByTestId('avatar-create-first').click();
    const form = page.getByTestId('avatar-create-form');
    await form.waitFor();
    expect(await page.getByTestId('avatar-create-first').count()).toBe(0);

    // The live preview: the mannequin from our origin, drawn on a canvas; and the tips.
    await form.locator('[data-testid="avatar-preview"] canvas').waitFor();
    await expect.poll(() => mannequin).toEqual([200]);
    expect(await page.getByTestId('avatar-tips').textContent()).toContain('Tips for a good avatar');

    // The spec's rules, field by field.
    const submit = page.getByTestId('avatar-create-submit');
    await submit.click();
    expect(await page.getByTestId('avatar-name-error').textContent()).toBe('Avatar name is required');
    expect(await page.getByTestId('avatar-description-error').textContent()).toBe('Avatar description is required');
    await page.getByTestId('avatar-name').fill('R');
    await page.getByTestId('avatar-description').fill('A runner');
    await submit.click();
    expect(await page.getByTestId('avatar-name-error').textContent()).toBe('Name must be at least 2 characters');
    expect(await page.getByTestId('avatar-description-error').textContent()).toBe('Description must be at least 10 characters');

    // A failure the server answers is told in a 'Creation Failed' toast with its words.
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'CreateAvatar') return route.fallback();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'The generator is busy', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      });
    });
    await page.getByTestId('avatar-name').fill('Runner');
    await page.getByTestId('avatar-description').fill('An athletic runner in a red shirt and black shorts');
    await submit.click();
    await expect.poll(toastText).toEqual(['Creation Failed', 'The generator is busy']);
    await page.unrouteAll();

    // 'Creating...' while it is sent (held back a moment to be seen).
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'CreateAvatar') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fallback();
    });
    // Every state and progress figure the task card shows, as it shows them.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as any).seenTask = seen;
      new MutationObserver(() => {
        const card = document.querySelector('[data-testid="avatar-task"]');
        if (!card) return;
        const now = `${card.getAttribute('data-state')} ${card.querySelector('[data-testid="avatar-task-progress"]')?.textContent}`;
        if (seen[seen.length - 1] !== now) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe('Creating...');
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(toastText).toEqual(['Avatar Creation Started', 'Your avatar is being generated. This may take a few minutes.']);
    await page.unrouteAll();
    expect(await submit.textContent()).toBe('Create Avatar');
    // The form is empty again.
    expect(await page.getByTestId('avatar-name').inputValue()).toBe('');
    expect(await page.getByTestId('avatar-description').inputValue()).toBe('');
    expect(await page.getByTestId('avatar-negative-prompt').inputValue()).toBe('');

    const task = page.getByTestId('avatar-task');
    await expect.poll(() => task.getAttribute('data-state'), { timeout: 20_000 }).toBe('SUCCEEDED');
    expect(await page.getByTestId('avatar-task-state').textContent()).toBe('Succeeded');
    const seen: string[] = await page.evaluate(() => (window as any).seenTask);
    // Live from the subscription: running with a progress between 0 and 100, then done.
    expect(
      seen.some((s) => /^RUNNING ([1-9]|[1-9][0-9])%$/.test(s)),
      seen.join(' | '),
    ).toBe(true);
    expect(seen[seen.length - 1]).toBe('SUCCEEDED 100%');

    // The gallery: the model, the only avatar (Bob's is not listed), the default.
    const card = page.getByTestId('avatar-card');
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getAttribute('data-status')).toBe('READY');
    expect(await card.getByTestId('avatar-card-name').textContent()).toBe('Runner');
    expect(await card.getAttribute('data-default')).toBe('true');
    // Below the open form, its viewer waits until it is scrolled to.
    await card.scrollIntoViewIfNeeded();
    await card.locator('[data-testid="avatar-card-viewer"] canvas').waitFor();
    expect(await page.locator(`[data-avatar-id="${bobsAvatarId}"]`).count()).toBe(0);

    // Cancel closes the form; 'Create New Avatar' opens it again.
    await page.getByTestId('avatar-create-cancel').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('avatar-create-new').click();
    await form.waitFor();
    await page.getByTestId('avatar-create-cancel').click();
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('sets another avatar as the default, and deletes one only once confirmed', async () => {
    const second = await avatarOf(ann, 'A slim person in a green top and blue jeans', 'Slim');
    await page.reload();
    const cards = page.getByTestId('avatar-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const slim = page.locator(`[data-testid="avatar-card"][data-avatar-id="${second}"]`);
    const runner = page.locator('[data-testid="avatar-card"]', { hasText: 'Runner' });
    expect(await slim.getAttribute('data-default')).toBe('false');

    await slim.getByTestId('avatar-set-default').click();
    await expect.poll(toastText).toEqual(['Default Avatar Updated', 'Your default avatar has been changed.']);
    await expect.poll(() => slim.getAttribute('data-default')).toBe('true');
    expect(await runner.getAttribute('data-default')).toBe('false');
    expect(await page.getByTestId('avatar-card-default').count()).toBe(1);
    const { myAvatars } = await call('{ myAvatars { id isDefault } }', {}, ann.token);
    expect(myAvatars.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([second]);

    // Delete asks first; Cancel keeps it.
    await runner.getByTestId('avatar-delete').click();
    const dialog = page.getByTestId('avatar-delete-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('“Runner” and its 3D model will be deleted.');
    await page.getByTestId('avatar-delete-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(2);
    await runner.getByTestId('avatar-delete').click();
    await page.getByTestId('avatar-delete-confirm').click();
    await expect.poll(toastText).toEqual(['Avatar Deleted', 'Your avatar has been deleted.']);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(1);
    expect(await cards.getAttribute('data-avatar-id')).toBe(second);
    expect((await call('{ myAvatars { id } }', {}, ann.token)).myAvatars).toEqual([{ id: second }]);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('shows an avatar in View 3D, rigs and animates it, and plays the animation', async () => {
    const card = page.getByTestId('avatar-card');
    await card.getByTestId('avatar-view').click();
    const dialog = page.getByTestId('avatar-view-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('avatar-view-description').textContent()).toBe('A slim person in a green top and blue jeans');
    expect(await dialog.getByTestId('avatar-view-created').textContent()).toMatch(/^Created \w+ \d{1,2}, \d{4}$/);
    await dialog.locator('[data-testid="avatar-view-viewer"] canvas').waitFor();
    const animations = dialog.getByTestId('avatar-animation');
    await expect.poll(() => animations.count()).toBe(5);
    expect(await animations.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-animation')))).toEqual(['idle', 'walk', 'run', 'squat', 'wave']);

    await dialog.locator('[data-animation="walk"]').click();
    await expect.poll(() => dialog.getByTestId('avatar-animation-playing').count(), { timeout: 30_000 }).toBe(1);
    expect(await dialog.getByTestId('avatar-animation-playing').textContent()).toMatch(/^Playing walk$/i);
    // The viewer now holds the animation's GLB (rigged by rigAvatar, animated by animateAvatar)
    // and its mixer plays the clip: its time moves on.
    const frame = dialog.locator('[data-model-canvas]');
    expect(await frame.getAttribute('data-url')).toMatch(/^\/media\/a-[0-9a-z]+\.glb$/);
    await expect.poll(() => frame.getAttribute('data-playing')).toBe('walk');
    const t0 = Number(await frame.getAttribute('data-animation-time'));
    await expect.poll(async () => Number(await frame.getAttribute('data-animation-time'))).not.toBe(t0);
    const { avatarRig } = await call('query($id: ID!) { avatarRig(avatarId: $id) { status } }', { id: await card.getAttribute('data-avatar-id') }, ann.token);
    expect(avatarRig.status).toBe('SUCCEEDED');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it("loads a viewer only once it is scrolled into view, showing 'Scroll to load 3D model' before", async () => {
    await Promise.all(['one', 'two', 'three', 'four', 'five'].map((n) => avatarOf(ann, `An athletic person in a ${n === 'one' ? 'red' : 'blue'} shirt`, `Avatar ${n}`)));
    await page.setViewportSize({ width: 420, height: 640 });
    await page.reload();
    const cards = page.getByTestId('avatar-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(6);
    // Two columns on a phone: the last row is far below the fold.
    const last = cards.last().getByTestId('avatar-card-viewer');
    expect(await last.getAttribute('data-state')).toBe('waiting');
    expect(await last.textContent()).toBe('Scroll to load 3D model');
    expect(await last.locator('canvas').count()).toBe(0);
    await cards.first().locator('[data-testid="avatar-card-viewer"] canvas').waitFor();

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute('data-state')).toBe('loaded');
    await last.locator('canvas').waitFor();
    expect(await last.textContent()).not.toContain('Scroll to load 3D model');
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('cancels a creation mid-way from its task card', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByTestId('avatar-create-new').click();
    await page.getByTestId('avatar-name').fill('Cancelled');
    await page.getByTestId('avatar-description').fill('A muscular person in a purple hoodie');
    await page.getByTestId('avatar-create-submit').click();
    const task = page.getByTestId('avatar-task');
    await task.getByTestId('avatar-task-cancel').click();
    await expect.poll(() => task.getAttribute('data-state')).toBe('CANCELLED');
    expect(await task.getByTestId('avatar-task-state').textContent()).toBe('Cancelled');
    expect(await task.getByTestId('avatar-task-progress').textContent()).toBe('Cancelled before it finished.');
    expect(await task.getByTestId('avatar-task-cancel').count()).toBe(0);
    const avatarId = await call('query($id: ID!) { avatarTask(id: $id) { avatarId } }', { id: await task.getAttribute('data-task-id') }, ann.token);
    const card = page.locator(`[data-testid="avatar-card"][data-avatar-id="${avatarId.avatarTask.avatarId}"]`);
    await expect.poll(() => card.getAttribute('data-status')).toBe('FAILED');
    expect(await card.getByTestId('avatar-view').isDisabled()).toBe(true);
    await task.getByTestId('avatar-task-dismiss').click();
    await task.waitFor({ state: 'detached' });
    await page.getByTestId('avatar-create-cancel').click();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it("says when the list cannot be loaded, and 'Try Again' reads it again", async () => {
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'MyAvatars') return route.fallback();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Avatars are unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      });
    });
    await page.reload();
    const error = page.getByTestId('avatars-error');
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe('Error loading avatars. Please try again later.');
    expect(await page.getByTestId('avatar-card').count()).toBe(0);
    await page.unrouteAll();
    await page.getByTestId('avatars-retry').click();
    await expect.poll(() => page.getByTestId('avatar-card').count(), { timeout: 15_000 }).toBe(7);
    expect(await error.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 30_000);

  it('says so plainly where WebGL is off, instead of failing', async () => {
    const noGl = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, '--disable-webgl', '--disable-3d-apis'],
    });
    try {
      const context = await noGl.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), ann.token);
      const other = await context.newPage();
      const errors: string[] = [];
      watchPageErrors(other, errors, { label: 'Ann without WebGL' });
      await other.goto(`${stack.url}/avatars`);
      const viewer = other.getByTestId('avatar-card-viewer').first();
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 20_000 }).toBe('no-webgl');
      expect(await viewer.textContent()).toBe('3D preview unavailable: this browser has WebGL turned off.');
      expect(await other.locator('canvas').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await noGl.close();
    }
  }, 60_000);
});
