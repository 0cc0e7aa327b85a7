// Meals through the gateway: analyze (member-named foods offline, a vision model over a real
// loopback chat-completions server), the overlay, logging, the list, one meal, the diary and
// deleting, with every verbatim refusal and another member's meal NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import { anonymousFrom, client, expectError, members, ok, restClient, startStack, type Member, type Result, type Stack } from '@pulse/dev-env';
import { FOOD_SEARCH_LIMITED } from '../nutrition/search-foods.js';
import { startChatServer, type ChatServer } from '@pulse/dev-env';
import { GPX_SAMPLE, uploadHealthFile } from '../uploads/testing.js';
import { DIARY_UNAVAILABLE, MEAL_NOT_LOGGED } from './operations/post-meal.js';
import { NO_MATCH_ROW, UNKNOWN_PICK_ROW } from './plate.js';

let stack: Stack;
let visionStack: Stack;
let chat: ChatServer;
let ann: Member;
let bob: Member;
const api = restClient(() => stack);

const ANALYZE = `mutation($input: AnalyzeMealInput!) { analyzeMeal(input: $input) {
  id source model message postId mealId
  foodDetection { mainDish foodsOnPlate cuisineType }
  ingredients { mainIngredients garnishes sauces }
  nutritionalAnalysis { estimatedCalories servingSize macronutrients { protein carbs fats fiber sugar saturatedFat } }
  dietaryNotes { healthRating qualityScore allergens dietaryCategory }
  foods { name foodId foodName grams calories }
} }`;
const POST_MEAL = `mutation($input: PostMealInput!) { postMeal(input: $input) {
  meal { id name postId description nutritionalInfo { calories protein fiber servingSize qualityScore } }
  post { id }
} }`;
const DIARY = `query { foodDiary { meals { id name postId } } }`;
const MEMBER_POSTS = `query($userId: ID!) { posts(filter: { userId: $userId }) { posts { id type content meal { name calories description } } } }`;
const POST_LIMIT = 5;
const OVERLAY = `mutation($input: MealOverlayInput!) { previewMealOverlay(input: $input) { overlayImageUrl } }`;
const LOG = `mutation($input: LogMealInput!) { logMeal(input: $input) { id name postId loggedOn qualityScore grade nutritionalInfo { calories protein carbs fats fiber sugar saturatedFat servingSize qualityScore } foods { foodId grams } } }`;

async function photo(width = 640, height = 480, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });
  return format === 'png'
    ? image.png().toBuffer()
    : image
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
        .toBuffer();
}
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  chat = await startChatServer();
  // A small post budget, so a member can reach social's rate limit (postMeal's refused post).
  [stack, visionStack] = await Promise.all([
    startStack({ env: { POST_LIMIT_PER_HOUR: String(POST_LIMIT) } }),
    startStack({ env: { AI_BASE_URL: chat.url, AI_VISION_MODEL: 'test-vision' } }),
  ]);
  [ann, bob] = await members(stack, 2);
}, 240_000);

afterAll(async () => {
  await Promise.all([stack?.stop(), visionStack?.stop(), chat?.close()]);
});

describe('analyzeMeal', () => {
  it('without a vision service uses the foods the member names, every number from SR28', async () => {
    const gql = client(stack);
    const r = ok(
      await gql(
        ANALYZE,
        {
          input: {
            image: dataUrl(await photo()),
            foods: [
              { name: 'chicken breast', grams: 150 },
              { name: 'rice', grams: 200 },
            ],
          },
        },
        ann.token,
      ),
    ).analyzeMeal;
    expect(r.source).toBe('member');
    expect(r.foodDetection.mainDish).toBeNull();
    expect(r.foods.map((f: { foodId: string }) => f.foodId)).toEqual(['05064', '20045']);
    // 165 kcal/100 g x 1.5 + 130 kcal/100 g x 2 = 247.5 + 260
    expect(r.nutritionalAnalysis.estimatedCalories).toBe(508);
    expect(r.nutritionalAnalysis.servingSize).toBe('350 g');
    expect(r.dietaryNotes.healthRating).toMatch(/^[ABCDF]$/);

    const none = ok(await gql(ANALYZE, { input: { image: dataUrl(await photo()) } }, ann.token)).analyzeMeal;
    expect(none.message).toBe('No food-recognition service is configured. Name the foods on your plate and Pulse computes the nutrition.');
    expect(none.foods).toEqual([]);
  });

  it('uses the SR28 row the member picked among the matches (foodId) over the best match of the name', async () => {
    const gql = client(stack);
    const image = dataUrl(await photo());
    // "oatmeal" alone is the porridge; the member picked the bread instead (18039, 269 kcal/100 g).
    const best = ok(await gql(ANALYZE, { input: { image, foods: [{ name: 'oatmeal', grams: 100 }] } }, ann.token)).analyzeMeal;
    expect(best.foods).toMatchObject([{ name: 'oatmeal', foodId: '08121' }]);
    const picked = ok(await gql(ANALYZE, { input: { image, foods: [{ name: 'oatmeal', grams: 100, foodId: '18039' }] } }, ann.token)).analyzeMeal;
    expect(picked.foods).toEqual([{ name: 'oatmeal', foodId: '18039', foodName: 'Bread, oatmeal', grams: 100, calories: 269 }]);
    expect(picked.nutritionalAnalysis.estimatedCalories).toBe(269);
  });

  it('refuses what is not an image, too large, disguised or missing, with the spec messages', async () => {
    const gql = client(stack);
    const analyze = (input: Record<string, unknown>) => gql(ANALYZE, { input }, ann.token);
    expectError(await analyze({ image: dataUrl(Buffer.from('just some text, not a picture at all')) }), 'BAD_USER_INPUT', 'Please upload an image file', 'image');
    // A PDF claiming to be a PNG: the bytes decide.
    expectError(
      await analyze({ image: dataUrl(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'image/png') }),
      'BAD_USER_INPUT',
      'Please upload an image file',
      'image',
    );
    expectError(await analyze({ image: 'data:text/plain;base64,aGVsbG8=' }), 'BAD_USER_INPUT', 'Invalid image format. Please upload a valid image.', 'image');
    expectError(await analyze({ image: 'not a data url' }), 'BAD_USER_INPUT', 'Invalid image format. Please upload a valid image.', 'image');
    // A JPEG cut short: starts like one, does not decode.
    const jpeg = await photo();
    expectError(await analyze({ image: dataUrl(jpeg.subarray(0, 200)) }), 'BAD_USER_INPUT', 'Invalid image format. Please upload a valid image.', 'image');
    expectError(await analyze({}), 'BAD_USER_INPUT', 'Please upload an image first', 'image');
    expectError(await analyze({ image: '' }), 'BAD_USER_INPUT', 'Please upload an image first', 'image');
    expectError(await analyze({ image: dataUrl(jpeg), foods: [{ name: 'qwzxv', grams: 100 }] }), 'BAD_USER_INPUT', 'No food in the USDA table matches "qwzxv"', 'foods');
    // Every row nothing matches is named, and extensions.rows says which rows (the dialog marks them).
    const unmatched = await analyze({
      image: dataUrl(jpeg),
      foods: [
        { name: 'rice', grams: 100 },
        { name: 'qwzxv', grams: 100 },
        { name: 'banana', grams: 100, foodId: '99999' },
      ],
    });
    expectError(unmatched, 'BAD_USER_INPUT', 'No food in the USDA table matches "qwzxv" or "banana"', 'foods');
    expect(unmatched.errors?.[0].extensions?.rows).toEqual([
      { index: 1, name: 'qwzxv', message: NO_MATCH_ROW },
      { index: 2, name: 'banana', message: UNKNOWN_PICK_ROW },
    ]);
    expectError(await analyze({ image: dataUrl(jpeg), foods: [{ name: 'rice', grams: 0 }] }), 'BAD_USER_INPUT', undefined, 'foods.grams');
    expectError(
      await analyze({ image: dataUrl(jpeg), foods: Array.from({ length: 31 }, () => ({ name: 'rice', grams: 10 })) }),
      'BAD_USER_INPUT',
      'At most 30 foods per meal',
      'foods',
    );
    expectError(await gql(ANALYZE, { input: { image: dataUrl(jpeg) } }), 'UNAUTHENTICATED');
  });

  it('accepts an image just under 5 MB through the gateway and refuses one over it', async () => {
    const gql = client(stack);
    // Random noise does not compress: a PNG of ~4.6 MB.
    const noise = Buffer.alloc(1240 * 1240 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1240, height: 1240, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(4_000_000);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const r = ok(await gql(ANALYZE, { input: { image: dataUrl(big, 'image/png'), foods: [{ name: 'banana', grams: 120 }] } }, ann.token)).analyzeMeal;
    expect(r.nutritionalAnalysis.estimatedCalories).toBe(107);
    const over = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024 - big.length + 10)]);
    expectError(await gql(ANALYZE, { input: { image: dataUrl(over, 'image/png') } }, ann.token), 'BAD_USER_INPUT', 'Image must be less than 5MB', 'image');
  });

  it('with createPostWithResults creates the meal post as the caller, with the MEAL_DATA block, and logs the meal', async () => {
    const gql = client(stack);
    const r = ok(
      await gql(ANALYZE, { input: { image: dataUrl(await photo()), foods: [{ name: 'banana', grams: 100 }], createPostWithResults: true } }, ann.token),
    ).analyzeMeal;
    expect(r.postId).toBeTruthy();
    const post = ok(
      await gql(
        `query($id: ID!) { post(id: $id) { id type content userId meal { name calories description nutritionalInfo { qualityScore } } } }`,
        { id: r.postId },
        ann.token,
      ),
    ).post;
    expect(post.type).toBe('MEAL');
    expect(post.userId).toBe(ann.user.id);
    expect(post.meal.calories).toBe(89);
    const block = /<!-- MEAL_DATA (.*) -->/.exec(post.meal.description)![1];
    const data = JSON.parse(block);
    expect(data).toMatchObject({ formatVersion: 1, qualityScore: r.dietaryNotes.qualityScore, calories: 89 });
    const meal = ok(await gql(`query($id: ID!) { meal(id: $id) { id postId } }`, { id: r.mealId }, ann.token)).meal;
    expect(meal.postId).toBe(r.postId);
  });

  it('with a vision model asks it to name foods and grams, and computes every number from SR28', async () => {
    const gql = client(visionStack);
    const [carol] = await members(visionStack, 1);
    chat.reply({
      content:
        '```json\n{"main_dish":"Chicken and rice","cuisine_type":"American","foods":[{"name":"chicken breast","grams":150,"calories":9999},{"name":"rice","grams":200},{"name":"unobtainium sprinkles","grams":5}],"garnishes":["parsley"],"sauces":[]}\n```',
    });
    const r = ok(await gql(ANALYZE, { input: { image: dataUrl(await photo()) } }, carol.token)).analyzeMeal;
    expect(r.source).toBe('vision');
    expect(r.model).toBeTruthy();
    expect(r.foodDetection.mainDish).toBe('Chicken and rice');
    expect(r.ingredients.garnishes).toEqual(['parsley']);
    expect(r.nutritionalAnalysis.estimatedCalories).toBe(508);
    expect(r.message).toContain('unobtainium sprinkles');
    const request = chat.requests.at(-1)!;
    expect(request.hasImage).toBe(true);
    expect(request.imageIsDataUrl).toBe(true);

    chat.reply({ status: 500, error: 'model crashed' });
    expectError(await gql(ANALYZE, { input: { image: dataUrl(await photo()) } }, carol.token), 'SERVICE_UNAVAILABLE');
  });
});

describe('postMeal: the diary entry and the meal post, both or neither', () => {
  const meal = { name: 'Oats and berries', description: 'Breakfast', nutritionalInfo: { calories: 420, protein: 14, fiber: 9, servingSize: '1 bowl', qualityScore: 88 } };

  it('logs the meal and posts it as the member, both built from the same values', async () => {
    const gql = client(stack);
    const [eve] = await members(stack, 1);
    const r = ok(await gql(POST_MEAL, { input: { meal, content: 'Good start' } }, eve.token)).postMeal;
    expect(r.meal).toMatchObject({
      name: 'Oats and berries',
      postId: r.post.id,
      nutritionalInfo: { calories: 420, protein: 14, fiber: 9, servingSize: '1 bowl', qualityScore: 88 },
    });
    const posts = ok(await gql(MEMBER_POSTS, { userId: eve.user.id }, eve.token)).posts.posts;
    expect(posts.map((p: { id: string }) => p.id)).toEqual([r.post.id]);
    expect(posts[0]).toMatchObject({ type: 'MEAL', content: 'Good start', meal: { name: 'Oats and berries', calories: 420 } });
    const block = JSON.parse(/<!-- MEAL_DATA (.*) -->/.exec(posts[0].meal.description)![1]);
    expect(block).toMatchObject({ formatVersion: 1, qualityScore: 88, calories: 420, nutritionalInfo: { servingSize: '1 bowl' } });
    // The post's text differs from the description: the meal card shows both.
    expect(posts[0].meal.description.startsWith('Breakfast\n\n<!-- MEAL_DATA')).toBe(true);
    expect(ok(await gql(DIARY, {}, eve.token)).foodDiary.meals).toEqual([{ id: r.meal.id, name: 'Oats and berries', postId: r.post.id }]);
    // The post's text IS the description (the dialog sends it so): the card would say it twice,
    // so the meal carries only the MEAL_DATA block; the diary keeps the description.
    const again = ok(await gql(POST_MEAL, { input: { meal: { ...meal, name: 'Oats again' }, content: 'Breakfast' } }, eve.token)).postMeal;
    const latest = ok(await gql(MEMBER_POSTS, { userId: eve.user.id }, eve.token)).posts.posts.find((p: { id: string }) => p.id === again.post.id);
    expect(latest.content).toBe('Breakfast');
    expect(latest.meal.description).toMatch(/^<!-- MEAL_DATA .* -->$/);
    expect(again.meal.description).toBe('Breakfast');
    // Private meals and meals of an existing post are logMeal's.
    expectError(
      await gql(POST_MEAL, { input: { meal: { ...meal, private: true } } }, eve.token),
      'BAD_USER_INPUT',
      'A private meal is not posted: log it with logMeal',
      'meal.private',
    );
    expectError(await gql(POST_MEAL, { input: { meal: { ...meal, postId: r.post.id } } }, eve.token), 'BAD_USER_INPUT', undefined, 'meal.postId');
  });

  it('when social refuses the post (the rate limit), takes the diary entry back and says so', async () => {
    const gql = client(stack);
    const [fay] = await members(stack, 1);
    for (let i = 0; i < POST_LIMIT; i++) ok(await gql(`mutation($c: String!) { createPost(input: { content: $c }) { id } }`, { c: `post ${i}` }, fay.token));
    const r = await gql(POST_MEAL, { input: { meal } }, fay.token);
    const error = r.errors?.[0];
    expect(error?.extensions?.code).toBe('RATE_LIMITED');
    expect(error?.extensions?.retryAfter).toBeGreaterThan(0);
    expect(error?.message.endsWith(` ${MEAL_NOT_LOGGED}`)).toBe(true);
    expect(ok(await gql(DIARY, {}, fay.token)).foodDiary.meals).toEqual([]);
    const posts = ok(await gql(MEMBER_POSTS, { userId: fay.user.id }, fay.token)).posts.posts;
    expect(posts.filter((p: { type: string }) => p.type === 'MEAL')).toEqual([]);
  });

  it('when social cannot be reached, takes the diary entry back and says so', async () => {
    const gql = client(stack);
    const [gus] = await members(stack, 1);
    const socialUrl = stack.config.subgraphUrls.social;
    stack.config.subgraphUrls.social = 'http://127.0.0.1:9/graphql';
    try {
      expectError(await gql(POST_MEAL, { input: { meal } }, gus.token), 'SERVICE_UNAVAILABLE', `Posts are unavailable right now; try again ${MEAL_NOT_LOGGED}`);
    } finally {
      stack.config.subgraphUrls.social = socialUrl;
    }
    expect(ok(await gql(DIARY, {}, gus.token)).foodDiary.meals).toEqual([]);
  });

  it('when the diary cannot be written, makes no post', async () => {
    const gql = client(stack);
    const [hal] = await members(stack, 1);
    const db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    // The diary's table gone for a moment: the write fails as a database outage would.
    await db.query('ALTER TABLE health.meals RENAME TO meals_away');
    try {
      expectError(await gql(POST_MEAL, { input: { meal } }, hal.token), 'SERVICE_UNAVAILABLE', DIARY_UNAVAILABLE);
    } finally {
      await db.query('ALTER TABLE health.meals_away RENAME TO meals');
      await db.end();
    }
    expect(ok(await gql(MEMBER_POSTS, { userId: hal.user.id }, hal.token)).posts.posts).toEqual([]);
    expect(ok(await gql(DIARY, {}, hal.token)).foodDiary.meals).toEqual([]);
  });
});

describe('a meal-image upload instead of a data URL', () => {
  it("analyzes and overlays the caller's own upload; another member's key or another purpose is File not found", async () => {
    const gql = client(stack);
    const uploaded = await uploadHealthFile(stack.url, ann.token, 'meal-image', { name: 'lunch.jpg', bytes: await photo(), type: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    const imageKey: string = uploaded.body.upload.key;
    const r = ok(await gql(ANALYZE, { input: { imageKey, foods: [{ name: 'banana', grams: 100 }] } }, ann.token)).analyzeMeal;
    expect(r.nutritionalAnalysis.estimatedCalories).toBe(89);
    const overlay = ok(await gql(OVERLAY, { input: { imageKey, analysis: { calories: 89 } } }, ann.token)).previewMealOverlay;
    expect((await fetch(`${stack.url}${overlay.overlayImageUrl}`)).status).toBe(200);
    expectError(await gql(ANALYZE, { input: { imageKey } }, bob.token), 'BAD_USER_INPUT', 'File not found', 'imageKey');
    expectError(await gql(OVERLAY, { input: { imageKey } }, bob.token), 'BAD_USER_INPUT', 'File not found', 'imageKey');
    expectError(await gql(ANALYZE, { input: { imageKey: 'h-cnobody00000000000000000.jpg' } }, ann.token), 'BAD_USER_INPUT', 'File not found', 'imageKey');
    const gpx = await uploadHealthFile(stack.url, ann.token, 'activity', { name: 'run.gpx', bytes: Buffer.from(GPX_SAMPLE), type: 'application/gpx+xml' });
    expect(gpx.status).toBe(201);
    expectError(await gql(ANALYZE, { input: { imageKey: gpx.body.upload.key } }, ann.token), 'BAD_USER_INPUT', 'File not found', 'imageKey');
  });
});

describe('previewMealOverlay', () => {
  it('draws the panel on the photo, strips EXIF, caps the longer side at 2048 and serves it under /media/h-', async () => {
    const gql = client(stack);
    const source = await photo(3000, 2000);
    const r = ok(
      await gql(
        OVERLAY,
        {
          input: {
            image: dataUrl(source),
            analysis: { name: 'Chicken and rice', calories: 508, protein: 50, carbs: 56, fats: 8, qualityScore: 92 },
            isOrganic: true,
            isSeedOilFree: true,
          },
        },
        ann.token,
      ),
    );
    const url: string = r.previewMealOverlay.overlayImageUrl;
    expect(url).toMatch(/^\/media\/h-[A-Za-z0-9_-]+\.jpg$/);
    const res = await fetch(`${stack.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1365]);
    expect(meta.exif).toBeUndefined();
    // The top is the photo's colour; the bottom band is the dark panel.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(10, 10)[0]).toBeGreaterThan(180);
    expect(at(10, info.height - 5)[0]).toBeLessThan(100);
    // A tiny photo is enlarged to a 640 px longer side so the panel fits and reads.
    const tiny = ok(await gql(OVERLAY, { input: { image: dataUrl(await photo(4, 2, 'png'), 'image/png') } }, ann.token)).previewMealOverlay.overlayImageUrl;
    const tinyMeta = await sharp(Buffer.from(await (await fetch(`${stack.url}${tiny}`)).arrayBuffer())).metadata();
    expect([tinyMeta.width, tinyMeta.height]).toEqual([640, 320]);
    expectError(await gql(OVERLAY, { input: {} }, ann.token), 'BAD_USER_INPUT', 'Please upload an image first', 'image');
    expectError(await gql(OVERLAY, { input: { image: dataUrl(Buffer.from('GIF89a but not really')) } }, ann.token), 'BAD_USER_INPUT', undefined, 'image');
  });
});

describe('logMeal, myMeals, meal, foodDiary, deleteMeal', () => {
  it('logs meals on the local day, lists them in pages, keeps them private and deletes them', async () => {
    const gql = client(stack);
    const [dan, eve] = await members(stack, 2);
    // 23:30 in Los Angeles on 1 March is 2 March in UTC: the diary day is the member's.
    const dinner = ok(
      await gql(
        LOG,
        {
          input: {
            name: 'Dinner',
            foods: [
              { name: 'salmon', grams: 200 },
              { name: 'broccoli', grams: 100 },
            ],
            eatenAt: '2026-03-02T07:30:00Z',
            timezone: 'America/Los_Angeles',
          },
        },
        dan.token,
      ),
    ).logMeal;
    expect(dinner.loggedOn).toBe('2026-03-01');
    expect(dinner.nutritionalInfo.calories).toBe(318); // 142 x 2 + 34
    const snack = ok(await gql(LOG, { input: { name: 'Snack', nutritionalInfo: { calories: 200 }, eatenAt: '2026-03-01T15:00:00Z' } }, dan.token)).logMeal;
    // Section 9's fallbacks for what was not given.
    expect(snack.nutritionalInfo).toMatchObject({
      calories: 200,
      protein: 20,
      carbs: 30,
      fats: 10,
      fiber: 5,
      sugar: 10,
      saturatedFat: 3,
      servingSize: '1 serving',
      qualityScore: 85,
    });
    expect(snack.grade).toBe('B');

    const page1 = ok(await gql(`query { myMeals(first: 1) { nodes { id } pageInfo { hasNextPage endCursor } } }`, {}, dan.token)).myMeals;
    expect(page1.nodes.map((m: { id: string }) => m.id)).toEqual([dinner.id]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = ok(
      await gql(`query($after: String) { myMeals(first: 1, after: $after) { nodes { id } pageInfo { hasNextPage } } }`, { after: page1.pageInfo.endCursor }, dan.token),
    ).myMeals;
    expect(page2.nodes.map((m: { id: string }) => m.id)).toEqual([snack.id]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expectError(await gql(`query { myMeals(after: "forged") { nodes { id } } }`, {}, dan.token), 'BAD_USER_INPUT', 'Invalid cursor', 'after');

    const diary = ok(
      await gql(
        `query { foodDiary(date: "2026-03-01", timezone: "America/Los_Angeles") { date meals { id } totals { calories } targets { calories protein } remaining { calories } } }`,
        {},
        dan.token,
      ),
    ).foodDiary;
    expect(diary.meals.map((m: { id: string }) => m.id).sort()).toEqual([dinner.id, snack.id].sort());
    expect(diary.totals.calories).toBe(518);
    expect(diary.targets).toEqual({ calories: 2000, protein: 50 });
    expect(diary.remaining.calories).toBe(1482);
    expectError(await gql(`query { foodDiary(date: "2026-02-30") { date } }`, {}, dan.token), 'BAD_USER_INPUT', 'A date is YYYY-MM-DD', 'date');
    expectError(await gql(`query { foodDiary(timezone: "Mars/Base") { date } }`, {}, dan.token), 'BAD_USER_INPUT', 'Unknown time zone', 'timezone');

    // Another member: not found, not in their list or diary, cannot delete.
    expectError(await gql(`query($id: ID!) { meal(id: $id) { id } }`, { id: dinner.id }, eve.token), 'NOT_FOUND', 'Meal not found');
    expect(ok(await gql(`query { myMeals { nodes { id } } }`, {}, eve.token)).myMeals.nodes).toEqual([]);
    expect(ok(await gql(`query { foodDiary(date: "2026-03-01") { meals { id } } }`, {}, eve.token)).foodDiary.meals).toEqual([]);
    expectError(await gql(`mutation($id: ID!) { deleteMeal(id: $id) }`, { id: dinner.id }, eve.token), 'NOT_FOUND');
    expectError(await gql(`query($id: ID!) { meal(id: $id) { id } }`, { id: 'cnobodysmeal000000000000000' }, dan.token), 'NOT_FOUND');
    expectError(await gql(`query($id: ID!) { meal(id: $id) { id } }`, { id: dinner.id }), 'UNAUTHENTICATED');

    expect(ok(await gql(`mutation($id: ID!) { deleteMeal(id: $id) }`, { id: dinner.id }, dan.token)).deleteMeal).toBe(true);
    expectError(await gql(`query($id: ID!) { meal(id: $id) { id } }`, { id: dinner.id }, dan.token), 'NOT_FOUND');

    expectError(await gql(LOG, { input: { name: '  ' } }, dan.token), 'BAD_USER_INPUT', 'Meal name is required', 'name');
    expectError(
      await gql(LOG, { input: { name: 'x', foods: [{ name: 'rice', grams: 9000 }] } }, dan.token),
      'BAD_USER_INPUT',
      'Grams must be between 1 and 5000',
      'foods.grams',
    );
    expectError(await gql(LOG, { input: { name: 'x', nutritionalInfo: { qualityScore: 101 } } }, dan.token), 'BAD_USER_INPUT', undefined, 'nutritionalInfo.qualityScore');
  });
});

describe('searchFoods', () => {
  it('is public and ranks common names sensibly', async () => {
    const gql = client(stack);
    const r = ok(
      await gql(`query { a: searchFoods(q: "banana", first: 3) { id name portions { description grams } } b: searchFoods(q: "chicken breast", first: 1) { id } }`),
    );
    expect(r.a[0]).toMatchObject({ id: '09040', name: 'Bananas, raw' });
    expect(r.a[0].portions.length).toBeGreaterThan(0);
    expect(r.b[0].id).toBe('05064');
    expectError(await gql(`query { searchFoods(q: "rice", first: 26) { id } }`), 'BAD_USER_INPUT', 'first must be between 1 and 25', 'first');
  });
});

describe('REST', () => {
  it('POST /meals/analyze, /meals/preview-overlay, POST and GET /meals', async () => {
    const image = dataUrl(await photo());
    const analyzed = await api('POST', '/meals/analyze', { token: bob.token, body: { image, foods: [{ name: 'egg', grams: 50 }] } });
    expect(analyzed.status).toBe(200);
    expect(analyzed.json.analysis).toMatchObject({ source: 'member', nutritional_analysis: { estimated_calories: 72 }, food_detection: { main_dish: null } });
    expect(analyzed.json.analysis.dietary_notes.allergens).toContain('egg');
    const bad = await api('POST', '/meals/analyze', { token: bob.token, body: { image: dataUrl(Buffer.from('plain text')) } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Please upload an image file', code: 'BAD_USER_INPUT', field: 'image' });
    const missing = await api('POST', '/meals/analyze', { token: bob.token, body: {} });
    expect(missing.json.message).toBe('Please upload an image first');

    const overlay = await api('POST', '/meals/preview-overlay', {
      token: bob.token,
      body: { image, analysis: analyzed.json.analysis, isOrganic: false, isSeedOilFree: true },
    });
    expect(overlay.status).toBe(200);
    expect(overlay.json.overlay.overlayImageUrl).toMatch(/^\/media\/h-/);

    const created = await api('POST', '/meals', {
      token: bob.token,
      body: { name: 'Eggs', ingredients: [' egg ', ''], nutritionalInfo: { calories: 150, protein: 12 } },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: 'Eggs', ingredients: ['egg'], nutritionalInfo: { calories: 150, protein: 12, carbs: 30 } });
    const list = await api('GET', '/meals?limit=10', { token: bob.token });
    expect(list.json.meals.map((m: { id: string }) => m.id)).toContain(created.json.id);
    expect((await api('GET', '/meals')).status).toBe(401);
  });

  it('allows bodies over 1 MB only to the image operations and routes', async () => {
    // ~2 MB of PNG noise: over the platform's 1 MB body limit, well under 5 MB.
    const noise = Buffer.alloc(820 * 820 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const image = dataUrl(
      await sharp(noise, { raw: { width: 820, height: 820, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
      'image/png',
    );
    expect(image.length).toBeGreaterThan(2_000_000);
    const analyzed = await api('POST', '/meals/analyze', { token: bob.token, body: { image, foods: [{ name: 'rice', grams: 100 }] } });
    expect(analyzed.status).toBe(200);
    const overlay = await api('POST', '/meals/preview-overlay', { token: bob.token, body: { image, analysis: {} } });
    expect(overlay.status).toBe(200);
    // The same size to a route or an operation without the allowance: 413.
    const logged = await api('POST', '/meals', { token: bob.token, body: { name: 'x', description: image } });
    expect(logged.status).toBe(413);
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bob.token}` },
      body: JSON.stringify({ query: 'mutation($d: String) { logMeal(input: { name: "x", description: $d }) { id } }', variables: { d: image } }),
    });
    expect(res.status).toBe(413);
    // Smuggling a second root field beside an allowed one does not pass either.
    const mixed = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bob.token}` },
      body: JSON.stringify({
        query: 'mutation($i: String, $d: String) { analyzeMeal(input: { image: $i }) { id } logMeal(input: { name: "x", description: $d }) { id } }',
        variables: { i: image, d: 'x' },
      }),
    });
    expect(mixed.status).toBe(413);
  });
});

describe('searchFoods as a member types', () => {
  const SEARCH = `query($q: String!) { searchFoods(q: $q, first: 1) { id } }`;
  const health = () => stack.subgraphs.find((s) => s.name === 'health')!.services.config.health;
  // What a member typing "banana" sends, one prefix after another.
  const typed = (n: number) => 'banana'.slice(0, 2 + (n % 5));

  /** A signed-out search sent from another loopback address. */
  const searchFrom = (localAddress: string, q: string): Promise<Result> => anonymousFrom(stack, localAddress, SEARCH, { q });

  /** `count` searches, ten at a time, each answered with foods. */
  async function searchesAnswered(count: number, send: (n: number) => Promise<Result>): Promise<void> {
    for (let sent = 0; sent < count; sent += 10) {
      const answers = await Promise.all(Array.from({ length: Math.min(10, count - sent) }, (_, i) => send(sent + i)));
      for (const answer of answers) expect(ok(answer).searchFoods).toHaveLength(1);
    }
  }

  // The clock stands still while a minute's searches are sent, so however slow the machine,
  // they all fall in one window; the test then moves it past the minute.
  it('allows a member 120 searches a minute (two a second), then RATE_LIMITED until the minute is over; nobody else is counted', async () => {
    const limit = health().foodSearchesPerMinute;
    expect(limit).toBe(120);
    const [cal, dee] = await members(stack, 2);
    const gql = client(stack);
    stack.clock.freeze();
    try {
      await searchesAnswered(limit, (n) => gql(SEARCH, { q: typed(n) }, cal.token));
      const refused = expectError(await gql(SEARCH, { q: 'banana' }, cal.token), 'RATE_LIMITED', FOOD_SEARCH_LIMITED);
      expect(refused.extensions?.retryAfter).toBe(60);
      // Another member, and the same address signed out, search on.
      expect(ok(await gql(SEARCH, { q: 'rice' }, dee.token)).searchFoods).toHaveLength(1);
      expect(ok(await gql(SEARCH, { q: 'rice' })).searchFoods).toHaveLength(1);
      stack.clock.advance(59_000);
      expect(expectError(await gql(SEARCH, { q: 'banana' }, cal.token), 'RATE_LIMITED', FOOD_SEARCH_LIMITED).extensions?.retryAfter).toBe(1);
      stack.clock.advance(1_001);
      expect(ok(await gql(SEARCH, { q: 'banana' }, cal.token)).searchFoods).toHaveLength(1);
    } finally {
      stack.clock.release();
    }
  });

  it('counts signed-out searches per address', async () => {
    const limit = health().foodSearchesPerMinute;
    stack.clock.freeze();
    try {
      await searchesAnswered(limit, (n) => searchFrom('127.0.0.23', typed(n)));
      expectError(await searchFrom('127.0.0.23', 'banana'), 'RATE_LIMITED', FOOD_SEARCH_LIMITED);
      expect(ok(await searchFrom('127.0.0.24', 'banana')).searchFoods).toHaveLength(1);
    } finally {
      stack.clock.release();
    }
  });
});
