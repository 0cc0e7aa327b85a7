// The envelopes' row of the authz matrix (docs/authz-matrix.md): an encrypted message into the
// owner's conversation. Only its participants may send one, from a device of their own; the
// owner's cells send a genuine MLS application message, each into a group of its own.
import { createApplicationMessage, encodeMlsMessage, getCiphersuiteFromName, getCiphersuiteImpl } from 'ts-mls';
import { PARTICIPANTS, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';
import { ownersFirstCommit } from '../groups/authz.js';

const SUITE = 'MLS_256_XWING_AES256GCM_SHA512_Ed25519';
const COMMIT = 'mutation($id: ID!, $input: GroupCommitInput!) { commitToGroup(conversationId: $id, input: $input) { epoch } }';
const REFUSED_BEFORE_READ = { deviceId: 'none', mls: 'AA==' };

/** A conversation of the owner's whose group the owner's device created, and a message into it. */
async function ownersEnvelope(f: Fixtures): Promise<{ conversationId: string; input: Record<string, unknown> }> {
  const { conversationId, input, state } = await ownersFirstCommit(f);
  await f.run(COMMIT, { id: conversationId, input }, f.members.owner.token);
  const sent = await createApplicationMessage(state, new TextEncoder().encode('authz'), await getCiphersuiteImpl(getCiphersuiteFromName(SUITE)));
  const mls = Buffer.from(encodeMlsMessage({ version: 'mls10', wireformat: 'mls_private_message', privateMessage: sent.privateMessage })).toString('base64');
  return { conversationId, input: { deviceId: input.deviceId, mls } };
}

const rows: Row[] = [
  {
    operation: 'sendEncryptedMessage',
    about: "the owner's encrypted conversation",
    document: 'mutation($id: ID!, $input: EncryptedMessageInput!) { sendEncryptedMessage(conversationId: $id, input: $input) { id } }',
    variables: async (f, actor) => {
      if (actor !== 'owner') return { id: f.conversation, input: REFUSED_BEFORE_READ };
      const { conversationId, input } = await ownersEnvelope(f);
      return { id: conversationId, input };
    },
    expect: PARTICIPANTS,
    rest: [
      {
        route: 'POST /conversations/:id/envelopes',
        request: async (f, actor) => {
          if (actor !== 'owner') return { params: { id: f.conversation }, body: REFUSED_BEFORE_READ };
          const { conversationId, input } = await ownersEnvelope(f);
          return { params: { id: conversationId }, body: input };
        },
      },
    ],
  },
];

export const authz: AuthzRows = { rows };
