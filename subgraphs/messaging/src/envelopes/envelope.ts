// The envelope of an encrypted message as the API carries it, and the rule that keeps
// plaintext out of an encrypted conversation: once a conversation's MLS group exists (its
// first commit), every message into it is an envelope (docs/e2ee.md).
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BadUserInputError, type SubgraphContext } from '@pulse/kit';

export enum MessageKind {
  MESSAGE = 'MESSAGE',
  REACTION = 'REACTION',
}
registerEnumType(MessageKind, { name: 'MessageKind', description: 'What an encrypted message is: a message (counts as unread) or a reaction to one (does not).' });

@ObjectType('MessageEnvelope', { description: 'An end-to-end encrypted message: only the devices in its group can open it.' })
export class MessageEnvelope {
  @Field(() => Int, { description: 'The envelope version (1).' }) v!: number;
  @Field(() => MessageKind) kind!: MessageKind;
  @Field(() => Int, { description: 'The MLS epoch it was sent in.' }) epoch!: number;
  @Field(() => ID) senderDeviceId!: string;
  @Field(() => String, { description: 'Base64 of the MLS message (wire format mls_private_message, content type application).' }) mls!: string;
}

export const ENCRYPTED_CONVERSATION = 'This conversation is end-to-end encrypted: send an encrypted message (sendEncryptedMessage)';

/** The conversation's MLS group's current epoch, or null while it has none (not encrypted). */
export async function groupEpochOf(ctx: SubgraphContext, conversationId: string): Promise<bigint | null> {
  const [row] = await ctx.em
    .getConnection()
    .execute<{ epoch: string }[]>(
      `SELECT epoch FROM ${ctx.services.schema}.mls_groups WHERE conversation_id = ?`,
      [conversationId],
      'all',
      ctx.em.getTransactionContext(),
    );
  return row ? BigInt(row.epoch) : null;
}

/** Refuses a plaintext message (text, media, reaction) into an encrypted conversation. */
export async function refusePlaintextIfEncrypted(ctx: SubgraphContext, conversationId: string): Promise<void> {
  if ((await groupEpochOf(ctx, conversationId)) !== null) throw new BadUserInputError(ENCRYPTED_CONVERSATION, 'conversationId', 'ENCRYPTED_CONVERSATION');
}
