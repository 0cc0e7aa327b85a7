// The order the suite's files start in. Two workers take files from the front of one queue, so
// the run ends when the last long file does: a 4-minute file (ESLint over the tree) that starts
// last keeps one core busy while the other idles. Longest first keeps both busy to the end.
// On a clean checkout vitest has no timings of its own (it would start bigger files first), so
// the timings of a recent full run are checked in (scripts/test-durations.json; `npm run
// test:durations` rewrites it from .test-results/vitest.json). A file not in it is estimated
// from its kind. Order changes no result: each file boots its own stacks on its own database.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file from a recent run, by path from the repository root. */
function knownDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** A guess, in seconds, for a file the last run did not have. */
export function estimateSeconds(path: string): number {
  if (path.startsWith('e2e/')) return 60;
  if (path.endsWith('.gateway.test.ts') || path.startsWith('gateway/') || path.startsWith('fuzz/')) return 20;
  if (path.startsWith('subgraphs/') || path.startsWith('sfu/') || path.startsWith('bench/')) return 8;
  return 2;
}

/** Longest first; ties keep their path order, so the order is the same on every machine. */
export function longestFirst(paths: readonly string[], known: Record<string, number>): string[] {
  const seconds = (p: string) => known[p] ?? estimateSeconds(p);
  return [...paths].sort((a, b) => seconds(b) - seconds(a) || (a < b ? -1 : a > b ? 1 : 0));
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const byPath = new Map(files.map((f) => [relative(root, f.moduleId), f]));
    return longestFirst([...byPath.keys()], knownDurations()).map((p) => byPath.get(p)!);
  }
}
