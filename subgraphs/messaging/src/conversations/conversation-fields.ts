// The Conversation fields that need other rows. Everything per-row goes through per-request
// loaders, so a list of conversations costs a handful of queries, not one per conversation.
import { Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { byKeys, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation } from './entities/conversation.js';
import { Message } from './entities/message.js';
import { participantsLoader } from './access.js';
import { MessagePageArgs } from './inputs.js';
import { MessagePage, conversationMessages } from './message-pages.js';
import { messagesOfConversations, unreadCounts } from './message-queries.js';
import { UserReference, userRef } from '../references.js';

const PINS_PER_CONVERSATION = 50;

function latestMessageLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Message | null>('latestMessage', async (ids) =>
    byKeys(ids, await messagesOfConversations(ctx.em, ids, {}, { seq: 'desc' }, 1), (m) => m.conversationId),
  );
}

/** Pinned messages of many conversations in one query (newest pin first), however many are listed. */
function pinnedLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Message[]>('pinnedByConversation', async (ids) => {
    const pinned = await messagesOfConversations(ctx.em, ids, { pinnedAt: { $ne: null } }, { pinnedAt: 'desc' }, PINS_PER_CONVERSATION);
    return ids.map((id) => pinned.filter((m) => m.conversationId === id));
  });
}

function unreadLoader(ctx: SubgraphContext) {
  const userId = requireUser(ctx.auth).id;
  return ctx.loaders.get<string, number>('unreadByConversation', (ids) => unreadCounts(ctx.em, ids, userId));
}

@Resolver(() => Conversation)
export class ConversationFieldsResolver {
  @FieldResolver(() => [UserReference], { description: 'The participants, the caller included.' })
  async users(@Root() c: Conversation, @Ctx() ctx: SubgraphContext): Promise<UserReference[]> {
    return (await participantsLoader(ctx).load(c.id)).map(userRef);
  }

  @FieldResolver(() => Message, { nullable: true })
  latestMessage(@Root() c: Conversation, @Ctx() ctx: SubgraphContext): Promise<Message | null> {
    return latestMessageLoader(ctx).load(c.id);
  }

  @FieldResolver(() => Int, { description: 'Messages not sent by the caller that the caller has not seen.' })
  unreadCount(@Root() c: Conversation, @Ctx() ctx: SubgraphContext): Promise<number> {
    return unreadLoader(ctx).load(c.id);
  }

  @FieldResolver(() => [Message], { description: 'Pinned messages, newest pin first; both participants see them.' })
  pinnedMessages(@Root() c: Conversation, @Ctx() ctx: SubgraphContext): Promise<Message[]> {
    return pinnedLoader(ctx).load(c.id);
  }

  @FieldResolver(() => MessagePage, { description: 'Newest page first; pass pageInfo.startCursor as `before` for older messages.' })
  messages(@Root() c: Conversation, @Args(() => MessagePageArgs) args: MessagePageArgs, @Ctx() ctx: SubgraphContext): Promise<MessagePage> {
    return conversationMessages(ctx, c.id, args.first, args.before);
  }
}
