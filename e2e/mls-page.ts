// The page side of e2e/mls-browser.test.ts, bundled for Chromium by esbuild: one browser device
// of a conversation. Its private keys stay in this page; only MLS messages (base64) leave it.
import { getCiphersuiteFromName, getCiphersuiteImpl, type ClientState } from 'ts-mls';
import { decrypt, encrypt, joinFromWelcome, keyPackageBytes, newKeys, type DeviceKeys } from '../bench/mls-suite-steps.js';
import { E2EE_CIPHERSUITE } from '../subgraphs/messaging/src/e2ee/ciphersuite.js';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const impl = await getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE));
let keys: DeviceKeys | undefined;
let group: ClientState | undefined;

// The MLS steps are the bench's (bench/mls-suite-steps.ts): this page only keeps the device's state.
const device = {
  async keyPackage(userId: string): Promise<string> {
    keys = await newKeys(userId, impl);
    return toBase64(keyPackageBytes(keys));
  },
  async join(welcome: string): Promise<string> {
    if (!keys) throw new Error('expected a welcome after a key package');
    group = await joinFromWelcome(fromBase64(welcome), keys, impl);
    return String(group.groupContext.epoch);
  },
  async read(base64: string): Promise<string> {
    if (!group) throw new Error('expected a private message in a joined group');
    const read = await decrypt(group, fromBase64(base64), impl);
    group = read.state;
    return new TextDecoder().decode(read.message);
  },
  async send(body: string): Promise<string> {
    if (!group) throw new Error('not in a group');
    const sent = await encrypt(group, new TextEncoder().encode(body), impl);
    group = sent.state;
    return toBase64(sent.bytes);
  },
};
(globalThis as unknown as { pulseMls: typeof device }).pulseMls = device;
