import { describe, expect, it } from 'vitest';
import { BadUserInputError } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, decodeCursor, decodeTimeCursor, encodeCursor, pageSize, toConnection } from './pagination.js';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('pageSize', () => {
  it('uses the default when first is missing', () => {
    expect(pageSize(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(null)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(undefined, 50)).toBe(50);
  });

  it('accepts every size from 1 to the maximum', () => {
    expect(pageSize(1)).toBe(1);
    expect(pageSize(MAX_PAGE_SIZE)).toBe(MAX_PAGE_SIZE);
    expect(pageSize(10, 20, 10)).toBe(10);
  });

  it.each([0, -1, MAX_PAGE_SIZE + 1, 2.5, Number.NaN])('rejects first = %s as bad input on the first field', (first) => {
    const error = thrown(() => pageSize(first)) as BadUserInputError;
    expect(error).toBeInstanceOf(BadUserInputError);
    expect(error.message).toBe(`first must be between 1 and ${MAX_PAGE_SIZE}`);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('enforces a caller-given maximum', () => {
    const error = thrown(() => pageSize(11, 5, 10)) as BadUserInputError;
    expect(error.message).toBe('first must be between 1 and 10');
  });
});

describe('cursors', () => {
  it('round-trip string, number and date sort keys with the id', () => {
    expect(decodeCursor(encodeCursor('ann', 'c1'))).toEqual({ sortKey: 'ann', id: 'c1' });
    expect(decodeCursor(encodeCursor(42, 'c2'))).toEqual({ sortKey: 42, id: 'c2' });
    const at = new Date('2024-05-06T07:08:09.123Z');
    expect(decodeCursor(encodeCursor(at, 'c3'))).toEqual({ sortKey: '2024-05-06T07:08:09.123Z', id: 'c3' });
  });

  it('are opaque and URL-safe', () => {
    const cursor = encodeCursor('a/b+c?d=e', 'c'.repeat(25));
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('a/b');
  });

  it('treat a missing cursor as the first page', () => {
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(null)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  const wellFormedButWrong = [
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('["a","b","c"]').toString('base64url'),
    Buffer.from('[null,"id"]').toString('base64url'),
  ];
  it.each(['abc', 'not a cursor!', '%%%', ...wellFormedButWrong])('reject %s with Invalid cursor on the after field', (cursor) => {
    const error = thrown(() => decodeCursor(cursor)) as BadUserInputError;
    expect(error).toBeInstanceOf(BadUserInputError);
    expect(error.message).toBe('Invalid cursor');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});

describe('decodeTimeCursor', () => {
  it('gives back the time as encoded (PostgreSQL text, microseconds kept) and the id', () => {
    expect(decodeTimeCursor(encodeCursor('2024-05-06 07:08:09.123456+00', 'c1'))).toEqual({ at: '2024-05-06 07:08:09.123456+00', id: 'c1' });
    expect(decodeTimeCursor(encodeCursor(new Date('2024-05-06T07:08:09.123Z'), 'c2'))).toEqual({ at: '2024-05-06T07:08:09.123Z', id: 'c2' });
    expect(decodeTimeCursor(undefined)).toBeUndefined();
    expect(decodeTimeCursor('')).toBeUndefined();
  });

  it.each([encodeCursor(42, 'c1'), encodeCursor('ann', 'c1'), 'abc'])('rejects %s with Invalid cursor on the given field', (cursor) => {
    const error = thrown(() => decodeTimeCursor(cursor, 'before')) as BadUserInputError;
    expect(error).toBeInstanceOf(BadUserInputError);
    expect(error.message).toBe('Invalid cursor');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
  });
});

describe('toConnection', () => {
  const rows = [1, 2, 3, 4].map((n) => ({ id: `c${n}`, n }));
  const cursorOf = (row: { id: string; n: number }) => encodeCursor(row.n, row.id);

  it('drops the look-ahead row and reports a next page', () => {
    const page = toConnection(rows, 3, cursorOf);
    expect(page.nodes.map((r) => r.id)).toEqual(['c1', 'c2', 'c3']);
    expect(page.edges.map((e) => e.node.id)).toEqual(['c1', 'c2', 'c3']);
    expect(page.edges[1].cursor).toBe(encodeCursor(2, 'c2'));
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: encodeCursor(3, 'c3') });
  });

  it('has no next page when the look-ahead row is missing', () => {
    const page = toConnection(rows, 4, cursorOf);
    expect(page.nodes).toHaveLength(4);
    expect(page.pageInfo).toEqual({ hasNextPage: false, endCursor: encodeCursor(4, 'c4') });
  });

  it('gives a null end cursor for an empty page', () => {
    expect(toConnection([], 20, cursorOf)).toEqual({ edges: [], nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('continues where the previous page ended', () => {
    const first = toConnection(rows, 2, cursorOf);
    const after = decodeCursor(first.pageInfo.endCursor)!;
    const rest = rows.filter((r) => r.n > Number(after.sortKey));
    expect(toConnection(rest, 2, cursorOf).nodes.map((r) => r.id)).toEqual(['c3', 'c4']);
  });
});
