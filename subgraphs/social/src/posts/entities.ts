// The posts model. One class is both the `posts` table (MikroORM) and the public Post type
// (type-graphql), so a column is named once; fields that are not columns (the author, the
// viewer's liked/bookmarked/reposted, related posts, the poll) are resolved in fields.ts.
// New rows are written through these entities, so notifications and their outbox events
// commit with them in one flush; a counter only ever moves by one UPDATE (bumpCounter), in
// the transaction that adds or removes what it counts (counted-toggle.ts).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PostStatus, PostType } from '../enums.js';
import { Meal, Media, RouteData } from './content-types.js';
import { InteractionPolicy } from './interaction-policy.js';

export { PostStatus, PostType } from '../enums.js';
export type MediaItem = Media;

@Entity({ tableName: 'posts' })
@Directive('@key(fields: "id")')
@ObjectType('Post')
export class Post {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'user_id' })
  @Field(() => ID)
  userId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  content = '';

  @Property({ type: 'string' })
  @Field(() => PostType)
  type: PostType = 'POST';

  @Property({ type: 'json' })
  @Field(() => [Media])
  medias: MediaItem[] = [];

  @Property({ type: 'string', fieldName: 'location_name', nullable: true })
  @Field(() => String, { nullable: true })
  locationName: string | null = null;

  @Property({ type: 'double', fieldName: 'location_lat', nullable: true })
  @Field(() => Float, { nullable: true })
  locationLat: number | null = null;

  @Property({ type: 'double', fieldName: 'location_lng', nullable: true })
  @Field(() => Float, { nullable: true })
  locationLng: number | null = null;

  @Property({ type: 'json', fieldName: 'route_data', nullable: true })
  @Field(() => RouteData, { nullable: true })
  routeData: RouteData | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => Meal, { nullable: true })
  meal: Meal | null = null;

  /** The author's form analysis this post carries (health's; shown as `exerciseAnalysis`). */
  @Property({ type: 'string', fieldName: 'exercise_analysis_id', nullable: true })
  exerciseAnalysisId: string | null = null;

  /** Resolved from @username when the content is written; shown as `mentions`. */
  @Property({ type: 'string[]', fieldName: 'mention_ids', columnType: 'text[]' })
  mentionIds: string[] = [];

  @Property({ type: 'integer', fieldName: 'like_count' })
  @Field(() => Int)
  likeCount = 0;

  @Property({ type: 'integer', fieldName: 'repost_count' })
  @Field(() => Int)
  repostCount = 0;

  @Property({ type: 'integer', fieldName: 'quote_count' })
  @Field(() => Int)
  quoteCount = 0;

  @Property({ type: 'integer', fieldName: 'reply_count' })
  @Field(() => Int)
  replyCount = 0;

  @Property({ type: 'integer', fieldName: 'bookmark_count' })
  @Field(() => Int)
  bookmarkCount = 0;

  @Property({ type: 'integer', fieldName: 'view_count' })
  @Field(() => Int)
  viewCount = 0;

  @Property({ type: 'string', fieldName: 'original_post_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The post a REPOST or QUOTE refers to; null when it was deleted.' })
  originalPostId: string | null = null;

  @Property({ type: 'string', fieldName: 'parent_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The post a REPLY answers; null when it was deleted.' })
  parentId: string | null = null;

  @Property({ type: 'string', fieldName: 'community_id', nullable: true })
  @Field(() => ID, { nullable: true })
  communityId: string | null = null;

  @Property({ type: 'string' })
  @Field(() => PostStatus)
  status: PostStatus = 'POSTED';

  @Property({ type: 'Date', fieldName: 'scheduled_for', nullable: true })
  @Field(() => Date, { nullable: true })
  scheduledFor: Date | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'IANA time zone the author scheduled in, e.g. Europe/Paris.' })
  timezone: string | null = null;

  /** A client-generated id: the same one twice creates one post. */
  @Property({ type: 'string', fieldName: 'client_id', nullable: true })
  clientId: string | null = null;

  /** Shown before the text and media, which stay hidden until the reader opens them. */
  @Property({ type: 'string', fieldName: 'content_warning', nullable: true })
  @Field(() => String, { nullable: true, description: 'A content warning: the card hides the text and media behind it until opened.' })
  contentWarning: string | null = null;

  /** When the published post was last edited; its earlier versions are `edits`. */
  @Property({ type: 'Date', fieldName: 'edited_at', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the author last edited the published post; null when never edited.' })
  editedAt: Date | null = null;

  @Property({ type: 'string', fieldName: 'reply_policy' })
  @Field(() => InteractionPolicy, { description: 'Who may reply (the author chooses; changeable after posting).' })
  replyPolicy: InteractionPolicy = 'EVERYONE';

  @Property({ type: 'string', fieldName: 'quote_policy' })
  @Field(() => InteractionPolicy, { description: 'Who may quote (the author chooses; changeable after posting).' })
  quotePolicy: InteractionPolicy = 'EVERYONE';

  /** Shown as `createdAt` only for drafts; published posts show publishedAt (fields.ts). */
  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'published_at', nullable: true })
  publishedAt: Date | null = null;
}

export type AnalyticsEventName = 'post_liked' | 'post_shared' | 'post_saved' | 'post_reposted';

/** The spec's analytics events; not part of the API. */
@Entity({ tableName: 'analytics_events' })
export class AnalyticsEvent {
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string' })
  name!: AnalyticsEventName;

  @Property({ type: 'string', fieldName: 'user_id', nullable: true })
  userId: string | null = null;

  @Property({ type: 'string', fieldName: 'post_id', nullable: true })
  postId: string | null = null;

  @Property({ type: 'json' })
  properties: Record<string, unknown> = {};

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

export const postEntities = [Post, AnalyticsEvent];
