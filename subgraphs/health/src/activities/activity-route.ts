// What an activity keeps of a parsed track: the route numbers and the track simplified to
// social's route maximum. This is the CPU part of an import (a million-point GPX is seconds of
// it), kept free of the entity and ORM imports so the parse worker (parse-worker.mjs) runs it
// beside the parser and hands back a few kilobytes instead of the whole track.
import type { ActivityFormat, HeartRate, ParsedActivity } from './formats.js';
import { simplify, summarise, type RouteSummary } from './route-math.js';

/** social's createPost route maximum (posts/rules.ts MAX_ROUTE_POINTS): more would be refused there. */
export const MAX_ROUTE_POINTS = 20_000;

export interface ActivityRoute {
  format: ActivityFormat;
  sport: string | null;
  steps: number | null;
  calories: number | null;
  /** Beats per minute over the file's samples (formats.ts); null when it has none. */
  heartRate: HeartRate | null;
  summary: RouteSummary;
  coordinates: { latitude: number; longitude: number }[];
  /** Whether any point had a time (without one the start is the caller's to say). */
  timed: boolean;
}

export function routeOf(parsed: ParsedActivity): ActivityRoute {
  return {
    format: parsed.format,
    sport: parsed.sport,
    steps: parsed.steps,
    calories: parsed.calories,
    heartRate: parsed.heartRate,
    summary: summarise(parsed.points),
    coordinates: simplify(parsed.points, MAX_ROUTE_POINTS).map((p) => ({ latitude: p.latitude, longitude: p.longitude })),
    timed: parsed.points.some((p) => p.time),
  };
}
