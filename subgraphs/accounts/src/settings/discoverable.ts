// User.discoverable: whether a member chose to be found (member search here, suggestions in
// social's explore/suggestions.ts, which asks this field for its candidates: docs/safety.md).
// Readable by any signed-in member: search already tells them (a member who is not
// discoverable is never found), so the field says nothing new; a visitor reads null.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { User } from '../users/entities.js';
import { MemberSettings } from './entities.js';

function hiddenLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, boolean>('notDiscoverable', async (ids) => {
    // Only the members who opted out have a row saying so (member_settings_hidden, a small partial index).
    const rows = await ctx.em.find(MemberSettings, { userId: { $in: [...ids] }, discoverable: false }, { fields: ['userId'], disableIdentityMap: true });
    const hidden = new Set(rows.map((row) => row.userId));
    return ids.map((id) => hidden.has(id));
  });
}

@Resolver(() => User)
export class DiscoverableFieldResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether the member is listed in member search and suggested to follow (their privacy choice). null to a visitor.',
  })
  async discoverable(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean | null> {
    if (!ctx.auth.user) return null;
    return !(await hiddenLoader(ctx).load(user.id));
  }
}
