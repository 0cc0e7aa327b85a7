// ts-mls in Chromium, with the suite Pulse uses (issue 19 groundwork): the library bundled for
// the browser (esbuild, as the web build will), served from loopback so WebCrypto is there,
// and a browser device taking part in a conversation with a Node device: the browser's key
// package is added by Node, it joins from Node's welcome, and each reads what the other wrote.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createApplicationMessage,
  createCommit,
  createGroup,
  decodeMlsMessage,
  defaultCapabilities,
  defaultLifetime,
  emptyPskIndex,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  processPrivateMessage,
  type CiphersuiteImpl,
  type ClientState,
} from 'ts-mls';
import { E2EE_CIPHERSUITE } from '../subgraphs/messaging/src/e2ee/ciphersuite.js';
import { readMlsFraming } from '../subgraphs/messaging/src/e2ee/mls-framing.js';
import { launchChromium, watchPageErrors } from './browser.js';

let server: Server;
let browser: Browser;
let page: Page;
let impl: CiphersuiteImpl;
const pageErrors: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('./mls-page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0].text;
  server = createServer((req, res) => {
    if (req.url === '/mls.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>mls</title><script type="module" src="/mls.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  [browser, impl] = await Promise.all([launchChromium(), getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE))]);
  page = await browser.newPage();
  watchPageErrors(page, pageErrors);
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => 'pulseMls' in globalThis);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

type PageDevice = Record<'keyPackage' | 'join' | 'read' | 'send', (arg: string) => Promise<string>>;
const inPage = (method: keyof PageDevice, arg: string) =>
  page.evaluate(([m, a]) => (globalThis as unknown as { pulseMls: PageDevice }).pulseMls[m as keyof PageDevice](a), [method, arg] as const);
const text = new TextEncoder();

it('a browser device generates a key package, joins from a welcome, and exchanges messages with a Node device', async () => {
  // Key package generation in the page: the X-Wing suite's HPKE and WebCrypto Ed25519 work there.
  const published = Buffer.from(await inPage('keyPackage', 'bob'), 'base64');
  expect(readMlsFraming(published)).toEqual({ kind: 'key_package', cipherSuite: E2EE_CIPHERSUITE });
  const decoded = decodeMlsMessage(published, 0)![0];
  if (decoded.wireformat !== 'mls_key_package') throw new Error('expected a key package');

  const ann = await generateKeyPackage({ credentialType: 'basic', identity: text.encode('ann') }, defaultCapabilities(), defaultLifetime, [], impl);
  let group: ClientState = await createGroup(text.encode('c0nversation0000000000007'), ann.publicPackage, ann.privatePackage, [], impl);
  const added = await createCommit(
    { state: group, cipherSuite: impl },
    { extraProposals: [{ proposalType: 'add', add: { keyPackage: decoded.keyPackage } }], ratchetTreeExtension: true },
  );
  group = added.newState;
  const welcome = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_welcome', welcome: added.welcome! });
  expect(await inPage('join', Buffer.from(welcome).toString('base64'))).toBe('1');

  const marker = `marker-${crypto.randomUUID()}`;
  const sent = await createApplicationMessage(group, text.encode(marker), impl);
  group = sent.newState;
  const bytes = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: sent.privateMessage });
  expect(await inPage('read', Buffer.from(bytes).toString('base64'))).toBe(marker);

  const reply = decodeMlsMessage(Buffer.from(await inPage('send', `re: ${marker}`), 'base64'), 0)![0];
  if (reply.wireformat !== 'mls_private_message') throw new Error('expected a private message');
  const read = await processPrivateMessage(group, reply.privateMessage, emptyPskIndex, impl);
  expect(read.kind).toBe('applicationMessage');
  expect(read.kind === 'applicationMessage' && new TextDecoder().decode(read.message)).toBe(`re: ${marker}`);
  expect(pageErrors).toEqual([]);
});
