// missedMessages: catch-up after a reconnect.
import { Args, Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, keysetFetchSize, requireUser, type SubgraphContext } from '@pulse/kit';
import { messagesOfMember } from '../message-queries.js';
import { cursorSeq } from '../cursors.js';
import { MissedMessagesArgs } from '../inputs.js';
import { MessagePage, page } from '../message-pages.js';

@Resolver()
@UseMiddleware(SignedIn)
export class MissedMessagesResolver {
  @Query(() => MessagePage, { description: "Messages in any of the caller's conversations after a cursor, oldest first: catch-up after a reconnect." })
  async missedMessages(@Args(() => MissedMessagesArgs) args: MissedMessagesArgs, @Ctx() ctx: SubgraphContext): Promise<MessagePage> {
    const userId = requireUser(ctx.auth).id;
    const limit = args.first;
    const afterSeq = cursorSeq(args.after, 'after') ?? '0';
    // Per conversation, a range scan on (conversation_id, seq), at most one page from each:
    // bounded work however long the histories are, and no index on seq alone is needed.
    const rows = await messagesOfMember(ctx.em, userId, { seq: { $gt: afterSeq } }, 'asc', keysetFetchSize(limit));
    return page(rows, limit, false);
  }
}
