// End-to-end encryption as members live it, in Chromium against the real stack (issue 19): each
// browser becomes an MLS device when its member opens Messages; a new conversation gets its
// group before the first word; text, replies and reactions travel encrypted and read on the
// other side, while no column of any schema holds what was written; a reload shows what this
// browser read (kept sealed in IndexedDB); a Node client of the protocol talks with a browser;
// a member's second browser is added to the group and reads from when it joined.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { columnsHolding, gql, ok, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { TestDevice } from '@pulse/dev-env/mls';
import { launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let ann: Member;
let bob: Member;
let carl: Member;
let A: Page;
let B: Page;
let conversationId: string;
let storageDir: string;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
const marker = () => `marker-${randomBytes(8).toString('hex')}`;

async function memberPage(member: Member, token = member.token): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  watchPageErrors(page, pageErrors, { label: member.input.name });
  return page;
}

const api = <T = any>(query: string, variables: Record<string, unknown>, member: Member) => gql<T>(stack.graphqlUrl, query, variables, member.token);
const MY_DEVICES = '{ myDevices { id keyPackagesAvailable hasLastResortKeyPackage } }';
const devicesOf = async (member: Member) =>
  ok(await api(MY_DEVICES, {}, member)).myDevices as { id: string; keyPackagesAvailable: number; hasLastResortKeyPackage: boolean }[];
const message = (page: Page, text: string): Locator => page.getByTestId('message').filter({ has: page.getByTestId('message-body').getByText(text, { exact: true }) });
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 15_000, interval: 100, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);
/** Ann's conversation in a list of conversations. */
const annRow = (page: Page) => page.getByTestId('conversation-row').filter({ hasText: ann.input.name });
const encryptedOnServer = async (member: Member, id: string) =>
  ok(await api('query($id: ID!) { conversation(id: $id) { encrypted groupEpoch } }', { id }, member)).conversation;

/** Every file the messaging subgraph stored, read whole. */
function storedFiles(dir = storageDir): Buffer[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [readFileSync(path)];
  });
}

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-e2ee-chat-'));
  stack = await startStack({ env: { STORAGE_DIR: storageDir } });
  browser = await launchChromium();
  const tag = Date.now() % 100000;
  ann = await registerMember(stack, { name: 'Ann Cipher', username: `ann_${tag}` });
  bob = await registerMember(stack, { name: 'Bob Cipher', username: `bob_${tag}` });
  carl = await registerMember(stack, { name: 'Carl Node', username: `carl_${tag}` });
  [A, B] = await Promise.all([memberPage(ann), memberPage(bob)]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

// Several browsers, each running MLS in JavaScript: a step takes seconds on a loaded two-core machine.
describe('end-to-end encrypted chat in the browser', { timeout: 90_000 }, () => {
  it('makes each browser a device with key packages when its member opens Messages', async () => {
    await Promise.all([A.goto(`${stack.url}/messages`), B.goto(`${stack.url}/messages`)]);
    for (const member of [ann, bob]) {
      await eventually(async () => (await devicesOf(member)).map((d) => d.keyPackagesAvailable >= 5 && d.hasLastResortKeyPackage)).toEqual([true]);
    }
    // A reload is the same device, not a new one.
    await A.reload();
    await A.getByTestId('new-message-button').waitFor();
    await eventually(async () => (await devicesOf(ann)).length).toBe(1);
  });

  it('gives a new conversation its group before the first word, with the true banner', async () => {
    await A.getByTestId('new-message-button').click();
    await A.getByPlaceholder('Search users...').fill(bob.input.username);
    await A.getByTestId('new-message-result')
      .filter({ hasText: `@${bob.input.username}` })
      .click();
    await A.waitForURL((url) => /^\/messages\/[^/]+$/.test(url.pathname));
    conversationId = new URL(A.url()).pathname.split('/')[2];
    await eventually(() => encryptedOnServer(ann, conversationId)).toEqual({ encrypted: true, groupEpoch: 1 });
    await eventually(() => textOf(A.getByTestId('encryption-banner'))).toContain('Your messages are end-to-end encrypted');
  });

  it('exchanges text, a reply and a reaction that the server holds only as ciphertext', async () => {
    const first = `run at 7? ${marker()}`;
    await A.getByTestId('composer-input').fill(first);
    await A.keyboard.press('Enter');
    await message(A, first).waitFor();

    // Bob's browser joins from the Welcome and decrypts: in the list's preview, then in the chat.
    await eventually(() => textOf(B.getByTestId('conversation-preview'))).toBe(first);
    await B.getByTestId('conversation-row').click();
    await message(B, first).waitFor();
    await eventually(() => textOf(B.getByTestId('encryption-banner'))).toContain('Your messages are end-to-end encrypted');

    // A reply: its quote travels inside the ciphertext.
    const reply = `yes, at the gate ${marker()}`;
    await message(B, first).hover();
    await message(B, first).getByTestId('message-menu').click();
    await B.getByTestId('menu-reply').click();
    await B.getByTestId('composer-input').fill(reply);
    await B.keyboard.press('Enter');
    await message(A, reply).waitFor();
    expect(await message(A, reply).getByTestId('message-quote').textContent()).toContain(first);

    // A reaction: an encrypted message of kind REACTION, shown as a chip, never as a bubble.
    await message(B, first).hover();
    await message(B, first).getByTestId('message-react').click();
    await B.locator('[data-testid=quick-reaction][data-emoji="👍"]').click();
    const chip = (page: Page) => message(page, first).locator('[data-testid=reaction-chip][data-emoji="👍"]');
    await eventually(() => textOf(chip(A).getByTestId('reaction-count'))).toBe('1');
    expect(await chip(B).getAttribute('data-mine')).toBe('true');
    expect(await A.getByTestId('message-body').allTextContents()).toEqual([first, reply]);
    // Toggled off again, on both sides.
    await chip(B).click();
    await chip(A).waitFor({ state: 'detached' });

    // The server: envelopes only. No column of any schema holds either text.
    const stored = ok(await api('query($c: ID) { messages(conversationId: $c, first: 10) { nodes { body envelope { kind } } } }', { c: conversationId }, ann)).messages
      .nodes;
    expect(stored.map((m: { body: string; envelope: { kind: string } }) => `${m.envelope.kind}:${m.body}`)).toEqual(['MESSAGE:', 'MESSAGE:', 'REACTION:', 'REACTION:']);
    for (const text of [first, reply]) expect(await columnsHolding(stack, text.split(' ').pop()!)).toEqual([]);

    // What this browser read stays readable after a reload (MLS would not decrypt it twice).
    await B.reload();
    await message(B, first).waitFor();
    await message(B, reply).waitFor();
  });

  it('sends a photo encrypted in the browser: the server keeps ciphertext, the other side sees the picture', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await A.goto(`${stack.url}/messages/${conversationId}`);
    await A.getByTestId('composer-plus').click();
    await A.getByTestId('plus-media').click();
    await A.getByTestId('upload-input').setInputFiles([{ name: 'track.png', mimeType: 'image/png', buffer: png }]);
    const uploads: string[] = [];
    A.on('request', (request) => {
      if (request.url().endsWith('/api/messages/media')) uploads.push(request.headers()['content-type'] ?? '');
    });
    await A.getByRole('button', { name: 'Send 1 file(s)' }).click();
    await A.getByTestId('upload-media-dialog').waitFor({ state: 'detached' });
    expect(uploads).toEqual(['application/octet-stream']);

    // Bob's browser fetches the ciphertext, checks and decrypts it, and shows the picture.
    await B.goto(`${stack.url}/messages/${conversationId}`);
    const media = B.getByTestId('message-media').last().locator('img');
    await media.waitFor();
    expect(await media.getAttribute('src')).toMatch(/^blob:/);
    await eventually(() => media.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);
    await eventually(() => textOf(B.getByTestId('conversation-preview').first())).toBe(`${ann.input.name} sent a photo`);

    // Stored: not the picture. The PNG's pixel data is in no stored file and no column.
    const stored = storedFiles();
    expect(stored.length).toBeGreaterThan(0);
    const pixels = png.subarray(png.indexOf('IDAT') - 4);
    expect(stored.some((bytes) => bytes.includes(pixels))).toBe(false);
    expect(await columnsHolding(stack, 'track.png')).toEqual([]);
  });

  it('talks with a Node client of the protocol', async () => {
    const C = await TestDevice.register(stack.graphqlUrl, carl, 'node client');
    await C.publish(3, true);
    const { createConversation } = ok(await api('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, carl));
    const withCarl: string = createConversation.id;
    await C.createGroup(withCarl);
    ok(await C.send(withCarl, await C.addOthers(withCarl)));
    const hello = `hello from node ${marker()}`;
    const sent = ok(
      await C.ask('mutation($c: ID!, $i: EncryptedMessageInput!) { sendEncryptedMessage(conversationId: $c, input: $i) { id } }', {
        c: withCarl,
        i: { deviceId: C.id, mls: await C.encrypt(withCarl, JSON.stringify({ v: 1, body: hello, replyTo: null })) },
      }),
    );
    expect(sent.sendEncryptedMessage.id).toBeTruthy();

    await B.goto(`${stack.url}/messages/${withCarl}`);
    await message(B, hello).waitFor();
    const answer = `hello from the browser ${marker()}`;
    await B.getByTestId('composer-input').fill(answer);
    await B.keyboard.press('Enter');
    await message(B, answer).waitFor();

    type Node = { senderId: string; envelope: { mls: string } };
    const fromBobOf = async () =>
      (
        ok(await C.ask('query($c: ID) { messages(conversationId: $c, first: 10) { nodes { senderId envelope { mls } } } }', { c: withCarl })).messages.nodes as Node[]
      ).find((n) => n.senderId === bob.user.id);
    await eventually(fromBobOf).toBeTruthy();
    const fromBob = (await fromBobOf())!;
    expect(JSON.parse(await C.decrypt(withCarl, fromBob.envelope.mls))).toEqual({ v: 1, body: answer, replyTo: null });

    // A tampered ciphertext and a replayed one reach the browser (the delivery service cannot
    // tell): it opens neither, says so, and goes on reading.
    const SEND = 'mutation($c: ID!, $i: EncryptedMessageInput!) { sendEncryptedMessage(conversationId: $c, input: $i) { id } }';
    const original = await C.encrypt(withCarl, JSON.stringify({ v: 1, body: `once only ${marker()}`, replyTo: null }));
    const tampered = await C.encrypt(withCarl, JSON.stringify({ v: 1, body: 'tampered', replyTo: null }));
    const tamperedBytes = Buffer.from(tampered, 'base64');
    tamperedBytes[tamperedBytes.length - 5] ^= 0xff;
    for (const mls of [original, original, tamperedBytes.toString('base64')]) ok(await C.ask(SEND, { c: withCarl, i: { deviceId: C.id, mls } }));
    const after = `still reading ${marker()}`;
    ok(await C.ask(SEND, { c: withCarl, i: { deviceId: C.id, mls: await C.encrypt(withCarl, JSON.stringify({ v: 1, body: after, replyTo: null })) } }));
    await message(B, after).waitFor();
    const bodies = await B.getByTestId('message-body').allTextContents();
    expect(bodies.filter((b) => b.startsWith('once only'))).toHaveLength(1);
    expect(bodies.filter((b) => b === 'This message can’t be decrypted on this device.')).toHaveLength(2);
    expect(bodies).not.toContain('tampered');
  });

  it('searches encrypted messages on the device', async () => {
    await B.goto(`${stack.url}/messages`);
    const search = B.getByTestId('conversation-search');
    await search.fill('the gate');
    const row = B.getByTestId('conversation-row');
    await eventually(() => row.count()).toBe(1);
    expect(await row.getByTestId('conversation-name').textContent()).toBe(ann.input.name);
    expect(await row.getByTestId('conversation-match').textContent()).toMatch(/^yes, at the gate marker-/);
    await search.fill('nothing anyone wrote');
    await B.getByTestId('no-conversation-matches').waitFor();
    await search.fill('');
  });

  it('lets both members compare the security code, and mark it verified', async () => {
    const codeOn = async (page: Page) => {
      await page.goto(`${stack.url}/messages/${conversationId}`);
      await page.getByTestId('chat-info').click();
      await page.getByTestId('verify-security-code').click();
      const dialog = page.getByTestId('security-code-dialog');
      // The code as a QR code to scan instead, drawn as an SVG pattern, and in twelve groups.
      await dialog.getByTestId('security-code-qr').waitFor();
      expect(await dialog.locator('[data-testid=security-code-qr] svg path').count()).toBeGreaterThan(0);
      expect((await dialog.getByTestId('security-code-qr').boundingBox())?.width).toBeGreaterThanOrEqual(200);
      return (await dialog.getByTestId('security-code-group').allTextContents()).join(' ');
    };
    const [onA, onB] = [await codeOn(A), await codeOn(B)];
    expect(onA).toMatch(/^(\d{5} ){11}\d{5}$/);
    expect(onB).toBe(onA);
    for (const page of [A, B]) {
      await page.getByTestId('security-code-verify').click();
      await page.getByTestId('security-code-verified').waitFor();
      await page.keyboard.press('Escape');
    }
    expect(await A.getByTestId('key-change-warning').count()).toBe(0);
  });

  it("adds a member's second browser to the group; it reads from when it joined", async () => {
    const B2 = await memberPage(bob);
    await B2.goto(`${stack.url}/messages`);
    await eventually(async () => (await devicesOf(bob)).filter((d) => d.keyPackagesAvailable >= 5).length).toBe(2);

    // Ann's next send adds the new device first (a commit with its Welcome), then encrypts.
    const later = `after the second browser ${marker()}`;
    await A.getByTestId('composer-input').fill(later);
    await A.keyboard.press('Enter');
    await message(A, later).waitFor();

    // Its list shows the message decrypted (it is in the group, its state kept) before it opens
    // the chat: leaving the page in the middle of joining is the known gap the note describes.
    await eventually(() => textOf(annRow(B2).getByTestId('conversation-preview')), { timeout: 60_000 }).toBe(later);
    await B2.goto(`${stack.url}/messages/${conversationId}`);
    await message(B2, later).waitFor();
    // Sent before it joined: it says so rather than pretend.
    await eventually(() => B2.getByTestId('message-body').allTextContents()).toContain('This message can’t be decrypted on this device.');
    // Bob's first browser reads on, in the new epoch; what it sends reaches his second browser.
    await B.goto(`${stack.url}/messages/${conversationId}`);
    await message(B, later).waitFor();
    const fromLaptop = `from my other browser ${marker()}`;
    await B.getByTestId('composer-input').fill(fromLaptop);
    await B.keyboard.press('Enter');
    await message(B2, fromLaptop).waitFor();
    expect(await message(B2, fromLaptop).getAttribute('data-own')).toBe('true');
    expect((await encryptedOnServer(ann, conversationId)).groupEpoch).toBe(2);

    // Bob's keys changed (a device more): Ann's chat says so until she verifies the new code.
    await A.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(A.getByTestId('key-change-warning'))).toContain(`${bob.input.name}’s security code changed`);
    await A.getByTestId('key-change-verify').click();
    await A.getByTestId('security-code-verify').click();
    await A.getByTestId('security-code-verified').waitFor();
    await A.keyboard.press('Escape');
    await A.getByTestId('key-change-warning').waitFor({ state: 'detached' });
  });

  it('warns the other member when one resets their keys', async () => {
    // Bob resets this browser's keys: its device is gone, and opening Messages makes a new one.
    await B.goto(`${stack.url}/about`);
    await B.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const req = indexedDB.deleteDatabase('pulse-e2ee');
          req.onsuccess = () => resolve(null);
          req.onerror = () => reject(new Error(String(req.error)));
        }),
    );
    await B.goto(`${stack.url}/messages`);
    await eventually(async () => (await devicesOf(bob)).filter((d) => d.keyPackagesAvailable >= 5).length).toBe(3);

    const after = `after the reset ${marker()}`;
    await A.getByTestId('composer-input').fill(after);
    await A.keyboard.press('Enter');
    await eventually(() => textOf(A.getByTestId('key-change-warning'))).toContain(`${bob.input.name}’s security code changed`);
    await eventually(() => textOf(annRow(B).getByTestId('conversation-preview')), { timeout: 60_000 }).toBe(after);
    await B.goto(`${stack.url}/messages/${conversationId}`);
    await message(B, after).waitFor();
  });

  it("restores older history on a member's new browser from the key backup; a wrong phrase changes nothing", async () => {
    // Ann turns the backup on in the browser that read everything so far.
    await A.goto(`${stack.url}/messages`);
    await A.getByTestId('key-backup-button').click();
    await A.getByTestId('key-backup-create').click();
    const words = await A.getByTestId('recovery-word').allTextContents();
    expect(words).toHaveLength(12);
    await A.getByTestId('key-backup-confirm').click();
    await A.getByTestId('key-backup-on').waitFor();
    await A.keyboard.press('Escape');
    const BACKUP = '{ myKeyBackup { segments } }';
    await eventually(async () => ok(await api(BACKUP, {}, ann)).myKeyBackup.segments).toBeGreaterThan(0);
    // The server holds ciphertext: not the phrase, not a word of the history.
    expect(await columnsHolding(stack, words.join(' '))).toEqual([]);
    expect(await columnsHolding(stack, 'run at 7?')).toEqual([]);

    // A new browser of Ann's: a device that joined now, which cannot read what came before.
    // Its own session, so that logging it out below ends no other.
    const LOGIN = 'mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { token } }';
    const session = ok(await gql(stack.graphqlUrl, LOGIN, { email: ann.input.email, password: ann.input.password })).login.token as string;
    const A2 = await memberPage(ann, session);
    await A2.goto(`${stack.url}/messages`);
    await eventually(async () => (await devicesOf(ann)).filter((d) => d.keyPackagesAvailable >= 5).length).toBe(2);
    // Bob's next send adds it to the group; it reads that, and not what came before.
    const welcome = `welcome, new browser ${marker()}`;
    await B.getByTestId('composer-input').fill(welcome);
    await B.keyboard.press('Enter');
    await message(B, welcome).waitFor();
    // Its list shows the message decrypted (it joined and kept the group) before it opens the
    // chat: leaving the page in the middle of joining is the known gap the note describes.
    await eventually(() => textOf(A2.getByTestId('conversation-preview')), { timeout: 60_000 }).toBe(welcome);
    await A2.goto(`${stack.url}/messages/${conversationId}`);
    await message(A2, welcome).waitFor();
    await eventually(() => A2.getByTestId('message-body').allTextContents()).toContain('This message can’t be decrypted on this device.');

    await A2.getByTestId('key-backup-button').click();
    const input = A2.getByTestId('recovery-phrase-input');
    await input.fill('these are not twelve words');
    await A2.getByTestId('key-backup-restore').click();
    await eventually(() => textOf(A2.getByTestId('key-backup-error'))).toBe('That is not a recovery phrase: check the 12 words.');
    await input.fill(entropyToMnemonic(randomBytes(16), wordlist));
    await A2.getByTestId('key-backup-restore').click();
    await eventually(() => textOf(A2.getByTestId('key-backup-error'))).toBe('That recovery phrase does not open your key backup.');
    await input.fill(words.join(' ').toUpperCase());
    await A2.getByTestId('key-backup-restore').click();
    await A2.getByTestId('key-backup-on').waitFor();
    await A2.keyboard.press('Escape');
    // What was sent before this browser existed now shows, the photo's text and the first words too.
    await eventually(() => A2.getByTestId('message-body').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^run at 7\? marker-/)]));
    expect(await A2.getByTestId('message-body').allTextContents()).not.toContain('This message can’t be decrypted on this device.');

    // Logging out removes the browser from Ann's devices; Bob's next send removes it from the group.
    const a2Devices = await devicesOf(ann);
    await A2.getByTestId('user-menu-button').click();
    await A2.getByTestId('logout-menu-item').click();
    await A2.waitForURL((url) => url.pathname === '/login');
    await eventually(async () => (await devicesOf(ann)).length).toBe(a2Devices.length - 1);
    const epoch = (await encryptedOnServer(ann, conversationId)).groupEpoch;
    await B.getByTestId('composer-input').fill(`after Ann's logout ${marker()}`);
    await B.keyboard.press('Enter');
    await eventually(async () => (await encryptedOnServer(ann, conversationId)).groupEpoch).toBe(epoch + 1);
  });

  it('raised no page errors or CSP violations', () => {
    expect(pageErrors).toEqual([]);
  });
});
