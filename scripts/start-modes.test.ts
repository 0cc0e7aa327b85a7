// `npm start` is what a self-hosting club runs: it must start with nothing set and mask
// internal errors in every process it starts; `npm run dev` is the same start with error
// details on. Read from package.json and the start script's own config, as the script does.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, type ConfigSpec, type Env } from '../subgraphs/kit/src/config.js';
import { serviceConfigSpecs } from './config-specs.js';
import { DEV_FLAG, configSpec, startEnvironment } from './start-config.js';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** The arguments an npm script passes to scripts/start.ts. */
const startArgs = (script: string): string[] => {
  const match = /^tsx scripts\/start\.ts(?<args>(?: \S+)*)$/.exec(script);
  expect(match, script).not.toBeNull();
  return match!.groups!.args.split(' ').filter(Boolean);
};

let specs: ConfigSpec<unknown>[];
let dataDir: string;
beforeAll(async () => {
  specs = await serviceConfigSpecs();
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-start-modes-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What each process answers errors with when the start script runs with these arguments on a fresh clone (nothing set). */
function errorDetailsUnder(args: string[], env: Env = {}): Record<string, unknown> {
  const startEnv = startEnvironment(args, { DATA_DIR: dataDir, ...env });
  const start = configSpec.load(startEnv);
  const modes: Record<string, unknown> = { start: start.errorDetails };
  for (const spec of specs) {
    const config = spec.load({ ...startEnv, DATA_DIR: start.dataDir }) as { errorDetails?: boolean };
    if ('errorDetails' in config) modes[spec.service] = config.errorDetails;
  }
  return modes;
}

describe('npm start', () => {
  it('runs the start script without the development flag', () => {
    expect(startArgs(scripts.start)).not.toContain(DEV_FLAG);
    expect(scripts.start).not.toMatch(/ERROR_DETAILS|NODE_ENV/);
  });

  it('starts on a fresh clone with nothing set, masking internal errors in the gateway and every subgraph', () => {
    const modes = errorDetailsUnder(startArgs(scripts.start));
    // Every process that answers GraphQL or REST reads the switch (the sfu always masks).
    expect(Object.keys(modes).sort()).toEqual(['accounts', 'admin', 'avatars', 'events', 'gateway', 'health', 'medical', 'messaging', 'social', 'start']);
    expect(Object.values(modes).every((details) => details === false)).toBe(true);
    // Zero-config: the development JWT secret was generated on the way.
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
  });
});

describe('npm run dev', () => {
  it('is the same start with the development flag: error details in every process', () => {
    expect(startArgs(scripts.dev)).toEqual([DEV_FLAG]);
    expect(scripts.predev).toBe(scripts.prestart);
    const modes = errorDetailsUnder(startArgs(scripts.dev));
    expect(Object.values(modes).every((details) => details === true)).toBe(true);
  });

  it('leaves an ERROR_DETAILS the developer set alone', () => {
    expect(Object.values(errorDetailsUnder([DEV_FLAG], { ERROR_DETAILS: 'false' })).every((details) => details === false)).toBe(true);
    expect(Object.values(errorDetailsUnder([], { ERROR_DETAILS: 'true' })).every((details) => details === true)).toBe(true);
  });
});

describe('ERROR_DETAILS', () => {
  it('is refused in production, by the start script and by every service', () => {
    const env = { DATA_DIR: dataDir, NODE_ENV: 'production', ERROR_DETAILS: 'true' };
    for (const spec of [configSpec, ...specs.filter((s) => s.service !== 'sfu' && s.service !== 'start')]) {
      let problems: string[] = [];
      try {
        spec.load(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        problems = (error as ConfigError).problems;
      }
      expect(problems, spec.service).toContain('ERROR_DETAILS is for development: production never answers with error details');
    }
  });

  it('takes true or false only', () => {
    expect(() => configSpec.load({ DATA_DIR: dataDir, ERROR_DETAILS: 'yes' })).toThrow(/ERROR_DETAILS must be true or false, got "yes"/);
  });
});
