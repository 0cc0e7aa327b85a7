// Draws a route without a map service: the coordinates are projected with Web Mercator (the
// projection of web map tiles, so the shape matches what a tile map would show) and fitted
// into the box with the spec's map settings: fit padding 50 and at most zoom 15.

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface ProjectedRoute {
  /** SVG path data of the route line. */
  path: string;
  start: [number, number];
  end: [number, number];
  points: Array<[number, number]>;
}

export const FIT_PADDING = 50;
export const MAX_ZOOM = 15;
const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05112878;

/** Web Mercator world coordinates in [0, 1] x [0, 1] (y grows southwards). */
export function mercator({ latitude, longitude }: LatLng): [number, number] {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = (longitude + 180) / 360;
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [x, y];
}

/** The route in a width x height box, centred, scaled to fit inside the padding. */
export function projectRoute(coordinates: readonly LatLng[], width: number, height: number, padding = FIT_PADDING, maxZoom = MAX_ZOOM): ProjectedRoute | null {
  const valid = coordinates.filter((c) => Number.isFinite(c.latitude) && Number.isFinite(c.longitude));
  if (valid.length === 0) return null;
  const world = valid.map(mercator);
  const xs = world.map((p) => p[0]);
  const ys = world.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  // Pixels per world unit: what fits, but never closer than the maximum zoom.
  const maxScale = TILE_SIZE * 2 ** maxZoom;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const fit = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const scale = Math.min(fit, maxScale);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = world.map(([x, y]) => [round(width / 2 + (x - cx) * scale), round(height / 2 + (y - cy) * scale)] as [number, number]);
  const path = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return { path, points, start: points[0], end: points[points.length - 1] };
}
