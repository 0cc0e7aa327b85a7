// A Node device that speaks Pulse's MLS protocol through the API, as a third-party client
// would (docs/e2ee.md): it registers, publishes key packages, creates a conversation's group,
// claims packages and commits adds, and catches up from the handshakes. Tests only: its keys
// live in memory. Real ts-mls, real requests through the gateway.
import {
  createApplicationMessage,
  createCommit,
  createGroup,
  createGroupInfoWithExternalPubAndRatchetTree,
  decodeMlsMessage,
  defaultCapabilities,
  defaultLifetime,
  emptyPskIndex,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  joinGroup,
  joinGroupExternal,
  processPrivateMessage,
  processPublicMessage,
  type CiphersuiteImpl,
  type ClientState,
  type KeyPackage,
  type MLSMessage,
  type PrivateKeyPackage,
  type Proposal,
} from 'ts-mls';
import { gql, ok, type Member, type Result } from '@pulse/dev-env';
import { E2EE_CIPHERSUITE } from '../ciphersuite.js';

const REGISTER = 'mutation($name: String!) { registerDevice(input: { name: $name }) { id } }';
const PUBLISH = 'mutation($id: ID!, $input: KeyPackagesInput!) { publishKeyPackages(deviceId: $id, input: $input) { keyPackagesAvailable } }';
const CLAIM = `mutation($c: ID!, $input: ClaimKeyPackagesInput) { claimKeyPackages(conversationId: $c, input: $input) {
  keyPackages { userId deviceId keyPackage lastResort } exhausted { deviceId } } }`;
export const COMMIT = 'mutation($c: ID!, $input: GroupCommitInput!) { commitToGroup(conversationId: $c, input: $input) { conversationId epoch } }';
const HANDSHAKES = `query($c: ID!, $d: ID!, $from: Int) { groupHandshakes(conversationId: $c, deviceId: $d, fromEpoch: $from) {
  epoch groupInfo welcome { epoch welcome } handshakes { epoch senderDeviceId commit } hasMore } }`;

let suite: Promise<CiphersuiteImpl> | undefined;
export const pulseSuite = () => (suite ??= getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE)));

export const base64 = (message: MLSMessage) => Buffer.from(encodeMlsMessage(message)).toString('base64');
export function decode(text: string): MLSMessage {
  const decoded = decodeMlsMessage(Buffer.from(text, 'base64'), 0);
  if (!decoded) throw new Error('not an MLS message');
  return decoded[0];
}

/** What a commit sends: the commit, the new epoch's GroupInfo and the welcome, base64. */
export interface CommitSent {
  commit: string;
  groupInfo: string;
  welcome?: string;
  addedDeviceIds: string[];
  removedDeviceIds?: string[];
  newState: ClientState;
}

export class TestDevice {
  /** Private key packages by their public part's base64, until one is used to join. */
  private readonly unused = new Map<string, { publicPackage: KeyPackage; privatePackage: PrivateKeyPackage }>();
  /** This device's state of each conversation's group. */
  readonly groups = new Map<string, ClientState>();

  private constructor(
    readonly url: string,
    readonly member: Member,
    readonly id: string,
  ) {}

  static async register(graphqlUrl: string, member: Member, name = 'node test device'): Promise<TestDevice> {
    const { registerDevice } = ok(await gql(graphqlUrl, REGISTER, { name }, member.token));
    return new TestDevice(graphqlUrl, member, registerDevice.id);
  }

  ask(query: string, variables: Record<string, unknown>): Promise<Result> {
    return gql(this.url, query, variables, this.member.token);
  }

  /** A key package naming this device, kept for joining; answers its base64. */
  async makeKeyPackage(): Promise<string> {
    const made = await generateKeyPackage(
      { credentialType: 'basic', identity: new TextEncoder().encode(`pulse-device:v1:${this.member.user.id}:${this.id}`) },
      defaultCapabilities(),
      defaultLifetime,
      [],
      await pulseSuite(),
    );
    const text = base64({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: made.publicPackage });
    this.unused.set(text, made);
    return text;
  }

  async publish(count: number, lastResort = false): Promise<void> {
    const keyPackages = await Promise.all(Array.from({ length: count }, () => this.makeKeyPackage()));
    ok(await this.ask(PUBLISH, { id: this.id, input: { keyPackages, lastResort: lastResort ? await this.makeKeyPackage() : null } }));
  }

  /** Starts the conversation's group on this device (epoch 0, nothing sent yet). */
  async createGroup(conversationId: string): Promise<void> {
    const text = await this.makeKeyPackage();
    const { publicPackage, privatePackage } = this.unused.get(text)!;
    this.groups.set(conversationId, await createGroup(new TextEncoder().encode(conversationId), publicPackage, privatePackage, [], await pulseSuite()));
  }

  /** Claims packages of the conversation's other devices and makes (does not send) a commit adding them. */
  async addOthers(conversationId: string, deviceIds?: string[]): Promise<CommitSent> {
    const { claimKeyPackages } = ok(await this.ask(CLAIM, { c: conversationId, input: { exceptDeviceId: this.id, deviceIds: deviceIds ?? null } }));
    const adds: Proposal[] = claimKeyPackages.keyPackages.map((k: { keyPackage: string }) => {
      const message = decode(k.keyPackage);
      if (message.wireformat !== 'mls_key_package') throw new Error('expected a key package');
      return { proposalType: 'add', add: { keyPackage: message.keyPackage } };
    });
    return this.makeCommit(
      conversationId,
      adds,
      claimKeyPackages.keyPackages.map((k: { deviceId: string }) => k.deviceId),
    );
  }

  /** A commit of the given proposals (none: an empty commit that refreshes this device's keys). */
  async makeCommit(conversationId: string, proposals: Proposal[] = [], addedDeviceIds: string[] = []): Promise<CommitSent> {
    const impl = await pulseSuite();
    const result = await createCommit({ state: this.groups.get(conversationId)!, cipherSuite: impl }, { extraProposals: proposals, ratchetTreeExtension: true });
    // With the tree, as the web's devices publish it: a new device can join from it by itself.
    const info = await createGroupInfoWithExternalPubAndRatchetTree(result.newState, [], impl);
    return {
      commit: base64(result.commit),
      groupInfo: base64({ version: 'mls10', wireformat: 'mls_group_info', groupInfo: info }),
      welcome: result.welcome ? base64({ version: 'mls10', wireformat: 'mls_welcome', welcome: result.welcome }) : undefined,
      addedDeviceIds,
      newState: result.newState,
    };
  }

  /** Base64 of an MLS application message carrying `text`, in the epoch this device is in. */
  async encrypt(conversationId: string, text: string): Promise<string> {
    const result = await createApplicationMessage(this.groups.get(conversationId)!, new TextEncoder().encode(text), await pulseSuite());
    this.groups.set(conversationId, result.newState);
    return base64({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: result.privateMessage });
  }

  /** The text of an application message of the group (throws on anything it cannot open). */
  async decrypt(conversationId: string, mls: string): Promise<string> {
    const message = decode(mls);
    if (message.wireformat !== 'mls_private_message') throw new Error('expected a private message');
    const result = await processPrivateMessage(this.groups.get(conversationId)!, message.privateMessage, emptyPskIndex, await pulseSuite());
    if (result.kind !== 'applicationMessage') throw new Error('expected an application message');
    this.groups.set(conversationId, result.newState);
    return new TextDecoder().decode(result.message);
  }

  /** Base64 of the GroupInfo of the epoch this device is in. */
  async currentGroupInfo(conversationId: string): Promise<string> {
    const info = await createGroupInfoWithExternalPubAndRatchetTree(this.groups.get(conversationId)!, [], await pulseSuite());
    return base64({ version: 'mls10', wireformat: 'mls_group_info', groupInfo: info });
  }

  /** A commit removing the leaves whose credential names these devices (made, not sent). */
  async removeDevices(conversationId: string, deviceIds: string[]): Promise<CommitSent> {
    const state = this.groups.get(conversationId)!;
    const removes: Proposal[] = [];
    state.ratchetTree.forEach((node, index) => {
      if (node?.nodeType !== 'leaf' || node.leaf.credential.credentialType !== 'basic') return;
      const identity = new TextDecoder().decode(node.leaf.credential.identity);
      // Leaf i sits at node 2i of the tree (RFC 9420 section 4.1).
      if (deviceIds.some((id) => identity.endsWith(`:${id}`))) removes.push({ proposalType: 'remove', remove: { removed: index / 2 } });
    });
    if (removes.length !== deviceIds.length) throw new Error('a device to remove is not in the group');
    const sent = await this.makeCommit(conversationId, removes);
    return { ...sent, removedDeviceIds: deviceIds };
  }

  /** Sends a commit; on success this device moves to its new state. */
  async send(conversationId: string, sent: CommitSent): Promise<Result> {
    const { newState: _state, ...input } = sent;
    const result = await this.ask(COMMIT, { c: conversationId, input: { deviceId: this.id, ...input } });
    if (!result.errors) this.groups.set(conversationId, sent.newState);
    return result;
  }

  /** Joins from the Welcome the delivery service keeps for this device, then applies later commits. */
  async catchUp(conversationId: string): Promise<ClientState> {
    const impl = await pulseSuite();
    let state = this.groups.get(conversationId);
    let from = state ? Number(state.groupContext.epoch) : null;
    for (;;) {
      const { groupHandshakes } = ok(await this.ask(HANDSHAKES, { c: conversationId, d: this.id, from }));
      if (!state) {
        if (!groupHandshakes.welcome) throw new Error('no welcome for this device');
        state = await this.join(groupHandshakes.welcome.welcome, impl);
      }
      for (const handshake of groupHandshakes.handshakes as { epoch: number; commit: string }[]) {
        if (BigInt(handshake.epoch) !== state.groupContext.epoch) continue; // already applied
        const message = decode(handshake.commit);
        if (message.wireformat === 'mls_public_message') {
          // A device that joined by itself (an external commit).
          state = (await processPublicMessage(state, message.publicMessage, emptyPskIndex, impl)).newState;
          continue;
        }
        if (message.wireformat !== 'mls_private_message') throw new Error('expected a private message');
        const result = await processPrivateMessage(state, message.privateMessage, emptyPskIndex, impl);
        if (result.kind !== 'newState') throw new Error('expected a commit');
        state = result.newState;
      }
      this.groups.set(conversationId, state);
      if (!groupHandshakes.hasMore) return state;
      from = Number(state.groupContext.epoch);
    }
  }

  /** An external commit adding this device from the group's GroupInfo (made, not sent; `send` sends it). */
  async joinByItself(groupInfoText: string): Promise<CommitSent> {
    const impl = await pulseSuite();
    const info = decode(groupInfoText);
    if (info.wireformat !== 'mls_group_info') throw new Error('expected a GroupInfo');
    const text = await this.makeKeyPackage();
    const { publicPackage, privatePackage } = this.unused.get(text)!;
    const joined = await joinGroupExternal(info.groupInfo, publicPackage, privatePackage, false, impl);
    const groupInfo = await createGroupInfoWithExternalPubAndRatchetTree(joined.newState, [], impl);
    return {
      commit: base64({ version: 'mls10', wireformat: 'mls_public_message', publicMessage: joined.publicMessage }),
      groupInfo: base64({ version: 'mls10', wireformat: 'mls_group_info', groupInfo }),
      addedDeviceIds: [],
      newState: joined.newState,
    };
  }

  private async join(welcomeText: string, impl: CiphersuiteImpl): Promise<ClientState> {
    const message = decode(welcomeText);
    if (message.wireformat !== 'mls_welcome') throw new Error('expected a welcome');
    for (const keys of this.unused.values()) {
      try {
        return await joinGroup(message.welcome, keys.publicPackage, keys.privatePackage, emptyPskIndex, impl);
      } catch {
        // Not the package the welcome was made for: try the next.
      }
    }
    throw new Error('no key package of this device opens the welcome');
  }
}

/**
 * Ann (laptop and phone) and Bob (laptop) in a new conversation whose group Ann's laptop
 * created and filled: every device has joined and is in epoch 1.
 */
export async function encryptedConversation(graphqlUrl: string, ann: Member, bob: Member) {
  const { createConversation } = ok(await gql(graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, ann.token));
  const conversationId: string = createConversation.id;
  const [annLaptop, annPhone, bobLaptop] = await Promise.all([
    TestDevice.register(graphqlUrl, ann, 'laptop'),
    TestDevice.register(graphqlUrl, ann, 'phone'),
    TestDevice.register(graphqlUrl, bob, 'laptop'),
  ]);
  await Promise.all([annPhone.publish(2), bobLaptop.publish(2)]);
  await annLaptop.createGroup(conversationId);
  const added = await annLaptop.addOthers(conversationId);
  ok(await annLaptop.send(conversationId, added));
  await Promise.all([annPhone.catchUp(conversationId), bobLaptop.catchUp(conversationId)]);
  return { conversationId, annLaptop, annPhone, bobLaptop, added };
}
