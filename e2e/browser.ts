// Debian's Chromium driven by playwright-core: no browser download, the flags this machine
// needs (no background networking: the network is closed), a fresh profile per launch.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build, type StdinOptions } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// Types only: the stack is loaded by browserStack's start, so the scripts that only launch a
// browser (bench/, e2e/squat-video) do not load the dev environment.
import type { registerMember, Stack } from '@pulse/dev-env';

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

/** `fakeCamera`: a Y4M or MJPEG file the fake camera plays (with `media`), in a loop. */
export async function launchChromium(opts: { media?: boolean; fakeCamera?: string } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...(opts.media ? MEDIA_FLAGS : []), ...(opts.fakeCamera ? [`--use-file-for-fake-video-capture=${opts.fakeCamera}`] : [])],
  });
  return stretchToasts(browser);
}

/**
 * How many times longer a toast stays up in a test's browser (web/src/toasts/toast.ts). A
 * success toast is up 2 s; on a loaded CI machine a test's looks at the page can be further apart
 * than that, and a toast that came and went fails the test. 4 keeps the spec's order of toasts.
 */
export const TOAST_TIME_SCALE = 4;

/**
 * Every context `browser` opens sets the toast time scale before the app's scripts run, and
 * notes each toast message that appears (`seenToasts`): a test can tell a toast that never came
 * from one it looked for too late, and its failure lists what did come.
 */
function stretchToasts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript((scale) => {
      const seen: string[] = [];
      Object.assign(window, { pulseToastTimeScale: scale, pulseToastsSeen: seen });
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="toast-message"]')) {
          const text = el.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, TOAST_TIME_SCALE);
    return context;
  };
  return browser;
}

/** The toast messages this page has shown since it loaded, oldest first. */
export function seenToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { pulseToastsSeen?: string[] }).pulseToastsSeen ?? []);
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
  const browser = stretchToasts(await chromium.connect(server.wsEndpoint()));
  return { browser, kill: () => server.kill() };
}

/**
 * Collects into `into` what a member's console would show as wrong: uncaught errors, and every
 * console error or warning (a CSP refusal, a failed load, a React or Apollo warning). A screen
 * that logs one is a failing screen. `allow` names the lines a test causes on purpose (a 401
 * it sends, say), each as narrowly as it can; a line is matched with its source address after it.
 */
/**
 * Lines Chromium itself writes to a page's console about its software GL (SwiftShader, with
 * --disable-gpu), e.g. "GL Driver Message (OpenGL, Performance, ...): GPU stall due to
 * ReadPixels" when the route map reads back a frame: the machine's renderer, not the page.
 */
const BROWSER_OWN = [/^\[\.WebGL-0x[0-9a-f]+\]GL Driver Message \(OpenGL, Performance,/];

export function watchPageErrors(page: Page, into: string[], options: { allow?: RegExp[]; label?: string } = {}): void {
  const prefix = options.label ? `${options.label}: ` : '';
  const allowed = (text: string) => [...BROWSER_OWN, ...(options.allow ?? [])].some((pattern) => pattern.test(text));
  page.on('pageerror', (error) => {
    if (!allowed(error.message)) into.push(`${prefix}${error.message}`);
  });
  page.on('console', (msg) => {
    const type = msg.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = msg.text();
    const where = msg.location().url ? ` (${msg.location().url})` : '';
    if (!allowed(`${text}${where}`)) into.push(`${prefix}console.${type}: ${text}${where}`);
  });
}

/**
 * A page on loopback (a secure context, so WebCrypto is there) that runs one module bundled for
 * the browser by esbuild, as the web build bundles: an entry file, or `stdin` source. What the
 * module puts on globalThis is then reached with `page.evaluate`.
 */
export async function serveBundledPage(entry: { entryPoint: string } | { stdin: StdinOptions }): Promise<{ url: string; close(): Promise<void> }> {
  const bundle = await build({
    ...('entryPoint' in entry ? { entryPoints: [entry.entryPoint] } : { stdin: entry.stdin }),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0].text;
  const server = createServer((req, res) => {
    if (req.url === '/page.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>page</title><script type="module" src="/page.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    // The browser may still hold a keep-alive connection: close it too, or close() waits on it.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type StackMember = Awaited<ReturnType<typeof registerMember>>;

/**
 * The setup most browser tests share: a stack, a Chromium and named members. `start` (the test's
 * beforeAll) boots them and registers each member (its username gets a suffix, so a rerun
 * against the same database registers anew); `pageOf` opens a member's page, signed in, in a
 * fresh context (1280 x 900 unless told), whose console errors and warnings land in
 * `pageErrors`; `stop` (afterAll) closes them. Kept free of vitest, as bench/ imports this file.
 */
export function browserStack<K extends string>(people: Record<K, { name: string; username: string }>) {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const members = {} as Record<K, StackMember>;
  const pageErrors: string[] = [];
  return {
    pageErrors,
    members,
    get stack(): Stack {
      if (!stack) throw new Error('browserStack: start() first');
      return stack;
    },
    start: async (): Promise<void> => {
      const devEnv = await import('@pulse/dev-env');
      stack = await devEnv.startStack();
      browser = await launchChromium();
      const suffix = Date.now() % 100000;
      for (const key of Object.keys(people) as K[]) {
        members[key] = await devEnv.registerMember(stack, { name: people[key].name, username: `${people[key].username}_${suffix}` });
      }
    },
    pageOf: async (member: StackMember, label: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> => {
      if (!browser) throw new Error('browserStack: start() first');
      const context = await browser.newContext({ viewport });
      await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
      const page = await context.newPage();
      page.setDefaultTimeout(40_000);
      watchPageErrors(page, pageErrors, { label });
      return { context, page };
    },
    stop: async (): Promise<void> => {
      await browser?.close();
      await stack?.stop();
    },
  };
}

/** How far the page reaches past the screen's right edge (0 when it fits), and what sticks out most. */
export async function pageOverflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const by = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;
    let widest = '';
    let right = window.innerWidth;
    // Inside a box that scrolls or clips sideways (the tab bar) an element may reach past the edge.
    const clipped = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (clipped(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > right + 0.5 && r.width > 0) {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`;
      }
    }
    return { by, widest };
  });
}

/** '' when the page fits its window sideways (no sideways scroll), else by how much and what sticks out most. */
export async function sidewaysOverflow(page: Page): Promise<string> {
  const { by, widest } = await pageOverflow(page);
  return by > 0 ? `${by} px wider than the window (${widest})` : '';
}

/**
 * What of the named elements (by test id, the first of each) does not fit a `width`-wide screen:
 * reaching past its left or right edge, or (unless `edgesOnly`, for controls) holding content
 * wider than itself. [] when everything fits.
 */
export async function outsideScreen(page: Page, testIds: readonly string[], { width = 390, edgesOnly = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  for (const id of testIds) {
    const element = page.getByTestId(id).first();
    const box = await element.boundingBox();
    if (!box) {
      problems.push(`${id}: not shown`);
      continue;
    }
    if (box.x < 0 || box.x + box.width > width) problems.push(`${id}: from ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px`);
    if (!edgesOnly && !(await element.evaluate((node) => node.scrollWidth <= node.clientWidth))) problems.push(`${id}: its content is wider than it`);
  }
  return problems;
}
