// Input fields the REST shims share, each with the message the documented paths have always
// answered ("email is required", "limit must be a positive integer"), so a client that
// matched on them keeps working.
//
// Each has a maximum length (an id's is ID_MAX_LENGTH): the operation a route runs checks its
// own field maxima too (@maxLength), but a route refuses what it can itself, naming its field.
import { z } from 'zod';
import { CURSOR_MAX_LENGTH, INVALID_CURSOR, type CursorCodec } from '../pagination.js';
import { ID_MAX_LENGTH, MAX_STRING_LENGTH } from '../input/strings.js';

/** The words the GraphQL rules use for the same field ("Bio must be at most 160 characters"). */
const tooLong = (field: string, max: number) => ({ error: `${field[0].toUpperCase()}${field.slice(1)} must be at most ${max} characters` });

/** A string that must be present (it may be empty). */
export const requiredText = (field: string, max = MAX_STRING_LENGTH) => z.string({ error: `${field} is required` }).max(max, tooLong(field, max));

/** A non-blank string (an id), trimmed. */
export const requiredId = (field: string, max = ID_MAX_LENGTH) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be a string`) })
    .max(max, tooLong(field, max))
    .trim()
    .min(1, { error: `${field} is required` });

/** A string or nothing (absent or null). */
export const optionalText = (field: string, max = MAX_STRING_LENGTH) =>
  z
    .string({ error: `${field} must be a string` })
    .max(max, tooLong(field, max))
    .nullish();

/** A string, where absent, null and empty all mean none. */
export const optionalId = (field: string, max = ID_MAX_LENGTH) => optionalText(field, max).transform((value) => value?.trim() || null);

/** true or false, or nothing. */
export const optionalFlag = (field: string) => z.boolean({ error: `${field} must be true or false` }).nullish();

/** A path segment: express hands every one over as a string. */
export const pathId = (description = 'The id') => z.string().max(ID_MAX_LENGTH, tooLong('id', ID_MAX_LENGTH)).meta({ description });

function digitsQuery(field: string, min: number, message: string, description?: string) {
  return z
    .string({ error: `${field} must be a string` })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return null;
      if (!/^\d+$/.test(raw) || Number(raw) < min) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(raw);
    })
    .meta({ type: 'string', pattern: '^[0-9]+$', ...(description ? { description } : {}) });
}

/** An integer query parameter (digits only) of at least `min`, or null when absent or empty. */
export const intQuery = (field: string, min: number, description?: string) =>
  digitsQuery(field, min, min > 0 ? `${field} must be a positive integer` : `${field} must be a non-negative integer`, description);

/** `?limit=` as a page size where the operation itself enforces the bounds (any digits pass here). */
export const limitQuery = (description = 'Page size') => digitsQuery('limit', 0, 'limit must be a positive integer', description);

/** An enum value in any case (the spec does not show the client's spelling); null when absent or blank. */
export function caseInsensitiveEnum<const T extends readonly string[]>(field: string, allowed: T, shown: (values: T) => string = (v) => v.join(', ')) {
  return z
    .string({ error: `${field} must be a string` })
    .nullish()
    .transform((raw, ctx): T[number] | null => {
      if (raw === undefined || raw === null || raw.trim() === '') return null;
      const value = raw.trim().toUpperCase();
      const match = allowed.find((a) => a === value);
      if (match === undefined) {
        ctx.addIssue({ code: 'custom', message: `${field} must be one of ${shown(allowed)}` });
        return z.NEVER;
      }
      return match;
    })
    .meta({ type: 'string', description: `One of ${allowed.join(', ')} (any case)` });
}

/**
 * A page cursor in the query string (`?cursor=`): absent or empty is the first page, anything
 * else must be one of the list's own cursors (kit's cursorCodec), refused here under the
 * parameter's own name before the operation runs.
 */
export const cursorQuery = (field: string, codec: Pick<CursorCodec, 'isValid'>) =>
  optionalText(field, CURSOR_MAX_LENGTH).refine((cursor) => !cursor || codec.isValid(cursor), { error: INVALID_CURSOR });

/** A keyset page's state in an answer, as every cursor list answers it (pagination.ts PageInfo). */
export const pageInfoAnswer = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });
