// An activity row from a parsed track: the route numbers (route-math.ts) rounded to what the
// card shows and the track simplified to social's route maximum. Shared by importActivity and
// any import that finds tracks inside another file (an Apple export's WorkoutRoute GPX files:
// parse them with parseActivity, then build with `fileKey: null`).
import { newId } from '@pulse/kit';
import { Activity } from './entities.js';
import type { ParsedActivity } from './formats.js';
import { simplify, summarise } from './route-math.js';
import { assertStorable } from './storable.js';

/** social's createPost route maximum (posts/rules.ts MAX_ROUTE_POINTS): more would be refused there. */
export const MAX_ROUTE_POINTS = 20_000;

const round = (n: number | null, places: number) => (n === null ? null : Math.round(n * 10 ** places) / 10 ** places);

/** Throws ActivityFileError (storable.ts) when a number of the file is one no activity has. */
export function buildActivity(ownerId: string, parsed: ParsedActivity, opts: { type?: string | null; fileKey: string | null; source?: string }): Activity {
  const route = summarise(parsed.points);
  const activity = Object.assign(new Activity(), {
    id: newId(),
    ownerId,
    source: opts.source ?? parsed.format,
    type: opts.type ?? parsed.sport ?? 'activity',
    startedAt: route.startedAt ?? new Date(),
    duration: route.durationS,
    distance: round(route.distanceKm, 3)!,
    averageSpeed: round(route.averageSpeed, 2),
    elevationGain: round(route.elevationGainM, 1),
    pace: round(route.paceMinKm, 2),
    steps: parsed.steps,
    calories: parsed.calories,
    coordinates: simplify(parsed.points, MAX_ROUTE_POINTS).map((p) => ({ latitude: p.latitude, longitude: p.longitude })),
    fileKey: opts.fileKey,
    createdAt: new Date(),
  });
  return assertStorable(activity);
}
