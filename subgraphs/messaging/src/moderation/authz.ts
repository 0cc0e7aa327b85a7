// Messaging moderation's rows of the authz matrix (docs/authz-matrix.md): moderators and admins
// only. Each actor aims at a fresh message of the owner in the owner's conversation.
import { F, U, A, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

const MODERATORS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: A, admin: A, suspended: U };
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'moderatorRemoveMessage',
      about: "a message of the owner's in their conversation",
      document: 'mutation($id: ID!) { moderatorRemoveMessage(id: $id) }',
      variables: async (f: Fixtures) => {
        const sent = await f.run<{ sendMessage: { id: string } }>(SEND, { input: { conversationId: f.conversation, body: 'to be removed' } }, f.members.owner.token);
        return { id: sent.sendMessage.id };
      },
      expect: MODERATORS,
    },
  ],
};
