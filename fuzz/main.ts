// `npm run fuzz`: the whole space (every operation x argument x value kind, anonymous and
// signed in) against a production-mode stack, then the summary. Exits 1 on any finding.
//   npm run fuzz                          everything
//   npm run fuzz -- --sample [--seed N]   the seeded sample CI runs
//   npm run fuzz -- --only createPost     only cases whose "surface operation argument kind" contains this
//   npm run fuzz -- --baselines           each operation with valid arguments only, and what it answers
//                                         (a refused baseline keeps that operation's hostile values shallow)
import { startStack } from '@pulse/dev-env';
import { setup, teardown } from '../scripts/test-global-setup.js';
import { formatReport } from './runner.js';
import { FUZZ_STACK_ENV, fuzz, fuzzSeed, printBaselines } from './fuzz.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

const sampleMode = process.argv.includes('--sample');
const seed = arg('seed') ? Number(arg('seed')) : fuzzSeed();
const only = arg('only');

await setup();
const stack = await startStack({ env: FUZZ_STACK_ENV });
let failed = false;
try {
  if (process.argv.includes('--baselines')) await printBaselines(stack.url, (line) => console.log(line));
  else failed = await run();
} finally {
  await stack.stop();
  await teardown();
}
process.exit(failed ? 1 : 0);

async function run(): Promise<boolean> {
  const started = Date.now();
  const report = await fuzz({
    url: stack.url,
    mode: sampleMode ? 'sample' : 'full',
    seed,
    only,
    log: (line) => console.log(line),
    progress: (done, total) => console.log(`  ${done}/${total} after ${Math.round((Date.now() - started) / 1000)} s`),
  });
  const again = `npm run fuzz -- ${sampleMode ? `--sample --seed ${seed}` : ''}${only ? ` --only '${only}'` : ''}`.trim();
  console.log(formatReport(report, again, 40));
  console.log(`fuzz: done in ${Math.round((Date.now() - started) / 1000)} s`);
  return report.findings.length > 0;
}
