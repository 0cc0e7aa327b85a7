// unreadMessageCount: the spec's rule, messages not sent by me whose seenBy lacks me, over all my conversations.
import { Ctx, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';

@Resolver()
@UseMiddleware(SignedIn)
export class UnreadMessageCountResolver {
  @Query(() => Int, { description: 'Messages not sent by the caller whose seenBy lacks the caller, over all conversations.' })
  async unreadMessageCount(@Ctx() ctx: SubgraphContext): Promise<number> {
    const userId = requireUser(ctx.auth).id;
    const s = `"${ctx.services.schema}"`;
    const [row] = await ctx.em.getConnection().execute<{ count: string }[]>(
      `SELECT count(*) AS count FROM ${s}.messages m
       JOIN ${s}.participants p ON p.conversation_id = m.conversation_id AND p.user_id = ?
       WHERE m.sender_id <> ? AND NOT EXISTS (SELECT 1 FROM ${s}.message_seen x WHERE x.message_id = m.id AND x.user_id = ?)`,
      [userId, userId, userId],
    );
    return Number(row.count);
  }
}
