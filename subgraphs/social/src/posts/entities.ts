// The posts model. New rows are written through these entities, so notifications and their
// outbox events commit with them in one flush; counters and feeds are SQL (post-rows.ts,
// the operations), because a counter must change in the same statement as what it counts.
import { EntitySchema } from '@mikro-orm/postgresql';

export type PostType = 'POST' | 'REPLY' | 'POLL' | 'CHALLENGE' | 'QUOTE' | 'REPOST' | 'MEAL' | 'ROUTE';
export type PostStatus = 'DRAFT' | 'SCHEDULED' | 'POSTED';

export interface MediaItem {
  url: string;
  type: string;
}

export class Post {
  id!: string;
  userId!: string;
  type: PostType = 'POST';
  status: PostStatus = 'POSTED';
  content = '';
  medias: MediaItem[] = [];
  locationName: string | null = null;
  locationLat: number | null = null;
  locationLng: number | null = null;
  routeData: Record<string, unknown> | null = null;
  meal: Record<string, unknown> | null = null;
  mentionIds: string[] = [];
  originalPostId: string | null = null;
  parentId: string | null = null;
  communityId: string | null = null;
  scheduledFor: Date | null = null;
  timezone: string | null = null;
  clientId: string | null = null;
  likeCount = 0;
  repostCount = 0;
  quoteCount = 0;
  replyCount = 0;
  bookmarkCount = 0;
  viewCount = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  publishedAt: Date | null = null;
}

export const PostSchema = new EntitySchema<Post>({
  class: Post,
  tableName: 'posts',
  properties: {
    id: { type: 'string', primary: true },
    userId: { type: 'string', fieldName: 'user_id' },
    type: { type: 'string' },
    status: { type: 'string' },
    content: { type: 'string' },
    medias: { type: 'json' },
    locationName: { type: 'string', fieldName: 'location_name', nullable: true },
    locationLat: { type: 'double', fieldName: 'location_lat', nullable: true },
    locationLng: { type: 'double', fieldName: 'location_lng', nullable: true },
    routeData: { type: 'json', fieldName: 'route_data', nullable: true },
    meal: { type: 'json', nullable: true },
    mentionIds: { type: 'string[]', fieldName: 'mention_ids', columnType: 'text[]' },
    originalPostId: { type: 'string', fieldName: 'original_post_id', nullable: true },
    parentId: { type: 'string', fieldName: 'parent_id', nullable: true },
    communityId: { type: 'string', fieldName: 'community_id', nullable: true },
    scheduledFor: { type: 'Date', fieldName: 'scheduled_for', nullable: true },
    timezone: { type: 'string', nullable: true },
    clientId: { type: 'string', fieldName: 'client_id', nullable: true },
    likeCount: { type: 'integer', fieldName: 'like_count' },
    repostCount: { type: 'integer', fieldName: 'repost_count' },
    quoteCount: { type: 'integer', fieldName: 'quote_count' },
    replyCount: { type: 'integer', fieldName: 'reply_count' },
    bookmarkCount: { type: 'integer', fieldName: 'bookmark_count' },
    viewCount: { type: 'integer', fieldName: 'view_count' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
    publishedAt: { type: 'Date', fieldName: 'published_at', nullable: true },
  },
});

export class Poll {
  id!: string;
  postId!: string;
  endTime!: Date;
}

export const PollSchema = new EntitySchema<Poll>({
  class: Poll,
  tableName: 'polls',
  properties: {
    id: { type: 'string', primary: true },
    postId: { type: 'string', fieldName: 'post_id' },
    endTime: { type: 'Date', fieldName: 'end_time' },
  },
});

export class PollOption {
  id!: string;
  pollId!: string;
  position!: number;
  text!: string;
}

export const PollOptionSchema = new EntitySchema<PollOption>({
  class: PollOption,
  tableName: 'poll_options',
  properties: {
    id: { type: 'string', primary: true },
    pollId: { type: 'string', fieldName: 'poll_id' },
    position: { type: 'integer' },
    text: { type: 'string' },
  },
});

export type AnalyticsEventName = 'post_liked' | 'post_shared' | 'post_saved' | 'post_reposted';

export class AnalyticsEvent {
  id!: string;
  name!: AnalyticsEventName;
  userId: string | null = null;
  postId: string | null = null;
  properties: Record<string, unknown> = {};
  createdAt: Date = new Date();
}

export const AnalyticsEventSchema = new EntitySchema<AnalyticsEvent>({
  class: AnalyticsEvent,
  tableName: 'analytics_events',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
    userId: { type: 'string', fieldName: 'user_id', nullable: true },
    postId: { type: 'string', fieldName: 'post_id', nullable: true },
    properties: { type: 'json' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

export const postEntities = [PostSchema, PollSchema, PollOptionSchema, AnalyticsEventSchema];
