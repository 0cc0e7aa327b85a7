// What others may see of a route: the track without its hidden ends and without any point in
// a privacy zone. Pure functions (no database), so the rules read and test on their own.
//
// The start and the end are hidden twice over: every point until the track is `hideEndsMetres`
// along AND outside a circle of that radius around the true start (a loop that comes back near
// home is covered too), and the same from the end. Each privacy zone hides every point inside
// it, wherever in the track; leading and trailing points are dropped until the track has left
// every zone, so the first point shown is never inside one.
export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface Zone extends LatLng {
  radiusMetres: number;
}

export interface TrimRules {
  hideEndsMetres: number;
  zones: readonly Zone[];
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function metresBetween(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function hidesAnything(rules: TrimRules): boolean {
  return rules.hideEndsMetres > 0 || rules.zones.length > 0;
}

/** The points others may see, in order; [] when nothing is left. */
export function visibleTrack<P extends LatLng>(points: readonly P[], rules: TrimRules): P[] {
  if (!points.length || !hidesAnything(rules)) return [...points];
  const n = points.length;
  const ends: Zone[] =
    rules.hideEndsMetres > 0
      ? [
          { ...points[0], radiusMetres: rules.hideEndsMetres },
          { ...points[n - 1], radiusMetres: rules.hideEndsMetres },
        ]
      : [];
  const zones = [...ends, ...rules.zones];
  const hidden = points.map((p) => zones.some((z) => metresBetween(p, z) <= z.radiusMetres));

  // From the start: until hideEndsMetres along the track and outside every zone.
  let first = 0;
  let along = 0;
  while (first < n && (along < rules.hideEndsMetres || hidden[first])) {
    first++;
    if (first < n) along += metresBetween(points[first - 1], points[first]);
  }
  let last = n - 1;
  along = 0;
  while (last >= first && (along < rules.hideEndsMetres || hidden[last])) {
    last--;
    if (last >= 0) along += metresBetween(points[last + 1], points[last]);
  }
  const shown: P[] = [];
  for (let i = first; i <= last; i++) if (!hidden[i]) shown.push(points[i]);
  return shown;
}
