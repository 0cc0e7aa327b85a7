// Message.envelope: the encrypted message as the API carries it (null for a plaintext one).
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Message } from '../conversations/entities/message.js';
import { MessageEnvelope, MessageKind } from './envelope.js';

export function envelopeOf(message: Message): MessageEnvelope | null {
  if (!message.mls || message.mlsEpoch === null || !message.senderDeviceId) return null;
  return {
    v: 1,
    kind: message.kind === 'reaction' ? MessageKind.REACTION : MessageKind.MESSAGE,
    epoch: Number(message.mlsEpoch),
    senderDeviceId: message.senderDeviceId,
    mls: Buffer.from(message.mls).toString('base64'),
  };
}

@Resolver(() => Message)
export class EnvelopeFieldsResolver {
  @FieldResolver(() => MessageEnvelope, { nullable: true, description: 'The end-to-end encrypted message; its body is then empty (null for a plaintext message).' })
  envelope(@Root() message: Message): MessageEnvelope | null {
    return envelopeOf(message);
  }
}
