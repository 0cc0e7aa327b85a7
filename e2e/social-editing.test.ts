// Issue 24 in Chromium against the real stack, at desktop size and at a 390x844 phone
// (docs/social-posts.md): the composer's counter, disabled Post on an empty composer, a content
// warning, alt text and reply/quote controls; the card's warning gate and alt text; editing
// from the more-menu with the "Edited" history (a posted photo's alt text too); another member's disabled Reply; a poll whose
// author sees the results without voting; the bio counter. The API checks what the screen did.
// Any console error fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { gql } from '@pulse/dev-env';
import { uploadFiles } from '@pulse/dev-env/media';
import { browserStack, sidewaysOverflow, type StackMember } from './browser.js';

const world = browserStack({
  ann: { name: 'Ann Editor', username: 'ann_edit' },
  bob: { name: 'Bob Reader', username: 'bob_read' },
});

beforeAll(world.start, 180_000);
afterAll(world.stop);

/** Waits for a condition (expect.poll), never for a fixed time. */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

const api = async (query: string, variables: Record<string, unknown>, m: StackMember) => {
  const answer = await gql(world.stack.graphqlUrl, query, variables, m.token);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, any>;
};

describe.each([
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
])('editing, warnings, alt text and controls on $label', ({ label, viewport }) => {
  it('composes with a counter, a warning, alt text and reply controls; edits with history; Bob cannot reply', async () => {
    const { ann, bob } = world.members;
    const { page } = await world.pageOf(ann, `ann-${label}`, viewport);
    await page.goto(`${world.stack.url}/`);
    const composer = page.getByTestId('composer');
    await composer.waitFor();

    // Empty (or only spaces): Post is disabled; the counter follows the text.
    const submit = composer.getByTestId('composer-submit');
    expect(await submit.isDisabled()).toBe(true);
    await composer.getByTestId('composer-text').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    const text = `Knee check ${label} ${Date.now()}`;
    await composer.getByTestId('composer-text').fill(text);
    await eventually(() => composer.getByTestId('composer-counter').textContent()).toBe(`${text.length} / 5,000`);
    expect(await submit.isDisabled()).toBe(false);

    // A content warning and replies limited to those mentioned.
    await composer.getByTestId('composer-cw-toggle').click();
    await composer.getByTestId('composer-cw-input').fill('Surgery talk');
    await composer.getByTestId('composer-reply-policy').selectOption('MENTIONED');
    expect(await sidewaysOverflow(page)).toBe('');
    await eventually(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await eventually(() => composer.getByTestId('composer-text').inputValue()).toBe('');

    const mine = await api(
      'query($id: ID!) { userPosts(userId: $id, first: 1) { nodes { id content contentWarning replyPolicy quotePolicy } } }',
      { id: ann.user.id },
      ann,
    );
    const post = mine.userPosts.nodes[0];
    expect(post).toMatchObject({
      content: text,
      contentWarning: 'Surgery talk',
      replyPolicy: 'MENTIONED',
      quotePolicy: 'EVERYONE',
    });

    // The card: the warning stands in for the text until Show.
    const card = page.locator(`[data-testid=post-card][data-post-id="${post.id}"]`);
    await card.getByTestId('content-warning').waitFor();
    expect(await card.getByTestId('post-content').count()).toBe(0);
    await card.getByTestId('content-warning-toggle').click();
    expect(await card.getByTestId('post-content').textContent()).toBe(text);
    expect(await card.getByTestId('interaction-note').textContent()).toContain(`Only people @${ann.user.username} mentioned can reply`);

    // Edit from the more-menu: new text, replies opened to everyone; "Edited" opens the history.
    await card.getByTestId('post-more-menu').click();
    await page.getByTestId('menu-edit-post').click();
    const dialog = page.getByTestId('edit-post-dialog');
    await dialog.getByTestId('edit-post-text').fill(`${text} (edited)`);
    await eventually(() => dialog.getByTestId('edit-post-counter').textContent()).toBe(`${text.length + 9} / 5,000`);
    await dialog.getByTestId('edit-post-reply-policy').selectOption('NOBODY');
    await dialog.getByTestId('edit-post-save').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => card.getByTestId('post-content').textContent()).toBe(`${text} (edited)`);
    await card.getByTestId('post-edited').click();
    const history = page.getByTestId('edit-history-dialog');
    await history.getByTestId('edit-version').first().waitFor();
    expect(await history.getByTestId('edit-version').getByTestId('edit-version-content').allTextContents()).toEqual([text]);
    expect(await history.getByTestId('edit-version-current').getByTestId('edit-version-content').textContent()).toBe(`${text} (edited)`);
    expect(await sidewaysOverflow(page)).toBe('');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    // Bob opens the post: "Edited" is there for him too; Reply is disabled, the note says why.
    const { page: bobPage } = await world.pageOf(bob, `bob-${label}`, viewport);
    await bobPage.goto(`${world.stack.url}/${ann.user.username}/status/${post.id}`);
    const focused = bobPage.getByTestId('focused-post');
    await focused.getByTestId('content-warning').waitFor();
    await focused.getByTestId('content-warning-toggle').click();
    await focused.getByTestId('post-edited').waitFor();
    expect(await focused.getByTestId('reply-button').first().isDisabled()).toBe(true);
    expect(await focused.getByTestId('interaction-note').textContent()).toContain('Replies are turned off');
    // The API agrees with the screen.
    const reply = await gql(world.stack.graphqlUrl, 'mutation($id: ID!) { createReply(postId: $id, input: { content: "Hi" }) { id } }', { id: post.id }, bob.token);
    expect(reply.errors?.[0]?.extensions?.reason).toBe('REPLY_NOT_ALLOWED');

    // A photo with alt text, behind a warning: hidden until Show, then alt (screen readers) and title (hover).
    await composer.getByTestId('composer-cw-toggle').click();
    // A warning of this run's own: the desktop run's card, on the same feed, carries the
    // desktop one (CI: matched by a shared warning, the Show went to that older card).
    const photoWarning = `Surgery photo ${label}`;
    await composer.getByTestId('composer-cw-input').fill(photoWarning);
    const photoText = `Scar ${label} ${Date.now()}`;
    await composer.getByTestId('composer-text').fill(photoText);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await composer.getByTestId('composer-file-input').setInputFiles({ name: 'knee.png', mimeType: 'image/png', buffer: png });
    await composer.getByTestId('composer-alt-input').fill('A knee with a fresh scar');
    await eventually(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await eventually(() => composer.getByTestId('composer-text').inputValue()).toBe('');
    // Found by its warning on Ann's own feed (a photo may wait for screening: its author sees it either way).
    const photoCard = page
      .getByTestId('post-card')
      .filter({ has: page.getByTestId('content-warning-text').getByText(photoWarning, { exact: true }) })
      .first();
    await photoCard.waitFor();
    expect(await photoCard.getByTestId('media-grid').count()).toBe(0);
    await photoCard.getByTestId('content-warning-toggle').click();
    expect(await photoCard.getByTestId('post-content').textContent()).toBe(photoText);
    expect(await photoCard.getByTestId('media-tile').locator('img').getAttribute('alt')).toBe('A knee with a fresh scar');
    expect(await photoCard.getByTestId('media-tile').getAttribute('title')).toBe('A knee with a fresh scar');
    const photoId = await photoCard.getAttribute('data-post-id');
    const stored = await api('query($id: ID!) { post(id: $id) { contentWarning medias { alt } } }', { id: photoId }, ann);
    expect(stored.post).toEqual({ contentWarning: photoWarning, medias: [{ alt: 'A knee with a fresh scar' }] });

    expect(world.pageErrors).toEqual([]);
    await page.context().close();
    await bobPage.context().close();
  }, 150_000);

  it("the author edits a posted photo's alt text: the image, the history and Bob's view follow", async () => {
    const { ann, bob } = world.members;
    const content = `Hill photo ${label} ${Date.now()}`;
    // A photo post that is out (POSTED): the first image may still wait for the screening model
    // to load, and a post without a verdict in time is held (docs/image-screening.md), so a held
    // one is deleted and the post made again with a new image once the model is warm.
    let postId = '';
    await expect
      .poll(
        async () => {
          const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#4a8' } })
            .png()
            .toBuffer();
          const uploaded = await uploadFiles(`${world.stack.url}/api/posts/media`, [{ name: 'hill.png', bytes: photo, type: 'image/png' }], { token: ann.token });
          const media = (uploaded.body as { medias: { url: string; type: string }[] }).medias[0];
          const created = await api(
            'mutation($input: CreatePostInput!) { createPost(input: $input) { id status } }',
            { input: { content, medias: [{ ...media, alt: 'A hill at dawn' }] } },
            ann,
          );
          if (created.createPost.status === 'POSTED') postId = created.createPost.id;
          else await api('mutation($id: ID!) { deletePost(id: $id) }', { id: created.createPost.id }, ann);
          return created.createPost.status;
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBe('POSTED');

    const { page } = await world.pageOf(ann, `ann-alt-${label}`, viewport);
    await page.goto(`${world.stack.url}/${ann.user.username}/status/${postId}`);
    const card = page.getByTestId('focused-post');
    const image = card.getByTestId('media-tile').locator('img');
    await eventually(() => image.getAttribute('alt')).toBe('A hill at dawn');

    await card.getByTestId('post-more-menu').first().click();
    await page.getByTestId('menu-edit-post').click();
    const dialog = page.getByTestId('edit-post-dialog');
    const alt = dialog.getByTestId('edit-post-alt');
    expect(await alt.inputValue()).toBe('A hill at dawn');
    expect(await alt.getAttribute('maxlength')).toBe('1500');
    await alt.fill('A green hill at dawn, a cairn on top');
    expect(await sidewaysOverflow(page)).toBe('');
    await dialog.getByTestId('edit-post-save').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => image.getAttribute('alt')).toBe('A green hill at dawn, a cairn on top');
    expect(await card.getByTestId('media-tile').first().getAttribute('title')).toBe('A green hill at dawn, a cairn on top');
    expect(await card.getByTestId('post-content').first().textContent()).toBe(content);

    // "Edited": the history shows the alt text each version had.
    await card.getByTestId('post-edited').first().click();
    const history = page.getByTestId('edit-history-dialog');
    await history.getByTestId('edit-version').first().waitFor();
    expect(await history.getByTestId('edit-version').getByTestId('edit-version-alt').allTextContents()).toEqual(['Alt text: A hill at dawn']);
    expect(await history.getByTestId('edit-version-current').getByTestId('edit-version-alt').textContent()).toBe('Alt text: A green hill at dawn, a cairn on top');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    // The API and another reader agree with the screen.
    const stored = await api('query($id: ID!) { post(id: $id) { content medias { alt } edits { medias { alt } } } }', { id: postId }, bob);
    expect(stored.post).toEqual({ content, medias: [{ alt: 'A green hill at dawn, a cairn on top' }], edits: [{ medias: [{ alt: 'A hill at dawn' }] }] });
    const { page: bobPage } = await world.pageOf(bob, `bob-alt-${label}`, viewport);
    await bobPage.goto(`${world.stack.url}/${ann.user.username}/status/${postId}`);
    await eventually(() => bobPage.getByTestId('focused-post').getByTestId('media-tile').locator('img').getAttribute('alt')).toBe('A green hill at dawn, a cairn on top');
    expect(await bobPage.getByTestId('focused-post').getByTestId('menu-edit-post').count()).toBe(0);

    expect(world.pageErrors).toEqual([]);
    await page.context().close();
    await bobPage.context().close();
  }, 180_000);

  it('a poll: its author sees the results and cannot vote; Bob votes, then sees them; the bio counter', async () => {
    const { ann, bob } = world.members;
    const created = await api(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
      { input: { content: `Rest day ${label}?`, type: 'POLL', poll: { options: ['Sunday', 'Monday'] } } },
      ann,
    );
    const postId = created.createPost.id;
    const { page } = await world.pageOf(ann, `ann-poll-${label}`, viewport);
    await page.goto(`${world.stack.url}/${ann.user.username}/status/${postId}`);
    const annPoll = page.getByTestId('focused-post').getByTestId('poll');
    await annPoll.waitFor();
    expect(await annPoll.getAttribute('data-results')).toBe('true');
    expect(await annPoll.getByTestId('poll-option-percent').allTextContents()).toEqual(['0.0%', '0.0%']);
    expect(await annPoll.getByTestId('poll-option').first().isDisabled()).toBe(true);

    const { page: bobPage } = await world.pageOf(bob, `bob-poll-${label}`, viewport);
    await bobPage.goto(`${world.stack.url}/${ann.user.username}/status/${postId}`);
    const bobPoll = bobPage.getByTestId('focused-post').getByTestId('poll');
    await bobPoll.waitFor();
    expect(await bobPoll.getByTestId('poll-option-percent').count()).toBe(0);
    await bobPoll.getByTestId('poll-option').filter({ hasText: 'Monday' }).click();
    await eventually(() => bobPoll.getByTestId('poll-option-percent').allTextContents()).toEqual(['0.0%', '100.0%']);
    expect(await bobPoll.getByTestId('poll-option').first().isDisabled()).toBe(true);
    await page.reload();
    await eventually(() => page.getByTestId('focused-post').getByTestId('poll-option-percent').allTextContents()).toEqual(['0.0%', '100.0%']);

    // The bio counter in Edit profile.
    await page.goto(`${world.stack.url}/${ann.user.username}`);
    await page.getByTestId('edit-profile-button').click();
    const bio = page.getByTestId('edit-profile-bio');
    await bio.fill('Runner and climber');
    await eventually(() => page.getByTestId('edit-profile-bio-counter').textContent()).toBe('18 / 160');
    await bio.fill('b'.repeat(170));
    await eventually(() => page.getByTestId('edit-profile-bio-counter').getAttribute('data-over')).toBe('true');
    expect(await sidewaysOverflow(page)).toBe('');

    expect(world.pageErrors).toEqual([]);
    await page.context().close();
    await bobPage.context().close();
  }, 120_000);
});
