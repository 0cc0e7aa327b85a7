// The calendar's argument rules for zones and dates, on kit's date module (kit/src/dates.ts).
import { z } from 'zod';
import { isCalendarDate, isTimeZone } from '@pulse/kit/dates';

export const TIMEZONE_MAX_LENGTH = 100;
export const INVALID_TIMEZONE = 'Time zone must be an IANA zone such as Europe/Oslo';
export const INVALID_DATE = 'Date must be a calendar date (YYYY-MM-DD)';

/** An optional IANA zone argument; absent or null: UTC. */
export const timeZoneRule = z
  .string()
  .max(TIMEZONE_MAX_LENGTH, `Time zone must be at most ${TIMEZONE_MAX_LENGTH} characters`)
  .nullish()
  .transform((zone) => zone?.trim() || 'UTC')
  .refine(isTimeZone, INVALID_TIMEZONE);

/** A YYYY-MM-DD argument (10 characters), or nothing. */
export const optionalDateRule = z
  .string()
  .max(10, INVALID_DATE)
  .nullish()
  .refine((d) => d === null || d === undefined || isCalendarDate(d), INVALID_DATE);

/**
 * An enum argument by its stored (lowercase) values. GraphQL hands a resolver the internal
 * value, but a default the gateway filled in can arrive as the GraphQL name (OTHER): both pass.
 */
export function storedEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(values));
}
