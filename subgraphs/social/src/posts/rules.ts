// The rules for what a post carries, as zod schemas with the messages members read. Inputs
// compose them beside their class (inputs.ts); kit runs them before a resolver and reports
// the first problem as BAD_USER_INPUT naming the field (dotted when nested: poll.options,
// routeData.coordinates.latitude), which the composer shows beside it. Messages the spec
// gives are verbatim; the others name the field and the limit.
import { z } from 'zod';
import { canonicalTimeZone } from '@pulse/kit/dates';
import { ownMediaType } from '../media/post-media.js';
import type { Meal, Media, RouteData } from './content-types.js';

export const CONTENT_EMPTY = 'Content must not be empty!';
export const CONTENT_MAX_LENGTH = 5000;
export const MAX_MEDIAS = 10;
/** Mastodon's limit for an image description. */
export const ALT_TEXT_MAX = 1500;
export const ALT_TEXT_TOO_LONG = `Alt text must be at most ${ALT_TEXT_MAX} characters`;
export const CONTENT_WARNING_MAX = 200;
export const MEDIA_INVALID = 'Media must be an image or video uploaded with POST /api/posts/media';
export const SCHEDULE_IN_PAST = 'The scheduled time must be in the future';
export const SCHEDULE_TOO_FAR = 'The scheduled time must be within a year';
export const UNKNOWN_TIMEZONE = 'Unknown time zone';
export const INVALID_DATE = 'Invalid date';
const MAX_SCHEDULE_MS = 366 * 24 * 3600 * 1000;
const MAX_ROUTE_POINTS = 20000;
const MAX_CLIENT_ID = 100;
/** Our media URLs are short (/media/<key>); nothing longer is one. */
const MEDIA_URL_MAX = 2048;
const LOCATION_NAME_MAX = 200;
/** Timezone names are under 40 characters. */
const TIMEZONE_MAX = 100;
const MEAL_TEXT_MAX = 200;
const MEAL_DESCRIPTION_MAX = 5000;

/** Null and undefined both mean "not given". */
const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export const content = z.string().trim().min(1, CONTENT_EMPTY).max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH} characters`);

/** A content warning: blank means none (null). */
export const contentWarning = z
  .string()
  .max(CONTENT_WARNING_MAX, `Content warning must be at most ${CONTENT_WARNING_MAX} characters`)
  .transform((raw) => raw.trim() || null);

// Only files our own upload stored: a post cannot make members' browsers load third-party
// URLs (tracking pixels) through our media grid. The stored type (decided from the bytes at
// upload, and part of the key) wins over what the client says.
const media = z
  .object({
    url: z.string().max(MEDIA_URL_MAX, MEDIA_INVALID),
    type: z.string().max(100, MEDIA_INVALID),
    alt: z.string().max(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG).nullish(),
  })
  .transform((m, ctx): Media => {
    const url = m.url.trim();
    const type = ownMediaType(url);
    if (!type || !/^(image|video)\//.test(m.type.trim().toLowerCase())) {
      ctx.addIssue({ code: 'custom', message: MEDIA_INVALID });
      return z.NEVER;
    }
    // Blank alt text is no alt text; the text is kept as written (line breaks describe too).
    const alt = m.alt?.trim() || null;
    return alt ? { url, type, alt } : { url, type };
  });

export const medias = z.array(z.unknown()).max(MAX_MEDIAS, `A post can have at most ${MAX_MEDIAS} media files`).pipe(z.array(media));

/** A place tagged on a post: a name, with both coordinates or neither. Problems name `location`. */
export interface Location {
  name: string;
  lat: number | null;
  lng: number | null;
}

export const location = z
  .object({ name: z.string().max(LOCATION_NAME_MAX, 'Location name must be at most 200 characters'), lat: z.number().nullish(), lng: z.number().nullish() })
  .transform((input, ctx): Location => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const name = input.name.trim();
    if (!name) return fail('Location name must not be empty');
    if (name.length > LOCATION_NAME_MAX) return fail('Location name must be at most 200 characters');
    const lat = input.lat ?? null;
    const lng = input.lng ?? null;
    if ((lat === null) !== (lng === null)) return fail('Give both latitude and longitude, or neither');
    if (lat !== null && !(lat >= -90 && lat <= 90)) return fail('Latitude must be between -90 and 90');
    if (lng !== null && !(lng >= -180 && lng <= 180)) return fail('Longitude must be between -180 and 180');
    return { name, lat, lng };
  });

/** The post's location columns; all null without a location. */
export function locationColumns(loc: Location | null | undefined) {
  return { locationName: loc?.name ?? null, locationLat: loc?.lat ?? null, locationLng: loc?.lng ?? null };
}

/** An IANA zone (or UTC) in its canonical spelling; blank means none. */
export const timezone = z
  .string()
  .max(TIMEZONE_MAX, UNKNOWN_TIMEZONE)
  .transform((raw, ctx) => {
    const zone = raw.trim();
    if (!zone) return null;
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: UNKNOWN_TIMEZONE });
    return z.NEVER;
  });

/** In the future, within a year (checked against the clock of this request), whole milliseconds. */
export const scheduleTime = z.instanceof(Date).transform((when, ctx) => {
  const now = Date.now();
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (Number.isNaN(when.getTime())) return fail(INVALID_DATE);
  if (when.getTime() <= now) return fail(SCHEDULE_IN_PAST);
  if (when.getTime() - now > MAX_SCHEDULE_MS) return fail(SCHEDULE_TOO_FAR);
  return new Date(Math.floor(when.getTime()));
});

export const clientId = z
  .string()
  .max(MAX_CLIENT_ID, `clientId must be at most ${MAX_CLIENT_ID} characters`)
  .nullish()
  .transform((raw) => raw?.trim() || null)
  .refine((id) => !id || id.length <= MAX_CLIENT_ID, `clientId must be at most ${MAX_CLIENT_ID} characters`);

/** A number in [min, max] or null; the message names the field as the API spells it. */
function finite(field: string, min = -Infinity, max = Infinity) {
  return z
    .number()
    .nullish()
    .transform((value, ctx) => {
      if (!given(value)) return null;
      if (!Number.isFinite(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a number between ${min} and ${max}` });
        return z.NEVER;
      }
      return value;
    });
}

const routeDate = z
  .instanceof(Date)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (Number.isNaN(value.getTime())) {
      ctx.addIssue({ code: 'custom', message: INVALID_DATE });
      return z.NEVER;
    }
    return value.toISOString();
  });

export const routeData = z
  .object({
    type: z
      .string()
      .max(100, 'Route type must be 1-50 characters, e.g. running')
      .transform((raw) => raw.trim())
      .refine((type) => type.length >= 1 && type.length <= 50, 'Route type must be 1-50 characters, e.g. running'),
    date: routeDate,
    duration: finite('routeData.duration', 0),
    distance: finite('routeData.distance', 0),
    averageSpeed: finite('routeData.averageSpeed', 0),
    elevationGain: finite('routeData.elevationGain'),
    coordinates: z
      .array(z.unknown())
      .max(MAX_ROUTE_POINTS, `A route can have at most ${MAX_ROUTE_POINTS} points`)
      .pipe(
        z.array(
          z.object({
            latitude: finite('routeData.coordinates.latitude', -90, 90),
            longitude: finite('routeData.coordinates.longitude', -180, 180),
          }),
        ),
      ),
    steps: finite('routeData.steps', 0),
    calories: finite('routeData.calories', 0),
    // Beats per minute; who sees them is the author's choice (route-privacy/).
    averageHeartRate: finite('routeData.averageHeartRate', 20, 250),
    maxHeartRate: finite('routeData.maxHeartRate', 20, 250),
    location: z
      .string()
      .max(LOCATION_NAME_MAX, 'Location name must be at most 200 characters')
      .nullish()
      .transform((raw) => (typeof raw === 'string' ? raw.trim().slice(0, 200) || null : null)),
  })
  .transform((route): RouteData => ({
    ...route,
    coordinates: route.coordinates.map((p) => ({ latitude: p.latitude!, longitude: p.longitude! })),
  }));

/** Trimmed, empties dropped (the spec's rule for ingredient and brand entries). */
const texts = z
  .array(z.string().max(MEAL_TEXT_MAX, `Each entry must be at most ${MEAL_TEXT_MAX} characters`))
  .nullish()
  .transform((list) =>
    (list ?? [])
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 100),
  );
const optionalString = z
  .string()
  .max(MEAL_TEXT_MAX, `Serving size must be at most ${MEAL_TEXT_MAX} characters`)
  .nullish()
  .transform((value) => value ?? null);

export const meal = z
  .object({
    name: z
      .string()
      // Names over 200 characters are cut to 200 (as before); far longer ones are refused.
      .max(MEAL_TEXT_MAX * 5, 'Meal name is too long')
      .transform((raw) => raw.trim())
      .refine((name) => name.length > 0, 'Meal name is required')
      .transform((name) => name.slice(0, 200)),
    description: z
      .string()
      .max(MEAL_DESCRIPTION_MAX, `Meal description must be at most ${MEAL_DESCRIPTION_MAX} characters`)
      .nullish()
      .transform((value) => (typeof value === 'string' ? value.slice(0, 5000) : null)),
    ingredients: texts,
    brands: texts,
    isOrganic: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    hasSeedOils: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    isSeedOilFree: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    cuisineType: z
      .string()
      .max(MEAL_TEXT_MAX, `Cuisine type must be at most ${MEAL_TEXT_MAX} characters`)
      .nullish()
      .transform((value) => value?.trim() || null),
    allergens: texts,
    dietaryCategories: texts,
    taggedUserIds: texts,
    calories: finite('meal.calories', 0),
    protein: finite('meal.protein', 0),
    carbs: z
      .object({ total: finite('meal.carbs.total', 0), fiber: finite('meal.carbs.fiber', 0), sugar: finite('meal.carbs.sugar', 0) })
      .nullish()
      .transform((value) => value ?? null),
    fats: z
      .object({ total: finite('meal.fats.total', 0), saturated: finite('meal.fats.saturated', 0) })
      .nullish()
      .transform((value) => value ?? null),
    nutritionalInfo: z
      .object({
        calories: finite('meal.nutritionalInfo.calories', 0),
        servingSize: optionalString,
        protein: finite('meal.nutritionalInfo.protein', 0),
        carbs: finite('meal.nutritionalInfo.carbs', 0),
        fats: finite('meal.nutritionalInfo.fats', 0),
        vitamins: texts,
        minerals: texts,
        qualityScore: finite('meal.nutritionalInfo.qualityScore', 0, 100),
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .transform((value): Meal => value);
