// The summary `npm test` prints, from a real vitest JSON report of a small fixture suite
// (passing, failing, skipped, todo tests and a file that fails to import), and the line CI
// greps for, checked with the pattern .ci/run actually uses.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTests, summaryLines, type VitestJsonReport } from './test-summary.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.test-results', `summary-fixture-${process.pid}`);
let report: VitestJsonReport;

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'vitest.config.mjs'), "export default { test: { include: ['*.sample.ts'] } };\n");
  writeFileSync(
    join(dir, 'a.sample.ts'),
    `import { it, expect } from 'vitest';
it('passes', () => expect(1).toBe(1));
it('passes too', () => expect(2).toBe(2));
it('fails', () => expect(1).toBe(2));
it.skip('is skipped', () => {});
it.skipIf(true)('is skipped by a condition', () => {});
it.todo('is still to write');
`,
  );
  writeFileSync(join(dir, 'b.sample.ts'), "import './does-not-exist.js';\n");
  const out = join(dir, 'report.json');
  spawnSync('npx', ['vitest', 'run', '--root', dir, '--config', join(dir, 'vitest.config.mjs'), '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    stdio: 'ignore',
  });
  report = JSON.parse(readFileSync(out, 'utf8'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm test summary', () => {
  it('counts passed, failed (a file that never ran included) and skipped (skip, skipIf, todo)', () => {
    expect(countTests(report, 0)).toEqual({ passed: 2, failed: 2, skipped: 3 });
    expect(countTests(report, 1).failed).toBe(3);
  });

  it('counts a missing report as a failure', () => {
    expect(countTests(undefined, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('prints the skipped count on its own line, then the summary CI reads', () => {
    const lines = summaryLines(countTests(report, 0));
    expect(lines).toEqual(['skipped: 3 tests did not run', 'tests: 2 passed, 2 failed, 3 skipped']);
    expect(summaryLines({ passed: 5, failed: 0, skipped: 1 })[0]).toBe('skipped: 1 test did not run');

    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    const pattern = /grep -E '([^']+)'/.exec(ci)?.[1];
    expect(pattern).toBeDefined();
    const grep = spawnSync('grep', ['-E', pattern!], { input: lines.join('\n') + '\n', encoding: 'utf8' });
    expect(grep.stdout).toBe('tests: 2 passed, 2 failed, 3 skipped\n');
  });
});
