// searchPlaces / nearestPlace: Tag a Location, answered from the bundled gazetteer, so it
// works with no network and no provider key. Open to anyone: it reveals nothing about members.
import { BadUserInputError } from '@pulse/kit';
import { gazetteer } from './gazetteer.js';

export const MAX_PLACES = 50;
const MAX_QUERY_LENGTH = 100;

function placeCount(first: number | null | undefined): number {
  if (first === null || first === undefined) return 8;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PLACES) throw new BadUserInputError(`first must be between 1 and ${MAX_PLACES}`, 'first');
  return first;
}

export async function searchPlaces(_: unknown, args: { q: string; first?: number | null }) {
  const first = placeCount(args.first);
  // The spec: location search ignores blank text.
  if (!args.q.trim()) return [];
  if (args.q.length > MAX_QUERY_LENGTH) throw new BadUserInputError(`Search text must be at most ${MAX_QUERY_LENGTH} characters`, 'q');
  return (await gazetteer()).search(args.q, first);
}

export async function nearestPlace(_: unknown, args: { lat: number; lng: number }) {
  if (!Number.isFinite(args.lat) || args.lat < -90 || args.lat > 90) throw new BadUserInputError('Latitude must be between -90 and 90', 'lat');
  if (!Number.isFinite(args.lng) || args.lng < -180 || args.lng > 180) throw new BadUserInputError('Longitude must be between -180 and 180', 'lng');
  return (await gazetteer()).nearest(args.lat, args.lng);
}

export const placeResolvers = {
  Query: { searchPlaces, nearestPlace },
};
