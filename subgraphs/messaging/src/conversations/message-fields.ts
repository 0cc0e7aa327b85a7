// The Message and Reaction fields that need other rows or other subgraphs. Everything per-row
// goes through per-request loaders, so a page of 30 messages costs a handful of queries.
import { Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Message } from './entities/message.js';
import { MessageSeen } from './entities/message-seen.js';
import { Reaction } from './entities/reaction.js';
import { messageLoader } from './access.js';
import { messageCursor } from './cursors.js';
import { PostReference, UserReference, postRef, userRef } from '../references.js';
import { envelopeOf } from '../envelopes/envelope-fields.js';

@ObjectType('MessageReply', { description: 'The quoted message of a reply.' })
export class MessageReply {
  @Field(() => ID) id!: string;
  @Field(() => String) body!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => UserReference) sender!: UserReference;
}

const replyOf = (original: Message): MessageReply => ({ id: original.id, body: original.body, image: original.mediaUrl, sender: userRef(original.senderId) });

/**
 * A message just written, as every participant reads it through the resolvers below: nothing
 * has touched it yet (no reactions, no seen marks, no pin). Its events carry this, so that the
 * gateway answers every receiver from the event instead of asking messaging (carried.ts there,
 * docs/realtime.md); `carried.gateway.test.ts` compares it field by field with a lookup.
 * `replied` is the quoted message (already loaded by whoever checked the reply).
 */
export function newMessageFields(m: Message, replied: Message | null): Record<string, unknown> {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    body: m.body,
    image: m.mediaUrl,
    mediaType: m.mediaType,
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
    sender: userRef(m.senderId),
    seen: false,
    seenBy: [],
    replyTo: m.replyToId && replied ? replyOf(replied) : null,
    sharedPost: m.sharedPostId ? postRef(m.sharedPostId) : null,
    reactions: [],
    pinned: m.pinnedAt !== null,
    cursor: messageCursor(m.seq ?? '0', m.id),
    seq: String(m.seq ?? '0'),
    envelope: envelopeOf(m),
    // A call record (calls/call-records.ts) names its call; the gateway looks the call up.
    call: m.callId ? { id: m.callId } : null,
  };
}

function seenByLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, string[]>('seenByMessage', async (ids) => {
    const rows = await ctx.em.find(MessageSeen, { messageId: { $in: [...ids] } }, { orderBy: { seenAt: 'asc' } });
    return ids.map((id) => rows.filter((r) => r.messageId === id).map((r) => r.userId));
  });
}

function reactionsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Reaction[]>('reactionsByMessage', async (ids) => {
    const rows = await ctx.em.find(Reaction, { messageId: { $in: [...ids] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return ids.map((id) => rows.filter((r) => r.messageId === id));
  });
}

@Resolver(() => Message)
export class MessageFieldsResolver {
  @FieldResolver(() => UserReference)
  sender(@Root() m: Message): UserReference {
    return userRef(m.senderId);
  }

  @FieldResolver(() => Boolean, { description: 'True once a participant other than the sender has seen it.' })
  async seen(@Root() m: Message, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await seenByLoader(ctx).load(m.id)).some((id) => id !== m.senderId);
  }

  @FieldResolver(() => [UserReference])
  async seenBy(@Root() m: Message, @Ctx() ctx: SubgraphContext): Promise<UserReference[]> {
    return (await seenByLoader(ctx).load(m.id)).map(userRef);
  }

  @FieldResolver(() => MessageReply, { nullable: true })
  async replyTo(@Root() m: Message, @Ctx() ctx: SubgraphContext): Promise<MessageReply | null> {
    if (!m.replyToId) return null;
    const original = await messageLoader(ctx).load(m.replyToId);
    return original && replyOf(original);
  }

  // A reference the gateway resolves through social, as the reader. Social answers null for a
  // post deleted since, or one the reader may not see (the sender's own draft or scheduled
  // post: sendMessage checks only that the sender may see it); the gateway then nulls the field
  // and notes it under extensions.valueCompletion, not as an error, so the page still reads fine.
  @FieldResolver(() => PostReference, {
    nullable: true,
    description: "The post shared into the conversation as a card; null when none, when it was deleted, or while the reader may not see it (the sender's draft).",
  })
  sharedPost(@Root() m: Message): PostReference | null {
    return m.sharedPostId ? postRef(m.sharedPostId) : null;
  }

  @FieldResolver(() => [Reaction])
  reactions(@Root() m: Message, @Ctx() ctx: SubgraphContext): Promise<Reaction[]> {
    return reactionsLoader(ctx).load(m.id);
  }

  @FieldResolver(() => Boolean)
  pinned(@Root() m: Message): boolean {
    return m.pinnedAt !== null;
  }

  @FieldResolver(() => String, { description: 'Orders messages; pass it as `after` to missedMessages.' })
  cursor(@Root() m: Message): string {
    return messageCursor(m.seq ?? '0', m.id);
  }

  @FieldResolver(() => String, { description: "The message's place in the order of all messages (a bigint, as a string): a later message has a greater seq." })
  seq(@Root() m: Message): string {
    return String(m.seq ?? '0');
  }
}

@Resolver(() => Reaction)
export class ReactionFieldsResolver {
  @FieldResolver(() => UserReference)
  user(@Root() r: Reaction): UserReference {
    return userRef(r.userId);
  }
}
