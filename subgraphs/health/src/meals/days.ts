// A member's local day: meals count for the day they were eaten where the member is, so a
// dinner at 23:30 in Los Angeles is that day's, not the next UTC day's.
import { z } from 'zod';
import { canonicalTimeZone, isCalendarDate, localDate } from '@pulse/kit/dates';

export const TIMEZONE_MAX = 100;
export const UNKNOWN_TIMEZONE = 'Unknown time zone';
export const INVALID_DAY = 'A date is YYYY-MM-DD';

export const timezoneRule = z
  .string()
  .max(TIMEZONE_MAX, UNKNOWN_TIMEZONE)
  .nullish()
  .transform((raw, ctx) => {
    const zone = raw?.trim();
    if (!zone) return 'UTC';
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: UNKNOWN_TIMEZONE });
    return z.NEVER;
  });

export const dayRule = z.string().max(10, INVALID_DAY).refine(isCalendarDate, INVALID_DAY);

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (the calendar's own rule). */
export const localDay = (at: Date, timeZone: string): string => localDate(timeZone, at);
