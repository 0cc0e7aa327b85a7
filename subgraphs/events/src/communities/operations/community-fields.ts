// What a community shows beyond its row: its creator, the caller's role in it (null: not a
// member or signed out) and its members, owners and moderators first. Members are public, like
// the community itself.
import { Args, ArgsType, Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@pulse/kit';
import { Community, CommunityMember, CommunityRole } from '../entities.js';
import { UserReference, userRef } from '../../user-ref.js';

export const MEMBERS_MAX = 100;

@ObjectType('CommunityMembership', { description: 'A member of a community and their role.' })
export class CommunityMembership {
  @Field(() => UserReference) user!: UserReference;
  @Field(() => CommunityRole) role!: CommunityRole;
  @Field(() => Date) joinedAt!: Date;
}

@ArgsType()
class MembersArgs {
  static schema = z.object({
    first: z
      .number()
      .int()
      .min(1, `first must be between 1 and ${MEMBERS_MAX}`)
      .max(MEMBERS_MAX, `first must be between 1 and ${MEMBERS_MAX}`)
      .nullish()
      .transform((n) => n ?? 50),
  });
  @Field(() => Int, { nullable: true, description: `Default 50, at most ${MEMBERS_MAX}.` }) first!: number;
}

const RANK: Record<CommunityRole, number> = { OWNER: 0, MODERATOR: 1, MEMBER: 2 };
const membership = (row: CommunityMember): CommunityMembership => ({ user: userRef(row.userId), role: row.role, joinedAt: row.joinedAt });

@Resolver(() => Community)
export class CommunityFieldsResolver {
  @FieldResolver(() => UserReference, { description: 'Who created it.' })
  creator(@Root() community: Community): UserReference {
    return userRef(community.creatorId);
  }

  @FieldResolver(() => CommunityRole, { nullable: true, description: 'Your role in it; null when you are not a member (or signed out).' })
  async viewerRole(@Root() community: Community, @Ctx() ctx: SubgraphContext): Promise<CommunityRole | null> {
    const userId = ctx.auth.user?.id;
    if (!userId) return null;
    const row = await (ctx.em as EntityManager).findOne(CommunityMember, { communityId: community.id, userId });
    return row?.role ?? null;
  }

  @FieldResolver(() => [CommunityMembership], { description: 'Owners, then moderators, then members (earliest first).' })
  async members(@Root() community: Community, @Args(() => MembersArgs) args: MembersArgs, @Ctx() ctx: SubgraphContext): Promise<CommunityMembership[]> {
    const em = ctx.em as EntityManager;
    const staff = await em.find(
      CommunityMember,
      { communityId: community.id, role: { $in: [CommunityRole.OWNER, CommunityRole.MODERATOR] } },
      { orderBy: { joinedAt: 'asc' } },
    );
    const rest = await em.find(
      CommunityMember,
      { communityId: community.id, role: CommunityRole.MEMBER },
      { orderBy: { joinedAt: 'asc', userId: 'asc' }, limit: args.first },
    );
    return [...staff.sort((a, b) => RANK[a.role] - RANK[b.role]), ...rest].slice(0, args.first).map(membership);
  }

  @FieldResolver(() => [CommunityMembership], { description: 'Its owners and moderators.' })
  async moderators(@Root() community: Community, @Ctx() ctx: SubgraphContext): Promise<CommunityMembership[]> {
    const rows = await (ctx.em as EntityManager).find(
      CommunityMember,
      { communityId: community.id, role: { $in: [CommunityRole.OWNER, CommunityRole.MODERATOR] } },
      { orderBy: { joinedAt: 'asc' } },
    );
    return rows.sort((a, b) => RANK[a.role] - RANK[b.role]).map(membership);
  }
}
