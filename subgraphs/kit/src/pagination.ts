// Cursor pagination: opaque cursors over (sort key, id) so pages stay stable while rows are
// inserted, and every list is capped so no request can ask for an unbounded page.
//
// A cursor is base64url(JSON [list, key, id]): the list it pages ('feed', 'notifications',
// ...), the row's sort key (a time or a sequence number) and the row's id. Every list has one
// codec (`cursorCodec`), and a cursor is strictly checked before anything reads it: the exact
// text this codec would have written, for this list, a key of the list's kind that PostgreSQL
// accepts (a real calendar time, a bigint) and a platform id. Anything else, a forged,
// truncated or re-encoded cursor or one from another list, is BAD_USER_INPUT 'Invalid
// cursor' naming the argument, so nothing a client makes up reaches a query. Cursors are not
// signed: a well-formed forged one only picks a position in a list the caller may read
// anyway (every page query is scoped to the caller), and unsigned cursors need no key to
// share or rotate and stay valid across restarts and deploys (messaging's catch-up cursor).
import { z } from 'zod';
import { BadUserInputError } from './errors.js';
import { isPlatformId } from './ids.js';

export const DEFAULT_PAGE_SIZE = 20;
/** Our cursors are under 100 characters; anything this long cannot be one (every cursor argument's maximum). */
export const CURSOR_MAX_LENGTH = 512;

/** The rule of an `after`/`before` cursor argument (its class's `static schema`); what it decodes to is checked where it is read. */
export const cursorArgRule = z.string().max(CURSOR_MAX_LENGTH, 'Invalid cursor').nullish();
export const MAX_PAGE_SIZE = 100;

export const INVALID_CURSOR = 'Invalid cursor';
/** Far longer than any cursor we write (about 110 characters): longer text is not decoded at all. */
const MAX_CURSOR_LENGTH = 256;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function pageSize(first: number | null | undefined, fallback = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new BadUserInputError(`first must be between 1 and ${max}`, 'first');
  }
  return first;
}

/**
 * A time as toISOString writes it (`2024-05-06T07:08:09.123Z`) or as PostgreSQL prints a
 * timestamptz (`2024-05-06 07:08:09.123456+00`, `+05:30`), with microseconds at most.
 */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A time PostgreSQL reads as a timestamptz: the shape above and a date and time that exist. */
export function isCursorTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days && hour < 24 && minute < 60 && second < 60 && offsetHours < 16 && offsetMinutes < 60;
}

const SEQ = /^(?:0|[1-9]\d{0,18})$/;
const BIGINT_MAX = 9223372036854775807n;

/** A non-negative PostgreSQL bigint in its decimal text. */
export function isCursorSeq(text: string): boolean {
  return SEQ.test(text) && BigInt(text) <= BIGINT_MAX;
}

/** What a list orders by: a time (newest-first feeds) or a sequence number (messages). */
export type CursorKey = 'time' | 'seq';

const KEY_CHECKS: Record<CursorKey, (key: string) => boolean> = { time: isCursorTime, seq: isCursorSeq };

/** Where a cursor points: the sort key as text (exactly as encoded, microseconds kept) and the row's id. */
export interface CursorPosition {
  key: string;
  id: string;
}

export interface CursorCodecOptions {
  /**
   * Also read the untagged [key, id] cursors written before lists were named, where clients
   * may still hold one (messaging's catch-up cursor survives a deploy in a browser's memory).
   */
  acceptUntagged?: boolean;
}

export interface CursorCodec {
  readonly list: string;
  readonly key: CursorKey;
  /** The cursor of a row: its sort key (a Date, or the text PostgreSQL printed) and its id. */
  encode(key: string | number | bigint | Date, id: string): string;
  /** The position a cursor argument names; undefined for none (absent, null or empty); BAD_USER_INPUT on `field` otherwise. */
  decode(cursor: string | null | undefined, field: string): CursorPosition | undefined;
  isValid(cursor: string): boolean;
  /** The argument as an input rule (zod): absent, null and empty pass, anything else must be this list's cursor. */
  arg(): z.ZodType<string | null | undefined>;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The one cursor format of the platform, for one list. */
export function cursorCodec(list: string, key: CursorKey, options: CursorCodecOptions = {}): CursorCodec {
  const keyIsValid = KEY_CHECKS[key];

  function read(cursor: string): CursorPosition | undefined {
    if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (!Array.isArray(value) || !value.every((part) => typeof part === 'string')) return undefined;
    const parts = value as string[];
    let position: CursorPosition;
    if (parts.length === 3 && parts[0] === list) position = { key: parts[1], id: parts[2] };
    else if (parts.length === 2 && options.acceptUntagged) position = { key: parts[0], id: parts[1] };
    else return undefined;
    if (!keyIsValid(position.key) || !isPlatformId(position.id)) return undefined;
    // Only the exact text we write: no other spacing, padding or trailing bits that decode the same.
    return base64url(parts) === cursor ? position : undefined;
  }

  const codec: CursorCodec = {
    list,
    key,
    encode(sortKey, id) {
      const text = sortKey instanceof Date ? sortKey.toISOString() : String(sortKey);
      return base64url([list, text, id]);
    },
    decode(cursor, field) {
      if (cursor === null || cursor === undefined || cursor === '') return undefined;
      const position = typeof cursor === 'string' ? read(cursor) : undefined;
      if (!position) throw new BadUserInputError(INVALID_CURSOR, field);
      return position;
    },
    isValid: (cursor) => read(cursor) !== undefined,
    arg: () =>
      z
        .string()
        // The argument's declared maximum (@maxLength), refused at the edge before decoding.
        .max(CURSOR_MAX_LENGTH, INVALID_CURSOR)
        .nullish()
        .refine((cursor) => !cursor || codec.isValid(cursor), INVALID_CURSOR),
  };
  return codec;
}

/** Where a keyset page stands: every cursor list answers with these two fields. */
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface KeysetPage<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** The rows to fetch for a page of `limit`: one more, which only tells whether a next page exists. */
export function keysetFetchSize(limit: number): number {
  return limit + 1;
}

/** A page from rows fetched with keysetFetchSize(limit), in list order; the end cursor is the last kept row's. */
export function keysetPage<T>(rows: readonly T[], limit: number, cursorOf: (row: T) => string): KeysetPage<T> {
  const nodes = rows.slice(0, limit);
  const last = nodes.at(-1);
  return { nodes, pageInfo: { hasNextPage: rows.length > limit, endCursor: last === undefined ? null : cursorOf(last) } };
}
