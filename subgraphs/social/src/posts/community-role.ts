// A post may belong to a community (its communityId). Events owns communities and who is in
// them; social asks, as the caller, for the caller's role in the community (a typed call,
// calls.graphql) when a post is written into one (only a member may) and when someone other
// than the author removes one (an owner or moderator of its community may). Asking at the moment
// of the write, rather than keeping a copy of the membership here, means a member who just left
// or was removed cannot post, and social never holds a second, stale list.
import { BadUserInputError, ForbiddenError, ServiceUnavailableError, askSubgraph, createLogger, refusalOf, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { CommunityRoleOfCallerDocument, type CommunityRoleOfCallerQuery } from '../calls.generated.js';

const log = createLogger('social.communities');

export const COMMUNITY_NOT_FOUND = 'Community not found';
export const JOIN_TO_POST = 'Join the community to post in it';
export const COMMUNITIES_UNAVAILABLE = 'Communities are unavailable right now, please try again';

/** The caller's role in the community (null: not a member); BAD_USER_INPUT on communityId when there is no such community. */
export async function callerCommunityRole(ctx: SubgraphContext, communityId: string): Promise<string | null> {
  let answer: SubgraphAnswer<CommunityRoleOfCallerQuery>;
  try {
    answer = await askSubgraph(ctx, 'events', CommunityRoleOfCallerDocument, { id: communityId });
  } catch (error) {
    log.warn('community lookup failed', { error: String(error) });
    throw new ServiceUnavailableError(COMMUNITIES_UNAVAILABLE);
  }
  if (answer.data?.community) return answer.data.community.viewerRole ?? null;
  const code = answer.errors[0]?.extensions?.code;
  if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') throw new BadUserInputError(COMMUNITY_NOT_FOUND, 'communityId');
  throw refusalOf(answer.errors[0], { unavailable: COMMUNITIES_UNAVAILABLE, field: () => 'communityId' });
}

/** createPost's communityId: the author must be in the community. */
export async function requireCommunityMember(ctx: SubgraphContext, communityId: string): Promise<void> {
  if (!(await callerCommunityRole(ctx, communityId))) throw new ForbiddenError(JOIN_TO_POST);
}

/** Whether the caller runs the community (an owner or a moderator), who may remove its posts. */
export async function moderatesCommunity(ctx: SubgraphContext, communityId: string): Promise<boolean> {
  const role = await callerCommunityRole(ctx, communityId).catch((error: unknown) => {
    if (error instanceof BadUserInputError) return null;
    throw error;
  });
  return role === 'OWNER' || role === 'MODERATOR';
}
