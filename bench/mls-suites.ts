// Does the post-quantum hybrid MLS suite perform well enough to be the one Pulse uses (issue 19)?
// Every step a device takes in a conversation, timed for the default suite (the baseline,
// X25519 / AES-128-GCM / Ed25519) and for the X-Wing suites in the same run, plus the bytes
// each puts on the wire. Suites take turns inside each iteration so a busy moment on the shared
// machine lands on all of them, not on whichever ran last.
//
//   npm run bench:mls                        # 15 iterations per suite
//   npm run bench:mls -- --iterations 40
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
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
  ciphersuites,
  type CiphersuiteImpl,
  type CiphersuiteName,
} from 'ts-mls';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '15' } } });
const ITERATIONS = Number(values.iterations);
if (!Number.isInteger(ITERATIONS) || ITERATIONS < 1) throw new Error('--iterations must be a positive integer');

const BASELINE: CiphersuiteName = 'MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519';
const SUITES: CiphersuiteName[] = [
  BASELINE,
  // Hybrid KEM (X25519 + ML-KEM-768): confidentiality against harvest-now-decrypt-later, with
  // classical Ed25519 signatures (forgery needs a quantum computer at the time, not later).
  'MLS_256_XWING_AES256GCM_SHA512_Ed25519',
  // The same with ML-DSA-87 signatures: fully post-quantum, at a cost in bytes on every message.
  'MLS_256_XWING_AES256GCM_SHA512_MLDSA87',
];
const STEPS = ['keyPackage', 'createGroup', 'addMember', 'joinFromWelcome', 'encrypt', 'decrypt'] as const;
type Step = (typeof STEPS)[number];

const text = new TextEncoder();
// 200 bytes: a chat message of a sentence or two once wrapped in the envelope.
const PAYLOAD = new Uint8Array(200).map((_, i) => (i * 31) % 256);

async function time<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  into.push(performance.now() - start);
  return result;
}

interface SuiteRun {
  impl: CiphersuiteImpl;
  times: Record<Step, number[]>;
  bytes: { keyPackage: number; welcome: number; commit: number; message: number };
}

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
  if (read.kind !== 'applicationMessage' || Buffer.compare(read.message, PAYLOAD) !== 0) throw new Error(`${impl.name}: Bob did not read Ann's message`);
  bobGroup = read.newState;

  suite.bytes = { keyPackage: keyPackageBytes.length, welcome: added.welcome.length, commit: added.commit.length, message: sent.bytes.length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

const runs = new Map<CiphersuiteName, SuiteRun>();
for (const name of SUITES) {
  const impl = await getCiphersuiteImpl(getCiphersuiteFromName(name));
  runs.set(name, {
    impl,
    times: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Record<Step, number[]>,
    bytes: { keyPackage: 0, welcome: 0, commit: 0, message: 0 },
  });
}
// One untimed round so module loading and JIT warm-up are not charged to the first suite.
for (const run of runs.values()) await iteration({ ...run, times: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Record<Step, number[]> }, -1);
for (let n = 0; n < ITERATIONS; n++) for (const run of runs.values()) await iteration(run, n);

const baseline = runs.get(BASELINE)!;
const suites = [...runs].map(([name, run]) => {
  const medianMs = Object.fromEntries(STEPS.map((s) => [s, round(median(run.times[s]))])) as Record<Step, number>;
  const ratioToBaseline = Object.fromEntries(STEPS.map((s) => [s, round(median(run.times[s]) / median(baseline.times[s]))]));
  const bytesRatio = Object.fromEntries(Object.entries(run.bytes).map(([k, v]) => [k, round(v / baseline.bytes[k as keyof SuiteRun['bytes']])]));
  return { name, id: ciphersuites[name], medianMs, ratioToBaseline, bytes: run.bytes, bytesRatioToBaseline: bytesRatio };
});

const results = {
  date: new Date().toISOString(),
  machine: { cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg().map((l) => round(l)), node: process.version },
  // The installed version, not the one this file was written against.
  library: `ts-mls ${(JSON.parse(readFileSync(new URL('../../package.json', import.meta.resolve('ts-mls')), 'utf8')) as { version: string }).version}`,
  iterations: ITERATIONS,
  payloadBytes: PAYLOAD.length,
  baseline: BASELINE,
  suites,
};
for (const suite of suites) {
  console.log(suite.name);
  for (const step of STEPS) console.log(`  ${step.padEnd(16)} ${String(suite.medianMs[step]).padStart(8)} ms  x${suite.ratioToBaseline[step]}`);
  console.log(`  bytes            ${JSON.stringify(suite.bytes)}`);
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/mls-suites.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
console.log('wrote bench/results/mls-suites.json');
