// Who may do what in a community, and the locked section every membership change runs in.
// Each change (join, leave, a role, a removal) locks the community's row first, so the member
// count and the "last owner" rule hold when two changes arrive at once: the second waits, then
// sees the first one's result.
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError, type SubgraphContext } from '@pulse/kit';
import { Community, CommunityMember, CommunityRole } from './entities.js';

export const COMMUNITY_NOT_FOUND = 'Community not found';
export const NOT_A_MEMBER = 'That member is not in this community';
export const MODERATORS_ONLY = 'Only owners and moderators can do this';
export const OWNERS_ONLY = 'Only owners can do this';
export const LAST_OWNER = 'You are the last owner of this community: make another member an owner before leaving';
export const NAME_TAKEN = 'A community with this name already exists';

export const isModerator = (role: CommunityRole | null | undefined): boolean => role === CommunityRole.OWNER || role === CommunityRole.MODERATOR;

export async function requireCommunity(em: EntityManager, id: string): Promise<Community> {
  const community = await em.findOne(Community, { id });
  if (!community) throw new NotFoundError(COMMUNITY_NOT_FOUND);
  return community;
}

export async function roleOf(em: EntityManager, communityId: string, userId: string): Promise<CommunityRole | null> {
  const row = await em.findOne(CommunityMember, { communityId, userId });
  return row?.role ?? null;
}

/** Runs `change` in a transaction holding the community's row (NOT_FOUND when there is none). */
export function withLockedCommunity<T>(ctx: SubgraphContext, id: string, change: (em: EntityManager, community: Community) => Promise<T>): Promise<T> {
  return ctx.em.transactional(async (em) => {
    const community = await em.findOne(Community, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!community) throw new NotFoundError(COMMUNITY_NOT_FOUND);
    return change(em as EntityManager, community);
  });
}

/** The caller's membership when it lets them moderate; FORBIDDEN otherwise (also for a non-member). */
export async function requireModerator(em: EntityManager, communityId: string, userId: string): Promise<CommunityRole> {
  const role = await roleOf(em, communityId, userId);
  if (!isModerator(role)) throw new ForbiddenError(MODERATORS_ONLY);
  return role!;
}

export async function requireMembership(em: EntityManager, communityId: string, userId: string): Promise<CommunityMember> {
  const row = await em.findOne(CommunityMember, { communityId, userId });
  if (!row) throw new NotFoundError(NOT_A_MEMBER);
  return row;
}

/** Refuses the change that would leave the community without an owner. */
export async function keepAnOwner(em: EntityManager, communityId: string): Promise<void> {
  const owners = await em.count(CommunityMember, { communityId, role: CommunityRole.OWNER });
  if (owners <= 1) throw new ConflictError(LAST_OWNER, undefined, { reason: 'LAST_OWNER' });
}
