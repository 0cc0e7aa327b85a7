// Challenges in Chromium against the real stack: Ann opens Create Challenge from the composer;
// a submit with no category does nothing; with one the dialog closes, the challenge post appears
// in her feed with its card, and the dialog opens again reset to All Ages, Daily, Medium. Bob sees
// the card in his feed, joins from it, opens the challenge page, logs progress past the Bronze
// tier (its badge lit), sees his streak and the leaderboard. Any console error or warning fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserStack, outsideScreen, sidewaysOverflow } from './browser.js';

const env = browserStack({ ann: { name: 'Ann Challenger', username: 'ann_ch' }, bob: { name: 'Bob Walker', username: 'bob_ch' } });
const { members, pageErrors, pageOf } = env;
let challengeUrl = '';
beforeAll(env.start, 240_000);
afterAll(env.stop);

describe('challenges', () => {
  it('creates a challenge from the composer and shows it in the feed; another member joins and logs progress', async () => {
    const { page } = await pageOf(members.ann, 'Ann');
    await page.goto(`${env.stack.url}/`);
    await page.getByTestId('composer-challenge-button').click();
    const dialog = page.getByTestId('create-challenge-dialog');
    await dialog.waitFor();
    await page.getByTestId('challenge-title').fill('Walk 5 km a day');
    await page.getByTestId('challenge-description').fill('Every day in May, 5 km on foot.');
    // No category: the submit is ignored and the dialog stays.
    await page.getByTestId('challenge-submit').click();
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await page.getByTestId('challenge-category').selectOption('Physical Activity');
    await page.getByTestId('challenge-subcategory').selectOption('Walking');
    await page.getByTestId('challenge-age-group').selectOption('18+');
    await page.getByTestId('challenge-frequency').selectOption('Weekly');
    await page.getByTestId('challenge-difficulty').selectOption('Hard');
    await page.getByTestId('challenge-metric').selectOption('DISTANCE');
    await page.getByTestId('challenge-tier-goal-0').fill('5');
    await page.getByTestId('challenge-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByTestId('challenge-card').first();
    await card.waitFor();
    expect(await card.getByTestId('challenge-card-title').textContent()).toBe('Walk 5 km a day');
    expect(await card.textContent()).toContain('18+');
    expect(await card.getByTestId('challenge-card-participants').textContent()).toBe('1 participant');

    // Opened again: the defaults All Ages, Daily, Medium.
    await page.getByTestId('composer-challenge-button').click();
    await dialog.waitFor();
    expect(await page.getByTestId('challenge-age-group').inputValue()).toBe('All Ages');
    expect(await page.getByTestId('challenge-frequency').inputValue()).toBe('Daily');
    expect(await page.getByTestId('challenge-difficulty').inputValue()).toBe('Medium');
    expect(await page.getByTestId('challenge-title').inputValue()).toBe('');
    await page.getByTestId('challenge-cancel').click();
    await dialog.waitFor({ state: 'hidden' });

    // Bob follows Ann so her post is in his feed, then joins from the card.
    const bobs = await pageOf(members.bob, 'Bob');
    await bobs.page.goto(`${env.stack.url}/users/${members.ann.user.id}`);
    const bobCard = bobs.page.getByTestId('challenge-card').first();
    await bobCard.waitFor();
    await bobCard.getByTestId('challenge-card-join').click();
    await expect.poll(() => bobCard.getByTestId('challenge-card-participants').textContent()).toBe('2 participants');
    await bobCard.getByTestId('challenge-card-link').click();
    await bobs.page.waitForURL(/\/challenges\/c\w+$/);
    challengeUrl = bobs.page.url();
    await bobs.page.getByTestId('challenge-standing').waitFor();
    await bobs.page.getByTestId('challenge-amount').fill('6.5');
    await bobs.page.getByTestId('challenge-log').click();
    await expect.poll(() => bobs.page.getByTestId('challenge-total').textContent()).toBe('6.5 km');
    expect(await bobs.page.getByTestId('challenge-tier-0').getAttribute('data-earned')).toBe('true');
    expect(await bobs.page.getByTestId('challenge-streak').textContent()).toContain('1-day streak');
    const rows = bobs.page.getByTestId('challenge-leaderboard-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Bob Walker');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('fits a phone (390x844): the standing, the log form with Sync from devices, and the leaderboard', async () => {
    expect(challengeUrl).not.toBe('');
    const { page } = await pageOf(members.bob, 'Bob on a phone', { width: 390, height: 844 });
    await page.goto(challengeUrl);
    await page.getByTestId('challenge-leaderboard-row').nth(1).waitFor();
    expect(await sidewaysOverflow(page)).toBe('');
    expect(await outsideScreen(page, ['challenge-page', 'challenge-standing', 'challenge-tiers', 'challenge-leaderboard'])).toEqual([]);
    expect(await outsideScreen(page, ['challenge-amount', 'challenge-day', 'challenge-log', 'challenge-sync'], { edgesOnly: true })).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
