// `npm run docs:config`: rewrites docs/configuration.md's table from the config specs
// (the default and meaning declared beside each variable). `--check` only says whether it is
// stale (scripts/config-docs.test.ts runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs';
import { configTable, withConfigTable } from '../subgraphs/kit/src/config-table.js';
import { serviceConfigSpecs } from './config-specs.js';

const readmeUrl = new URL('../docs/configuration.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const updated = withConfigTable(readme, configTable(await serviceConfigSpecs()));
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('docs/configuration.md: the configuration table is stale; run `npm run docs:config`');
    process.exit(1);
  }
} else if (updated !== readme) {
  writeFileSync(readmeUrl, updated);
  console.log('docs/configuration.md: configuration table rewritten');
} else {
  console.log('docs/configuration.md: configuration table up to date');
}
