// Posts: posts of every type, replies, quotes, reposts, likes, bookmarks, views and shares,
// drafts and scheduled posts (published at their time by a sweep, also after a restart).
import type { SubgraphPart } from '@pulse/kit';
import { postMemberData } from './member-data.js';
import { postEntities } from './entities.js';
import { interactionEntities } from './interactions.js';
import { postMigrations } from './migrations.js';
import { startScheduledPublisher } from './scheduled-publisher.js';
import { CreatePostResolver } from './operations/create-post.js';
import { UpdatePostResolver } from './operations/update-post.js';
import { DeletePostResolver } from './operations/delete-post.js';
import { LikePostResolver } from './operations/like-post.js';
import { BookmarkPostResolver } from './operations/bookmark-post.js';
import { RepostResolver } from './operations/repost.js';
import { QuotePostResolver } from './operations/quote-post.js';
import { CreateReplyResolver } from './operations/create-reply.js';
import { RecordPostViewResolver } from './operations/record-post-view.js';
import { RecordShareResolver } from './operations/record-share.js';
import { CancelScheduleResolver } from './operations/cancel-schedule.js';
import { PostQueriesResolver } from './operations/post-queries.js';
import { PostsPageResolver } from './operations/posts-page.js';
import { MyPostsResolver } from './operations/my-posts.js';
import { PostsByDayResolver } from './operations/posts-by-day.js';
import { PostFieldsResolver, UserPostCountResolver, resolvePostReference } from './fields.js';
import { PostEditsResolver, editEntities } from './edits.js';
import { InteractionFieldsResolver } from './interaction-fields.js';

export const posts: SubgraphPart = {
  name: 'posts',
  resolvers: [
    PostQueriesResolver,
    PostsPageResolver,
    MyPostsResolver,
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
    PostFieldsResolver,
    UserPostCountResolver,
    PostsByDayResolver,
    PostEditsResolver,
    InteractionFieldsResolver,
  ],
  references: { Post: resolvePostReference },
  entities: [...postEntities, ...interactionEntities, ...editEntities],
  // Posts use 01xx (polls' tables among them), follows 02xx, notifications 03xx.
  migrations: postMigrations,
  background: startScheduledPublisher,
  memberData: postMemberData,
};
