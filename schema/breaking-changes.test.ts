import { describe, expect, it } from 'vitest';
import { intendedChanges, unlistedBreakingChanges } from './breaking-changes.js';

describe('public API changes', () => {
  it('has no breaking change against the released API that the README does not list', async () => {
    const unlisted = await unlistedBreakingChanges();
    expect(unlisted.map((c) => `${c.path}: ${c.message}`)).toEqual([]);
  });

  it('catches a removed field and lets a listed one through', async () => {
    const released = 'type Query { me: String! old: Int }';
    const removed = await unlistedBreakingChanges('type Query { me: String! }', released);
    expect(removed.map((c) => c.path)).toEqual(['Query.old']);
    // Additions are not breaking.
    expect(await unlistedBreakingChanges('type Query { me: String! old: Int extra: Int }', released)).toEqual([]);
  });

  it('reads the README list', () => {
    const readme = '# x\n## Intended schema changes\n- `Query.old` removed: nobody used it\nplain text\n## Next\n- `Query.other`\n';
    expect([...intendedChanges(readme)]).toEqual(['Query.old']);
  });
});
