// Cursor pagination: opaque cursors over (sort key, id) so pages stay stable while rows are
// inserted, and every list is capped so no request can ask for an unbounded page.
import { z } from 'zod';
import { BadUserInputError } from './errors.js';

export const DEFAULT_PAGE_SIZE = 20;
/** Our cursors are under 100 characters; anything this long cannot be one (every cursor argument's maximum). */
export const CURSOR_MAX_LENGTH = 512;

/** The rule of an `after`/`before` cursor argument (its class's `static schema`); what it decodes to is checked where it is read. */
export const cursorArgRule = z.string().max(CURSOR_MAX_LENGTH, 'Invalid cursor').nullish();
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function pageSize(first: number | null | undefined, fallback = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new BadUserInputError(`first must be between 1 and ${max}`, 'first');
  }
  return first;
}

export function encodeCursor(sortKey: string | number | Date, id: string): string {
  const key = sortKey instanceof Date ? sortKey.toISOString() : sortKey;
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined, field = 'after'): { sortKey: string | number; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string' && (typeof value[0] === 'string' || typeof value[0] === 'number')) {
      return { sortKey: value[0], id: value[1] };
    }
  } catch {
    // fall through to the error below
  }
  throw new BadUserInputError('Invalid cursor', field);
}

/**
 * A cursor whose sort key is a time (newest-first keyset pages over (created_at, id)): the
 * time as it was encoded (a string PostgreSQL reads back exactly, microseconds included),
 * or undefined for the first page; any other key is 'Invalid cursor'.
 */
export function decodeTimeCursor(cursor: string | null | undefined, field = 'after'): { at: string; id: string } | undefined {
  const decoded = decodeCursor(cursor, field);
  if (!decoded) return undefined;
  if (typeof decoded.sortKey !== 'string' || Number.isNaN(Date.parse(decoded.sortKey))) throw new BadUserInputError('Invalid cursor', field);
  return { at: decoded.sortKey, id: decoded.id };
}

/**
 * Builds a connection from rows fetched with limit + 1 (the extra row only tells whether
 * another page exists).
 */
export function toConnection<T>(rows: T[], limit: number, cursorOf: (row: T) => string): Connection<T> {
  const page = rows.slice(0, limit);
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    nodes: page,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
  };
}
