// This browser as one MLS device of its member (RFC 9420 through ts-mls; the protocol is
// docs/e2ee.md): it registers with the delivery service (the messaging subgraph), keeps key
// packages published, joins a conversation's group from the Welcome kept for it, applies the
// group's commits in order, and encrypts and decrypts the conversation's messages. Private keys
// never leave it; device-store.ts keeps them sealed in IndexedDB. Loaded on demand: ts-mls and
// the post-quantum suite are far too big for the first page load.
import type { ApolloClient } from '@apollo/client';
import {
  createApplicationMessage,
  createCommit,
  createGroup,
  createGroupInfoWithExternalPubAndRatchetTree,
  decodeGroupState,
  decodeMlsMessage,
  defaultCapabilities,
  defaultLifetime,
  emptyPskIndex,
  encodeGroupState,
  encodeMlsMessage,
  generateKeyPackageWithKey,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  joinGroup,
  joinGroupExternal,
  mlsExporter,
  processPrivateMessage,
  processPublicMessage,
  type CiphersuiteImpl,
  type ClientState,
  type KeyPackage,
  type MLSMessage,
  type PrivateKeyPackage,
  type Proposal,
} from 'ts-mls';
import { defaultClientConfig } from 'ts-mls/clientConfig.js';
import {
  ClaimKeyPackagesDocument,
  CommitToGroupDocument,
  GroupHandshakesDocument,
  MyDevicesDocument,
  PublishKeyPackagesDocument,
  RegisterDeviceDocument,
  RevokeDeviceDocument,
  SendEncryptedMessageDocument,
  type ChatMessageFragment,
  type GroupHandshakesQuery,
  type MessageKind,
} from '../generated/graphql';
import { E2EE_CIPHERSUITE, deviceIdentity, parsePayload, type MessagePayload } from './protocol';
import { BackupKeeper } from './backup-keeper';
import { publishTrust, type ContactTrust } from './contacts';
import { DeviceStore } from './device-store';
import { conversationCode, memberFingerprint } from './security-code';

/** Publish more when fewer wait (the delivery service's own advice, Device.keyPackagesAvailable). */
const REPLENISH_BELOW = 5;
/** How many a publication adds: the delivery service keeps at most 100 per device. */
const PUBLISH_BATCH = 20;

const toBase64 = (bytes: Uint8Array) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(out);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const mlsBase64 = (message: MLSMessage) => toBase64(encodeMlsMessage(message));

type DeviceRef = GroupHandshakesQuery['groupHandshakes']['additions'][number];

/**
 * Another device got there first: another commit moved the epoch (EPOCH_CONFLICT), or the device
 * this commit adds has joined meanwhile, by itself or added by someone else (ALREADY_IN_GROUP).
 * Either way: catch up and go on.
 */
function isEpochConflict(error: unknown): boolean {
  const errors = (error as { graphQLErrors?: { extensions?: { reason?: unknown } }[] } | null)?.graphQLErrors ?? [];
  return errors.some((e) => e.extensions?.reason === 'EPOCH_CONFLICT' || e.extensions?.reason === 'ALREADY_IN_GROUP');
}

function decode(text: string): MLSMessage {
  const decoded = decodeMlsMessage(fromBase64(text), 0);
  if (!decoded) throw new UnreadableError('not an MLS message');
  return decoded[0];
}

/** A message this device cannot open: sent before it joined, tampered with, or replayed. */
export class UnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableError';
  }
}

interface StoredKeyPackage {
  /** Base64 of the MLS message carrying the public package (what the delivery service holds). */
  publicPackage: string;
  init: string;
  hpke: string;
}

interface DeviceRecord {
  deviceId: string;
  /** Ed25519: one signature key per device, in every key package and leaf it makes. */
  signPublic: string;
  signPrivate: string;
  /** Private halves of published key packages, until a Welcome uses one. */
  unused: StoredKeyPackage[];
  lastResort?: StoredKeyPackage;
}

let suite: Promise<CiphersuiteImpl> | undefined;
const pulseSuite = () => (suite ??= getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE)));

export class BrowserDevice {
  private readonly groups = new Map<string, ClientState>();
  /** The member's key backup as this device takes part in it. */
  readonly backup: BackupKeeper;
  /** One piece of work at a time per conversation: commits and messages change the group's state in order. */
  private readonly queues = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly client: ApolloClient<object>,
    private readonly userId: string,
    private readonly store: DeviceStore,
    private record: DeviceRecord,
  ) {
    this.backup = new BackupKeeper(client, store);
  }

  get id(): string {
    return this.record.deviceId;
  }

  /** This browser's device for the member: the one it registered before, or a new one. */
  static async open(client: ApolloClient<object>, userId: string, name: string): Promise<BrowserDevice> {
    const store = new DeviceStore(userId);
    const { data } = await client.query({ query: MyDevicesDocument, fetchPolicy: 'network-only' });
    let record = await store.readDevice<DeviceRecord>();
    const listed = record && data.myDevices.find((d) => d.id === record!.deviceId);
    if (record && !listed) {
      // Removed (from another device, or by signing out): its keys and groups are of no use.
      await store.forget();
      record = undefined;
    }
    if (!record) {
      const impl = await pulseSuite();
      const keys = await impl.signature.keygen();
      const registered = await client.mutate({ mutation: RegisterDeviceDocument, variables: { name } });
      record = { deviceId: registered.data!.registerDevice.id, signPublic: toBase64(keys.publicKey), signPrivate: toBase64(keys.signKey), unused: [] };
      await store.writeDevice(record);
    }
    const device = new BrowserDevice(client, userId, store, record);
    const mine = listed ?? { keyPackagesAvailable: 0, hasLastResortKeyPackage: false };
    await device.replenish(mine.keyPackagesAvailable, mine.hasLastResortKeyPackage);
    return device;
  }

  private async makeKeyPackage(): Promise<StoredKeyPackage> {
    const made = await this.newKeyPackage();
    const message: MLSMessage = { version: 'mls10', wireformat: 'mls_key_package', keyPackage: made.publicPackage };
    return { publicPackage: mlsBase64(message), init: toBase64(made.privatePackage.initPrivateKey), hpke: toBase64(made.privatePackage.hpkePrivateKey) };
  }

  /** A key package naming this device, signed with its one signature key. */
  private async newKeyPackage(): Promise<{ publicPackage: KeyPackage; privatePackage: PrivateKeyPackage }> {
    const impl = await pulseSuite();
    return generateKeyPackageWithKey(
      { credentialType: 'basic', identity: new TextEncoder().encode(deviceIdentity(this.userId, this.record.deviceId)) },
      defaultCapabilities(),
      defaultLifetime,
      [],
      { signKey: fromBase64(this.record.signPrivate), publicKey: fromBase64(this.record.signPublic) },
      impl,
    );
  }

  /** Asks how many of this device's key packages wait, and publishes more if too few do. */
  async topUp(): Promise<void> {
    const { data } = await this.client.query({ query: MyDevicesDocument, fetchPolicy: 'network-only' });
    const mine = data.myDevices.find((d) => d.id === this.id);
    if (mine) await this.replenish(mine.keyPackagesAvailable, mine.hasLastResortKeyPackage);
  }

  /** Publishes key packages when fewer than REPLENISH_BELOW wait, and a last-resort one when none is. */
  async replenish(available: number, hasLastResort: boolean): Promise<void> {
    if (available >= REPLENISH_BELOW && hasLastResort) return;
    const fresh = available >= REPLENISH_BELOW ? [] : await Promise.all(Array.from({ length: PUBLISH_BATCH - available }, () => this.makeKeyPackage()));
    const lastResort = hasLastResort ? undefined : await this.makeKeyPackage();
    // Kept before they are published: a Welcome may arrive for any package the server holds.
    this.record = { ...this.record, unused: [...this.record.unused, ...fresh], lastResort: lastResort ?? this.record.lastResort };
    await this.store.writeDevice(this.record);
    await this.client.mutate({
      mutation: PublishKeyPackagesDocument,
      variables: { deviceId: this.id, input: { keyPackages: fresh.map((k) => k.publicPackage), lastResort: lastResort?.publicPackage ?? null } },
    });
  }

  private serially<T>(conversationId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(conversationId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.queues.set(conversationId, next);
    return next;
  }

  private async stateOf(conversationId: string): Promise<ClientState | undefined> {
    const held = this.groups.get(conversationId);
    if (held) return held;
    const bytes = await this.store.readGroup(conversationId);
    if (!bytes) return undefined;
    const decoded = decodeGroupState(bytes, 0);
    if (!decoded) return undefined;
    const state: ClientState = { ...decoded[0], clientConfig: defaultClientConfig };
    this.groups.set(conversationId, state);
    return state;
  }

  private async keep(conversationId: string, state: ClientState): Promise<void> {
    const before = this.groups.get(conversationId)?.groupContext.epoch;
    this.groups.set(conversationId, state);
    await this.store.writeGroup(conversationId, encodeGroupState(state));
    // Only a commit changes who holds which keys: checked per epoch, not per message.
    if (before !== state.groupContext.epoch) await this.checkContacts(conversationId, state);
  }

  /** Each member's fingerprint over the signature keys of their devices in the group, as this device's tree has them. */
  private async fingerprints(state: ClientState): Promise<Map<string, string>> {
    const keys = new Map<string, Uint8Array[]>();
    for (const node of state.ratchetTree) {
      if (node?.nodeType !== 'leaf' || node.leaf.credential.credentialType !== 'basic') continue;
      const match = /^pulse-device:v1:([^:]+):[^:]+$/.exec(new TextDecoder().decode(node.leaf.credential.identity));
      if (!match) continue;
      keys.set(match[1], [...(keys.get(match[1]) ?? []), node.leaf.signaturePublicKey]);
    }
    const out = new Map<string, string>();
    for (const [userId, list] of keys) out.set(userId, await memberFingerprint({ userId, keys: list }));
    return out;
  }

  /**
   * Compares each contact's fingerprint with what this device saw before: the first sight is
   * kept (trust on first use); a different one marks the contact changed and no longer verified,
   * which the chat shows as a warning until the member verifies the new code.
   */
  private async checkContacts(conversationId: string, state: ClientState): Promise<void> {
    const seen: ContactTrust[] = [];
    for (const [userId, fingerprint] of await this.fingerprints(state)) {
      if (userId === this.userId) continue;
      const known = await this.store.readContact<ContactTrust>(conversationId, userId);
      const now: ContactTrust = !known
        ? { userId, fingerprint, verified: false, changed: false }
        : known.fingerprint === fingerprint
          ? known
          : { userId, fingerprint, verified: false, changed: true };
      if (now !== known) await this.store.writeContact(conversationId, userId, now);
      seen.push(now);
    }
    publishTrust(conversationId, seen);
  }

  /** The codes to compare with each contact of the conversation (after catching up, so both sides see the same tree). */
  securityCodes(conversationId: string): Promise<{ userId: string; code: string }[]> {
    return this.serially(conversationId, async () => {
      const { state } = await this.catchUp(conversationId);
      const fingerprints = await this.fingerprints(state);
      const mine = fingerprints.get(this.userId) ?? '';
      await this.checkContacts(conversationId, state);
      return [...fingerprints]
        .filter(([userId]) => userId !== this.userId)
        .map(([userId, fingerprint]) => ({ userId, code: conversationCode({ userId: this.userId, fingerprint: mine }, { userId, fingerprint }) }));
    });
  }

  /** The member compared the code with this contact and it matched: verified, and the warning goes. */
  verifyContact(conversationId: string, userId: string): Promise<void> {
    return this.serially(conversationId, async () => {
      const state = await this.stateOf(conversationId);
      if (!state) return;
      const fingerprint = (await this.fingerprints(state)).get(userId);
      if (!fingerprint) return;
      await this.store.writeContact(conversationId, userId, { userId, fingerprint, verified: true, changed: false } satisfies ContactTrust);
      await this.checkContacts(conversationId, state);
    });
  }

  /**
   * The media key of a call in this conversation: exported from the group's current epoch
   * (RFC 9420 section 8.5, label "pulse call media v1", the call id as context), so every
   * device of the call derives the same key and the media server none. Caught up first (no
   * commit of its own, which would move the epoch under the other side).
   */
  callKey(conversationId: string, callId: string): Promise<{ epoch: number; key: Uint8Array }> {
    return this.serially(conversationId, async () => {
      const { state } = await this.catchUp(conversationId);
      const key = await mlsExporter(state.keySchedule.exporterSecret, 'pulse call media v1', new TextEncoder().encode(callId), 32, await pulseSuite());
      return { epoch: Number(state.groupContext.epoch), key };
    });
  }

  /**
   * Search over encrypted messages, on this device only: the texts it read (or restored from
   * the key backup), never sent anywhere. Answers the latest match of each conversation.
   */
  async search(query: string): Promise<{ conversationId: string; messageId: string; body: string }[]> {
    const needle = query.trim().toLowerCase();
    if (!needle) return [];
    const latest = new Map<string, { conversationId: string; messageId: string; body: string }>();
    // Ids grow with time (cuid), and the store lists them in key order: the last match is the newest.
    for (const m of await this.store.allPlaintexts<MessagePayload>()) {
      if (m.payload.reaction || !m.payload.body.toLowerCase().includes(needle)) continue;
      latest.set(m.conversationId, { conversationId: m.conversationId, messageId: m.id, body: m.payload.body });
    }
    return [...latest.values()];
  }

  /** Signing out: the device is removed (its leaves leave the groups at the next commit of another device) and its keys and history here are deleted. */
  async leave(): Promise<void> {
    await this.client.mutate({ mutation: RevokeDeviceDocument, variables: { deviceId: this.id } });
    await this.store.forget();
  }

  /** Publishes what this device knows of the conversation's contacts (on opening it). */
  async loadTrust(conversationId: string): Promise<void> {
    const state = await this.stateOf(conversationId);
    if (state) await this.checkContacts(conversationId, state);
  }

  /**
   * Joins the group from this device's Welcome if it has not yet, then applies every commit
   * since its epoch; answers the state and the devices the group still has to add or remove.
   */
  private async catchUp(conversationId: string): Promise<{ state: ClientState; additions: DeviceRef[]; removals: DeviceRef[] }> {
    const impl = await pulseSuite();
    let state = await this.stateOf(conversationId);
    let fromEpoch = state ? Number(state.groupContext.epoch) : null;
    let externalTries = 0;
    for (;;) {
      const { data } = await this.client.query({
        query: GroupHandshakesDocument,
        variables: { conversationId, deviceId: this.id, fromEpoch },
        fetchPolicy: 'network-only',
      });
      const answer = data.groupHandshakes;
      if (!state) {
        if (answer.welcome) state = await this.join(answer.welcome.welcome, impl);
        else if (answer.groupInfo) {
          // Nobody added this device yet: it joins by itself from the group's latest GroupInfo.
          // Of two commits at once one wins; after losing, it looks again (a Welcome may be there now).
          if (++externalTries > 3) throw new UnreadableError('this device could not join the conversation’s group');
          const joined = await this.joinByItself(conversationId, answer.groupInfo, impl);
          if (!joined) continue;
          state = joined;
          await this.keep(conversationId, state);
          fromEpoch = Number(state.groupContext.epoch);
          continue;
        } else throw new UnreadableError('this device is not in the conversation’s group');
        // A Welcome to another conversation's group must not pass for this one.
        if (new TextDecoder().decode(state.groupContext.groupId) !== conversationId) throw new UnreadableError('the welcome is for another group');
      }
      for (const handshake of answer.handshakes) {
        if (BigInt(handshake.epoch) !== state.groupContext.epoch) continue; // applied already
        const message = decode(handshake.commit);
        if (message.wireformat === 'mls_public_message') {
          // Another device that joined by itself (an external commit).
          state = (await processPublicMessage(state, message.publicMessage, emptyPskIndex, impl)).newState;
          continue;
        }
        if (message.wireformat !== 'mls_private_message') throw new UnreadableError('a handshake is not a commit');
        const result = await processPrivateMessage(state, message.privateMessage, emptyPskIndex, impl);
        if (result.kind !== 'newState') throw new UnreadableError('a handshake is not a commit');
        state = result.newState;
      }
      await this.keep(conversationId, state);
      if (!answer.hasMore) return { state, additions: answer.additions, removals: answer.removals };
      fromEpoch = Number(state.groupContext.epoch);
    }
  }

  /**
   * An external commit (RFC 9420 section 12.4.3.2): this device adds itself from the group's
   * GroupInfo (which carries the tree) with a fresh key package of its own; null when another
   * commit came first. The delivery service takes it only from a participant's own device.
   */
  private async joinByItself(conversationId: string, groupInfoText: string, impl: CiphersuiteImpl): Promise<ClientState | null> {
    const info = decode(groupInfoText);
    if (info.wireformat !== 'mls_group_info') throw new UnreadableError('the group’s GroupInfo is not one');
    if (new TextDecoder().decode(info.groupInfo.groupContext.groupId) !== conversationId) throw new UnreadableError('the GroupInfo is for another group');
    const own = await this.newKeyPackage();
    let joined: Awaited<ReturnType<typeof joinGroupExternal>>;
    try {
      joined = await joinGroupExternal(info.groupInfo, own.publicPackage, own.privatePackage, false, impl);
    } catch (error) {
      throw new UnreadableError(`this device could not join the group by itself: ${String(error)}`);
    }
    const sent = await this.sendCommit(conversationId, joined.newState, {
      commit: mlsBase64({ version: 'mls10', wireformat: 'mls_public_message', publicMessage: joined.publicMessage }),
      welcome: null,
      addedDeviceIds: [],
      removedDeviceIds: [],
    });
    if (!sent) return null;
    return joined.newState;
  }

  private async join(welcomeText: string, impl: CiphersuiteImpl): Promise<ClientState> {
    const message = decode(welcomeText);
    if (message.wireformat !== 'mls_welcome') throw new UnreadableError('expected a welcome');
    const candidates = [...this.record.unused, ...(this.record.lastResort ? [this.record.lastResort] : [])];
    for (const keys of candidates) {
      const published = decode(keys.publicPackage);
      if (published.wireformat !== 'mls_key_package') continue;
      const privatePackage: PrivateKeyPackage = {
        initPrivateKey: fromBase64(keys.init),
        hpkePrivateKey: fromBase64(keys.hpke),
        signaturePrivateKey: fromBase64(this.record.signPrivate),
      };
      let state: ClientState;
      try {
        state = await joinGroup(message.welcome, published.keyPackage as KeyPackage, privatePackage, emptyPskIndex, impl);
      } catch {
        continue; // made for another of this device's packages
      }
      // A package opens one Welcome only (the last-resort one stays for the next).
      if (keys !== this.record.lastResort) {
        this.record = { ...this.record, unused: this.record.unused.filter((k) => k !== keys) };
        await this.store.writeDevice(this.record);
      }
      // A Welcome means a package was claimed (maybe several, by devices that lost the race):
      // top up now rather than at the next sign-in, so the next conversation finds some.
      void this.topUp().catch((error: unknown) => console.info('[e2ee] could not publish key packages', String(error)));
      return state;
    }
    throw new UnreadableError('no key package of this device opens the welcome');
  }

  /** What an encrypted message says, read once and kept; later reads come from the store. */
  read(message: {
    id: string;
    conversationId: string;
    clientId: string | null;
    envelope: { epoch: number; mls: string; senderDeviceId: string } | null;
  }): Promise<MessagePayload> {
    return this.serially(message.conversationId, async () => {
      const kept = await this.store.readPlaintext<MessagePayload>(message.id);
      if (kept) return kept.payload;
      const envelope = message.envelope;
      if (!envelope) throw new UnreadableError('not an encrypted message');
      if (envelope.senderDeviceId === this.id) {
        // Its own message (a sender cannot decrypt what it sent): the copy kept when it was sent.
        const own = message.clientId ? await this.store.readPlaintext<MessagePayload>(`client:${message.clientId}`) : undefined;
        if (!own) throw new UnreadableError('sent from this device before its copy was kept');
        await this.store.writePlaintext(message.id, message.conversationId, own.payload);
        this.backup.add(message.conversationId, message.id, own.payload);
        return own.payload;
      }
      const impl = await pulseSuite();
      let state = await this.stateOf(message.conversationId);
      if (!state || BigInt(envelope.epoch) > state.groupContext.epoch) state = (await this.catchUp(message.conversationId)).state;
      const mls = decode(envelope.mls);
      if (mls.wireformat !== 'mls_private_message') throw new UnreadableError('not a private message');
      let result;
      try {
        result = await processPrivateMessage(state, mls.privateMessage, emptyPskIndex, impl);
      } catch (error) {
        throw new UnreadableError(`could not be decrypted: ${String(error)}`);
      }
      if (result.kind !== 'applicationMessage') throw new UnreadableError('not an application message');
      const payload = parsePayload(new TextDecoder().decode(result.message));
      if (!payload) throw new UnreadableError('the decrypted message is not a Pulse message');
      // An application message leaves the epoch as it was: no contact to check, only the two writes.
      this.groups.set(message.conversationId, result.newState);
      await this.store.writeRead(message.conversationId, encodeGroupState(result.newState), message.id, payload);
      this.backup.add(message.conversationId, message.id, payload);
      return payload;
    });
  }

  /** Encrypts and sends; the text is kept under the message's id (and clientId) for this device to show. */
  send(conversationId: string, payload: MessagePayload, clientId: string, kind: MessageKind = 'MESSAGE'): Promise<ChatMessageFragment> {
    return this.serially(conversationId, async () => {
      await this.store.writePlaintext(`client:${clientId}`, conversationId, payload);
      const impl = await pulseSuite();
      const state = await this.upToDate(conversationId);
      const made = await createApplicationMessage(state, new TextEncoder().encode(JSON.stringify(payload)), impl);
      await this.keep(conversationId, made.newState);
      const mls = toBase64(encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: made.privateMessage }));
      const { data } = await this.client.mutate({
        mutation: SendEncryptedMessageDocument,
        variables: { conversationId, input: { deviceId: this.id, kind, mls, clientId } },
      });
      const sent = data!.sendEncryptedMessage;
      await this.store.writePlaintext(sent.id, conversationId, payload);
      this.backup.add(conversationId, sent.id, payload);
      return sent;
    });
  }

  /**
   * Creates the conversation's group holding every device of its members, if each other member
   * has at least one; false when one has none (the conversation then stays in clear: a message
   * they could never read is worse than one that says it is not encrypted).
   */
  startGroup(conversationId: string, otherUserIds: string[]): Promise<boolean> {
    return this.serially(conversationId, async () => {
      if (await this.stateOf(conversationId)) return true;
      const impl = await pulseSuite();
      const own = await this.newKeyPackage();
      const created = await createGroup(new TextEncoder().encode(conversationId), own.publicPackage, own.privatePackage, [], impl);
      const { data } = await this.client.mutate({ mutation: ClaimKeyPackagesDocument, variables: { conversationId, input: { exceptDeviceId: this.id } } });
      const claimed = data!.claimKeyPackages.keyPackages;
      const reached = new Set(claimed.map((k) => k.userId));
      if (!otherUserIds.every((u) => reached.has(u))) return false;
      const committed = await this.commit(conversationId, created, claimed, []);
      // Another device made the group first: join it from the Welcome it left for this one.
      if (!committed) await this.catchUp(conversationId);
      return true;
    });
  }

  /** Opened on this device: joins, catches up, adds the members' new devices, and shows what it knows of the contacts' keys. */
  async refresh(conversationId: string): Promise<void> {
    await this.serially(conversationId, async () => {
      await this.loadTrust(conversationId);
      await this.upToDate(conversationId);
    });
  }

  /** Catches up, then adds the members' new devices and removes the removed ones (a commit). */
  private async upToDate(conversationId: string): Promise<ClientState> {
    const { state, additions, removals } = await this.catchUp(conversationId);
    if (!additions.length && !removals.length) return state;
    const claimed = additions.length
      ? (await this.client.mutate({ mutation: ClaimKeyPackagesDocument, variables: { conversationId, input: { deviceIds: additions.map((d) => d.deviceId) } } })).data!
          .claimKeyPackages.keyPackages
      : [];
    const committed = await this.commit(conversationId, state, claimed, removals);
    // Another device's commit came first (maybe this very change): apply it and go on.
    return committed ?? (await this.catchUp(conversationId)).state;
  }

  /** Commits adding the claimed packages and removing the devices; null when another commit came first. */
  private async commit(
    conversationId: string,
    state: ClientState,
    claimed: { userId: string; deviceId: string; keyPackage: string }[],
    removals: DeviceRef[],
  ): Promise<ClientState | null> {
    const impl = await pulseSuite();
    const proposals: Proposal[] = [];
    const added: string[] = [];
    for (const k of claimed) {
      const message = decode(k.keyPackage);
      if (message.wireformat !== 'mls_key_package') continue;
      // The delivery service checked this on publication; a device checks again what it adds.
      const identity = message.keyPackage.leafNode.credential.credentialType === 'basic' ? new TextDecoder().decode(message.keyPackage.leafNode.credential.identity) : '';
      if (identity !== deviceIdentity(k.userId, k.deviceId)) continue;
      proposals.push({ proposalType: 'add', add: { keyPackage: message.keyPackage } });
      added.push(k.deviceId);
    }
    const removed: string[] = [];
    state.ratchetTree.forEach((node, index) => {
      if (node?.nodeType !== 'leaf' || node.leaf.credential.credentialType !== 'basic') return;
      const identity = new TextDecoder().decode(node.leaf.credential.identity);
      const gone = removals.find((d) => identity === deviceIdentity(d.userId, d.deviceId));
      // Leaf i sits at node 2i of the tree (RFC 9420 section 4.1).
      if (gone) {
        proposals.push({ proposalType: 'remove', remove: { removed: index / 2 } });
        removed.push(gone.deviceId);
      }
    });
    const result = await createCommit({ state, cipherSuite: impl }, { extraProposals: proposals, ratchetTreeExtension: true });
    const sent = await this.sendCommit(conversationId, result.newState, {
      commit: mlsBase64(result.commit),
      welcome: result.welcome && added.length ? mlsBase64({ version: 'mls10', wireformat: 'mls_welcome', welcome: result.welcome }) : null,
      addedDeviceIds: added,
      removedDeviceIds: removed,
    });
    if (!sent) return null;
    await this.keep(conversationId, result.newState);
    return result.newState;
  }

  /**
   * Sends a commit with the GroupInfo of the epoch it starts (with the tree: a member's new
   * device can join from it by itself); false when another device got there first.
   */
  private async sendCommit(
    conversationId: string,
    newState: ClientState,
    input: { commit: string; welcome: string | null; addedDeviceIds: string[]; removedDeviceIds: string[] },
  ): Promise<boolean> {
    const groupInfo = await createGroupInfoWithExternalPubAndRatchetTree(newState, [], await pulseSuite());
    try {
      await this.client.mutate({
        mutation: CommitToGroupDocument,
        variables: { conversationId, input: { deviceId: this.id, groupInfo: mlsBase64({ version: 'mls10', wireformat: 'mls_group_info', groupInfo }), ...input } },
      });
      return true;
    } catch (error) {
      if (isEpochConflict(error)) return false;
      throw error;
    }
  }
}
