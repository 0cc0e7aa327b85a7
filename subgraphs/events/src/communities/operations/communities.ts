// communities and community: the list (most members first, optionally searched by name or
// looked up by exact name, case-insensitively: the spec's GET /community?name=) and one by id.
// Communities are public: anyone, signed in or not, may list and read them.
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type SubgraphContext } from '@pulse/kit';
import { Community } from '../entities.js';
import { NAME_MAX, SEARCH_MAX } from '../inputs.js';
import { requireCommunity } from '../membership.js';

export const LIST_MAX = 50;

@ArgsType()
class CommunitiesArgs {
  static schema = z.object({
    search: z.string().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`).trim().nullish(),
    name: z.string().max(NAME_MAX, `name must be at most ${NAME_MAX} characters`).trim().nullish(),
    first: z
      .number()
      .int()
      .min(1, `first must be between 1 and ${LIST_MAX}`)
      .max(LIST_MAX, `first must be between 1 and ${LIST_MAX}`)
      .nullish()
      .transform((n) => n ?? 20),
  });

  @Field(() => String, { nullable: true, description: 'Names containing this text, whatever its case.' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Exactly this name, whatever its case (at most one community).' }) name?: string | null;
  @Field(() => Int, { nullable: true, description: `Default 20, at most ${LIST_MAX}.` }) first!: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Resolver()
export class CommunitiesResolver {
  @Query(() => [Community], { description: 'Communities, most members first; `search` by part of the name, `name` for one exact name (case-insensitive).' })
  async communities(@Args(() => CommunitiesArgs) args: CommunitiesArgs, @Ctx() ctx: SubgraphContext): Promise<Community[]> {
    const em = ctx.em as EntityManager;
    const where: Record<string, unknown> = {};
    if (args.name) where.name = { $ilike: args.name.replace(/[\\%_]/g, (c) => `\\${c}`) };
    else if (args.search) where.name = { $ilike: likePattern(args.search) };
    return em.find(Community, where, { orderBy: { memberCount: 'desc', createdAt: 'desc', id: 'asc' }, limit: args.first });
  }

  @Query(() => Community, { description: 'One community (NOT_FOUND when there is none).' })
  community(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    return requireCommunity(ctx.em as EntityManager, id);
  }
}
