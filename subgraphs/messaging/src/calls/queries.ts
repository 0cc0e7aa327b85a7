// call(id), activeCalls, callHistory(conversationId): a call is visible to the participants
// of its conversation only.
import { pageSize, requireUser, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../access.js';
import { requireCallAccess } from './access.js';
import { Call } from './entities.js';
import { expireRinging } from './ring-timeout.js';

const ACTIVE_CALLS_MAX = 50;

export async function call(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<Call> {
  return (await requireCallAccess(ctx, id)).call;
}

export async function activeCalls(_: unknown, _args: unknown, ctx: SubgraphContext): Promise<Call[]> {
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

export async function callHistory(_: unknown, args: { conversationId: string; first?: number | null }, ctx: SubgraphContext): Promise<Call[]> {
  await requireParticipant(ctx, args.conversationId);
  const limit = pageSize(args.first, 20, 100);
  await expireRinging(ctx.em.fork(), ctx.services.schema, ctx.services.config, { conversationIds: [args.conversationId] });
  return ctx.em.find(Call, { conversationId: args.conversationId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, refresh: true });
}
