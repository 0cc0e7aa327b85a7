// messages: a page (newest first) of one conversation or of all the caller's conversations.
import { Args, Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, keysetFetchSize, requireUser, type SubgraphContext } from '@pulse/kit';
import { messagesOfMember } from '../message-queries.js';
import { cursorSeq } from '../cursors.js';
import { MessagesArgs } from '../inputs.js';
import { MessagePage, conversationMessages, page } from '../message-pages.js';

/** One page of the caller's messages across all their conversations, shaped like a conversation's. */
async function recentMessages(ctx: SubgraphContext, limit: number, before: string | null | undefined): Promise<MessagePage> {
  const userId = requireUser(ctx.auth).id;
  const beforeSeq = cursorSeq(before, 'before');
  // As missedMessages, backwards: at most one page from each conversation's (conversation_id, seq) index.
  const rows = await messagesOfMember(ctx.em, userId, beforeSeq ? { seq: { $lt: beforeSeq } } : {}, 'desc', keysetFetchSize(limit));
  return page(rows, limit, true);
}

@Resolver()
@UseMiddleware(SignedIn)
export class ListMessagesResolver {
  @Query(() => MessagePage, {
    description: "Newest page first; older pages with `before`. Without conversationId: the caller's messages across all their conversations.",
  })
  messages(@Args(() => MessagesArgs) args: MessagesArgs, @Ctx() ctx: SubgraphContext): Promise<MessagePage> {
    if (!args.conversationId) return recentMessages(ctx, args.first, args.before);
    return conversationMessages(ctx, args.conversationId, args.first, args.before);
  }
}
