// `npm run test:durations`: keeps the timings of the last full run (.test-results/vitest.json,
// written by `npm test`) as scripts/test-durations.json, which test-order.ts starts the longest
// files first by. Run it after a full run on a quiet machine when many files were added.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = JSON.parse(readFileSync(new URL('../.test-results/vitest.json', import.meta.url), 'utf8')) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
// Paths from the checkout the run was made in (a CI clone, say): the folder all its test files share.
const names = report.testResults.map((f) => f.name);
const shared = names.reduce(
  (prefix, name) => {
    while (!name.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
    return prefix;
  },
  dirname(names[0] ?? root) + '/',
);
const seconds: Record<string, number> = {};
for (const file of [...report.testResults].sort((a, b) => (a.name < b.name ? -1 : 1))) {
  seconds[relative(shared, file.name)] = Math.max(0, Math.round((file.endTime - file.startTime) / 100) / 10);
}
writeFileSync(new URL('./test-durations.json', import.meta.url), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files timed`);
