// conversations and conversation(id): the caller's conversations, and one of them.
import { Arg, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation } from '../entities/conversation.js';
import { requireParticipant } from '../access.js';

const CONVERSATIONS_MAX = 500;

@Resolver()
@UseMiddleware(SignedIn)
export class ConversationsResolver {
  @Query(() => [Conversation], { description: 'The caller\'s conversations, most recent activity first.' })
  async conversations(@Ctx() ctx: SubgraphContext): Promise<Conversation[]> {
    const userId = requireUser(ctx.auth).id;
    const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
      `SELECT c.* FROM "${ctx.services.schema}".conversations c
       JOIN "${ctx.services.schema}".participants p ON p.conversation_id = c.id AND p.user_id = ?
       ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
       LIMIT ${CONVERSATIONS_MAX}`,
      [userId],
    );
    return rows.map((row) => ctx.em.map(Conversation, row));
  }

  @Query(() => Conversation)
  async conversation(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Conversation> {
    return (await requireParticipant(ctx, id)).conversation;
  }
}
