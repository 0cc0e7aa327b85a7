// Events (docs/events.md, "Bench"): the upcoming-events list and the capacity race, each beside
// a baseline measured in the same run, through the real gateway of a whole stack.
//
//   npm run bench:events                                  # 300 events, 200 list pages, 200 members racing for 50 places, 3 races
//   npm run bench:events -- --events 100 --pages 50 --racers 100 --places 25 --races 1   # a smoke run
//
// Rows:
//   baseline        `{ me { id } }`: one member lookup through the gateway (accounts): what any call costs
//   events page     the web app's list page (20 events with counts, the caller's attendance, the organiser)
//   attend (race)   one member's attendEvent GOING while every other racer sends theirs at once:
//                   each waits its turn on the event's row lock; p50/p99 of those latencies
// and per race: its wall time, approved (must equal the places) and waitlisted (the rest).
// Latencies are per request as the client sees them (performance.now around fetch).
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { benchDatabase } from './bench-database.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '300' },
    pages: { type: 'string', default: '200' },
    racers: { type: 'string', default: '200' },
    places: { type: 'string', default: '50' },
    races: { type: 'string', default: '3' },
  },
});
const EVENTS = Number(values.events);
const PAGES = Number(values.pages);
const RACERS = Number(values.racers);
const PLACES = Number(values.places);
const RACES = Number(values.races);

const LIST = `query($after: String) { events(first: 20, after: $after) { nodes { id name startDate endDate timezone imageUrl capacity spotsLeft
  organiser { id name } counts { attending interested waitlisted } myAttendance { status waitlistPosition } } pageInfo { hasNextPage endCursor } } }`;
const CREATE = 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }';
const ATTEND = 'mutation($id: ID!) { attendEvent(id: $id, status: GOING) { myAttendance { status } } }';

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99) };
};

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

async function call(stack: Stack, query: string, variables: Record<string, unknown>, token: string) {
  const res = await gql(stack.graphqlUrl, query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as any;
}

async function crowd(stack: Stack, n: number) {
  const all: Awaited<ReturnType<typeof registerMember>>[] = [];
  while (all.length < n) all.push(...(await Promise.all(Array.from({ length: Math.min(4, n - all.length) }, () => registerMember(stack)))));
  return all;
}

const stopDatabase = await benchDatabase();
const stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '100000', LOG_LEVEL: 'warn' } });
try {
  // Each organiser stays under the thirty events an hour a member may create.
  const organisers = await crowd(stack, Math.max(1, Math.ceil(EVENTS / 25)));
  const [reader, host] = await crowd(stack, 2);
  const day = 86_400_000;
  const base = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * day;
  // Events spread over the coming months, a third of them capped.
  for (let i = 0; i < EVENTS; i++) {
    const start = new Date(base + (i % 90) * day + (i % 12) * 3_600_000);
    await call(
      stack,
      CREATE,
      {
        input: {
          name: `Bench event ${i}`,
          description: 'A bench event',
          location: 'Somewhere',
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
          capacity: i % 3 === 0 ? 20 : null,
          hasWaitlist: i % 3 === 0,
        },
      },
      organisers[i % organisers.length].token,
    );
  }

  // The list and the baseline, interleaved so both see the same machine.
  const baseline: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    baseline.push((await timed(() => call(stack, '{ me { id } }', {}, reader.token)))[0]);
    list.push((await timed(() => call(stack, LIST, { after: null }, reader.token)))[0]);
  }

  // The races: fresh racers each time, all sending at once.
  const racers = await crowd(stack, RACERS);
  const attend: number[] = [];
  const raceBaseline: number[] = [];
  const races: { wallMs: number; approved: number; waitlisted: number }[] = [];
  for (let r = 0; r < RACES; r++) {
    const event = await call(
      stack,
      CREATE,
      {
        input: {
          name: `Race ${r}`,
          description: 'Places race',
          location: 'Track',
          startDate: new Date(base + r * day).toISOString(),
          endDate: new Date(base + r * day + 3_600_000).toISOString(),
          capacity: PLACES,
          hasWaitlist: true,
        },
      },
      host.token,
    );
    const [wallMs, answers] = await timed(() =>
      Promise.all(
        racers.map(async (m) => {
          const [ms, data] = await timed(() => call(stack, ATTEND, { id: event.createEvent.id }, m.token));
          attend.push(ms);
          return data.attendEvent.myAttendance.status as string;
        }),
      ),
    );
    for (let i = 0; i < 20; i++) raceBaseline.push((await timed(() => call(stack, '{ me { id } }', {}, reader.token)))[0]);
    const approved = answers.filter((s) => s === 'APPROVED').length;
    const waitlisted = answers.filter((s) => s === 'WAITLISTED').length;
    if (approved !== Math.min(PLACES, RACERS)) throw new Error(`race ${r}: ${approved} approved for ${PLACES} places`);
    races.push({ wallMs, approved, waitlisted });
  }

  const fmt = (n: number) => n.toFixed(1).padStart(8);
  const row = (name: string, s: ReturnType<typeof summary>, ref?: ReturnType<typeof summary>) =>
    `${name.padEnd(34)} ${String(s.n).padStart(6)} ${fmt(s.p50)} ${fmt(s.p99)}${ref ? `   ${(s.p50 / ref.p50).toFixed(1).padStart(5)} x` : ''}`;
  const b = summary(baseline);
  console.log(`\nevents bench: ${EVENTS} events, ${PAGES} list pages, ${RACES} race(s) of ${RACERS} members for ${PLACES} places (${new Date().toISOString()})`);
  console.log(`${'row'.padEnd(34)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   p50 / baseline`);
  console.log(row('baseline { me { id } }', b));
  console.log(row('events page (20 with counts)', summary(list), b));
  const rb = summary(raceBaseline);
  console.log(row('baseline after each race', rb));
  console.log(row(`attend in a race of ${RACERS}`, summary(attend), rb));
  for (const [i, race] of races.entries()) console.log(`race ${i + 1}: ${race.wallMs.toFixed(0)} ms wall, ${race.approved} approved, ${race.waitlisted} waitlisted`);
} finally {
  await stack.stop();
  await stopDatabase();
}
