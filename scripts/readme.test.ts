// The README is the product's front door: short enough to read in one sitting (the detail
// lives in docs/), and every file it points to exists, so a move in docs/ cannot leave it lying.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

describe('the README', () => {
  it('stays under 20 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(20 * 1024);
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(existsSync(new URL(link, root)), link).toBe(true);
  });
});
