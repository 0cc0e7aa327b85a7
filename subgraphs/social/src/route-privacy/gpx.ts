// A route as a GPX 1.1 file (the "Download GPX" of a route post): the points the caller may
// see, nothing else of the member (no times: route posts keep none).
import type { RouteData } from '../posts/content-types.js';

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function routeGpx(route: RouteData, name: string): string {
  const points = route.coordinates.map((p) => `<trkpt lat="${p.latitude}" lon="${p.longitude}"/>`).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Pulse" xmlns="http://www.topografix.com/GPX/1/1">',
    `<trk><name>${xml(name)}</name><type>${xml(route.type)}</type><trkseg>`,
    points,
    '</trkseg></trk>',
    '</gpx>',
    '',
  ].join('\n');
}
