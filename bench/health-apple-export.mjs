// The command line of the Apple Health export generator (the generator itself is
// subgraphs/health/src/imports/generators/apple-export.mjs, beside the parser it feeds).
//
//   node bench/health-apple-export.mjs --mb 500 --out .data/bench/export.zip
//   node bench/health-apple-export.mjs --days 30 --xml --out /tmp/export.xml
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { writeAppleExport } from '../subgraphs/health/src/imports/generators/apple-export.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.data/bench/export.zip' },
    mb: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string', default: '1' },
    xml: { type: 'boolean', default: false },
  },
});
mkdirSync(dirname(values.out), { recursive: true });
const started = Date.now();
const result = await writeAppleExport({
  path: values.out,
  format: values.xml ? 'xml' : 'zip',
  days: values.days ? Number(values.days) : undefined,
  megabytes: values.days ? undefined : Number(values.mb ?? 50),
  seed: Number(values.seed),
});
console.log(
  `${values.out}: ${result.days} days (${result.firstDay}..${result.lastDay}), export.xml ${(result.xmlBytes / 1048576).toFixed(1)} MB, ${result.routes.length} routes, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
