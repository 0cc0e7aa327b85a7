// Debian's Chromium driven by playwright-core: no browser download, the flags this machine
// needs (no background networking: the network is closed), a fresh profile per launch.
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function launchChromium(opts: { media?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...(opts.media ? MEDIA_FLAGS : [])],
  });
}

/**
 * A Chromium whose process a test can kill outright (SIGKILL: no pagehide, no unload, no
 * close frames), as a crash or a pulled plug would; `browser` is connected to it.
 */
export async function launchKillableChromium(opts: { media?: boolean } = {}): Promise<{ browser: Browser; kill(): Promise<void> }> {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...(opts.media ? MEDIA_FLAGS : [])],
  });
  const browser = await chromium.connect(server.wsEndpoint());
  return { browser, kill: () => server.kill() };
}

/** Collects the page's uncaught errors and Content Security Policy refusals into `into`. */
export function watchPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) into.push(msg.text());
  });
}
