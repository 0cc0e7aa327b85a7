// Shared by the posts, polls and feed tests: the Post selection and post creation, with the
// stack's generic GraphQL helpers re-exported. Not a test file itself.
import { client, ok, type Member } from '../../../../gateway/src/testing/graphql.js';
import type { Stack } from '../../../../gateway/src/testing/stack.js';

export { UNKNOWN_ID, client, eventually, expectError, members, ok, sql, type Member, type Result } from '../../../../gateway/src/testing/graphql.js';

export const POST_FIELDS = `id userId user { id username name postCount } content type medias { url type }
  locationName locationLat locationLng
  routeData { type date duration distance averageSpeed elevationGain coordinates { latitude longitude } steps calories location }
  meal { name description ingredients brands isOrganic hasSeedOils isSeedOilFree cuisineType allergens dietaryCategories taggedUserIds
         calories protein carbs { total fiber sugar } fats { total saturated }
         nutritionalInfo { calories servingSize protein carbs fats vitamins minerals qualityScore } }
  poll { id postId options { id text votes } endTime ended hasVoted myVoteOptionId totalVotes }
  mentions { id username }
  likeCount repostCount quoteCount replyCount bookmarkCount viewCount liked bookmarked reposted
  originalPostId originalPost { id content user { id } likeCount liked }
  parentId parent { id content }
  communityId status scheduledFor timezone createdAt updatedAt cursor`;

export const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
export const POST = `query($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`;

export async function createPost(stack: Stack, m: Member, input: Record<string, unknown>) {
  return ok(await client(stack)(CREATE, { input }, m.token)).createPost;
}
