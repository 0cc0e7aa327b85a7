// sendEncryptedMessage: a device of a participant sends an end-to-end encrypted message (or
// reaction) into a conversation whose MLS group exists. The delivery service reads only the
// clear framing: an application message of this group, made in its current epoch or one of
// the few before it whose keys the devices keep. It stores the ciphertext as it came, in the
// messages table, so pages, catch-up, seen state and realtime work as for any message.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, SignedIn, hitRateLimits, type InputOf, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../conversations/access.js';
import { Message } from '../../conversations/entities/message.js';
import { CLIENT_ID_ELSEWHERE, createMessage } from '../../conversations/operations/send-message.js';
import { requireOwnDevice } from '../../devices/access.js';
import { framed, sameGroup } from '../../groups/checks.js';
import { MessageKind, groupEpochOf } from '../envelope.js';
import { EncryptedMessageInput } from '../inputs.js';
import { EPOCHS_RETAINED } from '../limits.js';

export const NOT_ENCRYPTED = 'This conversation has no MLS group yet: a device must commit one first';

@Resolver()
@UseMiddleware(SignedIn)
export class SendEncryptedMessageResolver {
  @Mutation(() => Message, { description: "Sends an end-to-end encrypted message or reaction (an MLS application message) into a conversation's group." })
  async sendEncryptedMessage(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('input', () => EncryptedMessageInput) input: InputOf<typeof EncryptedMessageInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Message> {
    const { participants, userId } = await requireParticipant(ctx, conversationId);
    const device = await requireOwnDevice(ctx, input.deviceId);
    if (input.clientId) {
      // A retried send (lost answer, reconnect) answers the message the first attempt created.
      const sent = await ctx.em.findOne(Message, { senderId: userId, clientId: input.clientId });
      if (sent && sent.conversationId !== conversationId) throw new ConflictError(CLIENT_ID_ELSEWHERE, 'clientId');
      if (sent) return sent;
    }
    const current = await groupEpochOf(ctx, conversationId);
    if (current === null) throw new BadUserInputError(NOT_ENCRYPTED, 'conversationId', 'NOT_ENCRYPTED');
    const { bytes, framing } = framed(input.mls, 'mls');
    if (framing.kind !== 'application') throw new BadUserInputError('Not an MLS application message', 'mls', 'NOT_APPLICATION');
    if (!sameGroup(framing.groupId, conversationId)) throw new BadUserInputError("The message is not for this conversation's group", 'mls', 'MLS_WRONG_GROUP');
    if (framing.epoch > current || framing.epoch < current - BigInt(EPOCHS_RETAINED)) {
      throw new BadUserInputError(`The group is in epoch ${current}; a message of epoch ${framing.epoch} cannot be read`, 'mls', 'MLS_WRONG_EPOCH');
    }
    const { messageLimitPerMinute } = ctx.services.config;
    await hitRateLimits(ctx.em, ctx.services, [{ key: `send:${userId}`, limit: messageLimitPerMinute, windowSeconds: 60 }]);
    return createMessage(
      ctx,
      {
        conversationId,
        senderId: userId,
        body: '',
        replyToId: null,
        clientId: input.clientId,
        mls: bytes,
        mlsEpoch: framing.epoch.toString(),
        senderDeviceId: device.id,
        kind: input.kind === MessageKind.REACTION ? 'reaction' : 'message',
      },
      participants,
    );
  }
}
