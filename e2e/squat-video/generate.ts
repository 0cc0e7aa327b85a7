// Test videos without a camera: each squat clip (clips.ts) rendered by the mannequin page in
// headless Chromium and encoded at 30 fps to WebM, cached under .data/squat-videos/ by a hash
// of the clip and of the generator's own source, so a test pays the rendering (a few seconds
// a clip) once per machine and a change to the figure renders them again.
//
// `npx tsx e2e/squat-video/generate.ts [clip...]` writes them and prints their paths.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, serveBundledPage } from '../browser.js';
import { SQUAT_CLIPS, type SquatClip } from './clips.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CACHE = fileURLToPath(new URL('../../.data/squat-videos/', import.meta.url));

export type VideoFormat = 'webm' | 'mjpeg';

function cachePath(clip: SquatClip, format: VideoFormat): string {
  const hash = createHash('sha256').update(JSON.stringify(clip));
  for (const source of ['clips.ts', 'mannequin-page.ts', 'generate.ts']) hash.update(readFileSync(join(here, source)));
  return join(CACHE, `${clip.name}-${hash.digest('hex').slice(0, 12)}.${format}`);
}

/**
 * The video files of these clips (WebM, or MJPEG for Chromium's fake camera), rendered now for
 * any not cached yet (in one browser, one after the other).
 */
export async function squatVideos<K extends keyof typeof SQUAT_CLIPS>(names: K[], format: VideoFormat = 'webm'): Promise<Record<K, string>> {
  const paths = Object.fromEntries(names.map((name) => [name, cachePath(SQUAT_CLIPS[name], format)])) as Record<K, string>;
  const missing = names.filter((name) => !existsSync(paths[name]));
  if (!missing.length) return paths;
  mkdirSync(CACHE, { recursive: true });
  const page = await serveBundledPage({ entryPoint: join(here, 'mannequin-page.ts') });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const tab = await browser.newPage();
    await tab.goto(page.url);
    await tab.waitForFunction(() => 'recordClip' in globalThis);
    for (const name of missing) {
      const clip: SquatClip = SQUAT_CLIPS[name];
      const base64 = await tab.evaluate(([c, f]) => (globalThis as unknown as { recordClip(c: unknown, f: unknown): Promise<string> }).recordClip(c, f), [
        clip,
        format,
      ] as const);
      // Written then renamed: a run killed mid-write leaves no truncated video in the cache, and
      // two test files rendering the same clip at once each write their own part file.
      const part = `${paths[name]}.${process.pid}.part`;
      writeFileSync(part, Buffer.from(base64, 'base64'));
      renameSync(part, paths[name]);
    }
  } finally {
    await browser?.close();
    await page.close();
  }
  return paths;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2) as (keyof typeof SQUAT_CLIPS)[];
  const names = asked.length ? asked : (Object.keys(SQUAT_CLIPS) as (keyof typeof SQUAT_CLIPS)[]);
  const paths = await squatVideos(names);
  for (const name of names) console.log(`${name}\t${paths[name]}`);
}
