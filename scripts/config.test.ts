// What holds across every process's configuration (each service's own variables are tested
// beside it): the table in docs/configuration.md is the one the specs generate, no process reads another's
// variables, all start with nothing set in development and agree on the call-token key, and
// production asks each for exactly the secrets it uses.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, KNOWN_DEVELOPMENT_SECRETS, TEST_JWT_SECRET, type ConfigSpec, type Env } from '../subgraphs/kit/src/config.js';
import { configTable, withConfigTable } from '../subgraphs/kit/src/config-table.js';
import { SERVICES, SUBGRAPHS } from '../subgraphs/kit/src/registry.js';
import { serviceConfigSpecs } from './config-specs.js';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
let specs: ConfigSpec<unknown>[];
const roots: string[] = [];
let dataDir: string;

beforeAll(async () => {
  specs = await serviceConfigSpecs();
});
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-configs-'));
  roots.push(dataDir);
});
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(spec: ConfigSpec<unknown>, env: Env): string[] {
  try {
    spec.load({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('the config specs', () => {
  it('cover every service of the registry, and the start script', () => {
    expect(specs.map((s) => s.service).sort()).toEqual([...SERVICES.map((s) => s.name), 'start'].sort());
  });

  it('generate the configuration table of docs/configuration.md: run `npm run docs:config` when this fails', () => {
    const readme = read('docs/configuration.md');
    expect(withConfigTable(readme, configTable(specs))).toBe(readme);
  });

  it("never read another process's variables: each starts with all of those malformed", () => {
    const everyVariable = new Set(specs.flatMap((s) => Object.keys(s.variables)));
    for (const spec of specs) {
      const foreign = [...everyVariable].filter((name) => !(name in spec.variables));
      expect(foreign.length, spec.service).toBeGreaterThan(0);
      expect(problemsOf(spec, Object.fromEntries(foreign.map((name) => [name, '%not valid%']))), spec.service).toEqual([]);
    }
  });
});

describe('development', () => {
  it('starts every process with nothing set, all agreeing on the call-token key', () => {
    const configs = Object.fromEntries(specs.map((spec) => [spec.service, spec.load({ DATA_DIR: dataDir }) as { callTokenSecret?: string }]));
    const keys = new Set(['messaging', 'gateway', 'sfu'].map((service) => configs[service].callTokenSecret));
    expect(keys.size).toBe(1);
    expect([...keys][0]?.length).toBeGreaterThanOrEqual(32);
  });
});

describe('production', () => {
  const JWT = 'a-production-secret-nobody-has-seen-before';
  const CALL = 'a-call-token-secret-nobody-has-seen-before';
  type Secret = 'JWT_SECRET' | 'CALL_TOKEN_SECRET';
  /**
   * What each process must be given; the start script leaves the check to the services it starts.
   * Every subgraph verifies tokens itself (JWT_SECRET), so a new one needs no line here; the
   * other processes, and subgraphs that need more, are the exceptions.
   */
  const exceptions: Record<string, Secret[]> = {
    messaging: ['JWT_SECRET', 'CALL_TOKEN_SECRET'],
    gateway: ['JWT_SECRET', 'CALL_TOKEN_SECRET'],
    sfu: ['CALL_TOKEN_SECRET'],
    start: [],
  };
  const subgraphNames = new Set(SUBGRAPHS.map((s) => s.name));
  const needsOf = (service: string): Secret[] => exceptions[service] ?? (subgraphNames.has(service) ? ['JWT_SECRET'] : []);
  const given = { JWT_SECRET: JWT, CALL_TOKEN_SECRET: CALL };
  /** Secrets that are not strings to compare (health's key of keys): given to their process in every case above. */
  const HEALTH_KEY = Buffer.alloc(32, 7).toString('base64');
  const alsoNeeds: Record<string, Record<string, string>> = { health: { HEALTH_KEY_SECRET: HEALTH_KEY }, medical: { MEDICAL_KEY_SECRET: HEALTH_KEY } };

  it('starts each process with exactly the secrets it uses (the sfu with CALL_TOKEN_SECRET alone)', () => {
    for (const spec of specs) {
      expect(subgraphNames.has(spec.service) || spec.service in exceptions, `${spec.service} is neither a subgraph nor named in this test`).toBe(true);
      const env = { ...alsoNeeds[spec.service], ...Object.fromEntries(needsOf(spec.service).map((name) => [name, given[name]])) };
      expect(problemsOf(spec, { NODE_ENV: 'production', ...env }), spec.service).toEqual([]);
    }
  });

  it('refuses each of those secrets missing, short, or published in this repository', () => {
    for (const spec of specs) {
      for (const name of needsOf(spec.service)) {
        const others = Object.fromEntries(
          needsOf(spec.service)
            .filter((n) => n !== name)
            .map((n) => [n, given[n]]),
        );
        const problems = (value: string | undefined) => problemsOf(spec, { NODE_ENV: 'production', ...alsoNeeds[spec.service], ...others, [name]: value });
        expect(problems(undefined), spec.service).toEqual([expect.stringMatching(new RegExp(`^${name} is required in production`))]);
        expect(problems('s'.repeat(31)), spec.service).toEqual([`${name} must be at least 32 characters, got 31`]);
        expect(problems(TEST_JWT_SECRET), spec.service).toEqual([expect.stringMatching(new RegExp(`^${name} is a development value published`))]);
      }
    }
  });

  it('refuses health without a 32-byte HEALTH_KEY_SECRET (the key wearable API keys are encrypted with)', () => {
    const health = specs.find((spec) => spec.service === 'health')!;
    const problems = (key: string | undefined) => problemsOf(health, { NODE_ENV: 'production', JWT_SECRET: JWT, HEALTH_KEY_SECRET: key });
    expect(problems(undefined)).toEqual([expect.stringMatching(/^HEALTH_KEY_SECRET is required in production/)]);
    expect(problems(Buffer.alloc(16).toString('base64'))).toEqual(['HEALTH_KEY_SECRET must be the base64 of 32 bytes']);
    expect(problems(HEALTH_KEY)).toEqual([]);
  });

  it('knows every secret the README, docs/configuration.md and docker-compose.yml show as an example', () => {
    const examples = ['README.md', 'docs/configuration.md', 'docker-compose.yml'].flatMap((file) =>
      // A literal value, not a shell expansion (`${JWT_SECRET:?...}`, `$(openssl ...)`).
      [...read(file).matchAll(/\b(?:JWT_SECRET|CALL_TOKEN_SECRET)\s*[=:]\s*["']?([^\s"'$`|?(-][^\s"'`|]*)/g)].map((m) => m[1]),
    );
    for (const example of examples) expect(KNOWN_DEVELOPMENT_SECRETS.has(example), example).toBe(true);
  });
});

describe('the build-time table of docs/configuration.md', () => {
  const root = new URL('../', import.meta.url);
  const section = readFileSync(new URL('docs/configuration.md', root), 'utf8');
  const buildTimeAt = section.indexOf('Build time (web)');
  /** Every backticked name in the first cell of a table row. */
  const namesIn = (table: string) => new Set([...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])));

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
    expect(buildTimeAt).toBeGreaterThan(0);
    expect(read.size).toBeGreaterThan(0);
    expect([...namesIn(section.slice(buildTimeAt))].sort()).toEqual([...read].sort());
  });
});
