// The steps of bench/mls-suites.ts, shared by its Node run and its Chromium run (bundled into
// a page): one conversation's life per iteration, each suite in turn. The steps themselves (a
// device's key package, a group, adding a member, joining from a welcome, encrypting and
// reading), bytes in and bytes out as they travel between devices, are also the devices of
// e2e/mls-browser.test.ts, in Node and bundled into its page.
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
  joinGroup,
  processPrivateMessage,
  type CiphersuiteImpl,
  type CiphersuiteName,
  type ClientState,
  type MLSMessage,
  type RatchetTree,
} from 'ts-mls';

export const BASELINE: CiphersuiteName = 'MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519';
export const SUITES: CiphersuiteName[] = [
  BASELINE,
  // Hybrid KEM (X25519 + ML-KEM-768): confidentiality against harvest-now-decrypt-later, with
  // classical Ed25519 signatures (forgery needs a quantum computer at the time, not later).
  'MLS_256_XWING_AES256GCM_SHA512_Ed25519',
  // The same with ML-DSA-87 signatures: fully post-quantum, at a cost in bytes on every message.
  'MLS_256_XWING_AES256GCM_SHA512_MLDSA87',
];
export const STEPS = ['keyPackage', 'createGroup', 'addMember', 'joinFromWelcome', 'encrypt', 'decrypt'] as const;
export type Step = (typeof STEPS)[number];

const text = new TextEncoder();
// 200 bytes: a chat message of a sentence or two once wrapped in the envelope.
export const PAYLOAD = new Uint8Array(200).map((_, i) => (i * 31) % 256);

async function time<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  into.push(performance.now() - start);
  return result;
}

export interface Bytes {
  keyPackage: number;
  welcome: number;
  commit: number;
  message: number;
}
interface SuiteRun {
  impl: CiphersuiteImpl;
  times: Record<Step, number[]>;
  bytes: Bytes;
}
export type Measured = Record<string, { times: Record<Step, number[]>; bytes: Bytes }>;

type Wireformat = MLSMessage['wireformat'];
const WIREFORMAT_NAMES: Record<Wireformat, string> = {
  mls_key_package: 'a key package',
  mls_welcome: 'a welcome',
  mls_private_message: 'a private message',
  mls_public_message: 'a public message',
  mls_group_info: 'a group info',
};

/** The bytes read as the MLS message `wireformat` names; anything else throws. */
export function decodeAs<W extends Wireformat>(bytes: Uint8Array, wireformat: W): Extract<MLSMessage, { wireformat: W }> {
  const decoded = decodeMlsMessage(bytes, 0)?.[0];
  if (decoded?.wireformat !== wireformat) throw new Error(`expected ${WIREFORMAT_NAMES[wireformat]}`);
  return decoded as Extract<MLSMessage, { wireformat: W }>;
}

export type DeviceKeys = Awaited<ReturnType<typeof generateKeyPackage>>;

/** A device's key package for `name` (a basic credential); its private half stays on the device. */
export const newKeys = (name: string, impl: CiphersuiteImpl): Promise<DeviceKeys> =>
  generateKeyPackage({ credentialType: 'basic', identity: text.encode(name) }, defaultCapabilities(), defaultLifetime, [], impl);

/** The key package as the server stores and hands it out. */
export const keyPackageBytes = (keys: DeviceKeys): Uint8Array => encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: keys.publicPackage });

export const newGroup = (id: string, keys: DeviceKeys, impl: CiphersuiteImpl): Promise<ClientState> =>
  createGroup(text.encode(id), keys.publicPackage, keys.privatePackage, [], impl);

/**
 * Adds the device whose key package arrived as bytes: the group's next state, the commit and
 * the welcome as bytes. `ratchetTreeExtension` puts the tree in the welcome, for a device that
 * joins with nothing else.
 */
export async function addMember(
  group: ClientState,
  keyPackage: Uint8Array,
  impl: CiphersuiteImpl,
  { ratchetTreeExtension = false } = {},
): Promise<{ state: ClientState; commit: Uint8Array; welcome: Uint8Array }> {
  const decoded = decodeAs(keyPackage, 'mls_key_package');
  const result = await createCommit(
    { state: group, cipherSuite: impl },
    { extraProposals: [{ proposalType: 'add', add: { keyPackage: decoded.keyPackage } }], ratchetTreeExtension },
  );
  return {
    state: result.newState,
    commit: encodeMlsMessage(result.commit),
    welcome: encodeMlsMessage({ version: 'mls10', wireformat: 'mls_welcome', welcome: result.welcome! }),
  };
}

/** Joins from a welcome that arrived as bytes; the tree comes from `ratchetTree`, else from the welcome. */
export function joinFromWelcome(welcome: Uint8Array, keys: DeviceKeys, impl: CiphersuiteImpl, ratchetTree?: RatchetTree): Promise<ClientState> {
  return joinGroup(decodeAs(welcome, 'mls_welcome').welcome, keys.publicPackage, keys.privatePackage, emptyPskIndex, impl, ratchetTree);
}

/** Encrypts for the group: its next state and the private message as bytes. */
export async function encrypt(group: ClientState, payload: Uint8Array, impl: CiphersuiteImpl): Promise<{ state: ClientState; bytes: Uint8Array }> {
  const result = await createApplicationMessage(group, payload, impl);
  return { state: result.newState, bytes: encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: result.privateMessage }) };
}

/** Reads a private message that arrived as bytes: the group's next state and what was written. Anything but an application message throws. */
export async function decrypt(group: ClientState, bytes: Uint8Array, impl: CiphersuiteImpl): Promise<{ state: ClientState; message: Uint8Array }> {
  const result = await processPrivateMessage(group, decodeAs(bytes, 'mls_private_message').privateMessage, emptyPskIndex, impl);
  if (result.kind !== 'applicationMessage') throw new Error('expected an application message');
  return { state: result.newState, message: result.message };
}

// One conversation's life as the devices see it: Ann publishes a key package and opens the
// group, Bob's key package is fetched and added, Bob joins from the welcome, Ann sends, Bob reads.
async function iteration(suite: SuiteRun, n: number): Promise<void> {
  const { impl, times } = suite;
  const ann = await time(times.keyPackage, () => newKeys(`ann-${n}`, impl));
  const bob = await newKeys(`bob-${n}`, impl);
  const bobKeyPackage = keyPackageBytes(bob);

  let annGroup = await time(times.createGroup, () => newGroup(`conversation-${n}`, ann, impl));
  const added = await time(times.addMember, () => addMember(annGroup, bobKeyPackage, impl));
  annGroup = added.state;

  let bobGroup = await time(times.joinFromWelcome, () => joinFromWelcome(added.welcome, bob, impl, annGroup.ratchetTree));

  const sent = await time(times.encrypt, () => encrypt(annGroup, PAYLOAD, impl));
  annGroup = sent.state;
  const read = await time(times.decrypt, () => decrypt(bobGroup, sent.bytes, impl));
  if (!sameBytes(read.message, PAYLOAD)) throw new Error(`${impl.name}: Bob did not read Ann's message`);
  bobGroup = read.state;

  suite.bytes = { keyPackage: bobKeyPackage.length, welcome: added.welcome.length, commit: added.commit.length, message: sent.bytes.length };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);
const noTimes = () => Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Record<Step, number[]>;

/** Raw times and sizes per suite. Runs wherever WebCrypto does: Node and Chromium alike. */
export async function measure(iterations: number): Promise<Measured> {
  const runs = new Map<CiphersuiteName, SuiteRun>();
  for (const name of SUITES) {
    runs.set(name, { impl: await getCiphersuiteImpl(getCiphersuiteFromName(name)), times: noTimes(), bytes: { keyPackage: 0, welcome: 0, commit: 0, message: 0 } });
  }
  // One untimed round so module loading and JIT warm-up are not charged to the first suite.
  for (const run of runs.values()) await iteration({ ...run, times: noTimes() }, -1);
  for (let n = 0; n < iterations; n++) for (const run of runs.values()) await iteration(run, n);
  return Object.fromEntries([...runs].map(([name, run]) => [name, { times: run.times, bytes: run.bytes }]));
}
