// Challenges through the real gateway: the Create Challenge form's fields and lists (verbatim,
// required, defaults), the challenge post in the feed (Post.challenge), joining (a community
// challenge: its members, all of them), progress by hand and from imported activities, the
// leaderboard, the streak in the member's zone as the TestClock moves, tiers and their badges with
// one milestone notice each, POST /challenges with its failures, and device progress that follows
// a wearable sync in health by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, eventually, expectError, expectFailure, expectOk, members, ok, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { gpxFile } from '@pulse/dev-env/gpx';
import { addDays } from '@pulse/kit/dates';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
const api = restClient(() => stack);

const FIELDS = `id title description category subcategory ageGroup frequency difficulty metric unit tiers { name goal } startsOn endsOn
  communityId participantCount viewerJoined post { id }`;
const CREATE = `mutation($input: CreateChallengeInput!) { createChallenge(input: $input) { ${FIELDS} } }`;
const JOIN = 'mutation($id: ID!, $tz: String) { joinChallenge(id: $id, timezone: $tz) { id participantCount viewerJoined } }';
const STANDING = 'total rank streak longestStreak today badges { tier tierName goal } nextTier { name goal } recentDays { day amount }';
const LOG = `mutation($input: LogChallengeProgressInput!) { logChallengeProgress(input: $input) { ${STANDING} } }`;
const SYNC = `mutation($id: ID!) { syncChallengeProgress(challengeId: $id) { ${STANDING} } }`;
const BOARD = 'query($id: ID!) { challenge(id: $id) { leaderboard { rank total tier user { id } } viewerStanding { rank streak } } }';

const base = { title: '30 days of walking', description: 'Walk every day this month', category: 'Physical Activity', subcategory: 'Walking' };
const create = async (m: Member, input: Record<string, unknown>) => ok(await q(CREATE, { input: { ...base, ...input } }, m.token)).createChallenge;
const log = async (m: Member, input: Record<string, unknown>) => ok(await q(LOG, { input }, m.token)).logChallengeProgress;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob, cat] = await members(stack, 3);
  // 2026-05-10 12:00 UTC: 05:00 in Los Angeles, 21:00 in Tokyo.
  stack.clock.freeze(new Date('2026-05-10T12:00:00Z'));
});
afterAll(async () => {
  await stack?.stop();
});

describe('the Create Challenge form', () => {
  it('creates a challenge with the defaults All Ages, Daily, Medium and posts it in the feed', async () => {
    const made = await create(ann, {});
    expect(made).toMatchObject({ ...base, ageGroup: 'All Ages', frequency: 'Daily', difficulty: 'Medium', metric: 'CHECK_INS', unit: 'check-ins', tiers: [] });
    expect(made).toMatchObject({ startsOn: '2026-05-10', endsOn: null, participantCount: 1, viewerJoined: true });
    const post = ok(await q('query($id: ID!) { post(id: $id) { id type content userId challenge { id title } } }', { id: made.post.id })).post;
    expect(post).toMatchObject({ type: 'CHALLENGE', userId: ann.user.id, challenge: { id: made.id, title: base.title } });
    expect(post.content).toContain(base.title);
    // The feed's posts carry it too.
    const feed = ok(await q('{ posts(filter: { type: CHALLENGE }) { posts { id challenge { id } } } }')).posts.posts;
    expect(feed).toContainEqual({ id: made.post.id, challenge: { id: made.id } });
  });

  it('takes the spec’s lists verbatim', async () => {
    const made = await create(ann, { category: 'Mental Health', subcategory: 'Meditation', ageGroup: '65+', frequency: 'Long-Term', difficulty: 'Hard' });
    expect(made).toMatchObject({ ageGroup: '65+', frequency: 'Long-Term', difficulty: 'Hard' });
    const options = ok(await q('{ challengeOptions { categories { name subcategories } ageGroups frequencies difficulties } }')).challengeOptions;
    expect(options.categories.map((c: { name: string }) => c.name)).toEqual([
      'Physical Activity',
      'Mental Health',
      'Nutrition',
      'Preventative Healthcare',
      'Healthy Habits',
      'Miscellaneous',
    ]);
    expect(options.ageGroups).toEqual(['All Ages', '18+', '30+', '50+', '65+']);
    expect(options.frequencies).toEqual(['Daily', 'Weekly', 'Monthly', 'Yearly', 'Long-Term']);
    expect(options.difficulties).toEqual(['Easy', 'Medium', 'Hard']);
  });

  it('refuses missing and unknown values with the field named', async () => {
    const bad = async (input: Record<string, unknown>, message: string | undefined, field: string) =>
      expectError(await q(CREATE, { input: { ...base, ...input } }, ann.token), 'BAD_USER_INPUT', message, field);
    await bad({ title: '  ' }, 'Title is required', 'title');
    await bad({ description: '' }, 'Description is required', 'description');
    await bad({ category: '' }, 'Category is required', 'category');
    await bad({ subcategory: ' ' }, 'Subcategory is required', 'subcategory');
    await bad({ category: 'Sports' }, undefined, 'category');
    await bad({ ageGroup: '40+' }, 'Age group must be one of: All Ages, 18+, 30+, 50+, 65+', 'ageGroup');
    await bad({ frequency: 'Hourly' }, undefined, 'frequency');
    await bad({ difficulty: 'Extreme' }, 'Difficulty must be one of: Easy, Medium, Hard', 'difficulty');
    await bad({ subcategory: 'Meditation' }, 'Subcategory must be one of its category’s', 'subcategory');
    await bad(
      {
        tiers: [
          { name: 'Silver', goal: 100 },
          { name: 'Bronze', goal: 50 },
        ],
      },
      'Each tier’s goal must be higher than the one before',
      'tiers.goal',
    );
    await bad({ tiers: [{ name: 'Bronze', goal: 0 }] }, undefined, 'tiers.goal');
    await bad({ startsOn: '2026-05-10', endsOn: '2026-05-01' }, 'The end date must not be before the start date', 'endsOn');
    await bad({ timezone: 'Mars/Olympus' }, undefined, 'timezone');
    expectError(await q(CREATE, { input: base }), 'UNAUTHENTICATED');
    expect(await sql(stack, 'SELECT count(*)::int AS n FROM events.challenges WHERE title = $1', ['never'])).toEqual([{ n: 0 }]);
  });
});

describe('taking part', () => {
  it('joins, logs by hand, ranks on the leaderboard and refuses what does not fit', async () => {
    const c = await create(ann, { metric: 'DISTANCE', startsOn: '2026-05-01', endsOn: '2026-05-31' });
    expect(c.unit).toBe('km');
    expectError(await q(LOG, { input: { challengeId: c.id, amount: 5 } }, bob.token), 'FORBIDDEN', 'Join the challenge first');
    expect(ok(await q(JOIN, { id: c.id }, bob.token)).joinChallenge).toMatchObject({ participantCount: 2, viewerJoined: true });
    expect(ok(await q(JOIN, { id: c.id }, bob.token)).joinChallenge.participantCount).toBe(2);
    await log(ann, { challengeId: c.id, amount: 3.5 });
    const bobs = await log(bob, { challengeId: c.id, amount: 10, day: '2026-05-09' });
    expect(bobs).toMatchObject({ total: 10, rank: 1 });
    const board = ok(await q(BOARD, { id: c.id }, ann.token)).challenge;
    expect(board.leaderboard).toEqual([
      { rank: 1, total: 10, tier: null, user: { id: bob.user.id } },
      { rank: 2, total: 3.5, tier: null, user: { id: ann.user.id } },
    ]);
    expect(board.viewerStanding.rank).toBe(2);
    expectError(
      await q(LOG, { input: { challengeId: c.id, amount: 1, day: '2026-05-11' } }, ann.token),
      'BAD_USER_INPUT',
      'You cannot log progress for a day that has not come yet',
      'day',
    );
    expectError(await q(LOG, { input: { challengeId: c.id, amount: 1, day: '2026-04-30' } }, ann.token), 'BAD_USER_INPUT', 'That day is outside the challenge', 'day');
    expectError(await q(LOG, { input: { challengeId: c.id, amount: -1 } }, ann.token), 'BAD_USER_INPUT', 'Amount must be more than 0', 'amount');
    expectError(await q(LOG, { input: { challengeId: UNKNOWN_ID } }, ann.token), 'NOT_FOUND', 'Challenge not found');
    expectError(await q(LOG, { input: { challengeId: c.id } }), 'UNAUTHENTICATED');
    // Leaving takes the progress along.
    expect(ok(await q('mutation($id: ID!) { leaveChallenge(id: $id) { participantCount } }', { id: c.id }, bob.token)).leaveChallenge.participantCount).toBe(1);
    expect(ok(await q(BOARD, { id: c.id })).challenge.leaderboard).toHaveLength(1);
  });

  it('counts the streak in the member’s zone as days pass', async () => {
    const c = await create(ann, { startsOn: '2026-05-01' });
    // 12:00 UTC on the 10th is still the 10th in Los Angeles (05:00) and in Tokyo (21:00).
    await q(JOIN, { id: c.id, tz: 'America/Los_Angeles' }, bob.token);
    await q(JOIN, { id: c.id, tz: 'Asia/Tokyo' }, cat.token);
    for (const day of ['2026-05-07', '2026-05-08', '2026-05-09']) await log(bob, { challengeId: c.id, day });
    // A second check-in on a day counts once.
    let bobs = await log(bob, { challengeId: c.id, day: '2026-05-09' });
    expect(bobs).toMatchObject({ total: 3, streak: 3, longestStreak: 3, today: '2026-05-10' });
    bobs = await log(bob, { challengeId: c.id });
    expect(bobs).toMatchObject({ total: 4, streak: 4 });
    expect(bobs.recentDays.slice(-4)).toEqual([
      { day: '2026-05-07', amount: 1 },
      { day: '2026-05-08', amount: 1 },
      { day: '2026-05-09', amount: 1 },
      { day: '2026-05-10', amount: 1 },
    ]);
    expect((await log(cat, { challengeId: c.id })).today).toBe('2026-05-10');

    // 16:00 UTC: the 11th has begun in Tokyo (01:00) but not in Los Angeles (09:00 on the 10th).
    stack.clock.advance(4 * 3_600_000);
    const standing = 'query($id: ID!) { challenge(id: $id) { viewerStanding { streak today } } }';
    expect(ok(await q(standing, { id: c.id }, cat.token)).challenge.viewerStanding).toEqual({ streak: 1, today: '2026-05-11' });
    expect(ok(await q(standing, { id: c.id }, bob.token)).challenge.viewerStanding).toEqual({ streak: 4, today: '2026-05-10' });
    // Two days later nothing was logged on the 11th: the streak is over, the longest stays.
    stack.clock.advance(48 * 3_600_000);
    const later = ok(await q(`query($id: ID!) { challenge(id: $id) { viewerStanding { ${STANDING} } } }`, { id: c.id }, bob.token)).challenge.viewerStanding;
    expect(later).toMatchObject({ streak: 0, longestStreak: 4, today: '2026-05-12' });
  });

  it('awards a badge per tier reached, once, with one milestone notice for the highest', async () => {
    const c = await create(ann, {
      title: 'May distance',
      metric: 'DISTANCE',
      startsOn: '2026-05-01',
      tiers: [
        { name: 'Bronze', goal: 50 },
        { name: 'Silver', goal: 100 },
        { name: 'Gold', goal: 200 },
      ],
    });
    await q(JOIN, { id: c.id }, bob.token);
    let s = await log(bob, { challengeId: c.id, amount: 40, day: '2026-05-02' });
    expect(s).toMatchObject({ badges: [], nextTier: { name: 'Bronze', goal: 50 } });
    s = await log(bob, { challengeId: c.id, amount: 70, day: '2026-05-03' });
    expect(s.badges).toEqual([
      { tier: 0, tierName: 'Bronze', goal: 50 },
      { tier: 1, tierName: 'Silver', goal: 100 },
    ]);
    expect(s.nextTier).toEqual({ name: 'Gold', goal: 200 });
    s = await log(bob, { challengeId: c.id, amount: 1, day: '2026-05-04' });
    expect(s.badges).toHaveLength(2);
    s = await log(bob, { challengeId: c.id, amount: 100, day: '2026-05-05' });
    expect(s.badges.map((b: { tierName: string }) => b.tierName)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(s.nextTier).toBeNull();
    const notices = await sql(stack, 'SELECT kind, message, recipient_id FROM events.notices WHERE challenge_id = $1 ORDER BY seq', [c.id]);
    expect(notices).toEqual([
      { kind: 'CHALLENGE_MILESTONE', message: 'You reached Silver (100 km) in "May distance"', recipient_id: bob.user.id },
      { kind: 'CHALLENGE_MILESTONE', message: 'You reached Gold (200 km) in "May distance"', recipient_id: bob.user.id },
    ]);
    expect(ok(await q(BOARD, { id: c.id })).challenge.leaderboard[0]).toMatchObject({ total: 211, tier: 'Gold', user: { id: bob.user.id } });
    // Social delivers them as Bob's notifications.
    const delivered = await eventually(async () => {
      const nodes = ok(await q('{ notifications(first: 50) { nodes { type message challengeId } } }', {}, bob.token)).notifications.nodes;
      const mine = nodes.filter((n: { challengeId: string | null }) => n.challengeId === c.id);
      return mine.length === 2 ? mine : undefined;
    });
    expect(delivered.map((n: { type: string; message: string }) => [n.type, n.message]).sort()).toEqual([
      ['CHALLENGE_MILESTONE', 'You reached Gold (200 km) in "May distance"'],
      ['CHALLENGE_MILESTONE', 'You reached Silver (100 km) in "May distance"'],
    ]);
  });

  it('counts imported activities in a distance challenge, once however often it syncs', async () => {
    const c = await create(ann, { metric: 'DISTANCE', startsOn: '2026-05-01' });
    await q(JOIN, { id: c.id }, bob.token);
    // A run on 2026-05-01 (the fixture's start): 10 steps of 0.01° north, about 11.1 km.
    const points = Array.from({ length: 11 }, (_, i) => ({ latitude: 37.7 + i * 0.01, longitude: -122.45, at: i * 300 }));
    const form = new FormData();
    form.append('purpose', 'activity');
    form.append('file', new Blob([gpxFile(points, 'running')]), 'run.gpx');
    const upload = await fetch(`${stack.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${bob.token}` }, body: form });
    expect(upload.status).toBe(201);
    const key = (await upload.json()).upload.key;
    const activity = ok(
      await q('mutation($input: ImportActivityInput!) { importActivity(input: $input) { distance startedAt } }', { input: { fileKey: key } }, bob.token),
    ).importActivity;
    await log(bob, { challengeId: c.id, amount: 2, day: '2026-05-02' });
    const first = ok(await q(SYNC, { id: c.id }, bob.token)).syncChallengeProgress;
    expect(first.total).toBeCloseTo(activity.distance + 2, 3);
    const again = ok(await q(SYNC, { id: c.id }, bob.token)).syncChallengeProgress;
    expect(again.total).toBeCloseTo(first.total, 6);
    // Check-ins are no device's.
    const checkIns = await create(ann, {});
    expectError(
      await q(SYNC, { id: checkIns.id }, ann.token),
      'BAD_USER_INPUT',
      'This challenge counts check-ins, which no device measures: log them by hand',
      'challengeId',
    );
    expectError(await q(SYNC, { id: c.id }, cat.token), 'FORBIDDEN', 'Join the challenge first');
  });
});

describe('community challenges', () => {
  it('are for every member of the community, and only its members', async () => {
    const community = ok(
      await q('mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }', { input: { name: `Steppers ${Date.now()}` } }, ann.token),
    ).createCommunity;
    expectError(await q(CREATE, { input: { ...base, communityId: community.id } }, bob.token), 'FORBIDDEN', 'Join the community to start a challenge in it');
    const c = await create(ann, { communityId: community.id, metric: 'STEPS' });
    expect(c.communityId).toBe(community.id);
    const post = ok(await q('query($id: ID!) { post(id: $id) { communityId } }', { id: c.post.id })).post;
    expect(post.communityId).toBe(community.id);
    expectError(await q(JOIN, { id: c.id }, bob.token), 'FORBIDDEN', 'This challenge is for the members of its community: join the community first');
    await q('mutation($id: ID!) { joinCommunity(id: $id) { id } }', { id: community.id }, bob.token);
    await q('mutation($id: ID!) { joinCommunity(id: $id) { id } }', { id: community.id }, cat.token);
    expect(ok(await q(JOIN, { id: c.id }, bob.token)).joinChallenge.participantCount).toBe(2);
    expect(ok(await q(JOIN, { id: c.id }, cat.token)).joinChallenge.participantCount).toBe(3);
    const listed = ok(await q('query($c: ID) { challenges(communityId: $c) { id } }', { c: community.id })).challenges;
    expect(listed).toEqual([{ id: c.id }]);
  });
});

describe('REST', () => {
  it('POST /challenges, join, progress and the challenge with its leaderboard', async () => {
    const made = expectOk(await api('POST', '/challenges', { token: ann.token, body: { ...base, difficulty: 'Easy', tiers: [{ name: 'Bronze', goal: 2 }] } })).challenge;
    expect(made).toMatchObject({ ...base, ageGroup: 'All Ages', frequency: 'Daily', difficulty: 'Easy', viewerJoined: true });
    expect(made.post.id).toBeTruthy();
    expectFailure(await api('POST', '/challenges', { body: base }), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
    expectFailure(await api('POST', '/challenges', { token: ann.token, body: { ...base, category: undefined } }), 400, {
      message: 'category is required',
      code: 'BAD_USER_INPUT',
      field: 'category',
    });
    expectFailure(await api('POST', '/challenges', { token: ann.token, body: { ...base, ageGroup: 'Teens' } }), 400, {
      message: 'Age group must be one of: All Ages, 18+, 30+, 50+, 65+',
      code: 'BAD_USER_INPUT',
      field: 'ageGroup',
    });
    expect(expectOk(await api('POST', `/challenges/${made.id}/join`, { token: bob.token, body: { timezone: 'Europe/Oslo' } })).challenge.participantCount).toBe(2);
    const standing = expectOk(await api('POST', `/challenges/${made.id}/progress`, { token: bob.token, body: {} })).standing;
    expect(standing).toMatchObject({ total: 1, streak: 1, rank: 1 });
    expectFailure(await api('POST', `/challenges/${made.id}/progress`, { token: cat.token, body: {} }), 403, { message: 'Join the challenge first', code: 'FORBIDDEN' });
    const read = expectOk(await api('GET', `/challenges/${made.id}`)).challenge;
    expect(read.leaderboard[0]).toMatchObject({ rank: 1, total: 1, user: { id: bob.user.id } });
    expectFailure(await api('GET', `/challenges/${UNKNOWN_ID}`), 404, { message: 'Challenge not found', code: 'NOT_FOUND' });
  });
});

describe('progress from devices, without the button', () => {
  it("follows the member's wearable sync in health: the leaderboard moves by itself", async () => {
    // Health's device sync writes the days up to the real today: the clock goes there too.
    stack.clock.set(new Date());
    const today = stack.clock.now().toISOString().slice(0, 10);
    const startsOn = addDays(today, -6);
    const steps = await create(ann, { metric: 'STEPS', startsOn });
    const checkIns = await create(ann, {});
    await q(JOIN, { id: steps.id }, cat.token);
    await q(JOIN, { id: checkIns.id }, cat.token);
    await log(cat, { challengeId: checkIns.id });
    expect(ok(await q(BOARD, { id: steps.id })).challenge.leaderboard.map((r: { total: number }) => r.total)).toEqual([0, 0]);

    // Cat's watch syncs in health; nobody presses Sync.
    expectOk(await api('POST', '/wearables/connect', { token: cat.token, body: { provider: 'apple-watch', apiKey: 'test_apple-watch_12345' } }));
    expectOk(await api('POST', '/wearables/sync', { token: cat.token, body: { dataTypes: ['steps'] } }));
    const WEARABLE = 'query($query: WearableDataQuery) { wearableData(query: $query) { date data { steps } } }';
    const moved = await eventually(
      async () => {
        const days: { data: { steps: number } }[] = ok(await q(WEARABLE, { query: { from: startsOn, to: today, dataTypes: ['STEPS'] } }, cat.token)).wearableData;
        const board = ok(await q(BOARD, { id: steps.id }, cat.token)).challenge;
        const expected = days.reduce((sum, d) => sum + d.data.steps, 0);
        const top = board.leaderboard[0];
        return days.length === 7 && top.user.id === cat.user.id && top.total === expected ? { board, expected } : undefined;
      },
      90_000,
      250,
    );
    expect(moved.expected).toBeGreaterThan(7 * 1000);
    expect(moved.board.viewerStanding).toMatchObject({ rank: 1, streak: 7 });
    // One DEVICE figure a day; the check-in challenge keeps its hand-logged day and nothing more.
    expect(
      await sql(stack, `SELECT count(*)::int AS n FROM events.challenge_progress WHERE challenge_id = $1 AND user_id = $2 AND source = 'DEVICE'`, [
        steps.id,
        cat.user.id,
      ]),
    ).toEqual([{ n: 7 }]);
    const catOnCheckIns = ok(await q(BOARD, { id: checkIns.id })).challenge.leaderboard.find((r: { user: { id: string } }) => r.user.id === cat.user.id);
    expect(catOnCheckIns.total).toBe(1);
  }, 120_000);
});
