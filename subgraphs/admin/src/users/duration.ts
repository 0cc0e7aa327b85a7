// How long a timed suspension lasts: an ISO 8601 duration in weeks, days, hours and minutes
// (P7D, PT12H, P1W2D, P1DT6H), from one minute to ten years. Months and years are refused:
// their length depends on the date, and an admin reading "P1M" should not have to guess.
import { BadUserInputError } from '@pulse/kit';

export const DURATION_FORMAT = 'Duration must be an ISO 8601 duration in weeks, days, hours or minutes, like P7D or PT12H';
export const DURATION_TOO_LONG = 'Duration must be at most 10 years (P3650D); use permanent instead';
export const DURATION_OR_PERMANENT = 'Give either a duration or permanent: true';
export const DURATION_MAX = 32;
const MAX_MS = 3650 * 86_400_000;
const ISO = /^P(?:(\d{1,6})W)?(?:(\d{1,6})D)?(?:T(?:(\d{1,7})H)?(?:(\d{1,9})M)?)?$/;

/** The duration in milliseconds; BAD_USER_INPUT on `duration` when it is not one. */
export function parseDuration(text: string): number {
  const match = ISO.exec(text.trim().toUpperCase());
  if (!match || /T$/.test(text.trim())) throw new BadUserInputError(DURATION_FORMAT, 'duration');
  const [, w, d, h, m] = match.map((part) => Number(part ?? 0));
  const ms = (((w * 7 + d) * 24 + h) * 60 + m) * 60_000;
  if (ms < 60_000) throw new BadUserInputError(DURATION_FORMAT, 'duration');
  if (ms > MAX_MS) throw new BadUserInputError(DURATION_TOO_LONG, 'duration');
  return ms;
}
