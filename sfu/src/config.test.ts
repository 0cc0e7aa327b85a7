// The sfu's part of the platform configuration, and that the cached worker, the npm
// package and the config agree on the mediasoup version.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, MEDIASOUP_VERSION, loadConfig } from '@pulse/kit/config';

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-sfu-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('sfu configuration', () => {
  it('defaults: port 4443, loopback signalling and media (whatever HOST says), the cached worker of the pinned version', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, XDG_CACHE_HOME: '/cache', HOST: '0.0.0.0' });
    expect(config.sfu).toMatchObject({
      port: 4443,
      host: '127.0.0.1',
      listenIp: '127.0.0.1',
      announcedIp: undefined,
      rtcMinPort: 40000,
      rtcMaxPort: 49999,
      maxRooms: 500,
      maxConnectionsPerIp: 16,
      departureGraceSeconds: 10,
      workerBin: `/cache/pulse/mediasoup-worker/${MEDIASOUP_VERSION}/mediasoup-worker`,
    });
    expect(config.sfu.workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, HOME: '/home/x' }).sfu.workerBin)
      .toBe(`/home/x/.cache/pulse/mediasoup-worker/${MEDIASOUP_VERSION}/mediasoup-worker`);
  });

  it('reads every SFU_* variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir, JWT_SECRET: SECRET, SFU_PORT: '5555', SFU_HOST: '127.0.0.2', SFU_WORKERS: '3', MEDIASOUP_WORKER_BIN: '/opt/ms/worker',
      SFU_LISTEN_IP: '0.0.0.0', SFU_ANNOUNCED_IP: '203.0.113.7', SFU_RTC_MIN_PORT: '50000', SFU_RTC_MAX_PORT: '50100',
      SFU_MAX_ROOMS: '20', SFU_MAX_CONNECTIONS_PER_IP: '3', SFU_DEPARTURE_GRACE_SECONDS: '4',
    });
    expect(config.sfu).toEqual({
      port: 5555, host: '127.0.0.2', workers: 3, workerBin: '/opt/ms/worker',
      listenIp: '0.0.0.0', announcedIp: '203.0.113.7', rtcMinPort: 50000, rtcMaxPort: 50100,
      maxRooms: 20, maxConnectionsPerIp: 3, departureGraceSeconds: 4,
    });
  });

  it('refuses nonsense', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });
    expect(load({ SFU_WORKERS: '0' })).toThrow(ConfigError);
    expect(load({ SFU_MAX_ROOMS: '0' })).toThrow(/SFU_MAX_ROOMS/);
    expect(load({ SFU_MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/SFU_MAX_CONNECTIONS_PER_IP/);
    expect(load({ SFU_DEPARTURE_GRACE_SECONDS: '-1' })).toThrow(/SFU_DEPARTURE_GRACE_SECONDS/);
    expect(load({ SFU_RTC_MIN_PORT: '50000', SFU_RTC_MAX_PORT: '40000' })).toThrow(/port range/);
    expect(load({ SFU_RTC_MAX_PORT: '70000' })).toThrow(/port range/);
    expect(load({ CALL_TOKEN_SECRET: 'short' })).toThrow(/CALL_TOKEN_SECRET/);
  });

  it('call tokens get their own key, derived from the JWT secret unless given', () => {
    const derived = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).callTokenSecret;
    expect(derived).not.toBe(SECRET);
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).callTokenSecret).toBe(derived);
    const given = 'c'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, CALL_TOKEN_SECRET: given }).callTokenSecret).toBe(given);
  });

  it('pins one mediasoup version everywhere', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.dependencies.mediasoup).toBe(MEDIASOUP_VERSION);
    expect((await import('mediasoup')).version).toBe(MEDIASOUP_VERSION);
  });
});
