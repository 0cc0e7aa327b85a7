// quickActions and saveQuickActions: the member's panel layout and order. The order names known
// actions only, each once (BAD_USER_INPUT otherwise); actions it leaves out follow in the
// default order, so a panel saved before an action existed still shows it.
import { Arg, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SignedIn, declareInput, inputField, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { DEFAULT_LAYOUT, LAYOUTS, QUICK_ACTION_IDS, completeOrder } from '../actions.js';
import { QuickActionsLayoutEnum, QuickActionsRow, QuickActionsState } from '../entities.js';

export const UNKNOWN_ACTION = 'Unknown quick action';
export const DUPLICATE_ACTION = 'Each quick action can appear once';

export const SaveQuickActionsInput = declareInput(
  'SaveQuickActionsInput',
  {
    layout: inputField(z.enum(LAYOUTS), () => QuickActionsLayoutEnum),
    order: inputField(
      z
        .array(
          z
            .string()
            .max(40, UNKNOWN_ACTION)
            .refine((id) => (QUICK_ACTION_IDS as readonly string[]).includes(id), UNKNOWN_ACTION),
        )
        .max(QUICK_ACTION_IDS.length, DUPLICATE_ACTION)
        .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_ACTION),
      () => [String],
      { description: `Action ids (${QUICK_ACTION_IDS.join(', ')}), each at most once.` },
    ),
  },
  { description: 'Your quick-actions panel.' },
);

@Resolver()
export class QuickActionsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => QuickActionsState, { description: 'Your quick-actions layout and order (the defaults until you save).' })
  async quickActions(@Ctx() ctx: SubgraphContext): Promise<QuickActionsState> {
    const row = await (ctx.em as EntityManager).findOne(QuickActionsRow, { userId: requireUser(ctx.auth).id });
    return { layout: row?.layout ?? DEFAULT_LAYOUT, order: completeOrder(row?.order ?? []), updatedAt: row?.updatedAt ?? null };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => QuickActionsState, { description: 'Saves your quick-actions layout and order.' })
  async saveQuickActions(
    @Arg('input', () => SaveQuickActionsInput) input: InputOf<typeof SaveQuickActionsInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<QuickActionsState> {
    const userId = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    const em = ctx.em as EntityManager;
    await em.upsert(QuickActionsRow, { userId, layout: input.layout, order: input.order, updatedAt: now });
    return { layout: input.layout, order: completeOrder(input.order), updatedAt: now };
  }
}
