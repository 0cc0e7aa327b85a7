// What the MLS delivery service costs a send, against the plaintext send measured in the same
// run (issue 19). Both go through the real gateway to the messaging subgraph, one at a time from
// one member, so the figure is the service's own latency per request and not throughput. The
// devices' cryptography (encrypting, making commits and key packages) is done before each timed
// phase: it happens on members' devices, not on the server.
//
//   npm run bench:e2ee                       # 300 sends of each kind, 3 rounds
//   npm run bench:e2ee -- --sends 500 --rounds 5
//
// Phases, each reported as its median against the plaintext send's median in the same round:
//   plain      sendMessage of a 200-character body into a plaintext conversation (the baseline)
//   encrypted  sendEncryptedMessage of the same body, encrypted, into an encrypted conversation
//   publish    publishKeyPackages of 32 suite-83 key packages (checked, signatures verified)
//   claim      claimKeyPackages of the other member's device
//   commit     commitToGroup of an empty commit (the group's epoch moves)
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gql, ok, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { TestDevice, encryptedConversation } from '@pulse/dev-env/mls';

const { values } = parseArgs({ options: { sends: { type: 'string', default: '300' }, rounds: { type: 'string', default: '3' } } });
const SENDS = Number(values.sends);
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(SENDS) || SENDS < 10 || !Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--sends must be at least 10 and --rounds at least 1');

const BODY = 'x'.repeat(200);
const PHASES = ['plain', 'encrypted', 'publish', 'claim', 'commit'] as const;
type Phase = (typeof PHASES)[number];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round2 = (x: number) => Number(x.toFixed(2));

async function timed(times: number[], run: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await run();
  times.push(performance.now() - start);
}

async function oneRound(stack: Stack, index: number): Promise<Record<Phase, number>> {
  const tag = `${Date.now() % 100000}_${index}`;
  const [ann, bob, carol] = await Promise.all(['ann', 'bob', 'carol'].map((n) => registerMember(stack, { name: `Bench ${n}`, username: `e2ee_${n}_${tag}` })));
  const times = Object.fromEntries(PHASES.map((p) => [p, [] as number[]])) as Record<Phase, number[]>;

  const plain = ok(await gql(stack.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: carol.user.id }, ann.token)).createConversation
    .id;
  const send = 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }';
  const { conversationId, annLaptop, bobLaptop } = await encryptedConversation(stack.graphqlUrl, ann, bob);
  const ciphertexts: string[] = [];
  for (let i = 0; i < SENDS; i++) ciphertexts.push(await annLaptop.encrypt(conversationId, BODY));
  const sendEncrypted = 'mutation($c: ID!, $i: EncryptedMessageInput!) { sendEncryptedMessage(conversationId: $c, input: $i) { id } }';
  // Plain and encrypted sends take turns, so a busy moment of the machine lands on both.
  for (let i = 0; i < SENDS; i++) {
    await timed(times.plain, async () => ok(await gql(stack.graphqlUrl, send, { i: { conversationId: plain, body: BODY } }, ann.token)));
    await timed(times.encrypted, async () =>
      ok(await gql(stack.graphqlUrl, sendEncrypted, { c: conversationId, i: { deviceId: annLaptop.id, mls: ciphertexts[i] } }, ann.token)),
    );
  }

  const few = Math.max(5, Math.round(SENDS / 30));
  // A device holds at most 100 waiting packages: three batches of 32 per device.
  const publishers: TestDevice[] = [];
  for (let i = 0; i < Math.ceil(few / 3); i++) publishers.push(await TestDevice.register(stack.graphqlUrl, bob, `bench publisher ${i}`));
  const batches: { device: TestDevice; keyPackages: string[] }[] = [];
  for (let i = 0; i < few; i++) {
    const device = publishers[Math.floor(i / 3)];
    batches.push({ device, keyPackages: await Promise.all(Array.from({ length: 32 }, () => device.makeKeyPackage())) });
  }
  const publish = 'mutation($d: ID!, $i: KeyPackagesInput!) { publishKeyPackages(deviceId: $d, input: $i) { keyPackagesAvailable } }';
  for (const { device, keyPackages } of batches) {
    await timed(times.publish, async () => ok(await gql(stack.graphqlUrl, publish, { d: device.id, i: { keyPackages } }, bob.token)));
  }
  const publisher = publishers[0];
  const claim = 'mutation($c: ID!, $i: ClaimKeyPackagesInput) { claimKeyPackages(conversationId: $c, input: $i) { exhausted { deviceId } } }';
  for (let i = 0; i < few; i++)
    await timed(times.claim, async () => ok(await gql(stack.graphqlUrl, claim, { c: conversationId, i: { deviceIds: [publisher.id] } }, ann.token)));
  for (let i = 0; i < few; i++) {
    const commit = await bobLaptop.makeCommit(conversationId);
    await timed(times.commit, async () => ok(await bobLaptop.send(conversationId, commit)));
  }
  return Object.fromEntries(PHASES.map((p) => [p, median(times[p])])) as Record<Phase, number>;
}

const stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
try {
  const rounds: Record<Phase, number>[] = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await oneRound(stack, r));
  const result = {
    when: new Date().toISOString(),
    sends: SENDS,
    rounds: rounds.map((m) => ({
      medianMs: Object.fromEntries(PHASES.map((p) => [p, round2(m[p])])),
      ratioToPlainSend: Object.fromEntries(PHASES.map((p) => [p, round2(m[p] / m.plain)])),
    })),
    loadAverage: loadavg().map(round2),
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/e2ee-delivery.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
} finally {
  await stack.stop();
}
