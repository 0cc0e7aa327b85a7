// What every vendor adapter does: a probe at connect time, days over a range and one day's
// minute heart rate, all as our DayRow/HeartRatePoint. HTTP is shared: the member's access
// token as a bearer, 401/403 -> 'refused', 429 -> wait Retry-After (up to 30 s, twice) and try
// again, anything unreachable or 5xx -> 'unavailable'. The base URLs come from config
// (WHOOP_API_URL...), so tests aim them at wearables/testing/vendor-server.ts.
import type { DayRow, HeartRatePoint } from '../store.js';

export interface VendorAdapter {
  /** One cheap authenticated call: does the vendor accept this key? */
  probe(): Promise<void>;
  /** Days `from`..`to` inclusive (YYYY-MM-DD). */
  days(from: string, to: string): Promise<DayRow[]>;
  /** Minute heart rate of one day. */
  heartRate(day: string): Promise<HeartRatePoint[]>;
}

export type VendorErrorKind = 'refused' | 'rate-limited' | 'unavailable' | 'bad-response';

export class VendorError extends Error {
  constructor(
    readonly kind: VendorErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface VendorClientOptions {
  baseUrl: string;
  token: string;
  /** Shown in messages: 'Oura did not answer'. */
  name: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** How a Retry-After is waited out: a timer by default; tests pass one that records the wait. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const MAX_RETRY_AFTER_S = 30;

export function vendorClient(options: VendorClientOptions) {
  const { baseUrl, token, name, wait = sleep } = options;
  return async function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
    const url = new URL(baseUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        const signals = [AbortSignal.timeout(options.timeoutMs ?? 15_000), ...(options.signal ? [options.signal] : [])];
        response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.any(signals) });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new VendorError('unavailable', `${name} could not be reached`);
      }
      if (response.status === 401 || response.status === 403) throw new VendorError('refused', `${name} refused this key`);
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after') ?? '1');
        if (attempt >= 2 || !(retryAfter <= MAX_RETRY_AFTER_S)) throw new VendorError('rate-limited', `${name} is limiting requests; try again later`);
        await wait(Math.max(0, retryAfter) * 1000);
        continue;
      }
      if (!response.ok) throw new VendorError('unavailable', `${name} answered ${response.status}`);
      try {
        return (await response.json()) as T;
      } catch {
        throw new VendorError('bad-response', `${name} answered something that is not JSON`);
      }
    }
  };
}

export type VendorGet = ReturnType<typeof vendorClient>;

/** Merges partial rows of the same day (one vendor endpoint per metric family). */
export function mergeDays(...lists: DayRow[][]): DayRow[] {
  const byDay = new Map<string, DayRow>();
  for (const list of lists)
    for (const row of list)
      byDay.set(row.day, { ...byDay.get(row.day), ...Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null)), day: row.day });
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
