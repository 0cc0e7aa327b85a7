// An activity row from a parsed track: the route numbers (route-math.ts) rounded to what the
// card shows and the track simplified to social's route maximum (activity-route.ts). Requests
// and the import job get the route from the parse worker (readRouteOffThread) and build the
// row with activityFrom; buildActivity does both here, for callers that already hold a track.
import { newId } from '@pulse/kit';
import { Activity } from './entities.js';
import type { ParsedActivity } from './formats.js';
import { routeOf, type ActivityRoute } from './activity-route.js';
import { assertStorable } from './storable.js';

export { MAX_ROUTE_POINTS } from './activity-route.js';

const round = (n: number | null, places: number) => (n === null ? null : Math.round(n * 10 ** places) / 10 ** places);

/** Throws ActivityFileError (storable.ts) when a number of the file is one no activity has. */
export function activityFrom(ownerId: string, parsed: ActivityRoute, opts: { type?: string | null; fileKey: string | null; source?: string }): Activity {
  const route = parsed.summary;
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
    // A worker of an older build answers no heartRate: none, rather than a failed import.
    averageHeartRate: parsed.heartRate?.average ?? null,
    maxHeartRate: parsed.heartRate?.max ?? null,
    coordinates: parsed.coordinates,
    fileKey: opts.fileKey,
    createdAt: new Date(),
  });
  return assertStorable(activity);
}

export function buildActivity(ownerId: string, parsed: ParsedActivity, opts: { type?: string | null; fileKey: string | null; source?: string }): Activity {
  return activityFrom(ownerId, routeOf(parsed), opts);
}
