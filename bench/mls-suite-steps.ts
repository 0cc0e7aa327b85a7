// The steps of bench/mls-suites.ts, shared by its Node run and its Chromium run (bundled into
// a page): one conversation's life per iteration, each suite in turn.
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

// One conversation's life as the devices see it: Ann publishes a key package and opens the
// group, Bob's key package is fetched and added, Bob joins from the welcome, Ann sends, Bob reads.
async function iteration(suite: SuiteRun, n: number): Promise<void> {
  const { impl, times } = suite;
  const credential = (name: string) => ({ credentialType: 'basic' as const, identity: text.encode(name) });
  const ann = await time(times.keyPackage, () => generateKeyPackage(credential(`ann-${n}`), defaultCapabilities(), defaultLifetime, [], impl));
  const bob = await generateKeyPackage(credential(`bob-${n}`), defaultCapabilities(), defaultLifetime, [], impl);
  const keyPackageBytes = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: bob.publicPackage });

  let annGroup = await time(times.createGroup, () => createGroup(text.encode(`conversation-${n}`), ann.publicPackage, ann.privatePackage, [], impl));
  const added = await time(times.addMember, async () => {
    const decoded = decodeMlsMessage(keyPackageBytes, 0)![0];
    if (decoded.wireformat !== 'mls_key_package') throw new Error('expected a key package');
    const result = await createCommit({ state: annGroup, cipherSuite: impl }, { extraProposals: [{ proposalType: 'add', add: { keyPackage: decoded.keyPackage } }] });
    return {
      result,
      commit: encodeMlsMessage(result.commit),
      welcome: encodeMlsMessage({ version: 'mls10', wireformat: 'mls_welcome', welcome: result.welcome! }),
    };
  });
  annGroup = added.result.newState;

  let bobGroup = await time(times.joinFromWelcome, async () => {
    const decoded = decodeMlsMessage(added.welcome, 0)![0];
    if (decoded.wireformat !== 'mls_welcome') throw new Error('expected a welcome');
    return joinGroup(decoded.welcome, bob.publicPackage, bob.privatePackage, emptyPskIndex, impl, annGroup.ratchetTree);
  });

  const sent = await time(times.encrypt, async () => {
    const result = await createApplicationMessage(annGroup, PAYLOAD, impl);
    return { result, bytes: encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: result.privateMessage }) };
  });
  annGroup = sent.result.newState;
  const read = await time(times.decrypt, async () => {
    const decoded = decodeMlsMessage(sent.bytes, 0)![0];
    if (decoded.wireformat !== 'mls_private_message') throw new Error('expected a private message');
    return processPrivateMessage(bobGroup, decoded.privateMessage, emptyPskIndex, impl);
  });
  if (read.kind !== 'applicationMessage' || !sameBytes(read.message, PAYLOAD)) throw new Error(`${impl.name}: Bob did not read Ann's message`);
  bobGroup = read.newState;

  suite.bytes = { keyPackage: keyPackageBytes.length, welcome: added.welcome.length, commit: added.commit.length, message: sent.bytes.length };
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
