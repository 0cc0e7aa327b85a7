// Route posts are social's: health asks social's createPost AS THE CALLER (kit askSubgraph),
// so the post rules (5,000 characters, 20,000 route points, the post rate limit) are applied
// once, by their owner, and the post is the member's own. The activity's id is the post's
// clientId, so a retried import creates one post, never two.
import { ServiceUnavailableError, askSubgraph, createLogger, refusalOf, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { CreateRoutePostDocument, type CreateRoutePostMutation } from '../calls.generated.js';
import type { Activity } from './entities.js';

const log = createLogger('health.activities.social');

export const POSTS_UNAVAILABLE = 'Route posts cannot be created right now. Please try again.';

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
    averageHeartRate: activity.averageHeartRate,
    maxHeartRate: activity.maxHeartRate,
  };
}

/** Creates the member's route post; the post's id. Social's refusals reach the member as social said them. */
export async function createRoutePost(ctx: SubgraphContext, activity: Activity, content: string): Promise<string> {
  let answer: SubgraphAnswer<CreateRoutePostMutation>;
  try {
    answer = await askSubgraph(ctx, 'social', CreateRoutePostDocument, {
      input: { type: 'ROUTE', content, routeData: routeDataOf(activity), clientId: `activity-${activity.id}` },
    });
  } catch (error) {
    log.warn('createPost failed', { error: String(error) });
    throw new ServiceUnavailableError(POSTS_UNAVAILABLE);
  }
  const id = answer.data?.createPost.id;
  if (id) return id;
  // The member's content, or a limit: theirs to see (the field is this operation's own).
  const refusal = refusalOf(answer.errors[0], { unavailable: POSTS_UNAVAILABLE, field: (field) => (field === 'content' ? 'content' : 'fileKey') });
  if (refusal instanceof ServiceUnavailableError) log.warn('createPost failed', { answer: JSON.stringify(answer).slice(0, 500) });
  throw refusal;
}
