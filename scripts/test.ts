// `npm test`: the whole suite in one vitest run (unit, integration against real PostgreSQL
// and Redis, schema/codegen freshness, typecheck, browser tests in Chromium), then the one
// summary line CI reads: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = join(root, '.test-results', 'vitest.json');
mkdirSync(join(root, '.test-results'), { recursive: true });
rmSync(report, { force: true });

let buildFailed = 0;
try {
  buildWebIfStale();
} catch (error) {
  console.error(String(error));
  buildFailed = 1;
}

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });

let passed = 0;
let failed = buildFailed;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  passed = json.numPassedTests;
  failed += json.numFailedTests;
  // A file that failed before running any test (import error, failing beforeAll) has no
  // failed tests of its own; count it once so it can never pass unnoticed.
  failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a: any) => a.status !== 'failed')).length;
} else {
  failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(result.status === 0 && failed === 0 ? 0 : 1);
