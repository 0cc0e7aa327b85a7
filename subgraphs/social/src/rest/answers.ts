// What the social REST paths answer: the spec's client models (section 3), built from the
// typed data of the operations, with their schemas for the OpenAPI document.
//
// Post: author fields flat (name, username, image) and nested (user); lowercase type and
// status; files (the media urls, the spec's older form); counts under the client's names
// (likes, reposts, quotes, replies, views = viewCount, bookmarks); meal.taggedUsers; the
// original of a repost or quote under `Post` (same shape without its own original).
// Poll: with results {optionId: votes}. Notification: lowercase type, postId, post.
import { z } from 'zod';
import type { NotificationKind, PostStatus, PostType, RestNotificationFragment, RestPollFragment, RestPostCoreFragment, RestPostFragment } from '../rest.generated.js';

const dateTime = z.string().meta({ format: 'date-time' });
const nullableNumber = z.number().nullable();

export const POST_TYPES = ['POST', 'REPLY', 'POLL', 'CHALLENGE', 'QUOTE', 'REPOST', 'MEAL', 'ROUTE'] as const satisfies readonly PostType[];

const POST_TYPE_NAMES = {
  POST: 'post',
  REPLY: 'reply',
  POLL: 'poll',
  CHALLENGE: 'challenge',
  QUOTE: 'quote',
  REPOST: 'repost',
  MEAL: 'meal',
  ROUTE: 'route',
} as const satisfies Record<PostType, string>;
const POST_STATUS_NAMES = { DRAFT: 'draft', SCHEDULED: 'scheduled', POSTED: 'posted', HELD: 'held' } as const satisfies Record<PostStatus, string>;
const NOTIFICATION_KIND_NAMES = {
  LIKE: 'like',
  FOLLOW: 'follow',
  REPLY: 'reply',
  MENTION: 'mention',
  QUOTE: 'quote',
  REPOST: 'repost',
  EVENT_UPDATED: 'event_updated',
  EVENT_CANCELLED: 'event_cancelled',
  EVENT_REQUEST: 'event_request',
  EVENT_APPROVED: 'event_approved',
  EVENT_DECLINED: 'event_declined',
  EVENT_WAITLIST_PROMOTED: 'event_waitlist_promoted',
  EVENT_REMINDER: 'event_reminder',
  CHALLENGE_MILESTONE: 'challenge_milestone',
  MODERATION_WARNING: 'moderation_warning',
  MODERATION_REMOVED: 'moderation_removed',
  REPORT_RESOLVED: 'report_resolved',
  DATA_EXPORT_READY: 'data_export_ready',
} as const satisfies Record<NotificationKind, string>;

export const author = z.object({ id: z.string(), name: z.string(), username: z.string(), image: z.string().nullable() });

export const pollAnswer = z
  .object({
    id: z.string(),
    postId: z.string(),
    options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().int().nullable().meta({ description: 'Null until you may see the results' }) })),
    endTime: dateTime,
    ended: z.boolean(),
    hasVoted: z.boolean(),
    myVoteOptionId: z.string().nullable(),
    totalVotes: z.number().int(),
    results: z
      .record(z.string(), z.number().int().nullable())
      .meta({ description: 'Votes by option id (null until you may see the results: your own poll, after voting, or after the end)' }),
  })
  .meta({ id: 'Poll' });

const meal = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    ingredients: z.array(z.string()),
    brands: z.array(z.string()),
    isOrganic: z.boolean().nullable(),
    hasSeedOils: z.boolean().nullable(),
    isSeedOilFree: z.boolean().nullable(),
    cuisineType: z.string().nullable(),
    allergens: z.array(z.string()),
    dietaryCategories: z.array(z.string()),
    taggedUserIds: z.array(z.string()),
    taggedUsers: z.array(z.string()).meta({ description: "The same ids, under the spec's name" }),
    calories: nullableNumber,
    protein: nullableNumber,
    carbs: z.object({ total: nullableNumber, fiber: nullableNumber, sugar: nullableNumber }).nullable(),
    fats: z.object({ total: nullableNumber, saturated: nullableNumber }).nullable(),
    nutritionalInfo: z
      .object({
        calories: nullableNumber,
        servingSize: z.string().nullable(),
        protein: nullableNumber,
        carbs: nullableNumber,
        fats: nullableNumber,
        vitamins: z.array(z.string()),
        minerals: z.array(z.string()),
        qualityScore: nullableNumber,
      })
      .nullable(),
  })
  .meta({ id: 'Meal' });

const routeData = z
  .object({
    type: z.string().meta({ description: 'running, cycling...' }),
    date: dateTime.nullable(),
    duration: z.number().int().nullable().meta({ description: 'Seconds' }),
    distance: nullableNumber.meta({ description: 'Kilometres' }),
    averageSpeed: nullableNumber,
    elevationGain: nullableNumber.meta({ description: 'Metres' }),
    coordinates: z.array(z.object({ latitude: z.number(), longitude: z.number() })).meta({ description: 'The first is the start, the last the end' }),
    steps: z.number().int().nullable(),
    calories: nullableNumber,
    location: z.string().nullable(),
  })
  .meta({ id: 'RouteData' });

const exerciseAnalysis = z
  .object({
    id: z.string(),
    analysisId: z.string(),
    exerciseType: z.string(),
    repCount: z.number().int(),
    averageScore: nullableNumber,
    repScores: z.array(z.object({ rep: z.number().int(), score: z.number(), details: z.array(z.string()) })),
    videoUrl: z.string().nullable(),
    createdAt: dateTime,
  })
  .meta({ id: 'PostExerciseAnalysis', description: "The author's form analysis the post carries, as GET /exercise lists it" });

const postFields = {
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  image: z.string().nullable(),
  user: author,
  content: z.string(),
  type: z.enum(POST_TYPE_NAMES),
  medias: z.array(z.object({ url: z.string(), type: z.string() })),
  files: z.array(z.string()),
  locationName: z.string().nullable(),
  locationLat: nullableNumber,
  locationLng: nullableNumber,
  routeData: routeData.nullable(),
  meal: meal.nullable(),
  exerciseAnalysis: exerciseAnalysis.nullable(),
  poll: pollAnswer.nullable(),
  likes: z.number().int(),
  reposts: z.number().int(),
  quotes: z.number().int(),
  replies: z.number().int(),
  views: z.number().int(),
  viewCount: z.number().int(),
  bookmarks: z.number().int(),
  liked: z.boolean(),
  bookmarked: z.boolean(),
  reposted: z.boolean(),
  originalPostId: z.string().nullable(),
  communityId: z.string().nullable(),
  parentId: z.string().nullable(),
  status: z.enum(POST_STATUS_NAMES),
  scheduledFor: dateTime.nullable(),
  timezone: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
};

const embeddedPost = z.object(postFields).meta({ id: 'EmbeddedPost', description: 'A post without its original' });
export const postAnswer = z
  .object({ ...postFields, Post: embeddedPost.nullable().meta({ description: 'The original of a repost or quote; null when none or deleted' }) })
  .meta({ id: 'Post' });

export const notificationAnswer = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_KIND_NAMES),
    message: z.string(),
    userId: z.string(),
    actor: author,
    postId: z.string().nullable(),
    post: embeddedPost.nullable(),
    eventId: z.string().nullable(),
    challengeId: z.string().nullable(),
    communityId: z.string().nullable(),
    read: z.boolean(),
    createdAt: dateTime,
    cursor: z.string(),
  })
  .meta({ id: 'Notification' });

export function restPoll(poll: RestPollFragment): z.input<typeof pollAnswer> {
  return { ...poll, results: Object.fromEntries(poll.options.map((o) => [o.id, o.votes])) };
}

function restPostOnly(post: RestPostCoreFragment): z.input<typeof embeddedPost> {
  const { user, likeCount, repostCount, quoteCount, replyCount, bookmarkCount, viewCount, meal, poll, ...rest } = post;
  return {
    ...rest,
    name: user.name,
    username: user.username,
    image: user.image,
    user,
    type: POST_TYPE_NAMES[post.type],
    status: POST_STATUS_NAMES[post.status],
    files: post.medias.map((m) => m.url),
    meal: meal ? { ...meal, taggedUsers: meal.taggedUserIds } : null,
    poll: poll ? restPoll(poll) : null,
    likes: likeCount,
    reposts: repostCount,
    quotes: quoteCount,
    replies: replyCount,
    views: viewCount,
    viewCount,
    bookmarks: bookmarkCount,
  };
}

/** The spec's client Post, with the original of a repost or quote under `Post`. */
export function restPost(post: RestPostFragment): z.input<typeof postAnswer> {
  const { originalPost, ...own } = post;
  return { ...restPostOnly(own), Post: originalPost ? restPostOnly(originalPost) : null };
}

export function restNotification(n: RestNotificationFragment): z.input<typeof notificationAnswer> {
  return { ...n, type: NOTIFICATION_KIND_NAMES[n.type], postId: n.post?.id ?? null, post: n.post ? restPostOnly(n.post) : null };
}
