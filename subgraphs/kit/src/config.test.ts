import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, SUBGRAPH_NAMES } from './config.js';
import { configureLogging, createLogger } from './logger.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const roots: string[] = [];
let dataDir: string;

beforeEach(() => {
  // Each test gets an empty data directory: loadConfig may write the development secret.
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-config-'));
  roots.push(dataDir);
});
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig defaults', () => {
  it('describes a development machine when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      host: '0.0.0.0',
      port: 4000,
      subgraphPorts: { accounts: 4001 },
      subgraphUrls: { accounts: 'http://127.0.0.1:4001/graphql' },
      jwtTtlSeconds: 7 * 24 * 3600,
      corsOrigins: [],
      trustProxy: false,
      graphql: { maxDepth: 12, maxAliases: 30, maxCost: 20000, maxListSize: 100 },
      loginLimits: { perAccount: 5, perIp: 30, windowSeconds: 900 },
      registerLimitPerIp: 20,
      publicUrl: 'http://localhost:4000',
      adminEmails: [],
      logLevel: 'info',
    });
  });

  it('treats empty DATABASE_URL and REDIS_URL as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('logs less under test', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).logLevel).toBe('warn');
  });

  it('generates a development JWT secret once and keeps it across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('uses a given JWT_SECRET and writes no secret file', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('loadConfig parsing', () => {
  it('reads ports, URLs and lists from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '5000',
      ACCOUNTS_PORT: '5101',
      CORS_ORIGINS: ' https://a.example , https://b.example ,',
      ADMIN_EMAILS: 'Ann@Example.com, bob@example.org',
      TRUST_PROXY: 'true',
      GRAPHQL_MAX_DEPTH: '8',
      JWT_TTL_SECONDS: '60',
    });
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.subgraphPorts.accounts).toBe(5101);
    expect(config.subgraphUrls.accounts).toBe('http://127.0.0.1:5101/graphql');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.adminEmails).toEqual(['ann@example.com', 'bob@example.org']);
    expect(config.trustProxy).toBe(true);
    expect(config.graphql.maxDepth).toBe(8);
    expect(config.jwtTtlSeconds).toBe(60);
  });

  it('lets explicit URLs win and strips trailing slashes from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ACCOUNTS_URL: 'http://accounts:4001/graphql', PUBLIC_URL: 'https://pulse.example//' });
    expect(config.subgraphUrls.accounts).toBe('http://accounts:4001/graphql');
    expect(config.publicUrl).toBe('https://pulse.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '4000.5'],
    ['PORT', '-1'],
    ['ACCOUNTS_PORT', 'x'],
    ['JWT_TTL_SECONDS', '59'],
    ['GRAPHQL_MAX_DEPTH', '0'],
    ['LOGIN_LIMIT_PER_ACCOUNT', 'five'],
  ])('rejects %s=%s with a ConfigError naming the variable', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(name);
  });

  it('rejects an unknown NODE_ENV or LOG_LEVEL', () => {
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
    expect(configError({ LOG_LEVEL: 'verbose' }).message).toContain('LOG_LEVEL');
  });
});

describe('loadConfig secrets', () => {
  it('refuses to start production without JWT_SECRET, and invents none', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toBe('JWT_SECRET is required in production');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('does not fall back to a development secret file in production', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(64));
    expect(configError({ NODE_ENV: 'production' }).message).toBe('JWT_SECRET is required in production');
  });

  it('accepts production with a JWT_SECRET', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: SECRET }).nodeEnv).toBe('production');
  });

  it('rejects a JWT_SECRET shorter than 32 characters', () => {
    expect(configError({ JWT_SECRET: 'short' }).message).toContain('at least 32');
  });
});

describe('loadConfig calls', () => {
  it('reaches the sfu on loopback and gives browsers the gateway /sfu, with no ICE servers and a 45 s ring', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).calls).toEqual({
      sfuInternalUrl: 'ws://127.0.0.1:4443',
      mediasoupUrl: 'ws://localhost:4000/sfu',
      iceServers: [],
      ringTimeoutSeconds: 45,
    });
    const moved = loadConfig({ DATA_DIR: dataDir, SFU_PORT: '5000', PUBLIC_URL: 'https://pulse.example.com/' });
    expect(moved.calls).toMatchObject({ sfuInternalUrl: 'ws://127.0.0.1:5000', mediasoupUrl: 'wss://pulse.example.com/sfu' });
  });

  it('takes SFU_INTERNAL_URL, SFU_PUBLIC_URL, TURN_* and CALL_RING_TIMEOUT_SECONDS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SFU_INTERNAL_URL: 'http://sfu:4443',
      SFU_PUBLIC_URL: 'wss://media.example.com',
      TURN_URLS: 'turn:turn.example.com:3478, turns:turn.example.com:5349',
      TURN_USERNAME: 'pulse',
      TURN_CREDENTIAL: 'secret',
      CALL_RING_TIMEOUT_SECONDS: '20',
    });
    expect(config.calls).toEqual({
      sfuInternalUrl: 'ws://sfu:4443',
      mediasoupUrl: 'wss://media.example.com',
      iceServers: [{ urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'], username: 'pulse', credential: 'secret' }],
      ringTimeoutSeconds: 20,
    });
  });

  it('refuses addresses that are not WebSocket or HTTP URLs, TURN entries that are not ICE URLs, and a zero timeout', () => {
    expect(configError({ SFU_INTERNAL_URL: 'sfu:4443' }).message).toMatch(/SFU_INTERNAL_URL/);
    expect(configError({ SFU_PUBLIC_URL: 'ftp://x' }).message).toMatch(/SFU_PUBLIC_URL/);
    expect(configError({ TURN_URLS: 'turn.example.com' }).message).toMatch(/TURN_URLS/);
    expect(configError({ CALL_RING_TIMEOUT_SECONDS: '0' }).message).toMatch(/CALL_RING_TIMEOUT_SECONDS/);
  });
});

describe('the README configuration tables', () => {
  const root = new URL('../../../', import.meta.url);
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const buildTimeAt = section.indexOf('Build time (web)');
  /** Every backticked name in the first cell of a table row. */
  const namesIn = (table: string) => new Set([...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])));

  it('lists exactly the variables config.ts reads', () => {
    const source = readFileSync(new URL('subgraphs/kit/src/config.ts', root), 'utf8');
    const read = new Set([
      ...[...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
      ...[...source.matchAll(/\bint\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]),
      // Per-subgraph names are built from SUBGRAPH_NAMES: `${key}_PORT`, `${key}_URL`.
      ...[...source.matchAll(/`\$\{key\}_([A-Z]+)`/g)].flatMap((m) => SUBGRAPH_NAMES.map((name) => `${name.toUpperCase()}_${m[1]}`)),
    ]);
    // The operating system's own variables, used only to find the cache directory.
    for (const system of ['HOME', 'XDG_CACHE_HOME']) read.delete(system);
    expect(buildTimeAt).toBeGreaterThan(0);
    expect(read.size).toBeGreaterThan(40);
    expect([...namesIn(section.slice(0, buildTimeAt))].sort()).toEqual([...read].sort());
  });

  it('lists exactly the build-time variables the web app reads, in their own table', () => {
    const read = new Set<string>();
    const walk = (dir: URL) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
        else if (/\.tsx?$/.test(entry.name)) {
          for (const m of readFileSync(new URL(entry.name, dir), 'utf8').matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) read.add(m[1]);
        }
      }
    };
    walk(new URL('web/src/', root));
    expect(read.size).toBeGreaterThan(0);
    expect([...namesIn(section.slice(buildTimeAt))].sort()).toEqual([...read].sort());
  });
});

describe('configureLogging', () => {
  afterEach(() => {
    configureLogging({ logLevel: 'warn', nodeEnv: 'test' });
    vi.restoreAllMocks();
  });

  it('takes the level and the format from the configuration', () => {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const log = createLogger('config-test');

    configureLogging(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: SECRET, LOG_LEVEL: 'error' }));
    log.warn('dropped');
    log.error('kept', { n: 1 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', subsystem: 'config-test', msg: 'kept', n: 1 });

    lines.length = 0;
    configureLogging(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' }));
    log.debug('shown as text');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ debug \[config-test\] shown as text\n$/);
  });
});
