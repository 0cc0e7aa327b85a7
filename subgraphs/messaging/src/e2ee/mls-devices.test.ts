// Groundwork for issue 19: does ts-mls carry Pulse's model (docs/e2ee.md)? One group per
// conversation, one leaf per device: Ann on two browsers, Bob on one. Every message crosses
// "the wire" as encoded bytes and is read by the delivery service's framing reader, as it will
// be in the subgraph, and the devices are real ts-mls clients with real keys.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createApplicationMessage,
  createCommit,
  createGroup,
  decodeGroupState,
  decodeMlsMessage,
  defaultCapabilities,
  defaultLifetime,
  emptyPskIndex,
  encodeGroupState,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  joinGroup,
  mlsExporter,
  processPrivateMessage,
  type CiphersuiteImpl,
  type ClientState,
  type KeyPackage,
  type PrivateKeyPackage,
  type Proposal,
} from 'ts-mls';
import { defaultClientConfig } from 'ts-mls/clientConfig.js';
import { E2EE_CIPHERSUITE } from './ciphersuite.js';
import { readMlsFraming } from './mls-framing.js';

const text = new TextEncoder();
const words = new TextDecoder();
let impl: CiphersuiteImpl;
beforeAll(async () => {
  impl = await getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE));
});

/** A browser's key material for one user: the identity in the credential is the user id. */
async function newDevice(userId: string) {
  const { publicPackage, privatePackage } = await generateKeyPackage(
    { credentialType: 'basic', identity: text.encode(userId) },
    defaultCapabilities(),
    defaultLifetime,
    [],
    impl,
  );
  // What the device publishes to the delivery service: the key package as an MLSMessage.
  const published = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: publicPackage });
  return { userId, publicPackage, privatePackage, published };
}
type Device = Awaited<ReturnType<typeof newDevice>>;

function decode(bytes: Uint8Array) {
  const decoded = decodeMlsMessage(bytes, 0);
  if (!decoded) throw new Error('not an MLS message');
  return decoded[0];
}
function privateMessageOf(bytes: Uint8Array) {
  const message = decode(bytes);
  if (message.wireformat !== 'mls_private_message') throw new Error(`expected a private message, got ${message.wireformat}`);
  return message.privateMessage;
}
async function join(welcome: Uint8Array, device: { publicPackage: KeyPackage; privatePackage: PrivateKeyPackage }): Promise<ClientState> {
  const message = decode(welcome);
  if (message.wireformat !== 'mls_welcome') throw new Error('expected a welcome');
  // No tree passed: the commit carried it in the welcome (ratchetTreeExtension), so the
  // delivery service never has to store or serve ratchet trees.
  return joinGroup(message.welcome, device.publicPackage, device.privatePackage, emptyPskIndex, impl);
}
async function commit(state: ClientState, proposals: Proposal[]) {
  const result = await createCommit({ state, cipherSuite: impl }, { extraProposals: proposals, ratchetTreeExtension: true });
  return {
    state: result.newState,
    commit: encodeMlsMessage(result.commit),
    welcome: result.welcome && encodeMlsMessage({ version: 'mls10', wireformat: 'mls_welcome', welcome: result.welcome }),
  };
}
async function send(state: ClientState, body: string) {
  const result = await createApplicationMessage(state, text.encode(body), impl);
  return { state: result.newState, bytes: encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: result.privateMessage }) };
}
async function receive(state: ClientState, bytes: Uint8Array) {
  return processPrivateMessage(state, privateMessageOf(bytes), emptyPskIndex, impl);
}
async function read(state: ClientState, bytes: Uint8Array): Promise<{ state: ClientState; body: string }> {
  const result = await receive(state, bytes);
  if (result.kind !== 'applicationMessage') throw new Error(`expected an application message, got ${result.kind}`);
  return { state: result.newState, body: words.decode(result.message) };
}
async function apply(state: ClientState, bytes: Uint8Array): Promise<ClientState> {
  const result = await receive(state, bytes);
  if (result.kind !== 'newState') throw new Error('expected a handshake message');
  return result.newState;
}
const addOf = (device: Device): Proposal => {
  // The committer takes the key package from the delivery service's bytes, not from memory.
  const message = decode(device.published);
  if (message.wireformat !== 'mls_key_package') throw new Error('expected a key package');
  return { proposalType: 'add', add: { keyPackage: message.keyPackage } };
};
const contains = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle));
const memberIds = (state: ClientState) =>
  state.ratchetTree
    .filter((node) => node?.nodeType === 'leaf')
    .map((node) => (node!.nodeType === 'leaf' && node!.leaf.credential.credentialType === 'basic' ? words.decode(node!.leaf.credential.identity) : '?'))
    .sort();

// One conversation, lived through in order: each step starts from the states the previous one left.
describe('a conversation between Ann (two devices) and Bob (one device)', () => {
  const conversationId = text.encode('c0nversation0000000000001');
  let annLaptop: ClientState, annPhone: ClientState, bobLaptop: ClientState;
  let annPhoneDevice: Device;
  let annPhoneAtEpoch1: ClientState;
  let unreadAtEpoch1: Uint8Array;

  it('creates the group, adds the other devices by their key packages, and they join from the welcome', async () => {
    const annLaptopDevice = await newDevice('ann');
    annPhoneDevice = await newDevice('ann');
    const bobDevice = await newDevice('bob');
    expect(readMlsFraming(bobDevice.published)).toEqual({ kind: 'key_package', cipherSuite: E2EE_CIPHERSUITE });

    annLaptop = await createGroup(conversationId, annLaptopDevice.publicPackage, annLaptopDevice.privatePackage, [], impl);
    expect(annLaptop.groupContext.epoch).toBe(0n);
    const added = await commit(annLaptop, [addOf(annPhoneDevice), addOf(bobDevice)]);
    annLaptop = added.state;
    // What the delivery service orders by: group and epoch in clear, content type "commit".
    expect(readMlsFraming(added.commit)).toMatchObject({ kind: 'handshake', contentType: 'commit', wire: 'private', groupId: conversationId, epoch: 0n });
    expect(readMlsFraming(added.welcome!)).toEqual({ kind: 'welcome', cipherSuite: E2EE_CIPHERSUITE });

    annPhone = await join(added.welcome!, annPhoneDevice);
    bobLaptop = await join(added.welcome!, bobDevice);
    for (const state of [annLaptop, annPhone, bobLaptop]) {
      expect(state.groupContext.epoch).toBe(1n);
      expect(memberIds(state)).toEqual(['ann', 'ann', 'bob']);
    }
    // Three leaves, three distinct positions: a member's devices are separate leaves.
    expect(new Set([annLaptop, annPhone, bobLaptop].map((s) => s.privatePath.leafIndex)).size).toBe(3);
  });

  it("reads Ann's message on Bob's device and on Ann's other device, and the bytes do not contain it", async () => {
    const marker = `marker-${crypto.randomUUID()}`;
    const sent = await send(annLaptop, `hello ${marker}`);
    annLaptop = sent.state;
    expect(contains(sent.bytes, marker)).toBe(false);
    expect(readMlsFraming(sent.bytes)).toMatchObject({ kind: 'application', epoch: 1n, groupId: conversationId });

    const bob = await read(bobLaptop, sent.bytes);
    bobLaptop = bob.state;
    expect(bob.body).toBe(`hello ${marker}`);
    const phone = await read(annPhone, sent.bytes);
    annPhone = phone.state;
    expect(phone.body).toBe(`hello ${marker}`);

    const reply = await send(bobLaptop, 'hi both');
    bobLaptop = reply.state;
    for (const device of ['laptop', 'phone'] as const) {
      const got = await read(device === 'laptop' ? annLaptop : annPhone, reply.bytes);
      if (device === 'laptop') annLaptop = got.state;
      else annPhone = got.state;
      expect(got.body).toBe('hi both');
    }
  });

  it('derives the same call key on every device from the exporter secret', async () => {
    const callKey = (state: ClientState) => mlsExporter(state.keySchedule.exporterSecret, 'pulse call v1', text.encode('call-1'), 32, impl);
    const [a, b, c] = await Promise.all([callKey(annLaptop), callKey(annPhone), callKey(bobLaptop)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(true);
    const otherCall = await mlsExporter(annLaptop.keySchedule.exporterSecret, 'pulse call v1', text.encode('call-2'), 32, impl);
    expect(Buffer.from(a).equals(Buffer.from(otherCall))).toBe(false);
  });

  it('survives a reload: the group state round-trips through its encoding (what IndexedDB will hold)', async () => {
    const stored = encodeGroupState(bobLaptop);
    const decoded = decodeGroupState(stored, 0);
    expect(decoded).toBeDefined();
    const reloaded: ClientState = { ...decoded![0], clientConfig: defaultClientConfig };
    const sent = await send(annLaptop, 'after the reload');
    annLaptop = sent.state;
    const got = await read(reloaded, sent.bytes);
    expect(got.body).toBe('after the reload');
    bobLaptop = got.state;
    annPhone = (await read(annPhone, sent.bytes)).state;
  });

  it('rejects a tampered ciphertext and still reads the next message', async () => {
    const sent = await send(annLaptop, 'untouched');
    annLaptop = sent.state;
    const tampered = Uint8Array.from(sent.bytes);
    tampered[tampered.length - 5] ^= 0x01; // inside the AEAD ciphertext and tag
    // Refused by the AEAD (WebCrypto's AES-GCM: OperationError), before any content is parsed;
    // the same refusal stands for every frame below whose keys the receiver does not have.
    await expect(receive(bobLaptop, tampered)).rejects.toThrow(/OperationError/);
    // The refusal left Bob's state as it was: the genuine message still decrypts.
    const got = await read(bobLaptop, sent.bytes);
    expect(got.body).toBe('untouched');
    bobLaptop = got.state;
    annPhone = (await read(annPhone, sent.bytes)).state;
  });

  it('rejects a replayed message: its key was deleted when it was first read', async () => {
    const sent = await send(annLaptop, 'only once');
    annLaptop = sent.state;
    const first = await read(bobLaptop, sent.bytes);
    bobLaptop = first.state;
    await expect(receive(bobLaptop, sent.bytes)).rejects.toThrow(/Desired gen in the past/);
    annPhone = (await read(annPhone, sent.bytes)).state;
  });

  it('removes the phone by a commit: the others move on, the phone cannot read what follows', async () => {
    annPhoneAtEpoch1 = annPhone;
    // Sent just before the removal and delivered to Bob only after it (the next test).
    const late = await send(annLaptop, 'sent before the commit');
    annLaptop = late.state;
    unreadAtEpoch1 = late.bytes;
    const removed = await commit(annLaptop, [{ proposalType: 'remove', remove: { removed: annPhone.privatePath.leafIndex } }]);
    annLaptop = removed.state;
    expect(removed.welcome).toBeUndefined();
    expect(readMlsFraming(removed.commit)).toMatchObject({ kind: 'handshake', contentType: 'commit', epoch: 1n });
    bobLaptop = await apply(bobLaptop, removed.commit);
    // The phone learns it was removed (it can still process the commit that removed it)...
    annPhone = await apply(annPhone, removed.commit);
    expect(annPhone.groupActiveState.kind).toBe('removedFromGroup');
    for (const state of [annLaptop, bobLaptop]) {
      expect(state.groupContext.epoch).toBe(2n);
      expect(memberIds(state)).toEqual(['ann', 'bob']);
    }

    const sent = await send(annLaptop, 'the phone is gone');
    annLaptop = sent.state;
    expect((await read(bobLaptop, sent.bytes)).body).toBe('the phone is gone');
    // ...and neither its new state nor a copy kept from before the removal decrypts epoch 2.
    await expect(receive(annPhone, sent.bytes)).rejects.toThrow(/OperationError/);
    await expect(receive(annPhoneAtEpoch1, sent.bytes)).rejects.toThrow(/OperationError/);
    // It cannot send either: the library refuses once the device knows it was removed.
    await expect(send(annPhone, 'still here?')).rejects.toThrow(/removed/i);
  });

  it('rejects a commit from the removed device, whatever epoch it claims', async () => {
    // Made with the phone's last state from before its removal (say it was offline).
    const stale = await commit(annPhoneAtEpoch1, []);
    expect(readMlsFraming(stale.commit)).toMatchObject({ kind: 'handshake', epoch: 1n });
    await expect(receive(bobLaptop, stale.commit)).rejects.toThrow(/former epoch/);

    // Relabelled as epoch 2: it has no epoch-2 keys, so the frame does not open.
    const relabelled = privateMessageOf(stale.commit);
    const forged = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: { ...relabelled, epoch: 2n } });
    expect(readMlsFraming(forged)).toMatchObject({ kind: 'handshake', epoch: 2n });
    await expect(receive(bobLaptop, forged)).rejects.toThrow(/OperationError/);
    expect(bobLaptop.groupContext.epoch).toBe(2n);
    expect(memberIds(bobLaptop)).toEqual(['ann', 'bob']);
  });

  it('handles the wrong epoch: a late message of the last epoch reads once, a losing concurrent commit or a future epoch does not', async () => {
    // Application messages of recent epochs stay readable (retainKeysForEpochs), so a message
    // delivered after a commit is not lost; its key is then gone like any other's.
    expect(readMlsFraming(unreadAtEpoch1)).toMatchObject({ kind: 'application', epoch: 1n });
    const late = await read(bobLaptop, unreadAtEpoch1);
    bobLaptop = late.state;
    expect(late.body).toBe('sent before the commit');
    await expect(receive(bobLaptop, unreadAtEpoch1)).rejects.toThrow(/Desired gen in the past/);

    // Two devices commit at once on epoch 2. The delivery service keeps the first (both
    // frames say epoch 2 in clear); the other device drops its own commit, applies the
    // winner's, and the losing commit, should it still arrive, is refused as stale.
    const annsCommit = await commit(annLaptop, []);
    const bobsCommit = await commit(bobLaptop, []);
    expect(readMlsFraming(annsCommit.commit)).toMatchObject({ contentType: 'commit', epoch: 2n });
    expect(readMlsFraming(bobsCommit.commit)).toMatchObject({ contentType: 'commit', epoch: 2n });
    annLaptop = annsCommit.state;
    bobLaptop = await apply(bobLaptop, annsCommit.commit);
    expect(bobLaptop.groupContext.epoch).toBe(3n);
    await expect(receive(annLaptop, bobsCommit.commit)).rejects.toThrow(/former epoch/);

    // A message claiming an epoch the group has not reached does not open.
    const sent = await send(annLaptop, 'from the future?');
    annLaptop = sent.state;
    const future = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: { ...privateMessageOf(sent.bytes), epoch: 7n } });
    await expect(receive(bobLaptop, future)).rejects.toThrow(/OperationError/);
    expect((await read(bobLaptop, sent.bytes)).body).toBe('from the future?');
  });
});
