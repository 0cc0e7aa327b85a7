// calendarRecords through the gateway: the member's imported activities (by their start) and
// logged meals (by when they were eaten) in [from, to), earliest first, beside the calendar's
// events; the same range rules as calendarEvents; another member's records never listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, ok, registerMember, startStack, type Member, type Stack } from '@pulse/dev-env';
import { uploadHealthFile } from '../uploads/testing.js';
import { FIXTURE_START, gpxFile, northwardRun } from '../activities/testing/activity-files.js';

let stack: Stack;
let ann: Member;
let bob: Member;
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);

const RECORDS = `query($from: DateTime!, $to: DateTime!) {
  calendarRecords(from: $from, to: $to) { more activities { id type startedAt duration coordinates { latitude } post { id } } meals { id name eatenAt loggedOn } }
}`;
const LOG = 'mutation($input: LogMealInput!) { logMeal(input: $input) { id } }';

async function importRun(member: Member, sport: string, shift: number): Promise<string> {
  const points = northwardRun(4).map((p) => ({ ...p, at: p.at + shift }));
  const { status, body } = await uploadHealthFile(stack.url, member.token, 'activity', { name: 'run.gpx', bytes: new TextEncoder().encode(gpxFile(points, sport)) });
  expect(status).toBe(201);
  return ok(await gql('mutation($input: ImportActivityInput!) { importActivity(input: $input) { id } }', { input: { fileKey: body.upload.key } }, member)).importActivity
    .id;
}

beforeAll(async () => {
  stack = await startStack();
  [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
});
afterAll(() => stack?.stop());

describe('calendarRecords', () => {
  it("lists the member's activities and meals in the range, earliest first, and nobody else's", async () => {
    // FIXTURE_START is 2026-05-01T07:00Z; a ride two days later; a run of Bob's the same morning.
    const run = await importRun(ann, 'running', 0);
    const ride = await importRun(ann, 'cycling', 2 * 86_400);
    await importRun(bob, 'running', 0);
    const lunch = ok(await gql(LOG, { input: { name: 'Lunch', nutritionalInfo: { calories: 600 }, eatenAt: '2026-05-01T12:30:00Z', timezone: 'Europe/Oslo' } }, ann))
      .logMeal.id;
    const breakfast = ok(await gql(LOG, { input: { name: 'Breakfast', nutritionalInfo: { calories: 400 }, eatenAt: '2026-05-01T06:00:00Z' } }, ann)).logMeal.id;
    await gql(LOG, { input: { name: "Bob's lunch", nutritionalInfo: { calories: 700 }, eatenAt: '2026-05-01T12:00:00Z' } }, bob);

    const week = ok(await gql(RECORDS, { from: '2026-04-27T00:00:00Z', to: '2026-05-04T00:00:00Z' }, ann)).calendarRecords;
    expect(week.more).toBe(false);
    expect(week.activities.map((a: { id: string }) => a.id)).toEqual([run, ride]);
    expect(week.activities[0]).toMatchObject({ type: 'running', startedAt: FIXTURE_START.toISOString(), duration: 120, coordinates: [], post: null });
    expect(week.meals).toEqual([
      { id: breakfast, name: 'Breakfast', eatenAt: '2026-05-01T06:00:00.000Z', loggedOn: '2026-05-01' },
      { id: lunch, name: 'Lunch', eatenAt: '2026-05-01T12:30:00.000Z', loggedOn: '2026-05-01' },
    ]);

    // [from, to): the day of the run only, from 07:00 on (breakfast at 06:00 is before it).
    const day = ok(await gql(RECORDS, { from: FIXTURE_START.toISOString(), to: '2026-05-02T00:00:00Z' }, ann)).calendarRecords;
    expect(day.activities.map((a: { id: string }) => a.id)).toEqual([run]);
    expect(day.meals.map((m: { id: string }) => m.id)).toEqual([lunch]);
  });

  it('keeps the range rules of calendarEvents and needs a member', async () => {
    expectError(await gql(RECORDS, { from: '2026-05-01T00:00:00Z', to: '2026-04-01T00:00:00Z' }, ann), 'BAD_USER_INPUT', '"to" must be after "from"', 'to');
    expectError(await gql(RECORDS, { from: '2026-01-01T00:00:00Z', to: '2026-05-01T00:00:00Z' }, ann), 'BAD_USER_INPUT', 'The range can be at most 62 days', 'to');
    expectError(await gql(RECORDS, { from: '2026-05-01T00:00:00Z', to: '2026-05-02T00:00:00Z' }), 'UNAUTHENTICATED');
  });
});
