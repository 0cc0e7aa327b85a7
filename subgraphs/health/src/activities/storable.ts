// The numbers of an activity as a file states them, checked before they are stored or shown
// (issue 18's probe: a duration or step count past 32 bits, elevations of ±1e308, calories
// adding up to Infinity and years ±27xxxx answered INTERNAL). A number no activity has is the
// file's fault: the member reads which one, as BAD_USER_INPUT on fileKey.
import { isInstantInRange } from '@pulse/kit/dates';
import type { Activity } from './entities.js';
import { ActivityFileError } from './formats.js';

/** integer columns (duration_s, steps) hold 32 bits. */
const MAX_INTEGER = 2_147_483_647;
/** Beyond any activity, far inside what a double and GraphQL's Float carry exactly. */
const MAX_MEASURE = 1e12;

export const outOfRange = (what: string) => new ActivityFileError(`This file holds numbers no activity has (${what}); check the file or export it again`);

const integerOk = (n: number | null) => n === null || (Number.isFinite(n) && n >= 0 && n <= MAX_INTEGER);
const measureOk = (n: number | null) => n === null || (Number.isFinite(n) && Math.abs(n) <= MAX_MEASURE);

/** Throws ActivityFileError naming the first number out of range; answers the activity otherwise. */
export function assertStorable(activity: Activity): Activity {
  if (!isInstantInRange(activity.startedAt)) throw outOfRange('its start time is outside the years 1-9999');
  if (!integerOk(activity.duration)) throw outOfRange('its duration');
  if (!integerOk(activity.steps)) throw outOfRange('its step count');
  if (!measureOk(activity.calories) || (activity.calories ?? 0) < 0) throw outOfRange('its calories');
  if (!measureOk(activity.distance)) throw outOfRange('its distance');
  if (!measureOk(activity.elevationGain)) throw outOfRange('its elevation');
  if (!measureOk(activity.averageSpeed) || !measureOk(activity.pace)) throw outOfRange('its speed');
  for (const p of activity.coordinates) {
    if (!(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180)) throw outOfRange('a position off the globe');
  }
  return activity;
}
