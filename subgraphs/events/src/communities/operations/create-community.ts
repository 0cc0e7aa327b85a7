// createCommunity: a new community by name; its creator is its first member and owner. The
// name is unique case-insensitively: the unique index on lower(name) decides, so two members
// creating "Runners" and "runners" at the same moment get one community and one CONFLICT.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, SignedIn, commitOrConflict, newId, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { Community, CommunityMember, CommunityRole } from '../entities.js';
import { CreateCommunityInput } from '../inputs.js';
import { NAME_TAKEN } from '../membership.js';

@Resolver()
export class CreateCommunityResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Creates a community (name unique whatever its case: CONFLICT with reason NAME_TAKEN); you own it.' })
  async createCommunity(@Arg('input', () => CreateCommunityInput) input: InputOf<typeof CreateCommunityInput>, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const user = requireUser(ctx.auth);
    const now = ctx.services.clock.now();
    const community = Object.assign(new Community(), {
      id: newId(),
      name: input.name,
      description: input.description,
      creatorId: user.id,
      memberCount: 1,
      createdAt: now,
    });
    const owner = Object.assign(new CommunityMember(), { communityId: community.id, userId: user.id, role: CommunityRole.OWNER, joinedAt: now });
    await commitOrConflict(
      () =>
        ctx.em.fork().transactional(async (em) => {
          // The community before its first member (the member row's foreign key).
          await em.persist(community).flush();
          em.persist(owner);
        }),
      () => new ConflictError(NAME_TAKEN, 'name', { reason: 'NAME_TAKEN' }),
    );
    return community;
  }
}
