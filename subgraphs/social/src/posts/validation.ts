// Input rules for what a post carries. Messages the spec gives are verbatim; the others
// name the field and the limit so a form can show them beside it.
import { BadUserInputError } from '@pulse/kit';
import type { MediaItem } from './entities.js';
import { ownMediaType } from '../media/post-media.js';

export const CONTENT_EMPTY = 'Content must not be empty!';
export const CONTENT_MAX_LENGTH = 5000;
export const MAX_MEDIAS = 10;
export const MEDIA_INVALID = 'Media must be an image or video uploaded with POST /api/posts/media';
export const SCHEDULE_IN_PAST = 'The scheduled time must be in the future';
export const SCHEDULE_TOO_FAR = 'The scheduled time must be within a year';
export const UNKNOWN_TIMEZONE = 'Unknown time zone';
const MAX_SCHEDULE_MS = 366 * 24 * 3600 * 1000;

export function validContent(raw: string): string {
  const content = raw.trim();
  if (!content) throw new BadUserInputError(CONTENT_EMPTY, 'content');
  if (content.length > CONTENT_MAX_LENGTH) {
    throw new BadUserInputError(`Content must be at most ${CONTENT_MAX_LENGTH} characters`, 'content');
  }
  return content;
}

// Only files our own upload stored: a post cannot make members' browsers load third-party
// URLs (tracking pixels) through our media grid. The stored type (decided from the bytes at
// upload, and part of the key) wins over what the client says.
export function validMedias(list: { url: string; type: string }[] | null | undefined): MediaItem[] {
  if (!list) return [];
  if (list.length > MAX_MEDIAS) throw new BadUserInputError(`A post can have at most ${MAX_MEDIAS} media files`, 'medias');
  return list.map((m) => {
    const url = m.url.trim();
    const type = ownMediaType(url);
    if (!type || !/^(image|video)\//.test(m.type.trim().toLowerCase())) throw new BadUserInputError(MEDIA_INVALID, 'medias');
    return { url, type };
  });
}

export interface LocationFields {
  locationName: string | null;
  locationLat: number | null;
  locationLng: number | null;
}

export function validLocation(input: { name: string; lat?: number | null; lng?: number | null } | null | undefined): LocationFields {
  if (!input) return { locationName: null, locationLat: null, locationLng: null };
  const name = input.name.trim();
  if (!name) throw new BadUserInputError('Location name must not be empty', 'location');
  if (name.length > 200) throw new BadUserInputError('Location name must be at most 200 characters', 'location');
  const lat = input.lat ?? null;
  const lng = input.lng ?? null;
  if ((lat === null) !== (lng === null)) throw new BadUserInputError('Give both latitude and longitude, or neither', 'location');
  if (lat !== null && !(lat >= -90 && lat <= 90)) throw new BadUserInputError('Latitude must be between -90 and 90', 'location');
  if (lng !== null && !(lng >= -180 && lng <= 180)) throw new BadUserInputError('Longitude must be between -180 and 180', 'location');
  return { locationName: name, locationLat: lat, locationLng: lng };
}

export function validTimezone(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const zone = raw.trim();
  if (!zone) return null;
  try {
    // Throws RangeError for anything that is not an IANA zone (or UTC).
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new BadUserInputError(UNKNOWN_TIMEZONE, 'timezone');
  }
}

export function validScheduleTime(when: Date, now = new Date()): Date {
  if (Number.isNaN(when.getTime())) throw new BadUserInputError('Invalid date', 'scheduledFor');
  if (when.getTime() <= now.getTime()) throw new BadUserInputError(SCHEDULE_IN_PAST, 'scheduledFor');
  if (when.getTime() - now.getTime() > MAX_SCHEDULE_MS) throw new BadUserInputError(SCHEDULE_TOO_FAR, 'scheduledFor');
  // Whole milliseconds, as stored.
  return new Date(Math.floor(when.getTime()));
}

const finite = (value: unknown, field: string, min = -Infinity, max = Infinity) => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new BadUserInputError(`${field} must be a number between ${min} and ${max}`, field);
  }
  return value;
};

const MAX_ROUTE_POINTS = 20000;

function validRouteDate(value: unknown): string | null {
  if (!(value instanceof Date)) return null;
  if (Number.isNaN(value.getTime())) throw new BadUserInputError('Invalid date', 'routeData.date');
  return value.toISOString();
}

export function validRouteData(input: Record<string, any> | null | undefined): Record<string, unknown> | null {
  if (!input) return null;
  const type = String(input.type ?? '').trim();
  if (!type || type.length > 50) throw new BadUserInputError('Route type must be 1-50 characters, e.g. running', 'routeData.type');
  const coordinates = (input.coordinates ?? []) as { latitude: number; longitude: number }[];
  if (coordinates.length > MAX_ROUTE_POINTS) throw new BadUserInputError(`A route can have at most ${MAX_ROUTE_POINTS} points`, 'routeData.coordinates');
  for (const point of coordinates) {
    finite(point.latitude, 'routeData.coordinates.latitude', -90, 90);
    finite(point.longitude, 'routeData.coordinates.longitude', -180, 180);
  }
  return {
    type,
    date: validRouteDate(input.date),
    duration: finite(input.duration, 'routeData.duration', 0),
    distance: finite(input.distance, 'routeData.distance', 0),
    averageSpeed: finite(input.averageSpeed, 'routeData.averageSpeed', 0),
    elevationGain: finite(input.elevationGain, 'routeData.elevationGain'),
    coordinates: coordinates.map((p) => ({ latitude: p.latitude, longitude: p.longitude })),
    steps: finite(input.steps, 'routeData.steps', 0),
    calories: finite(input.calories, 'routeData.calories', 0),
    location: typeof input.location === 'string' ? input.location.trim().slice(0, 200) || null : null,
  };
}

/** Trimmed, empties dropped (the spec's rule for ingredient and brand entries). */
const texts = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((t) => String(t).trim()).filter(Boolean).slice(0, 100) : [];

export function validMeal(input: Record<string, any> | null | undefined): Record<string, unknown> | null {
  if (!input) return null;
  const name = String(input.name ?? '').trim();
  if (!name) throw new BadUserInputError('Meal name is required', 'meal.name');
  const info = input.nutritionalInfo as Record<string, any> | null | undefined;
  return {
    name: name.slice(0, 200),
    description: typeof input.description === 'string' ? input.description.slice(0, 5000) : null,
    ingredients: texts(input.ingredients),
    brands: texts(input.brands),
    isOrganic: input.isOrganic ?? null,
    hasSeedOils: input.hasSeedOils ?? null,
    isSeedOilFree: input.isSeedOilFree ?? null,
    cuisineType: typeof input.cuisineType === 'string' ? input.cuisineType.trim() || null : null,
    allergens: texts(input.allergens),
    dietaryCategories: texts(input.dietaryCategories),
    taggedUserIds: texts(input.taggedUserIds),
    calories: finite(input.calories, 'meal.calories', 0),
    protein: finite(input.protein, 'meal.protein', 0),
    carbs: input.carbs ? { total: finite(input.carbs.total, 'meal.carbs.total', 0), fiber: finite(input.carbs.fiber, 'meal.carbs.fiber', 0), sugar: finite(input.carbs.sugar, 'meal.carbs.sugar', 0) } : null,
    fats: input.fats ? { total: finite(input.fats.total, 'meal.fats.total', 0), saturated: finite(input.fats.saturated, 'meal.fats.saturated', 0) } : null,
    nutritionalInfo: info
      ? {
          calories: finite(info.calories, 'meal.nutritionalInfo.calories', 0),
          servingSize: typeof info.servingSize === 'string' ? info.servingSize : null,
          protein: finite(info.protein, 'meal.nutritionalInfo.protein', 0),
          carbs: finite(info.carbs, 'meal.nutritionalInfo.carbs', 0),
          fats: finite(info.fats, 'meal.nutritionalInfo.fats', 0),
          vitamins: texts(info.vitamins),
          minerals: texts(info.minerals),
          qualityScore: finite(info.qualityScore, 'meal.nutritionalInfo.qualityScore', 0, 100),
        }
      : null,
  };
}
