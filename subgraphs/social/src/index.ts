import type { SubgraphDefinition } from '@pulse/kit';
import { postEntities } from './posts/entities.js';
import { interactionEntities } from './posts/interactions.js';
import { postMigrations } from './posts/migrations.js';
import { pollEntities } from './polls/entities.js';
import { followEntities } from './follows/entities.js';
import { followMigrations } from './follows/migrations.js';
import { notificationEntities } from './notifications/entities.js';
import { notificationMigrations } from './notifications/migrations.js';
import { mediaRoutes } from './media/media-routes.js';
import { startScheduledPublisher } from './posts/scheduled-publisher.js';
import { CreatePostResolver } from './posts/operations/create-post.js';
import { UpdatePostResolver } from './posts/operations/update-post.js';
import { DeletePostResolver } from './posts/operations/delete-post.js';
import { LikePostResolver } from './posts/operations/like-post.js';
import { BookmarkPostResolver } from './posts/operations/bookmark-post.js';
import { RepostResolver } from './posts/operations/repost.js';
import { QuotePostResolver } from './posts/operations/quote-post.js';
import { CreateReplyResolver } from './posts/operations/create-reply.js';
import { RecordPostViewResolver } from './posts/operations/record-post-view.js';
import { RecordShareResolver } from './posts/operations/record-share.js';
import { CancelScheduleResolver } from './posts/operations/cancel-schedule.js';
import { PostQueriesResolver } from './posts/operations/post-queries.js';
import { PostsPageResolver } from './posts/operations/posts-page.js';
import { MyPostsResolver } from './posts/operations/my-posts.js';
import { PostFieldsResolver, UserPostCountResolver, resolvePostReference } from './posts/fields.js';
import { HomeFeedResolver } from './feed/home-feed.js';
import { SavedPostsResolver } from './feed/saved-posts.js';
import { PollResolver } from './polls/operations/poll.js';
import { VotePollResolver } from './polls/operations/vote-poll.js';
import { DeletePollResolver } from './polls/operations/delete-poll.js';
import { PollFieldsResolver, loadVisiblePoll } from './polls/poll-fields.js';
import { FollowResolver } from './follows/follow.js';
import { FollowListsResolver } from './follows/queries.js';
import { FollowUserFieldsResolver } from './follows/user-fields.js';
import { NotificationQueriesResolver, requireOwnNotification } from './notifications/queries.js';
import { MarkNotificationsReadResolver } from './notifications/mark-read.js';
import { DeleteNotificationResolver } from './notifications/delete-notification.js';
import { NotificationPreferencesResolver } from './notifications/preferences.js';
import { NotificationFieldsResolver } from './notifications/fields.js';
import { NotificationSubscriptions } from './notifications/events.js';
import { PlaceQueriesResolver } from './places/place-queries.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const socialSchemaFile = new URL('./schema.graphql', import.meta.url);

export const social: SubgraphDefinition = {
  name: 'social',
  resolvers: [
    HomeFeedResolver,
    PostQueriesResolver,
    PostsPageResolver,
    SavedPostsResolver,
    MyPostsResolver,
    PollResolver,
    PlaceQueriesResolver,
    FollowListsResolver,
    NotificationQueriesResolver,
    NotificationPreferencesResolver,
    CreatePostResolver,
    UpdatePostResolver,
    DeletePostResolver,
    LikePostResolver,
    BookmarkPostResolver,
    RepostResolver,
    QuotePostResolver,
    CreateReplyResolver,
    RecordPostViewResolver,
    RecordShareResolver,
    CancelScheduleResolver,
    VotePollResolver,
    DeletePollResolver,
    FollowResolver,
    MarkNotificationsReadResolver,
    DeleteNotificationResolver,
    PostFieldsResolver,
    UserPostCountResolver,
    PollFieldsResolver,
    FollowUserFieldsResolver,
    NotificationFieldsResolver,
    NotificationSubscriptions,
  ],
  references: {
    Post: resolvePostReference,
    Poll: (ref, ctx) => loadVisiblePoll(ctx, ref.id),
    // Only the recipient may see a notification, also when another subgraph refers to it.
    Notification: (ref, ctx) => requireOwnNotification(ctx, ref.id),
  },
  entities: [...postEntities, ...interactionEntities, ...pollEntities, ...followEntities, ...notificationEntities],
  // Applied in name order: posts use 01xx, follows 02xx, notifications 03xx.
  migrations: [...postMigrations, ...followMigrations, ...notificationMigrations],
  routes: mediaRoutes,
  // Scheduled posts go out at their time, also after a restart (the posts table is the queue).
  background: startScheduledPublisher,
};

export const subgraph = social;
