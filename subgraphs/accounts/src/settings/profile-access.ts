// Profile visibility as accounts enforces it on the profile fields it owns (docs/settings.md).
// The choice and the follows it depends on are social's, so accounts asks social, as the
// caller, whether they may see each member's profile (User.profileVisibleToMe): one request per
// operation for any number of members. findUser (the profile page's lookup) answers FORBIDDEN
// "This profile is private"; elsewhere a member stays nameable beside their content (user(id),
// authors, senders: name, username, image) but their bio and link read null.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ForbiddenError, ServiceUnavailableError, askSubgraph, createLogger, type SubgraphContext } from '@pulse/kit';
import { ProfileVisibleToMeDocument } from '../calls.generated.js';
import { User } from '../users/entities.js';

const log = createLogger('accounts.profile-access');

export const PROFILE_PRIVATE = 'This profile is private';

function visibilityLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, boolean | null>('profileVisibleToMe', async (ids) => {
    try {
      const answer = await askSubgraph(ctx, 'social', ProfileVisibleToMeDocument, { representations: ids.map((id) => ({ __typename: 'User', id })) });
      if (!answer.data) throw new Error(`social answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
      const visible = new Map(answer.data._entities.flatMap((e) => (e?.__typename === 'User' ? [[e.id, e.profileVisibleToMe] as const] : [])));
      return ids.map((id) => visible.get(id) ?? null);
    } catch (error) {
      log.warn('profile visibility lookup failed', { error: String(error) });
      return ids.map(() => null);
    }
  });
}

/** True when the caller may see `user`'s profile; null when social could not say. */
async function profileVisible(ctx: SubgraphContext, userId: string): Promise<boolean | null> {
  if (ctx.auth.user?.id === userId) return true;
  return visibilityLoader(ctx).load(userId);
}

/** For the profile lookup: FORBIDDEN (reason PROFILE_PRIVATE) when the member's choice leaves the caller out. */
export async function assertProfileVisible(ctx: SubgraphContext, userId: string): Promise<void> {
  const visible = await profileVisible(ctx, userId);
  if (visible === null) throw new ServiceUnavailableError('This profile cannot be shown right now. Please try again.');
  if (!visible) throw new ForbiddenError(PROFILE_PRIVATE, { reason: 'PROFILE_PRIVATE' });
}

@Resolver(() => User)
export class ProfileFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: "null when the member's profile visibility leaves the caller out." })
  async bio(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    if (user.bio === null) return null;
    return (await profileVisible(ctx, user.id)) ? user.bio : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "null when the member's profile visibility leaves the caller out." })
  async bioLink(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    if (user.bioLink === null) return null;
    return (await profileVisible(ctx, user.id)) ? user.bioLink : null;
  }
}
