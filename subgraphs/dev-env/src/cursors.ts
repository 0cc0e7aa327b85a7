// Forged page cursors for tests: what an attacker makes of a real cursor once they see it is
// base64url JSON. Every list must refuse each of these with BAD_USER_INPUT 'Invalid cursor'.
// Not a test file itself.

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Labelled forgeries of `valid` (a cursor the list handed out), plus `fromAnotherList`, a real
 * cursor of another list: garbage, truncated, re-shaped, keys of the wrong kind or out of
 * range, ids PostgreSQL would refuse or that are no ids, and a long one.
 */
export function forgedCursors(valid: string, fromAnotherList: string): [label: string, cursor: string][] {
  const [list, key, id] = JSON.parse(Buffer.from(valid, 'base64url').toString('utf8')) as [string, string, string];
  const wrongKind = /^\d+$/.test(key) ? '2024-05-06T07:08:09.123Z' : '12345';
  return [
    ['not base64url JSON', 'nonsense'],
    ['truncated', valid.slice(0, -5)],
    ['an object', encode({ list, key, id })],
    ['a number key', encode([list, 1e21, id])],
    ['a key of the other kind', encode([list, wrongKind, id])],
    ['a word key', encode([list, 'yesterday', id])],
    ['an impossible time', encode([list, '2024-02-30T25:61:00Z', id])],
    ['a year past 9999', encode([list, '99999-01-01T00:00:00Z', id])],
    ['forty digits', encode([list, '9'.repeat(40), id])],
    ['a NUL in the id', encode([list, key, `${id.slice(0, -1)}\u0000`])],
    ['SQL for an id', encode([list, key, "' OR 1=1 --"])],
    ['a lone surrogate in the key', encode([list, `${key}\ud800`, id])],
    ['with extra parts', encode([list, key, id, 'x'])],
    ['from another list', fromAnotherList],
    ['4,000 characters', 'A'.repeat(4000)],
  ];
}
