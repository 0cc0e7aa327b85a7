// Route posts are social's: health asks social's createPost AS THE CALLER (kit askSubgraph),
// so the post rules (5,000 characters, 20,000 route points, the post rate limit) are applied
// once, by their owner, and the post is the member's own. The activity's id is the post's
// clientId, so a retried import creates one post, never two.
import { BadUserInputError, RateLimitedError, ServiceUnavailableError, UnauthenticatedError, askSubgraph, createLogger, type SubgraphContext } from '@pulse/kit';
import type { Activity } from './entities.js';

const log = createLogger('health.activities.social');

const CREATE_ROUTE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { id } }`;

export const POSTS_UNAVAILABLE = 'Route posts cannot be created right now. Please try again.';

interface GraphQLAnswer {
  data?: { createPost?: { id: string } | null } | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; retryAfter?: number } }[];
}

/** The route data social stores: the spec's fields (type, date, duration, distance, ...). */
export function routeDataOf(activity: Activity) {
  return {
    type: activity.type,
    date: activity.startedAt.toISOString(),
    duration: activity.duration,
    distance: activity.distance,
    averageSpeed: activity.averageSpeed,
    elevationGain: activity.elevationGain,
    coordinates: activity.coordinates,
    steps: activity.steps,
    calories: activity.calories,
  };
}

/** Creates the member's route post; the post's id. Social's refusals reach the member as social said them. */
export async function createRoutePost(ctx: SubgraphContext, activity: Activity, content: string): Promise<string> {
  let answer: GraphQLAnswer;
  try {
    const res = await askSubgraph(ctx, 'social', CREATE_ROUTE_POST, {
      input: { type: 'ROUTE', content, routeData: routeDataOf(activity), clientId: `activity-${activity.id}` },
    });
    answer = (await res.json()) as GraphQLAnswer;
  } catch (error) {
    log.warn('createPost failed', { error: String(error) });
    throw new ServiceUnavailableError(POSTS_UNAVAILABLE);
  }
  const id = answer.data?.createPost?.id;
  if (id) return id;
  const first = answer.errors?.[0];
  const code = first?.extensions?.code;
  // The member's content, or a limit: theirs to see (the field is this operation's own).
  if (first && code === 'BAD_USER_INPUT') throw new BadUserInputError(first.message, first.extensions?.field === 'content' ? 'content' : 'fileKey');
  if (first && code === 'RATE_LIMITED') throw new RateLimitedError(first.extensions?.retryAfter ?? 60, first.message);
  if (first && code === 'UNAUTHENTICATED') throw new UnauthenticatedError(first.message);
  log.warn('createPost failed', { answer: JSON.stringify(answer).slice(0, 500) });
  throw new ServiceUnavailableError(POSTS_UNAVAILABLE);
}
