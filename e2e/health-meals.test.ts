// Meals in Chromium against the real stack, offline (no vision service): Create New Meal from
// the composer (photo, the member names the foods, analyze, review and edit, preview with the
// nutrition overlay, post) puts a meal card with the SR28-computed calories (and the photo with
// its overlay) in the home feed and the meal in the day's food diary, both made by one server
// operation (postMeal) whose error the dialog shows as the server wrote it; the verbatim
// refusals and toasts; Quick Meal Post's Log Privately; Start Over, Clear and Edit Details step back.
// Rows a member can finish: a food the USDA table lacks is marked on its row in their words (no
// toast), rows can be removed, each row picks among the USDA matches as they type (also by
// keyboard alone: the combobox pattern of every suggestion list); units read
// kcal and g; the post does not repeat its description and its photo is shown whole in the feed.
// The Food diary's Log meal, and the daily summary following it without a reload. The same
// screens at 390x844 fit the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { FIX_MARKED_ROWS, NO_MATCH_ROW } from '../web/src/health/meals/food-rows-model.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let alice: Member;
let A: Page;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
/** GraphQL operations the browser should fail (for the failure toasts). */
const failing = new Set<string>();

async function memberPage(member: Member, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'Europe/Madrid' });
  contexts.push(context);
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  await context.route('**/graphql', (route) => {
    const operation = /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1];
    if (operation && failing.has(operation)) {
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      });
    }
    return route.continue();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  // The meal operations failed on purpose below (500, and social refusing the post): those
  // loads and the dialog's note of each failure are expected.
  watchPageErrors(page, pageErrors, {
    label: member.input.name,
    allow: [/Failed to load resource: the server responded with a status of 500/, /^\[meal\] (analysis|overlay|posting) failed/],
  });
  return page;
}

async function expectToast(message: string, description?: string) {
  const toast = A.getByTestId('toast').filter({ has: A.getByTestId('toast-message').getByText(message, { exact: true }) });
  await toast.waitFor({ timeout: 10_000 });
  if (description !== undefined) expect(await toast.getByTestId('toast-description').textContent()).toBe(description);
  await toast.getByLabel('Dismiss notification').dispatchEvent('click');
  await toast.waitFor({ state: 'detached' });
}

const dialog = () => A.getByTestId('meal-dialog');
let meal: Buffer;

async function openMealDialog() {
  await A.getByTestId('composer-meal-button').click();
  await dialog().waitFor();
}

async function uploadAndName(foods: [string, string][]) {
  await A.getByTestId('meal-file-input').setInputFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: meal });
  await A.getByTestId('meal-photo').waitFor();
  for (let i = 0; i < foods.length; i++) {
    // The last row's USDA matches open under it once its search answers, which moves "Add food"
    // down the dialog: click it once they are in (CI: a click that landed while they appeared
    // added no row).
    await A.getByText('Searching the USDA food table…').waitFor({ state: 'detached' });
    if (i > 0) await A.getByTestId('meal-add-food').click();
    await A.getByTestId('meal-food-name').nth(i).fill(foods[i][0]);
    await A.getByTestId('meal-food-grams').nth(i).fill(foods[i][1]);
  }
}

beforeAll(async () => {
  meal = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 230, g: 200, b: 150 } } })
    .jpeg()
    .toBuffer();
  stack = await startStack();
  browser = await launchChromium();
  alice = await registerMember(stack, { name: 'Alice Eater', username: `alice_${Date.now() % 100000}` });
  A = await memberPage(alice);
  await A.goto(`${stack.url}/`);
  await A.getByTestId('composer').waitFor();
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('Create New Meal', () => {
  it('refuses a file that is not an image and asks for a photo before analysing', async () => {
    await openMealDialog();
    await A.getByTestId('meal-analyze').click();
    await expect.poll(() => A.getByTestId('meal-image-error').textContent()).toBe('Please upload an image first');
    await A.getByTestId('meal-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => A.getByTestId('meal-image-error').textContent()).toBe('Please upload an image file');
    await A.getByTestId('meal-file-input').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
    await expect.poll(() => A.getByTestId('meal-image-error').textContent()).toBe('Image must be less than 5MB');
    // The analysis failing shows the spec's toast.
    await uploadAndName([['banana', '120']]);
    failing.add('MealAnalyze');
    await A.getByTestId('meal-analyze').click();
    await expectToast('Failed to analyze image');
    failing.delete('MealAnalyze');
    // Clear takes the photo away.
    await A.getByTestId('meal-clear').click();
    await A.getByTestId('meal-upload').waitFor();
    await A.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('photo -> analyze (member names foods) -> review -> preview -> post: the feed card shows the computed calories', async () => {
    await openMealDialog();
    await uploadAndName([
      ['chicken breast', '150'],
      ['rice', '200'],
    ]);
    await A.getByTestId('meal-analyze').click();
    await A.getByTestId('meal-review').waitFor();
    // 165 kcal/100 g x 1.5 + 130 kcal/100 g x 2 (USDA SR28).
    expect(await A.getByTestId('meal-calories-input').inputValue()).toBe('508');
    expect(await A.getByTestId('meal-name-input').inputValue()).toBe('chicken breast, rice');
    // Units as people write them: "Protein" with "g" after the number, calories in kcal; never "(G)".
    expect(await A.getByTestId('meal-protein-label').evaluate((el: HTMLElement) => el.innerText)).toBe('Protein');
    const review = await A.getByTestId('meal-review').evaluate((el: HTMLElement) => el.innerText);
    expect(review).not.toContain('(G)');
    expect(
      await A.getByTestId('meal-calories-input')
        .locator('xpath=..')
        .evaluate((el: HTMLElement) => el.innerText),
    ).toContain('kcal');
    expect(
      await A.getByTestId('meal-protein-input')
        .locator('xpath=..')
        .evaluate((el: HTMLElement) => el.innerText.trim()),
    ).toBe('g');
    expect(await A.getByTestId('meal-review-detail').textContent()).toMatch(/^Fiber [\d.]+ g · Sugar [\d.]+ g · Saturated fat [\d.]+ g · Sodium \d+ mg · 350 g$/);

    // Name and description are required.
    await A.getByTestId('meal-preview').click();
    await A.getByText('Description is required').waitFor();
    await A.getByTestId('meal-name-input').fill('Chicken and rice');
    await A.getByTestId('meal-description-input').fill('Lunch after the long run');

    // The overlay failing: the spec's toast, and the review stays.
    failing.add('MealPreviewOverlay');
    await A.getByTestId('meal-preview').click();
    await expectToast('Failed to create meal');
    failing.delete('MealPreviewOverlay');

    await A.getByTestId('meal-preview').click();
    const overlay = A.getByTestId('meal-overlay');
    await overlay.waitFor();
    const src = await overlay.getAttribute('src');
    expect(src).toMatch(/^\/media\/h-/);
    await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    // Edit Details steps back with the values kept; preview again.
    await A.getByTestId('meal-edit-details').click();
    expect(await A.getByTestId('meal-name-input').inputValue()).toBe('Chicken and rice');
    await A.getByTestId('meal-preview').click();
    await A.getByTestId('meal-overlay').waitFor();

    // Posting failing: the spec's toast with the server's message as it wrote it, and nothing is posted.
    failing.add('MealPost');
    await A.getByTestId('meal-post').click();
    await expectToast('Failed to post meal', 'boom');
    failing.delete('MealPost');

    // The post really failing on the server (health cannot reach social): the server takes the
    // diary entry back and says so, and the dialog shows its words, not "Meal posted".
    const socialUrl = stack.config.subgraphUrls.social;
    stack.config.subgraphUrls.social = 'http://127.0.0.1:9/graphql';
    try {
      await A.getByTestId('meal-post').click();
      await expectToast('Failed to post meal', 'Posts are unavailable right now; try again Your meal was not added to your food diary either.');
      expect(await A.getByTestId('toast-message').getByText('Meal posted').count()).toBe(0);
    } finally {
      stack.config.subgraphUrls.social = socialUrl;
    }
    const before = await gql(stack.graphqlUrl, '{ foodDiary(timezone: "Europe/Madrid") { meals { name } } }', {}, alice.token);
    expect((before.data as any).foodDiary.meals).toEqual([]);
    expect(await A.getByTestId('meal-overlay').isVisible()).toBe(true);

    await A.getByTestId('meal-post').click();
    await dialog().waitFor({ state: 'detached' });
    const card = A.getByTestId('home-feed').getByTestId('meal-card').filter({ hasText: 'Chicken and rice' }).first();
    await card.waitFor();
    expect(await card.getByTestId('meal-calories-value').textContent()).toBe('508');
    // The post carries the photo with its overlay as post media.
    const post = A.getByTestId('home-feed')
      .locator('[data-testid=post-card]')
      .filter({ has: A.getByTestId('meal-card').filter({ hasText: 'Chicken and rice' }) })
      .first();
    await expect.poll(() => post.locator('img[src^="/media/p-"]').count()).toBeGreaterThan(0);
    // The post says its description once (the post's text), not again in the meal card.
    expect(((await post.innerText()).match(/Lunch after the long run/g) ?? []).length).toBe(1);
    // The photo is shown whole, so the overlay's panel along its bottom (and its badges) is not
    // cropped away: the drawn box has the photo's own proportions (1200 x 900).
    const photo = post.locator('img[src^="/media/p-"]').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    const shape = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const tile = img.parentElement!.getBoundingClientRect();
      return { ratio: box.width / box.height, fits: box.bottom <= tile.bottom + 0.5 && box.top >= tile.top - 0.5 };
    });
    expect(shape.ratio).toBeCloseTo(1200 / 900, 2);
    expect(shape.fits).toBe(true);

    // The meal is in today's food diary (logged with the post). The diary card's route, /health,
    // is switched on by the daily capability; until then the card is checked through its query.
    const diary = await gql(stack.graphqlUrl, '{ foodDiary(timezone: "Europe/Madrid") { meals { name postId } totals { calories } } }', {}, alice.token);
    expect(diary.errors).toBeUndefined();
    const logged = (diary.data as any).foodDiary;
    expect(logged.meals.map((m: { name: string }) => m.name)).toContain('Chicken and rice');
    expect(logged.meals.find((m: { name: string }) => m.name === 'Chicken and rice').postId).toBeTruthy();
    expect(logged.totals.calories).toBe(508);
  });

  it('Start Over from the review goes back to an empty upload', async () => {
    await openMealDialog();
    await uploadAndName([['banana', '100']]);
    await A.getByTestId('meal-analyze').click();
    await A.getByTestId('meal-review').waitFor();
    await A.getByTestId('meal-start-over').click();
    await A.getByTestId('meal-upload').waitFor();
    expect(await A.getByTestId('meal-food-name').first().inputValue()).toBe('');
    await A.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });
});

describe('food rows a member can finish', () => {
  it('marks a food the USDA table lacks on its row in their words, with no toast, and the row can be removed', async () => {
    await openMealDialog();
    await uploadAndName([
      ['banana', '120'],
      ['qwzxv', '50'],
    ]);
    const rows = A.getByTestId('meal-food-row');
    // Searching as they type already finds nothing for the second row, and says so there.
    await expect.poll(() => rows.nth(1).getByTestId('meal-food-error').textContent()).toBe(NO_MATCH_ROW);
    await A.getByTestId('meal-analyze').click();
    // The server's refusal names the row; the dialog marks it and says what to do.
    await expect.poll(() => A.getByTestId('meal-foods-error').textContent()).toBe(FIX_MARKED_ROWS);
    expect(await rows.nth(1).getAttribute('data-invalid')).toBe('true');
    // The server's word for the row is the one the search showed (one text for one problem).
    expect(await rows.nth(1).getByTestId('meal-food-error').textContent()).toBe(NO_MATCH_ROW);
    expect(await rows.nth(0).getAttribute('data-invalid')).toBeNull();
    expect(await A.getByTestId('toast-message').getByText('Failed to analyze image').count()).toBe(0);
    expect(await dialog().getAttribute('data-step')).toBe('upload');
    // Removing the row takes its error with it, and the rest analyzes.
    await rows.nth(1).getByTestId('meal-food-remove').click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await A.getByTestId('meal-foods-error').count()).toBe(0);
    expect(await A.getByTestId('meal-food-name').inputValue()).toBe('banana');
    await A.getByTestId('meal-analyze').click();
    await A.getByTestId('meal-review').waitFor();
    // 89 kcal/100 g x 1.2 (SR28 bananas, raw).
    expect(await A.getByTestId('meal-calories-input').inputValue()).toBe('107');
    await A.getByTestId('meal-start-over').click();
    await A.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('offers the USDA matches as they type: "oatmeal" is the porridge unless they pick the bread', async () => {
    await openMealDialog();
    await uploadAndName([['oatmeal', '100']]);
    const options = A.getByTestId('meal-food-option');
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(/^Cereals, oats, .* \(best match\)\d+ kcal\/100 g$/);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await options.filter({ hasText: /^Bread, oatmeal\d/ }).click();
    expect(await A.getByTestId('meal-food-match').textContent()).toBe('USDA: Bread, oatmeal');
    await A.getByTestId('meal-analyze').click();
    await A.getByTestId('meal-review').waitFor();
    // SR28 18039 Bread, oatmeal: 269 kcal/100 g.
    expect(await A.getByTestId('meal-calories-input').inputValue()).toBe('269');
    expect(await A.getByTestId('meal-review').textContent()).toContain('Bread, oatmeal (100 g)');
    await A.getByTestId('meal-start-over').click();
    await A.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });
});

describe('the Food diary and the daily summary', () => {
  const summaryOf = async () =>
    (await gql(stack.graphqlUrl, '{ dailySummary(timezone: "Europe/Madrid") { nutrition } }', {}, alice.token)).data as { dailySummary: { nutrition: number | null } };

  it('Log meal from the Food diary; the daily summary follows without a reload, and one lunch is not 100', async () => {
    await A.goto(`${stack.url}/health`);
    await A.getByTestId('food-diary-card').waitFor();
    // The chicken and rice posted above (quality well up) covers only part of the day's needs.
    const lunch = (await summaryOf()).dailySummary.nutrition;
    expect(lunch).not.toBeNull();
    expect(lunch!).toBeLessThan(60);
    await expect.poll(() => A.getByTestId('daily-score-nutrition-value').textContent()).toBe(String(lunch));
    const before = await A.getByTestId('diary-meal').count();

    await A.getByTestId('diary-log-meal').click();
    const log = A.getByTestId('log-meal-dialog');
    await log.waitFor();
    // Nothing named: said in the dialog, nothing sent.
    await log.getByTestId('log-meal-submit').click();
    await expect.poll(() => log.getByTestId('log-meal-error').textContent()).toBe('Name at least one food on your plate.');
    await log.getByTestId('log-meal-name').fill('Dinner');
    await log.getByTestId('meal-food-name').fill('lentils');
    await log.getByTestId('meal-food-grams').fill('300');
    await log.getByTestId('meal-add-food').click();
    await log.getByTestId('meal-food-name').nth(1).fill('spinach');
    await log.getByTestId('meal-food-grams').nth(1).fill('200');
    await log.getByTestId('log-meal-submit').click();
    await log.waitFor({ state: 'detached' });
    await expectToast('Meal logged');
    // The diary and the summary are read again, on the page as it is.
    await expect.poll(() => A.getByTestId('diary-meal').count()).toBe(before + 1);
    const dinner = (await summaryOf()).dailySummary.nutrition;
    expect(dinner).toBeGreaterThan(lunch!);
    await expect.poll(() => A.getByTestId('daily-score-nutrition-value').textContent()).toBe(String(dinner));
    await A.getByTestId('daily-score-nutrition').click();
    expect(await A.getByTestId('daily-score-data').textContent()).toMatch(
      /^Today: 2 meals logged: [\d,]+ kcal, \d+ g protein, \d+ g fiber; mean meal quality \d+\/100\.$/,
    );
    const diary = await gql(stack.graphqlUrl, '{ foodDiary(timezone: "Europe/Madrid") { meals { name private postId foods { foodName } } } }', {}, alice.token);
    const logged = (diary.data as any).foodDiary.meals.find((m: { name: string }) => m.name === 'Dinner');
    expect(logged).toMatchObject({ private: true, postId: null });
    expect(logged.foods.map((f: { foodName: string }) => f.foodName)).toHaveLength(2);
  });

  it('fits a phone (390x844): the cards, the Log meal dialog and the Create New Meal dialog', async () => {
    const P = await memberPage(alice, { width: 390, height: 844 });
    await P.goto(`${stack.url}/health`);
    for (const card of ['daily-summary-card', 'food-diary-card']) {
      const box = (await P.getByTestId(card).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await P.getByTestId(card).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await P.getByTestId('diary-log-meal').click();
    const log = P.getByTestId('log-meal-dialog');
    await log.waitFor();
    await log.getByTestId('meal-food-name').fill('oatmeal');
    await log.getByTestId('meal-food-option').first().waitFor();
    expect(await log.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const id of ['meal-food-remove', 'meal-food-grams', 'meal-food-option']) {
      const box = (await log.getByTestId(id).first().boundingBox())!;
      expect(box.x + box.width, id).toBeLessThanOrEqual(390);
    }
    await P.keyboard.press('Escape');
    await P.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });
    await P.goto(`${stack.url}/`);
    await P.getByTestId('composer-meal-button').click();
    const mealDialog = P.getByTestId('meal-dialog');
    await mealDialog.waitFor();
    await P.getByTestId('meal-file-input').setInputFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: meal });
    await P.getByTestId('meal-food-name').fill('banana');
    await P.getByTestId('meal-food-grams').fill('120');
    await P.getByTestId('meal-analyze').click();
    await P.getByTestId('meal-review').waitFor();
    expect(await mealDialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const calories = (await P.getByTestId('meal-calories-input').boundingBox())!;
    expect(calories.x + calories.width).toBeLessThanOrEqual(390);
    await P.context().close();
  });
});

describe('the USDA matches by keyboard alone', () => {
  it('arrows move through the matches, Enter picks, ArrowDown reopens, Escape closes them (not the dialog); the combobox says so', async () => {
    await A.goto(`${stack.url}/health`);
    await A.getByTestId('food-diary-card').waitFor();
    await A.getByTestId('diary-log-meal').focus();
    await A.keyboard.press('Enter');
    const log = A.getByTestId('log-meal-dialog');
    await log.waitFor();
    await log.getByTestId('log-meal-name').focus();
    await A.keyboard.type('Keyboard breakfast');
    await A.keyboard.press('Tab');
    const food = log.getByTestId('meal-food-name');
    await expect.poll(() => food.evaluate((el) => el === document.activeElement)).toBe(true);
    // Closed and empty: a combobox whose list is named but not shown.
    expect(await food.getAttribute('role')).toBe('combobox');
    expect(await food.getAttribute('aria-expanded')).toBe('false');
    expect(await food.getAttribute('aria-autocomplete')).toBe('list');
    await A.keyboard.type('oatmeal');

    const list = log.getByTestId('meal-food-matches');
    const options = log.getByTestId('meal-food-option');
    await options.first().waitFor();
    const listId = await list.getAttribute('id');
    expect(await list.getAttribute('role')).toBe('listbox');
    expect(await food.getAttribute('aria-controls')).toBe(listId);
    expect(await food.getAttribute('aria-expanded')).toBe('true');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    const ids = await options.evaluateAll((els) => els.map((el) => el.id));
    const activeId = () => food.getAttribute('aria-activedescendant');
    const selected = () => options.evaluateAll((els) => els.filter((el) => el.getAttribute('aria-selected') === 'true').map((el) => el.id));
    // The best match is active first; the focus stays in the field throughout.
    expect(await activeId()).toBe(ids[0]);
    expect(await selected()).toEqual([ids[0]]);
    await A.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(ids[1]);
    expect(await selected()).toEqual([ids[1]]);
    await A.keyboard.press('ArrowUp');
    await A.keyboard.press('ArrowUp');
    // Up from the first wraps to the last.
    expect(await activeId()).toBe(ids[count - 1]);
    await A.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(ids[0]);
    expect(await food.evaluate((el) => el === document.activeElement)).toBe(true);

    // Down to the bread, and Enter picks it (the form is not sent).
    const bread = ids[(await options.allTextContents()).findIndex((t) => /^Bread, oatmeal\d/.test(t))];
    expect(bread).toBeTruthy();
    for (let i = 0; i < count && (await activeId()) !== bread; i++) await A.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(bread);
    await A.keyboard.press('Enter');
    await expect.poll(() => food.getAttribute('aria-expanded')).toBe('false');
    expect(await food.getAttribute('aria-activedescendant')).toBeNull();
    expect(await log.getByTestId('meal-food-match').textContent()).toBe('USDA: Bread, oatmeal');
    expect(await log.isVisible()).toBe(true);
    expect(await food.inputValue()).toBe('oatmeal');

    // ArrowDown opens the matches again on the picked one; Escape closes them and leaves the dialog open.
    await A.keyboard.press('ArrowDown');
    await expect.poll(() => food.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(async () => (await activeId()) !== null && (await log.locator(`[id="${await activeId()}"]`).textContent())?.startsWith('Bread, oatmeal'))
      .toBe(true);
    await A.keyboard.press('Escape');
    await expect.poll(() => food.getAttribute('aria-expanded')).toBe('false');
    expect(await log.isVisible()).toBe(true);
    expect(await log.getByTestId('meal-food-match').textContent()).toBe('USDA: Bread, oatmeal');

    // The weight, then Enter sends the meal with the picked food.
    await A.keyboard.press('Tab');
    await A.keyboard.type('100');
    await A.keyboard.press('Enter');
    await log.waitFor({ state: 'detached' });
    await expectToast('Meal logged');
    const diary = await gql(stack.graphqlUrl, '{ foodDiary(timezone: "Europe/Madrid") { meals { name foods { foodName grams } } } }', {}, alice.token);
    const logged = (diary.data as any).foodDiary.meals.find((m: { name: string }) => m.name === 'Keyboard breakfast');
    expect(logged.foods).toEqual([{ foodName: 'Bread, oatmeal', grams: 100 }]);
  });
});

describe('Quick Meal Post', () => {
  it('Log Privately only says it is coming soon', async () => {
    await A.goto(`${stack.url}/`);
    await A.getByTestId('composer').waitFor();
    await A.getByTestId('composer-quick-meal-button').click();
    await A.getByTestId('quick-meal-dialog').waitFor();
    await A.getByTestId('quick-meal-log-privately').click();
    await expectToast('Log privately feature coming soon');
    await A.keyboard.press('Escape');
  });

  it('left the console clean on every screen above', () => {
    expect(pageErrors).toEqual([]);
  });
});
