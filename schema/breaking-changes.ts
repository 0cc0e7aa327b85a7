// The public API may change only where a change is intended and listed. This compares the
// freshly composed API schema with the last released one (schema/api.released.graphql) and
// returns the breaking changes that the README's "Intended schema changes" list does not
// name. `npm run schema:release` makes the current API the released one (and the list can
// then be emptied).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { API_SCHEMA_FILE, compose } from './compose.js';

export const RELEASED_API_FILE = new URL('./api.released.graphql', import.meta.url);
const README = new URL('../README.md', import.meta.url);

/** The paths (`Type.field`) listed under the README's "Intended schema changes" heading. */
export function intendedChanges(readme = readFileSync(README, 'utf8')): Set<string> {
  const section = readme.split(/^## Intended schema changes\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return new Set([...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]));
}

export async function unlistedBreakingChanges(current = compose().apiSdl, released = readFileSync(RELEASED_API_FILE, 'utf8')): Promise<Change[]> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  const listed = intendedChanges();
  return changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking && !(c.path && listed.has(c.path)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(RELEASED_API_FILE, readFileSync(API_SCHEMA_FILE, 'utf8'));
  console.log('schema/api.released.graphql is now the current API schema');
}
