// Each vendor adapter against the loopback vendor server speaking that vendor's paths and JSON:
// the probe, days mapped to our record (the server serves sandboxDay(account, vendor, day), so
// every number is known), minute heart rate, a refused token, a 429 waited out, an
// unreachable vendor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthSettings } from '../../config.js';
import type { LiveProvider } from '../devices.js';
import { sandboxDay } from '../sandbox.js';
import { startVendorServer, type VendorServer } from '../testing/vendor-server.js';
import { vendorAdapter, VendorError } from './index.js';
import { addDays } from '@pulse/kit/dates';

let server: VendorServer;
beforeAll(async () => {
  server = await startVendorServer();
});
afterAll(async () => {
  await server?.stop();
});

const settings = (): HealthSettings => ({ vendors: server.baseUrls }) as HealthSettings;
const today = () => new Date().toISOString().slice(0, 10);
const from = addDays(today(), -12);
const to = addDays(today(), -3);

/** What each vendor reports of a day (the rest it does not measure, or we do not read). */
const MEASURED: Record<LiveProvider, string[]> = {
  oura: ['steps', 'calories', 'activeMinutes', 'sleepScore', 'readinessScore', 'bloodOxygen'],
  whoop: ['calories', 'heartRate', 'strain', 'readinessScore', 'restingHeartRate', 'hrvMs', 'bloodOxygen', 'sleepScore', 'sleepMinutes'],
  fitbit: ['steps', 'calories', 'distanceKm', 'activeMinutes', 'restingHeartRate', 'sleepScore', 'sleepMinutes', 'bloodOxygen'],
  garmin: ['steps', 'calories', 'activeMinutes', 'heartRate', 'restingHeartRate', 'sleepMinutes', 'sleepScore', 'readinessScore', 'bloodOxygen'],
};

describe.each(['oura', 'whoop', 'fitbit', 'garmin'] as LiveProvider[])('%s adapter', (vendor) => {
  it('probes, and reads days mapped to our record', async () => {
    const adapter = vendorAdapter(vendor, settings(), server.token);
    await adapter.probe();
    const days = await adapter.days(from, to);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(from, i)));
    for (const day of days) {
      const expected = sandboxDay(server.account, vendor, day.day) as unknown as Record<string, number>;
      for (const field of MEASURED[vendor]) {
        const got = (day as unknown as Record<string, number>)[field];
        // Whoop reports energy in kilojoules; the round trip may move a calorie.
        if (field === 'calories' && vendor === 'whoop') expect(Math.abs(got - expected[field])).toBeLessThanOrEqual(1);
        else expect(got, `${vendor} ${day.day} ${field}`).toBeCloseTo(expected[field], 1);
      }
    }
  });

  it('reads minute heart rate (Whoop publishes none)', async () => {
    const samples = await vendorAdapter(vendor, settings(), server.token).heartRate(addDays(today(), -2));
    if (vendor === 'whoop') return expect(samples).toEqual([]);
    expect(samples).toHaveLength(1440);
    expect(samples[0].at.toISOString()).toBe(`${addDays(today(), -2)}T00:00:00.000Z`);
    expect(samples[60].bpm).toBeGreaterThan(30);
  });

  it('names a refused token and an unreachable vendor', async () => {
    const refused = await vendorAdapter(vendor, settings(), 'wrong-token')
      .probe()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(VendorError);
    expect((refused as VendorError).kind).toBe('refused');
    const gone = await vendorAdapter(vendor, { vendors: { ...server.baseUrls, [vendor]: 'http://127.0.0.1:9/api' } } as HealthSettings, server.token)
      .probe()
      .catch((e: unknown) => e);
    expect(gone).toMatchObject({ kind: 'unavailable' });
  });
});

describe('paging', () => {
  it("follows Whoop's next_token through a range longer than one page (25 records)", async () => {
    server.requests.length = 0;
    const days = await vendorAdapter('whoop', settings(), server.token).days(addDays(today(), -40), addDays(today(), -1));
    expect(days).toHaveLength(40);
    const cyclePages = server.requests.filter((r) => r.path === '/v2/cycle');
    expect(cyclePages.length).toBe(2);
    expect(cyclePages[1].query.nextToken).toBe('25');
  });
});

describe('rate limits', () => {
  it('waits for Retry-After and tries again; gives up after three 429s', async () => {
    // The waits are recorded, not slept: the test does not wait for real time.
    const waits: number[] = [];
    const adapter = vendorAdapter('oura', settings(), server.token, undefined, async (ms) => void waits.push(ms));
    server.rateLimitNext(1, 1);
    await adapter.probe();
    expect(waits).toEqual([1000]);
    server.rateLimitNext(3, 0);
    await expect(adapter.probe()).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(waits).toEqual([1000, 0, 0]);
  });
});
