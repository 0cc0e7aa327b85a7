// The Conversation fields of its MLS group: whether it exists (the conversation is then end-to-end
// encrypted) and its epoch. Clients show the spec's encryption banner only on an encrypted
// conversation; a device that sees the epoch move past its own reads the new handshakes (every
// accepted commit announces conversationUpdated to the participants).
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Conversation } from '../conversations/entities/conversation.js';

function groupEpochLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, number | null>('groupEpoch', async (ids) => {
    const rows = await ctx.em
      .getConnection()
      .execute<{ conversation_id: string; epoch: string }[]>(
        `SELECT conversation_id, epoch FROM ${ctx.services.schema}.mls_groups WHERE conversation_id IN (SELECT jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(ids)],
        'all',
        ctx.em.getTransactionContext(),
      );
    const epochs = new Map(rows.map((r) => [r.conversation_id, Number(r.epoch)]));
    return ids.map((id) => epochs.get(id) ?? null);
  });
}

@Resolver(() => Conversation)
export class ConversationGroupResolver {
  @FieldResolver(() => Boolean, { description: 'End-to-end encrypted: its MLS group exists, and it takes only encrypted messages.' })
  async encrypted(@Root() conversation: Conversation, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await groupEpochLoader(ctx).load(conversation.id)) !== null;
  }

  @FieldResolver(() => Int, {
    description: "Its MLS group's epoch (0 before the group's first commit); each accepted commit moves it and announces conversationUpdated.",
  })
  async groupEpoch(@Root() conversation: Conversation, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await groupEpochLoader(ctx).load(conversation.id)) ?? 0;
  }
}
