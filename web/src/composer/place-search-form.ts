// Tag a Location's search box: blank text is not searched (spec), and text longer than the
// place search takes gets the server's own message under the box instead of a silent failure.
import { z } from 'zod';

export const MAX_PLACE_QUERY_LENGTH = 100;

export const placeSearchSchema = z.object({
  q: z.string().max(MAX_PLACE_QUERY_LENGTH, `Search text must be at most ${MAX_PLACE_QUERY_LENGTH} characters`),
});

/** The text worth searching for, or '' when there is nothing (blank) or nothing valid to search. */
export function placeQuery(text: string): string {
  return placeSearchSchema.safeParse({ q: text }).success ? text.trim() : '';
}
