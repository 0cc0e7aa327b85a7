// Shared by the posts, polls and feed tests (and the REST shim's): the Post selection, post
// creation and a photo uploaded for a post, with the
// stack's generic GraphQL helpers re-exported. Not a test file itself.
import { expect } from 'vitest';
import sharp from 'sharp';
import { uploadFiles } from '@pulse/dev-env/media';
import { client, type Member, ok, type Stack } from '@pulse/dev-env';
export { client, eventually, expectError, type Member, members, ok, type Result, sql, UNKNOWN_ID } from '@pulse/dev-env';

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

/** A small photo uploaded through POST /api/posts/media: the `{ url, type }` a post's medias take. */
export async function uploadImage(stack: Stack, m: Member): Promise<{ url: string; type: string }> {
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const { status, body } = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: 'photo.png', bytes: png, type: 'image/png' }], { token: m.token });
  expect(status).toBe(200);
  return (body as { medias: { url: string; type: string }[] }).medias[0];
}
