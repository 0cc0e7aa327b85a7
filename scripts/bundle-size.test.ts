// The web app's first download stays within its budget. Reads web/dist, rebuilt first when
// the sources are newer (as `npm test` does before the run), so it never judges a stale build.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_BYTES, initialScripts } from './bundle-size.js';
import { buildWebIfStale } from './web-build.js';

describe('web bundle budget', () => {
  beforeAll(() => buildWebIfStale(), 180_000);

  it('the entry script and everything index.html preloads are at most 225 KB gzip', () => {
    const scripts = initialScripts();
    // The entry and its shared chunks: a build that stopped preloading would look falsely small.
    expect(scripts.length).toBeGreaterThan(1);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const listing = scripts.map((s) => `${s.file} ${s.gzipBytes}`).join('\n');
    expect(total, `initial JavaScript is ${total} bytes gzip:\n${listing}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('the call screens, the call session and the media library are not part of it', () => {
    const initial = initialScripts()
      .map((s) => readFileSync(new URL(`../web/dist/${s.file}`, import.meta.url), 'utf8'))
      .join('\n');
    // Texts only the incoming-call dialog, the call overlay, the call session and mediasoup-client carry.
    expect(initial).not.toContain('incoming-call-accept');
    expect(initial).not.toContain('`call-overlay`');
    expect(initial).not.toContain('did not come back; ending the call');
    expect(initial).not.toContain('Chrome111');
  });

  it("pages' documents and the realtime socket's code load with what uses them, not before", () => {
    const initial = initialScripts()
      .map((s) => readFileSync(new URL(`../web/dist/${s.file}`, import.meta.url), 'utf8'))
      .join('\n');
    // The calendar page's own query (web/build/split-documents.ts gives each document a module).
    expect(initial).not.toContain('CalendarRecords');
    // graphql-ws's subprotocol: the socket's code is fetched when the first socket opens.
    expect(initial).not.toContain('graphql-transport-ws');
  });

  it('the export archive code (zip-append.ts, with fflate) loads when the member saves an export', () => {
    const initial = initialScripts()
      .map((s) => readFileSync(new URL(`../web/dist/${s.file}`, import.meta.url), 'utf8'))
      .join('\n');
    expect(initial).not.toContain('The downloaded file is not a valid zip archive');
  });
});
