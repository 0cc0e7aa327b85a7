// A profile lives at /{username}: a username equal to a path the web app or the server owns
// would make that profile unreachable. The paths are read from where they are defined, so a
// new area, route or proxied path fails here until it is reserved.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES, validateUsername } from './validation.js';

const root = new URL('../../../', import.meta.url);
const firstSegment = (path: string) => path.replace(/^\//, '').split('/')[0];

/** The member areas' paths, read as text: a subgraph imports no web code. */
const areaPaths = [...readFileSync(new URL('web/src/layout/areas.ts', root), 'utf8').matchAll(/\bpath:\s*'(\/[^']*)'/g)].map((m) => m[1]).filter((p) => p !== '/');
/** Top-level routes of the web app with a fixed first segment (not `/:username`, not `*`). */
const appRoutes = [...readFileSync(new URL('web/src/app/app.tsx', root), 'utf8').matchAll(/<Route\s+path="(\/[^":*][^"]*)"/g)].map((m) => m[1]);
/** What nginx hands to the gateway or serves itself rather than the app's index.html. */
const serverPaths = [...readFileSync(new URL('docker/web.nginx.conf', root), 'utf8').matchAll(/^\s*location\s+(?:=\s+)?(\/[^\s{]+)/gm)]
  .map((m) => m[1])
  .filter((p) => p !== '/');

function expectNotAUsername(path: string) {
  const segment = firstSegment(path);
  if (/^\w+$/.test(segment)) expect(RESERVED_USERNAMES.has(segment.toLowerCase()), `${segment} (from ${path}) is reserved`).toBe(true);
  // Reserved or not, no member can register it, in any case.
  for (const candidate of [segment, segment.toUpperCase()]) expect(() => validateUsername(candidate), candidate).toThrow();
}

describe('reserved usernames', () => {
  it('found the paths to check', () => {
    expect(areaPaths).toEqual(expect.arrayContaining(['/messages', '/notifications', '/health']));
    expect(appRoutes).toEqual(expect.arrayContaining(['/login', '/about', '/users/:id']));
    expect(serverPaths).toEqual(expect.arrayContaining(['/graphql', '/api/', '/media/', '/sfu', '/healthz', '/assets/', '/explorer']));
  });

  it.each(areaPaths)('reserves the area %s', expectNotAUsername);
  it.each(appRoutes)('reserves the app route %s', expectNotAUsername);
  it.each(serverPaths)('reserves the server path %s', expectNotAUsername);

  it('rejects a reserved name with the same message as a taken one, and accepts an ordinary name', () => {
    expect(() => validateUsername('Health')).toThrow('This username is not available');
    expect(() => validateUsername('@healthz')).toThrow('This username is not available');
    expect(validateUsername('health_fan')).toBe('health_fan');
  });
});
