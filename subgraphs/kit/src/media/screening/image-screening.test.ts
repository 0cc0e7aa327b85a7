// The real classifier (nsfwjs's bundled MobileNetV2 on the wasm backend, in its worker) on real
// images: a solid-colour PNG, the JPEG and PNGs that npm packages in node_modules ship, and
// bytes that are no image. Then the thresholds, and fairness between members (kit's
// fair-turns.ts, asserted by order, never by time).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { fairTurns } from '../../fair-turns.js';
import { isSuspicious, screenImage, screeningCounts, ScreeningFailedError, type ScreeningScores } from './image-screening.js';

const require = createRequire(import.meta.url);
const settings = { timeoutMs: 60_000 };
const fileOf = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file));
const sum = (s: ScreeningScores) => s.Porn + s.Hentai + s.Sexy + s.Neutral + s.Drawing;

describe('screenImage, the real classifier', () => {
  it('scores a solid-colour PNG and npm-shipped images as harmless, five classes summing to 1, the model loaded once', async () => {
    const before = screeningCounts();
    const grey = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const images = [grey, fileOf('playwright-core', 'lib/server/chromium/appIcon.png'), fileOf('fengari', 'logo.png')];
    for (const bytes of images) {
      const scores = await screenImage('m1', () => Promise.resolve(bytes), settings);
      expect(Object.keys(scores).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
      expect(sum(scores)).toBeCloseTo(1, 3);
      expect(scores.Porn + scores.Hentai).toBeLessThan(0.1);
      expect(scores.Sexy).toBeLessThan(0.1);
      expect(isSuspicious(scores, { pornHentaiThreshold: 0.6, sexyThreshold: 0.9 })).toBe(false);
    }
    // The icons are plainly Neutral (a photo-like logo), not Drawing or Porn.
    const icon = await screenImage('m1', () => Promise.resolve(fileOf('fengari', 'logo.png')), settings);
    expect(icon.Neutral).toBeGreaterThan(0.9);
    const after = screeningCounts();
    expect(after.classified - before.classified).toBe(4);
    expect(after.workersStarted - before.workersStarted).toBeLessThanOrEqual(1);
  }, 60_000);

  it('fails an image that does not decode and one that cannot be read, and carries on with the next', async () => {
    const notImage = screenImage('m2', () => Promise.resolve(new TextEncoder().encode('not an image at all')), settings);
    await expect(notImage).rejects.toBeInstanceOf(ScreeningFailedError);
    await expect(notImage).rejects.toMatchObject({ reason: 'FAILED' });
    await expect(screenImage('m2', () => Promise.reject(new Error('gone')), settings)).rejects.toMatchObject({ reason: 'FAILED' });
    const jpeg = fileOf('autocannon', 'test/j5.jpeg');
    const scores = await screenImage('m2', () => Promise.resolve(jpeg), settings);
    expect(sum(scores)).toBeCloseTo(1, 3);
  }, 60_000);

  it('times out a classification that takes too long and replaces the worker', async () => {
    // 1 ms cannot hold even the message's round trip: the worker is ended and the image failed.
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    await expect(screenImage('m3', () => Promise.resolve(red), { timeoutMs: 1 })).rejects.toMatchObject({ reason: 'TIMEOUT' });
    const before = screeningCounts().workersStarted;
    const scores = await screenImage('m3', () => Promise.resolve(red), settings);
    expect(sum(scores)).toBeCloseTo(1, 3);
    expect(screeningCounts().workersStarted).toBe(before + 1);
  }, 60_000);
});

describe('isSuspicious', () => {
  const scores = (s: Partial<ScreeningScores>): ScreeningScores => ({ Porn: 0, Hentai: 0, Sexy: 0, Neutral: 0, Drawing: 0, ...s });
  const t = { pornHentaiThreshold: 0.6, sexyThreshold: 0.9 };
  it('adds Porn and Hentai against T1 and compares Sexy with T2, each inclusive', () => {
    expect(isSuspicious(scores({ Porn: 0.3, Hentai: 0.3 }), t)).toBe(true);
    expect(isSuspicious(scores({ Porn: 0.3, Hentai: 0.29, Neutral: 0.41 }), t)).toBe(false);
    expect(isSuspicious(scores({ Sexy: 0.9 }), t)).toBe(true);
    expect(isSuspicious(scores({ Sexy: 0.89, Porn: 0.1 }), t)).toBe(false);
  });
});

describe('fairTurns', () => {
  /** Work that finishes when the test says so, recording when it started. */
  function gate(started: string[], name: string) {
    let open!: () => void;
    const done = new Promise<void>((resolve) => (open = resolve));
    return { work: () => (started.push(name), done.then(() => name)), open: () => open() };
  }

  it('serves a member with one image before the rest of a member with a long line, one of each member at a time', async () => {
    const turns = fairTurns(1);
    const started: string[] = [];
    const a = Array.from({ length: 5 }, (_, i) => gate(started, `a${i + 1}`));
    const runs = a.map((g) => turns.run('a', g.work));
    const b = gate(started, 'b1');
    const bRun = turns.run('b', b.work);
    expect(started).toEqual(['a1']);
    expect(turns.waiting('a')).toBe(4);
    a[0].open();
    await runs[0];
    // b's only image goes next, not a2.
    await Promise.resolve();
    expect(started).toEqual(['a1', 'b1']);
    b.open();
    await bRun;
    for (let i = 1; i < 5; i += 1) {
      a[i].open();
      await runs[i];
    }
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
    expect(turns.waiting()).toBe(0);
  });

  it('with two places never runs two of one member at once, and a failure frees the place', async () => {
    const turns = fairTurns(2);
    const started: string[] = [];
    const a1 = gate(started, 'a1');
    const a2 = gate(started, 'a2');
    const c1 = gate(started, 'c1');
    const runs = [turns.run('a', a1.work), turns.run('a', a2.work), turns.run('c', c1.work)];
    expect(started).toEqual(['a1', 'c1']);
    const failing = turns.run('d', () => Promise.reject(new Error('boom')));
    c1.open();
    await runs[2];
    await expect(failing).rejects.toThrow('boom');
    expect(started).toEqual(['a1', 'c1']);
    a1.open();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual(['a1', 'c1', 'a2']);
    a2.open();
    await runs[1];
  });
});
