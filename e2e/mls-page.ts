// The page side of e2e/mls-browser.test.ts, bundled for Chromium by esbuild: one browser device
// of a conversation. Its private keys stay in this page; only MLS messages (base64) leave it.
import {
  createApplicationMessage,
  decodeMlsMessage,
  defaultCapabilities,
  defaultLifetime,
  emptyPskIndex,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  joinGroup,
  processPrivateMessage,
  type ClientState,
} from 'ts-mls';
import { E2EE_CIPHERSUITE } from '../subgraphs/messaging/src/e2ee/ciphersuite.js';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
function decode(base64: string) {
  const decoded = decodeMlsMessage(fromBase64(base64), 0);
  if (!decoded) throw new Error('not an MLS message');
  return decoded[0];
}

const impl = await getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE));
let keys: Awaited<ReturnType<typeof generateKeyPackage>> | undefined;
let group: ClientState | undefined;

const device = {
  async keyPackage(userId: string): Promise<string> {
    keys = await generateKeyPackage({ credentialType: 'basic', identity: new TextEncoder().encode(userId) }, defaultCapabilities(), defaultLifetime, [], impl);
    return toBase64(encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: keys.publicPackage }));
  },
  async join(welcome: string): Promise<string> {
    const message = decode(welcome);
    if (message.wireformat !== 'mls_welcome' || !keys) throw new Error('expected a welcome after a key package');
    group = await joinGroup(message.welcome, keys.publicPackage, keys.privatePackage, emptyPskIndex, impl);
    return String(group.groupContext.epoch);
  },
  async read(base64: string): Promise<string> {
    const message = decode(base64);
    if (message.wireformat !== 'mls_private_message' || !group) throw new Error('expected a private message in a joined group');
    const result = await processPrivateMessage(group, message.privateMessage, emptyPskIndex, impl);
    group = result.newState;
    if (result.kind !== 'applicationMessage') throw new Error('expected an application message');
    return new TextDecoder().decode(result.message);
  },
  async send(body: string): Promise<string> {
    if (!group) throw new Error('not in a group');
    const result = await createApplicationMessage(group, new TextEncoder().encode(body), impl);
    group = result.newState;
    return toBase64(encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: result.privateMessage }));
  },
};
(globalThis as unknown as { pulseMls: typeof device }).pulseMls = device;
