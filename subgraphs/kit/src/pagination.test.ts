import { describe, expect, it } from 'vitest';
import { BadUserInputError } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, cursorCodec, isCursorSeq, isCursorTime, keysetFetchSize, keysetPage, pageSize } from './pagination.js';

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

const ID = 'c0mwv80dux00m8d5z6so4oeav';
const OTHER_ID = 'c0mwv80dux00m8d5z6so4oeaw';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('cursor codecs', () => {
  const feed = cursorCodec('feed', 'time');
  const saved = cursorCodec('saved', 'time');
  const messages = cursorCodec('messages', 'seq');

  it('round-trip a Date, PostgreSQL time text and a sequence number with the id', () => {
    expect(feed.decode(feed.encode(new Date('2024-05-06T07:08:09.123Z'), ID), 'after')).toEqual({ key: '2024-05-06T07:08:09.123Z', id: ID });
    // PostgreSQL's own text keeps the microseconds a Date would drop.
    expect(feed.decode(feed.encode('2024-05-06 07:08:09.123456+00', ID), 'after')).toEqual({ key: '2024-05-06 07:08:09.123456+00', id: ID });
    expect(feed.decode(feed.encode('2024-02-29 23:59:59+05:30', ID), 'after')).toEqual({ key: '2024-02-29 23:59:59+05:30', id: ID });
    expect(messages.decode(messages.encode('9223372036854775807', ID), 'before')).toEqual({ key: '9223372036854775807', id: ID });
    expect(messages.decode(messages.encode(42n, ID), 'before')).toEqual({ key: '42', id: ID });
  });

  it('are opaque and URL-safe', () => {
    const cursor = feed.encode(new Date(0), ID);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain(ID);
  });

  it('treat a missing or empty cursor as the first page', () => {
    expect(feed.decode(undefined, 'after')).toBeUndefined();
    expect(feed.decode(null, 'after')).toBeUndefined();
    expect(feed.decode('', 'after')).toBeUndefined();
  });

  const valid = feed.encode('2024-05-06T07:08:09.123Z', ID);
  const forged: [string, string][] = [
    ['not base64url', 'not a cursor!'],
    ['base64url of no JSON', b64('hello')],
    ['an object', b64({ a: 1 })],
    ['numbers', b64([1, 2])],
    ['too many parts', b64(['feed', '2024-05-06T07:08:09.123Z', ID, 'x'])],
    ['a null key', b64(['feed', null, ID])],
    ['a number key', b64(['feed', 42, ID])],
    ['truncated', valid.slice(0, -4)],
    ['with extra characters', `${valid}AA`],
    ['padded', `${valid}==`],
    ['re-encoded with spaces', b64(`["feed", "2024-05-06T07:08:09.123Z", "${ID}"]`)],
    ['another list', saved.encode('2024-05-06T07:08:09.123Z', ID)],
    ['untagged (before lists were named)', b64(['2024-05-06T07:08:09.123Z', ID])],
    ['a name for a time', b64(['feed', 'ann', ID])],
    ['a year alone', b64(['feed', '99999', ID])],
    ['month 13', b64(['feed', '2024-13-01T00:00:00Z', ID])],
    ['February 30', b64(['feed', '2024-02-30T00:00:00Z', ID])],
    ['February 29 of a common year', b64(['feed', '2023-02-29T00:00:00Z', ID])],
    ['hour 24', b64(['feed', '2024-05-06T24:00:00Z', ID])],
    ['an offset of 16 hours', b64(['feed', '2024-05-06 07:08:09+16', ID])],
    ['nanoseconds', b64(['feed', '2024-05-06T07:08:09.123456789Z', ID])],
    ['a date string JavaScript reads', b64(['feed', 'Tue Jan 01 2024', ID])],
    ['a NUL in the id', b64(['feed', '2024-05-06T07:08:09.123Z', `${ID.slice(0, 24)}\u0000`])],
    ['an id of another shape', b64(['feed', '2024-05-06T07:08:09.123Z', 'x'])],
    ['a lone surrogate', b64(['feed', '2024-05-06T07:08:09.123Z\ud800', ID])],
    ['huge', 'A'.repeat(100_000)],
  ];
  it.each(forged)('reject a cursor that is %s with Invalid cursor on the given field', (_, cursor) => {
    expect(feed.isValid(cursor)).toBe(false);
    const error = thrown(() => feed.decode(cursor, 'after')) as BadUserInputError;
    expect(error).toBeInstanceOf(BadUserInputError);
    expect(error.message).toBe('Invalid cursor');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(feed.arg().safeParse(cursor).success).toBe(false);
  });

  it.each([
    ['a time', b64(['messages', '2024-05-06T07:08:09.123Z', ID])],
    ['a negative number', b64(['messages', '-1', ID])],
    ['a leading zero', b64(['messages', '012', ID])],
    ['past the bigint range', b64(['messages', '9223372036854775808', ID])],
    ['thirty digits', b64(['messages', '9'.repeat(30), ID])],
  ])('reject a sequence cursor holding %s', (_, cursor) => {
    expect(messages.isValid(cursor)).toBe(false);
    expect(() => messages.decode(cursor, 'before')).toThrow('Invalid cursor');
  });

  it('read untagged cursors only where the list says so, with the same checks', () => {
    const legacy = cursorCodec('messages', 'seq', { acceptUntagged: true });
    expect(legacy.decode(b64(['12', ID]), 'after')).toEqual({ key: '12', id: ID });
    expect(legacy.decode(legacy.encode('12', OTHER_ID), 'after')).toEqual({ key: '12', id: OTHER_ID });
    expect(legacy.isValid(b64(['x12', ID]))).toBe(false);
    expect(legacy.isValid(b64(['feed', '12', ID]))).toBe(false);
    expect(messages.isValid(b64(['12', ID]))).toBe(false);
  });

  it('as an input rule: absent, null and empty pass, a valid cursor passes unchanged', () => {
    expect(feed.arg().parse(undefined)).toBeUndefined();
    expect(feed.arg().parse(null)).toBeNull();
    expect(feed.arg().parse('')).toBe('');
    expect(feed.arg().parse(valid)).toBe(valid);
    expect(feed.arg().safeParse(42).success).toBe(false);
  });
});

describe('cursor keys', () => {
  it.each([
    '2024-05-06T07:08:09Z',
    '2024-05-06T07:08:09.1Z',
    '2024-05-06 07:08:09.123456+00',
    '2024-05-06 07:08:09-03:30',
    '2000-02-29 00:00:00+0000',
    '0001-01-01T00:00:00Z',
  ])('time %s is one PostgreSQL reads', (text) => expect(isCursorTime(text)).toBe(true));
  it.each(['1900-02-29T00:00:00Z', '0000-01-01T00:00:00Z', '2024-05-06', '2024-05-06T07:08Z', '2024-05-06T07:60:00Z', '2024-05-06T07:08:60Z', ' 2024-05-06T07:08:09Z'])(
    'time %s is refused',
    (text) => expect(isCursorTime(text)).toBe(false),
  );
  it('sequence numbers are non-negative bigints without leading zeros', () => {
    expect(['0', '1', '9223372036854775807'].every(isCursorSeq)).toBe(true);
    expect(['', '-1', '01', '1.5', '1e3', '9223372036854775808', ' 1'].some(isCursorSeq)).toBe(false);
  });
});

describe('keyset pages', () => {
  const rows = ['a', 'b', 'c', 'd'];
  const cursorOf = (row: string) => `cursor-${row}`;

  it('fetch one row more than the page', () => {
    expect(keysetFetchSize(3)).toBe(4);
  });

  it('keep `limit` rows and say a next page exists when the extra row came back', () => {
    expect(keysetPage(rows, 3, cursorOf)).toEqual({ nodes: ['a', 'b', 'c'], pageInfo: { hasNextPage: true, endCursor: 'cursor-c' } });
  });

  it('end the list when fewer rows came back than were fetched', () => {
    expect(keysetPage(rows, 4, cursorOf)).toEqual({ nodes: rows, pageInfo: { hasNextPage: false, endCursor: 'cursor-d' } });
    expect(keysetPage(rows.slice(0, 2), 4, cursorOf)).toEqual({ nodes: ['a', 'b'], pageInfo: { hasNextPage: false, endCursor: 'cursor-b' } });
  });

  it('answer an empty page with no end cursor', () => {
    expect(keysetPage([], 20, cursorOf)).toEqual({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
});
