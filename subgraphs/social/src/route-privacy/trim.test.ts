// The trimming rules on their own: hidden ends by distance along the track and around the
// true start and end, privacy zones anywhere in the track, nothing hidden without rules.
import { describe, expect, it } from 'vitest';
import { metresBetween, visibleTrack, type LatLng } from './trim.js';

/** A straight track north from (51.5, -0.1), one point every `step` metres. */
function northwards(count: number, step = 50): LatLng[] {
  return Array.from({ length: count }, (_, i) => ({ latitude: 51.5 + (i * step) / 111_195, longitude: -0.1 }));
}

describe('visibleTrack', () => {
  it('keeps every point without rules', () => {
    const track = northwards(10);
    expect(visibleTrack(track, { hideEndsMetres: 0, zones: [] })).toEqual(track);
  });

  it('hides the first and last N metres', () => {
    const track = northwards(61); // 3 km
    const shown = visibleTrack(track, { hideEndsMetres: 500, zones: [] });
    expect(metresBetween(track[0], shown[0])).toBeGreaterThanOrEqual(500);
    expect(metresBetween(track[60], shown[shown.length - 1])).toBeGreaterThanOrEqual(500);
    expect(shown.length).toBe(61 - 2 * 10);
  });

  it('hides a loop coming back near its start, and everything of a short track', () => {
    const out = northwards(21); // 1 km out...
    const loop = [...out, ...out.slice(0, -1).reverse()]; // ...and back
    expect(visibleTrack(loop, { hideEndsMetres: 300, zones: [] }).every((p) => metresBetween(p, loop[0]) > 300)).toBe(true);
    expect(visibleTrack(northwards(5), { hideEndsMetres: 1000, zones: [] })).toEqual([]);
  });

  it('hides every point inside a privacy zone, at the ends and in the middle', () => {
    const track = northwards(61);
    const home = track[0];
    const cafe = track[30];
    const shown = visibleTrack(track, {
      hideEndsMetres: 0,
      zones: [
        { ...home, radiusMetres: 400 },
        { ...cafe, radiusMetres: 200 },
      ],
    });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => metresBetween(p, home) > 400 && metresBetween(p, cafe) > 200)).toBe(true);
    expect(shown[shown.length - 1]).toEqual(track[60]);
  });
});
