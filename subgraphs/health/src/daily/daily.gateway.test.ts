// The daily summary, goals and tips through the real gateway: no scores (and no samples) for a
// member with no data, sample goals only for a member with none, the goal CRUD with its rules,
// owner-only privacy, scores from the member's own goals and events, and goals fed by wearable/diary data when the other
// capabilities' tables exist (their rows are inserted only when the table is there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, expectError, members, ok, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { localDate } from '@pulse/kit/dates';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;

const GOAL_FIELDS = 'id name current target unit metric progress source sample';
const GOALS = `query($tz: String) { healthGoals(timezone: $tz) { ${GOAL_FIELDS} } }`;
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: GoalUpdateInput!) { updateGoal(id: $id, input: $input) { ${GOAL_FIELDS} } }`;
const PROGRESS = `mutation($id: ID!, $current: Float!) { updateGoalProgress(id: $id, current: $current) { ${GOAL_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteGoal(id: $id) }';
const SUMMARY = `query($date: String, $tz: String) { dailySummary(date: $date, timezone: $tz) { date timezone endurance appraisal sleep workout nutrition productivity hasData } }`;
const TIPS = '{ longevityTips { id title text source url } }';
const CREATE_EVENT = 'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }';

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
});

const tableExists = async (name: string) => (await sql(stack, `select to_regclass($1) as t`, [`health.${name}`]))[0].t !== null;

describe('longevityTips', () => {
  it('answers ten tips with public sources to anyone', async () => {
    const tips = ok(await q(TIPS)).longevityTips;
    expect(tips).toHaveLength(10);
    expect(new Set(tips.map((t: { id: string }) => t.id)).size).toBe(10);
    for (const tip of tips) {
      expect(tip.title.length).toBeGreaterThan(0);
      expect(tip.text.length).toBeGreaterThan(20);
      expect(tip.url).toMatch(/^https:\/\/www\.(cdc\.gov|who\.int|nia\.nih\.gov)\//);
      expect(tip.source).toMatch(/^(CDC|WHO|NIH)/);
    }
  });
});

describe('dailySummary', () => {
  it('shows a member with no data at all no scores (no samples), hasData false, and what each score would use', async () => {
    const [fresh] = await members(stack, 1);
    const summary = ok(await q(SUMMARY, { tz: 'Europe/Oslo' }, fresh.token)).dailySummary;
    expect(summary).toEqual({
      date: localDate('Europe/Oslo'),
      timezone: 'Europe/Oslo',
      endurance: null,
      appraisal: null,
      sleep: null,
      workout: null,
      nutrition: null,
      productivity: null,
      hasData: false,
    });
    const explained = ok(await q('{ dailySummary { sample explanations { key label measures data raise } } }', {}, fresh.token)).dailySummary;
    expect(explained.sample).toBe(false);
    expect(explained.explanations.map((e: { key: string }) => e.key)).toEqual(['endurance', 'appraisal', 'sleep', 'workout', 'nutrition', 'productivity']);
    expect(explained.explanations.find((e: { key: string }) => e.key === 'nutrition').data).toBe('No meals logged today.');
  });

  it('scores productivity from the member’s own goals and events once they have data, null where nothing scores', async () => {
    const [cat] = await members(stack, 1);
    const today = localDate('UTC');
    // One goal met, one not; one event over, one still to come (tomorrow's end keeps it open).
    ok(await q(CREATE, { input: { name: 'Stretch', target: 1, current: 1 } }, cat.token));
    ok(await q(CREATE, { input: { name: 'Read', target: 30, current: 10, unit: 'pages' } }, cat.token));
    const start = new Date(`${today}T00:00:00Z`);
    ok(await q(CREATE_EVENT, { input: { title: 'Done', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 60_000).toISOString() } }, cat.token));
    const endOfDay = new Date(start.getTime() + 86_400_000 - 60_000);
    ok(await q(CREATE_EVENT, { input: { title: 'Later', startsAt: new Date(endOfDay.getTime() - 60_000).toISOString(), endsAt: endOfDay.toISOString() } }, cat.token));
    const summary = ok(await q(SUMMARY, { date: today }, cat.token)).dailySummary;
    const expectedProductivity = Date.now() >= endOfDay.getTime() ? 75 : 50;
    expect(summary).toMatchObject({ date: today, timezone: 'UTC', hasData: true, productivity: expectedProductivity, appraisal: expectedProductivity });
    if (!(await tableExists('wearable_days'))) expect(summary).toMatchObject({ endurance: null, sleep: null, workout: null });
    if (!(await tableExists('meals'))) expect(summary.nutrition).toBeNull();
    // A day with nothing planned: every score is null, not invented.
    const empty = ok(await q(SUMMARY, { date: '2020-01-01' }, cat.token)).dailySummary;
    if (!(await tableExists('wearable_days')) && !(await tableExists('meals'))) {
      expect(empty).toMatchObject({ hasData: true, endurance: null, sleep: null, workout: null, nutrition: null, appraisal: null });
    }
  });

  it('scores wearable and diary data when those tables exist', async () => {
    const [dee] = await members(stack, 1);
    const today = localDate('UTC');
    const wearables = await tableExists('wearable_days');
    const meals = await tableExists('meals');
    if (wearables) {
      await sql(
        stack,
        `insert into health.wearable_days (owner_id, provider, day, steps, active_minutes, sleep_score, sleep_minutes, last_updated) values ($1, 'oura', $2, 8000, 45, 90, 420, now())`,
        [dee.user.id, today],
      );
    }
    if (meals) {
      await sql(
        stack,
        `insert into health.meals (id, owner_id, name, nutrition, quality_score, grade, eaten_at, logged_on) values ($1, $2, 'Oats', '{"calories": 400, "protein": 20, "fiber": 7}', 80, 'B', now(), $3)`,
        [`c${'1'.repeat(24)}`, dee.user.id, today],
      );
    }
    const summary = ok(await q(SUMMARY, {}, dee.token)).dailySummary;
    if (!wearables && !meals) {
      // Neither capability has landed on this branch: the member has no data.
      expect(summary.hasData).toBe(false);
      return;
    }
    expect(summary.hasData).toBe(true);
    if (wearables) expect(summary).toMatchObject({ endurance: 80, workout: 100, sleep: 90 });
    // One bowl of oats is a fifth of the day's calories, 40% of its protein and a quarter of its
    // fiber: quality 80 x (0.2 + 0.4 + 0.25) / 3 = 22.7, not 80.
    if (meals) expect(summary.nutrition).toBe(23);
  });

  it('scores an imported activity when that table exists: its steps and minutes count', async () => {
    if (!(await tableExists('activities'))) return;
    const [fay] = await members(stack, 1);
    // Noon UTC today: inside today in UTC whatever the time of day the test runs.
    const noon = `${localDate('UTC')}T12:00:00Z`;
    await sql(
      stack,
      `insert into health.activities (id, owner_id, source, type, started_at, duration_s, distance_km, steps, file_key, created_at)
       values ($1, $2, 'gpx', 'run', $3, 1200, 4, 5000, 'h-authz-activity', now())`,
      [`c${'2'.repeat(24)}`, fay.user.id, noon],
    );
    const summary = ok(await q(SUMMARY, { tz: 'UTC' }, fay.token)).dailySummary;
    // 5,000 steps of 10,000 and 20 of 30 active minutes.
    expect(summary).toMatchObject({ hasData: true, endurance: 50, workout: 67 });
  });

  it('refuses a bad time zone or date, and anonymous callers', async () => {
    expectError(await q(SUMMARY, { tz: 'Moon/Base' }, ann.token), 'BAD_USER_INPUT', 'Time zone must be an IANA zone such as Europe/Oslo', 'timezone');
    expectError(await q(SUMMARY, { date: '2026-13-01' }, ann.token), 'BAD_USER_INPUT', 'Date must be a calendar date (YYYY-MM-DD)', 'date');
    expectError(await q(SUMMARY, {}), 'UNAUTHENTICATED');
  });
});

describe('goals', () => {
  it('shows the spec’s three samples to a member with none, then only their own goals', async () => {
    const samples = ok(await q(GOALS, {}, ann.token)).healthGoals;
    expect(samples.map((g: any) => [g.name, g.current, g.target, g.sample])).toEqual([
      ['Daily Steps', 7500, 10000, true],
      ['Water', 6, 8, true],
      ['Sleep', 7, 8, true],
    ]);
    // Samples are not rows: they cannot be changed.
    expectError(await q(PROGRESS, { id: 'sample-water', current: 7 }, ann.token), 'NOT_FOUND', 'Goal not found');

    const water = ok(await q(CREATE, { input: { name: ' Water ', target: 8, unit: 'glasses', metric: 'WATER' } }, ann.token)).createGoal;
    expect(water).toMatchObject({ name: 'Water', current: 0, target: 8, unit: 'glasses', metric: 'WATER', progress: 0, source: 'MEMBER', sample: false });
    const goals = ok(await q(GOALS, {}, ann.token)).healthGoals;
    expect(goals.map((g: any) => g.id)).toEqual([water.id]);

    const progressed = ok(await q(PROGRESS, { id: water.id, current: 6 }, ann.token)).updateGoalProgress;
    expect(progressed).toMatchObject({ current: 6, progress: 75 });
    // Past the target: progress stops at 100.
    expect(ok(await q(PROGRESS, { id: water.id, current: 10 }, ann.token)).updateGoalProgress.progress).toBe(100);

    const renamed = ok(await q(UPDATE, { id: water.id, input: { name: 'Hydrate', target: 10, clearMetric: true } }, ann.token)).updateGoal;
    expect(renamed).toMatchObject({ name: 'Hydrate', target: 10, metric: null, current: 10, progress: 100 });

    expect(ok(await q(DELETE, { id: water.id }, ann.token)).deleteGoal).toBe(water.id);
    expect(ok(await q(GOALS, {}, ann.token)).healthGoals.every((g: any) => g.sample)).toBe(true);
  });

  it('refuses bad goals', async () => {
    const bad = (input: Record<string, unknown>) => q(CREATE, { input: { name: 'Steps', target: 100, ...input } }, ann.token);
    expectError(await bad({ target: 0 }), 'BAD_USER_INPUT', 'Target must be greater than 0', 'target');
    expectError(await bad({ target: -5 }), 'BAD_USER_INPUT', 'Target must be greater than 0', 'target');
    expectError(await bad({ name: '  ' }), 'BAD_USER_INPUT', 'Name is required', 'name');
    expectError(await bad({ name: 'x'.repeat(101) }), 'BAD_USER_INPUT', undefined, 'name');
    expectError(await bad({ unit: 'u'.repeat(21) }), 'BAD_USER_INPUT', undefined, 'unit');
    expectError(await bad({ current: -1 }), 'BAD_USER_INPUT', 'Current must be 0 or more', 'current');
    const goal = ok(await bad({})).createGoal;
    expectError(await q(PROGRESS, { id: goal.id, current: -2 }, ann.token), 'BAD_USER_INPUT', 'Current must be 0 or more', 'current');
    expectError(await q(UPDATE, { id: goal.id, input: { target: 0 } }, ann.token), 'BAD_USER_INPUT', 'Target must be greater than 0', 'target');
    expectError(await q(GOALS, { tz: 'Not/AZone' }, ann.token), 'BAD_USER_INPUT', undefined, 'timezone');
    expectError(await q(GOALS, {}), 'UNAUTHENTICATED');
  });

  it('keeps goals private: another member’s goal is NOT_FOUND and never listed', async () => {
    const goal = ok(await q(CREATE, { input: { name: 'Secret', target: 5 } }, ann.token)).createGoal;
    expectError(await q(PROGRESS, { id: goal.id, current: 1 }, bob.token), 'NOT_FOUND', 'Goal not found');
    expectError(await q(UPDATE, { id: goal.id, input: { name: 'x' } }, bob.token), 'NOT_FOUND', 'Goal not found');
    expectError(await q(DELETE, { id: goal.id }, bob.token), 'NOT_FOUND', 'Goal not found');
    expectError(await q(DELETE, { id: UNKNOWN_ID }, ann.token), 'NOT_FOUND');
    const bobs = ok(await q(GOALS, {}, bob.token)).healthGoals;
    expect(bobs.map((g: any) => g.id)).not.toContain(goal.id);
    expect(bobs.every((g: any) => g.sample)).toBe(true);
  });

  it('feeds goals with a metric from today’s wearable and diary data when those tables exist', async () => {
    const [eve] = await members(stack, 1);
    const steps = ok(await q(CREATE, { input: { name: 'Daily Steps', target: 10000, metric: 'STEPS', current: 1234 } }, eve.token)).createGoal;
    // Without data for today the member's own value shows.
    expect(steps).toMatchObject({ current: 1234, source: 'MEMBER' });
    if (!(await tableExists('wearable_days'))) return;
    await sql(stack, `insert into health.wearable_days (owner_id, provider, day, steps, sleep_minutes, last_updated) values ($1, 'fitbit', $2, 9000, 450, now())`, [
      eve.user.id,
      localDate('UTC'),
    ]);
    ok(await q(CREATE, { input: { name: 'Sleep', target: 8, metric: 'SLEEP_HOURS', unit: 'hours' } }, eve.token));
    const goals = ok(await q(GOALS, {}, eve.token)).healthGoals;
    expect(goals.map((g: any) => [g.name, g.current, g.source])).toEqual([
      ['Daily Steps', 9000, 'WEARABLE'],
      ['Sleep', 7.5, 'WEARABLE'],
    ]);
  });

  it('feeds a calories goal from today’s food diary when the meals table exists', async () => {
    const [gus] = await members(stack, 1);
    ok(await q(CREATE, { input: { name: 'Calories', target: 2000, metric: 'CALORIES', unit: 'kcal' } }, gus.token));
    if (!(await tableExists('meals'))) return;
    for (const [id, calories] of [
      [`c${'3'.repeat(24)}`, 450],
      [`c${'4'.repeat(24)}`, 700],
    ] as const) {
      await sql(
        stack,
        `insert into health.meals (id, owner_id, name, nutrition, quality_score, grade, eaten_at, logged_on) values ($1, $2, 'Meal', $3, 70, 'C', now(), $4)`,
        [id, gus.user.id, JSON.stringify({ calories, protein: 30 }), localDate('UTC')],
      );
    }
    const [goal] = ok(await q(GOALS, {}, gus.token)).healthGoals;
    expect(goal).toMatchObject({ name: 'Calories', current: 1150, source: 'DIARY', progress: 58 });
  });
});
