// The groups' rows of the authz matrix (docs/authz-matrix.md): the MLS group of the owner's
// conversation. Only its participants may commit to it or read it, each through a device of
// their own. The owner's cells send genuine first commits, each to a group of its own.
import {
  createCommit,
  createGroup,
  createGroupInfoWithExternalPub,
  defaultCapabilities,
  defaultLifetime,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  type ClientState,
} from 'ts-mls';
import { PARTICIPANTS, memo, owner, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

// Spelled out as a third-party client would (docs/e2ee.md): the rows speak the public protocol only.
const SUITE = 'MLS_256_XWING_AES256GCM_SHA512_Ed25519';
const REGISTER = 'mutation($name: String!) { registerDevice(input: { name: $name }) { id } }';
const ownersDevice = memo((f) => f.run<{ registerDevice: { id: string } }>(REGISTER, { name: 'authz group device' }, owner(f).token).then((d) => d.registerDevice.id));

const EPOCH = 'query($id: ID!, $device: ID!) { groupHandshakes(conversationId: $id, deviceId: $device) { epoch } }';
const OPEN = 'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }';
const REFUSED_BEFORE_READ = { deviceId: 'none', commit: 'AA==', groupInfo: 'AA==' };

/**
 * The owner's cell: a conversation of the owner's with a new member (cells run at once, so
 * each starts a group of its own) and a genuine first commit to its group.
 */
export async function ownersFirstCommit(f: Fixtures): Promise<{ conversationId: string; input: Record<string, unknown>; state: ClientState }> {
  const impl = await getCiphersuiteImpl(getCiphersuiteFromName(SUITE));
  const deviceId = await ownersDevice(f);
  const partner = await f.fresh.member();
  const { createConversation } = await f.run<{ createConversation: { id: string } }>(OPEN, { id: partner.user.id }, owner(f).token);
  const { publicPackage, privatePackage } = await generateKeyPackage(
    { credentialType: 'basic', identity: new TextEncoder().encode(`pulse-device:v1:${owner(f).user.id}:${deviceId}`) },
    defaultCapabilities(),
    defaultLifetime,
    [],
    impl,
  );
  const group = await createGroup(new TextEncoder().encode(createConversation.id), publicPackage, privatePackage, [], impl);
  const made = await createCommit({ state: group, cipherSuite: impl }, { ratchetTreeExtension: true });
  const groupInfo = await createGroupInfoWithExternalPub(made.newState, [], impl);
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  return {
    conversationId: createConversation.id,
    state: made.newState,
    input: {
      deviceId,
      commit: b64(encodeMlsMessage(made.commit)),
      groupInfo: b64(encodeMlsMessage({ version: 'mls10', wireformat: 'mls_group_info', groupInfo })),
    },
  };
}

const rows: Row[] = [
  {
    operation: 'commitToGroup',
    about: "the group of the owner's conversation",
    document: 'mutation($id: ID!, $input: GroupCommitInput!) { commitToGroup(conversationId: $id, input: $input) { epoch } }',
    // Only the owner's cell needs a genuine commit; the others are refused before it is read.
    variables: async (f, actor) => {
      if (actor !== 'owner') return { id: f.conversation, input: REFUSED_BEFORE_READ };
      const { conversationId, input } = await ownersFirstCommit(f);
      return { id: conversationId, input };
    },
    expect: PARTICIPANTS,
    rest: [
      {
        route: 'POST /conversations/:id/commits',
        request: async (f, actor) => {
          if (actor !== 'owner') return { params: { id: f.conversation }, body: REFUSED_BEFORE_READ };
          const { conversationId, input } = await ownersFirstCommit(f);
          return { params: { id: conversationId }, body: input };
        },
      },
    ],
  },
  {
    operation: 'groupHandshakes',
    about: "the group of the owner's conversation",
    document: EPOCH,
    variables: async (f) => ({ id: f.conversation, device: await ownersDevice(f) }),
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /conversations/:id/handshakes', request: async (f) => ({ params: { id: f.conversation }, query: { deviceId: await ownersDevice(f) } }) }],
  },
];

export const authz: AuthzRows = { rows };
