// ts-mls in Chromium, with the suite Pulse uses (issue 19 groundwork): the library bundled for
// the browser (esbuild, as the web build will), served from loopback so WebCrypto is there,
// and a browser device taking part in a conversation with a Node device: the browser's key
// package is added by Node, it joins from Node's welcome, and each reads what the other wrote.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getCiphersuiteFromName, getCiphersuiteImpl, type CiphersuiteImpl } from 'ts-mls';
import { addMember, decrypt, encrypt, newGroup, newKeys } from '../bench/mls-suite-steps.js';
import { E2EE_CIPHERSUITE } from '../subgraphs/messaging/src/e2ee/ciphersuite.js';
import { readMlsFraming } from '../subgraphs/messaging/src/e2ee/mls-framing.js';
import { launchChromium, serveBundledPage, watchPageErrors } from './browser.js';

let served: Awaited<ReturnType<typeof serveBundledPage>>;
let browser: Browser;
let page: Page;
let impl: CiphersuiteImpl;
const pageErrors: string[] = [];

beforeAll(async () => {
  served = await serveBundledPage({ entryPoint: new URL('./mls-page.ts', import.meta.url).pathname });
  [browser, impl] = await Promise.all([launchChromium(), getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE))]);
  page = await browser.newPage();
  watchPageErrors(page, pageErrors);
  await page.goto(served.url);
  await page.waitForFunction(() => 'pulseMls' in globalThis);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

type PageDevice = Record<'keyPackage' | 'join' | 'read' | 'send', (arg: string) => Promise<string>>;
const inPage = (method: keyof PageDevice, arg: string) =>
  page.evaluate(([m, a]) => (globalThis as unknown as { pulseMls: PageDevice }).pulseMls[m as keyof PageDevice](a), [method, arg] as const);
const text = new TextEncoder();

it('a browser device generates a key package, joins from a welcome, and exchanges messages with a Node device', async () => {
  // Key package generation in the page: the X-Wing suite's HPKE and WebCrypto Ed25519 work there.
  const published = Buffer.from(await inPage('keyPackage', 'bob'), 'base64');
  expect(readMlsFraming(published)).toEqual({ kind: 'key_package', cipherSuite: E2EE_CIPHERSUITE });

  // Node's device: the same steps the bench times (bench/mls-suite-steps.ts).
  const ann = await newKeys('ann', impl);
  let group = await newGroup('c0nversation0000000000007', ann, impl);
  // The tree travels in the welcome: the page's device has nothing else to join with.
  const added = await addMember(group, published, impl, { ratchetTreeExtension: true });
  group = added.state;
  expect(await inPage('join', Buffer.from(added.welcome).toString('base64'))).toBe('1');

  const marker = `marker-${crypto.randomUUID()}`;
  const sent = await encrypt(group, text.encode(marker), impl);
  group = sent.state;
  expect(await inPage('read', Buffer.from(sent.bytes).toString('base64'))).toBe(marker);

  const read = await decrypt(group, Buffer.from(await inPage('send', `re: ${marker}`), 'base64'), impl);
  expect(new TextDecoder().decode(read.message)).toBe(`re: ${marker}`);
  expect(pageErrors).toEqual([]);
});
