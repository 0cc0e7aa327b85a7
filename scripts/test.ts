// `npm test`: the whole suite in one vitest run (unit, integration against real PostgreSQL
// and Redis, schema/codegen freshness, typecheck, browser tests in Chromium), then the one
// summary line CI reads: `tests: N passed, N failed, N skipped` (after a line with the skipped count).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTests, summaryLines, type VitestJsonReport } from './test-summary.js';
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

const counts = countTests(existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport) : undefined, buildFailed);
for (const line of summaryLines(counts)) console.log(line);
process.exit(result.status === 0 && counts.failed === 0 ? 0 : 1);
