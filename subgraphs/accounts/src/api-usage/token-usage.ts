// A personal access token's usage (usage.ts), for its member in Settings > Developer.
import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { NotFoundError, type SubgraphContext } from '@pulse/kit';
import { PersonalAccessToken } from '../access-tokens/types.js';
import { ApiUsage, UsageRange, requireOwnLogin, usageOf } from './usage.js';

@Resolver(() => PersonalAccessToken)
export class TokenUsageResolver {
  @FieldResolver(() => ApiUsage, { description: "The token's API use (its member only, with their own login)." })
  async usage(@Root() token: PersonalAccessToken, @Arg('range', () => UsageRange) range: UsageRange, @Ctx() ctx: SubgraphContext): Promise<ApiUsage> {
    const me = requireOwnLogin(ctx);
    const owned = await ctx.em.getConnection().execute(`SELECT 1 FROM platform.api_tokens WHERE id = ? AND user_id = ? AND kind = 'personal'`, [token.id, me.id]);
    if (!owned.length) throw new NotFoundError('Token not found');
    // The gateway files a personal token's usage under `token:<id>` (gateway/src/token-budget.ts).
    return usageOf(ctx, range, 'subject = ?', [`token:${token.id}`]);
  }
}
