import { describe, expect, it } from 'vitest';
import { estimateSeconds, longestFirst } from './test-order.js';

describe('the order test files start in', () => {
  it('starts the longest known files first and places unknown files by the estimate of their kind', () => {
    const known = { 'scripts/lint.test.ts': 240, 'web/src/a.test.ts': 1, 'e2e/old.test.ts': 30 };
    const order = longestFirst(['web/src/a.test.ts', 'e2e/new.test.ts', 'subgraphs/x/src/y.gateway.test.ts', 'e2e/old.test.ts', 'scripts/lint.test.ts'], known);
    expect(order).toEqual(['scripts/lint.test.ts', 'e2e/new.test.ts', 'e2e/old.test.ts', 'subgraphs/x/src/y.gateway.test.ts', 'web/src/a.test.ts']);
  });

  it('is the same whatever order the files were found in', () => {
    const paths = ['b.test.ts', 'a.test.ts', 'c.test.ts'];
    expect(longestFirst(paths, {})).toEqual(longestFirst([...paths].reverse(), {}));
    expect(longestFirst(paths, {})).toEqual(['a.test.ts', 'b.test.ts', 'c.test.ts']);
  });

  it('guesses browser files longest, then stack tests, then unit tests', () => {
    expect(estimateSeconds('e2e/feed.test.ts')).toBeGreaterThan(estimateSeconds('subgraphs/social/src/posts/posts.gateway.test.ts'));
    expect(estimateSeconds('subgraphs/social/src/posts/posts.gateway.test.ts')).toBeGreaterThan(estimateSeconds('web/src/feed/post-text.test.ts'));
  });
});
