// assistantConversations: the caller's conversations, most recently active first, in cursor pages.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, cursorArgRule, keysetFetchSize, keysetPage, pageInfoType, pageSize, requireUser, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { CONVERSATION_CURSOR } from '../cursors.js';
import { AiConversation } from '../entities.js';

const DEFAULT_FIRST = 20;

export const AssistantPageInfo = pageInfoType('AssistantPageInfo');

@ObjectType('AssistantConversationConnection')
export class AssistantConversationConnection {
  @Field(() => [AiConversation]) nodes!: AiConversation[];
  @Field(() => AssistantPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class AssistantConversationsArgs {
  static schema = z.object({ after: cursorArgRule });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

@Resolver()
export class AssistantConversationsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AssistantConversationConnection, { description: 'The caller’s assistant conversations, most recently active first.' })
  async assistantConversations(
    @Args(() => AssistantConversationsArgs) args: AssistantConversationsArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AssistantConversationConnection> {
    const me = requireUser(ctx.auth).id;
    const limit = pageSize(args.first, DEFAULT_FIRST);
    const after = CONVERSATION_CURSOR.decode(args.after, 'after');
    const before = after ? { updatedAt: { $lte: new Date(after.key) }, $or: [{ updatedAt: { $lt: new Date(after.key) } }, { id: { $lt: after.id } }] } : {};
    const rows = await ctx.em.find(
      AiConversation,
      { $and: [{ ownerId: me }, before] },
      { orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) },
    );
    return keysetPage(rows, limit, (conversation) => CONVERSATION_CURSOR.encode(conversation.updatedAt, conversation.id));
  }
}
