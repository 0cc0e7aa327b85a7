// call(id), activeCalls and callHistory: a call is visible to the participants of its
// conversation only.
import { Arg, Args, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../access.js';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';
import { CallHistoryArgs } from '../inputs.js';
import { expireRinging } from '../ring-timeout.js';

const ACTIVE_CALLS_MAX = 50;

@Resolver()
@UseMiddleware(SignedIn)
export class CallsResolver {
  @Query(() => Call)
  async call(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Call> {
    return (await requireCallAccess(ctx, id)).call;
  }

  @Query(() => [Call], { description: 'The caller\'s calls that are ringing or active.' })
  async activeCalls(@Ctx() ctx: SubgraphContext): Promise<Call[]> {
    const userId = requireUser(ctx.auth).id;
    const { schema, config } = ctx.services;
    await expireRinging(ctx.em.fork(), schema, config, { userId });
    const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
      `SELECT c.* FROM "${schema}".calls c
       JOIN "${schema}".participants p ON p.conversation_id = c.conversation_id AND p.user_id = ?
       WHERE c.status IN ('RINGING', 'ACTIVE')
       ORDER BY c.created_at DESC, c.id DESC LIMIT ${ACTIVE_CALLS_MAX}`,
      [userId],
    );
    return rows.map((row) => ctx.em.map(Call, row));
  }

  @Query(() => [Call], { description: 'A conversation\'s calls, newest first.' })
  async callHistory(@Args(() => CallHistoryArgs) args: CallHistoryArgs, @Ctx() ctx: SubgraphContext): Promise<Call[]> {
    await requireParticipant(ctx, args.conversationId);
    await expireRinging(ctx.em.fork(), ctx.services.schema, ctx.services.config, { conversationIds: [args.conversationId] });
    return ctx.em.find(Call, { conversationId: args.conversationId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.first, refresh: true });
  }
}
