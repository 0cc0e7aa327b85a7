// A real loopback HTTP server speaking the four vendors' web APIs (the paths and JSON shapes of
// their public documentation) for one account, so the adapters and the sync job are tested
// over HTTP as in production: Oura v2 usercollection, Whoop developer v2, Fitbit Web API
// (activities, sleep 1.2, SpO2, heart intraday), Garmin Health API (dailies, sleeps, pulseOx,
// stressDetails). The account's numbers come from the sandbox generator (seeded by `account`),
// so tests know what each day must hold. A wrong bearer token answers 401; `rateLimitNext`
// makes the next requests answer 429 with Retry-After; `delayMs` slows every answer (a sync
// that is still running when a test stops its process).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveProvider } from '../devices.js';
import { sandboxDay, sandboxHeartRate } from '../sandbox.js';
import { addDays, daysBetween } from '@pulse/kit/dates';

export interface VendorRequest {
  vendor: LiveProvider;
  path: string;
  query: Record<string, string>;
}

export interface VendorServer {
  url: string;
  /** The env of a health subgraph aimed at this server (WHOOP_API_URL...). */
  env: Record<string, string>;
  baseUrls: Record<LiveProvider, string>;
  /** The account whose data is served: sandboxDay(account, vendor, day) gives each day. */
  account: string;
  token: string;
  requests: VendorRequest[];
  delayMs: number;
  /** The next `count` requests answer 429 with `Retry-After: seconds`. */
  rateLimitNext(count: number, seconds: number): void;
  stop(): Promise<void>;
}

const PREFIX: Record<LiveProvider, string> = { whoop: '/whoop/developer', oura: '/oura', fitbit: '/fitbit', garmin: '/garmin/wellness-api/rest' };
const today = () => new Date().toISOString().slice(0, 10);
/** The account has worn its devices for this long. */
const HISTORY_DAYS = 120;
const hasDay = (day: string) => day <= today() && day > addDays(today(), -HISTORY_DAYS);
const dayOfSeconds = (s: string) => new Date(Number(s) * 1000).toISOString().slice(0, 10);

type Json = unknown;
type Handler = (path: string, q: Record<string, string>, account: string) => Json | undefined;

const ours = (account: string) => (vendor: LiveProvider, day: string) => sandboxDay(account, vendor, day);

function oura(path: string, q: Record<string, string>, account: string): Json | undefined {
  const day = ours(account);
  const range = () => daysBetween(q.start_date, addDays(q.end_date, -1)).filter(hasDay);
  switch (path) {
    case '/v2/usercollection/personal_info':
      return { id: 'oura-user', age: 35, weight: 70, height: 1.75, biological_sex: 'female', email: 'member@example.com' };
    case '/v2/usercollection/daily_activity':
      return {
        data: range().map((d) => {
          const r = day('oura', d);
          const high = Math.floor((r.activeMinutes ?? 0) / 3);
          return {
            id: `act-${d}`,
            day: d,
            score: 80,
            steps: r.steps,
            active_calories: Math.round((r.calories ?? 0) - 1650),
            total_calories: r.calories,
            equivalent_walking_distance: Math.round((r.distanceKm ?? 0) * 1000),
            high_activity_time: high * 60,
            medium_activity_time: ((r.activeMinutes ?? 0) - high) * 60,
            low_activity_time: 7200,
            timestamp: `${d}T04:00:00+00:00`,
          };
        }),
        next_token: null,
      };
    case '/v2/usercollection/daily_sleep':
      return {
        data: range().map((d) => ({ id: `sleep-${d}`, day: d, score: day('oura', d).sleepScore, contributors: {}, timestamp: `${d}T00:00:00+00:00` })),
        next_token: null,
      };
    case '/v2/usercollection/daily_readiness':
      return {
        data: range().map((d) => ({
          id: `ready-${d}`,
          day: d,
          score: day('oura', d).readinessScore,
          temperature_deviation: 0.1,
          contributors: {},
          timestamp: `${d}T00:00:00+00:00`,
        })),
        next_token: null,
      };
    case '/v2/usercollection/daily_spo2':
      return { data: range().map((d) => ({ id: `spo2-${d}`, day: d, spo2_percentage: { average: day('oura', d).bloodOxygen } })), next_token: null };
    case '/v2/usercollection/heartrate': {
      const from = Date.parse(q.start_datetime);
      const to = Date.parse(q.end_datetime);
      const days = daysBetween(new Date(from).toISOString().slice(0, 10), new Date(to).toISOString().slice(0, 10)).filter(hasDay);
      const samples = days.flatMap((d) => sandboxHeartRate(account, 'oura', d)).filter((s) => s.at.getTime() >= from && s.at.getTime() < to);
      return { data: samples.map((s) => ({ bpm: s.bpm, source: 'awake', timestamp: s.at.toISOString() })), next_token: null };
    }
  }
  return undefined;
}

function whoop(path: string, q: Record<string, string>, account: string): Json | undefined {
  const day = ours(account);
  const from = Date.parse(q.start ?? '1970-01-01T00:00:00Z');
  const to = Date.parse(q.end ?? new Date().toISOString());
  const limit = Math.min(25, Number(q.limit ?? 10));
  const offset = Number(q.nextToken ?? 0);
  const window = <T>(records: (T & { start: string })[]) => {
    const inside = records.filter((r) => Date.parse(r.start) >= from && Date.parse(r.start) < to).reverse();
    const page = inside.slice(offset, offset + limit);
    return { records: page, next_token: offset + limit < inside.length ? String(offset + limit) : null };
  };
  const days = daysBetween(addDays(today(), -HISTORY_DAYS + 1), today());
  const cycleId = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  switch (path) {
    case '/v2/user/profile/basic':
      return { user_id: 10129, email: 'member@example.com', first_name: 'Sam', last_name: 'Member' };
    case '/v2/cycle':
      return window(
        days.map((d) => {
          const r = day('whoop', d);
          return {
            id: cycleId(d),
            user_id: 10129,
            start: `${d}T06:30:00.000Z`,
            end: d === today() ? null : `${addDays(d, 1)}T06:00:00.000Z`,
            timezone_offset: '+00:00',
            score_state: 'SCORED',
            score: { strain: r.strain, kilojoule: Math.round((r.calories ?? 0) * 4.184), average_heart_rate: r.heartRate, max_heart_rate: 172 },
          };
        }),
      );
    case '/v2/recovery': {
      // Whoop pages recoveries by their cycle's time; `start` is kept here for that only.
      const { records, next_token } = window(
        days.map((d) => {
          const r = day('whoop', d);
          return {
            cycle_id: cycleId(d),
            sleep_id: `sleep-${d}`,
            user_id: 10129,
            start: `${d}T06:30:00.000Z`,
            created_at: `${d}T07:00:00.000Z`,
            updated_at: `${d}T07:00:00.000Z`,
            score_state: 'SCORED',
            score: {
              user_calibrating: false,
              recovery_score: r.readinessScore,
              resting_heart_rate: r.restingHeartRate,
              hrv_rmssd_milli: r.hrvMs,
              spo2_percentage: r.bloodOxygen,
              skin_temp_celsius: 33.7,
            },
          };
        }),
      );
      return { records: records.map(({ start: _start, ...rest }) => rest), next_token };
    }
    case '/v2/activity/sleep':
      return window(
        days.map((d) => {
          const r = day('whoop', d);
          const asleep = (r.sleepMinutes ?? 0) * 60_000;
          const awake = 25 * 60_000;
          const end = Date.parse(`${d}T06:30:00Z`);
          return {
            id: `sleep-${d}`,
            user_id: 10129,
            start: new Date(end - asleep - awake).toISOString(),
            end: new Date(end).toISOString(),
            timezone_offset: '+00:00',
            nap: false,
            score_state: 'SCORED',
            score: {
              stage_summary: { total_in_bed_time_milli: asleep + awake, total_awake_time_milli: awake, sleep_cycle_count: 4, disturbance_count: 6 },
              sleep_performance_percentage: r.sleepScore,
              sleep_efficiency_percentage: 91,
            },
          };
        }),
      );
  }
  return undefined;
}

function fitbit(path: string, q: Record<string, string>, account: string): Json | undefined {
  const day = ours(account);
  if (path === '/1/user/-/profile.json') return { user: { encodedId: 'GGNJL9', displayName: 'Sam', timezone: 'UTC' } };
  let m = /^\/1\/user\/-\/activities\/date\/(\d{4}-\d{2}-\d{2})\.json$/.exec(path);
  if (m) {
    const d = m[1];
    if (!hasDay(d)) return { activities: [], summary: { steps: 0, caloriesOut: 0, distances: [], fairlyActiveMinutes: 0, veryActiveMinutes: 0 } };
    const r = day('fitbit', d);
    const very = Math.floor((r.activeMinutes ?? 0) / 3);
    return {
      activities: [],
      goals: { steps: 10000, caloriesOut: 2500, distance: 8.05, activeMinutes: 30 },
      summary: {
        steps: r.steps,
        caloriesOut: r.calories,
        distances: [
          { activity: 'total', distance: r.distanceKm },
          { activity: 'tracker', distance: r.distanceKm },
        ],
        veryActiveMinutes: very,
        fairlyActiveMinutes: (r.activeMinutes ?? 0) - very,
        lightlyActiveMinutes: 180,
        sedentaryMinutes: 600,
        restingHeartRate: r.restingHeartRate,
      },
    };
  }
  m = /^\/1\.2\/user\/-\/sleep\/date\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\.json$/.exec(path);
  if (m)
    return {
      sleep: daysBetween(m[1], m[2])
        .filter(hasDay)
        .map((d, i) => {
          const r = day('fitbit', d);
          return {
            logId: 1000 + i,
            dateOfSleep: d,
            isMainSleep: true,
            efficiency: r.sleepScore,
            minutesAsleep: r.sleepMinutes,
            duration: ((r.sleepMinutes ?? 0) + 25) * 60_000,
            type: 'stages',
          };
        }),
    };
  m = /^\/1\/user\/-\/spo2\/date\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\.json$/.exec(path);
  if (m)
    return daysBetween(m[1], m[2])
      .filter(hasDay)
      .map((d) => ({ dateTime: d, value: { avg: day('fitbit', d).bloodOxygen, min: 94, max: 99.5 } }));
  m = /^\/1\/user\/-\/activities\/heart\/date\/(\d{4}-\d{2}-\d{2})\/1d\/1min\.json$/.exec(path);
  if (m) {
    const d = m[1];
    const samples = hasDay(d) ? sandboxHeartRate(account, 'fitbit', d) : [];
    return {
      'activities-heart': [{ dateTime: d, value: { restingHeartRate: day('fitbit', d).restingHeartRate, heartRateZones: [] } }],
      'activities-heart-intraday': { dataset: samples.map((s) => ({ time: s.at.toISOString().slice(11, 19), value: s.bpm })), datasetInterval: 1, datasetType: 'minute' },
    };
  }
  void q;
  return undefined;
}

function garmin(path: string, q: Record<string, string>, account: string): Json | undefined {
  const day = ours(account);
  if (path === '/user/id') return { userId: 'd3315b1072421d0dd7c8f6b8e1de4df8' };
  const start = q.uploadStartTimeInSeconds;
  const end = q.uploadEndTimeInSeconds;
  if (!start || !end) return undefined;
  if (Number(end) - Number(start) > 86_400) return { errorMessage: 'time range exceeds 86400 seconds' };
  const d = dayOfSeconds(start);
  if (!hasDay(d)) return [];
  const r = day('garmin', d);
  const startTimeInSeconds = Date.parse(`${d}T00:00:00Z`) / 1000;
  switch (path) {
    case '/dailies': {
      const vigorous = Math.floor((r.activeMinutes ?? 0) / 3);
      return [
        {
          summaryId: `x-${d}`,
          calendarDate: d,
          startTimeInSeconds,
          startTimeOffsetInSeconds: 0,
          durationInSeconds: 86_400,
          steps: r.steps,
          distanceInMeters: Math.round((r.distanceKm ?? 0) * 1000),
          activeKilocalories: (r.calories ?? 0) - 1500,
          bmrKilocalories: 1500,
          moderateIntensityDurationInSeconds: ((r.activeMinutes ?? 0) - vigorous) * 60,
          vigorousIntensityDurationInSeconds: vigorous * 60,
          averageHeartRateInBeatsPerMinute: r.heartRate,
          restingHeartRateInBeatsPerMinute: r.restingHeartRate,
          timeOffsetHeartRateSamples: Object.fromEntries(sandboxHeartRate(account, 'garmin', d).map((s, i) => [String(i * 60), s.bpm])),
        },
      ];
    }
    case '/sleeps':
      return [
        {
          summaryId: `s-${d}`,
          calendarDate: d,
          durationInSeconds: ((r.sleepMinutes ?? 0) + 20) * 60,
          awakeDurationInSeconds: 1200,
          startTimeInSeconds: startTimeInSeconds - 7 * 3600,
          overallSleepScore: { value: r.sleepScore, qualifierKey: 'GOOD' },
        },
      ];
    case '/pulseOx':
      return [{ summaryId: `p-${d}`, calendarDate: d, startTimeInSeconds, timeOffsetSpo2Values: { '0': r.bloodOxygen, '3600': r.bloodOxygen } }];
    case '/stressDetails':
      return [
        {
          summaryId: `b-${d}`,
          calendarDate: d,
          startTimeInSeconds,
          timeOffsetBodyBatteryValues: { '0': Math.max(5, (r.readinessScore ?? 50) - 30), '25200': r.readinessScore },
        },
      ];
  }
  return undefined;
}

const HANDLERS: Record<LiveProvider, Handler> = { oura, whoop, fitbit, garmin };

export async function startVendorServer(options: { token?: string; account?: string; delayMs?: number } = {}): Promise<VendorServer> {
  const token = options.token ?? 'vendor-token-7f3a9c2e5b81d604';
  const account = options.account ?? 'vendor-account';
  let limited = { count: 0, seconds: 0 };
  const requests: VendorRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const vendor = (Object.keys(PREFIX) as LiveProvider[]).find((v) => url.pathname.startsWith(PREFIX[v] + '/'));
    const send = (status: number, body: Json, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (!vendor) return send(404, { message: 'no such API' });
    const path = url.pathname.slice(PREFIX[vendor].length);
    const query = Object.fromEntries(url.searchParams);
    requests.push({ vendor, path, query });
    setTimeout(() => {
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Authorization failed' });
      if (limited.count > 0) {
        limited = { ...limited, count: limited.count - 1 };
        return send(429, { message: 'Too many requests' }, { 'retry-after': String(limited.seconds) });
      }
      const body = HANDLERS[vendor](path, query, account);
      if (body === undefined) return send(404, { message: 'not found' });
      send(200, body);
    }, api.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const baseUrls = Object.fromEntries((Object.keys(PREFIX) as LiveProvider[]).map((v) => [v, url + PREFIX[v]])) as Record<LiveProvider, string>;
  const api: VendorServer = {
    url,
    baseUrls,
    env: { WHOOP_API_URL: baseUrls.whoop, OURA_API_URL: baseUrls.oura, FITBIT_API_URL: baseUrls.fitbit, GARMIN_API_URL: baseUrls.garmin },
    account,
    token,
    requests,
    delayMs: options.delayMs ?? 0,
    rateLimitNext(count, seconds) {
      limited = { count, seconds };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
