// Shared by the posts, polls and feed tests: the stack, members, the Post selection and
// error assertions. Not a test file itself.
import { expect } from 'vitest';
import pg from 'pg';
import { gql } from '@pulse/kit/testing';
import { registerMember, type Stack } from '../../../../gateway/src/testing/stack.js';

export type Result = Awaited<ReturnType<typeof gql<any>>>;
export type Member = Awaited<ReturnType<typeof registerMember>>;

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

export const UNKNOWN_ID = `c${'0'.repeat(24)}`;

export const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
export const POST = `query($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`;

export function client(stack: Stack) {
  return (query: string, variables: Record<string, unknown> = {}, token?: string) => gql(stack.graphqlUrl, query, variables, token);
}

/** Exactly one error with this code (and message / field when given). */
export function expectError(r: Result, code: string, message?: string, field?: string) {
  expect(r.errors, JSON.stringify(r)).toHaveLength(1);
  const [error] = r.errors!;
  expect(error.extensions?.code, JSON.stringify(error)).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  if (field !== undefined) expect(error.extensions?.field).toBe(field);
  return error;
}

export function ok<T = any>(r: Result): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

export const members = (stack: Stack, n: number) => Promise.all(Array.from({ length: n }, () => registerMember(stack)));

export async function createPost(stack: Stack, m: Member, input: Record<string, unknown>) {
  return ok(await client(stack)(CREATE, { input }, m.token)).createPost;
}

/** Runs SQL in the stack's database (to check stored truth, or to move a poll's end into the past). */
export async function sql<T = any>(stack: Stack, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: stack.database.url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Polls `check` until it returns a value (not a timing assertion: only how long we are willing to wait). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
