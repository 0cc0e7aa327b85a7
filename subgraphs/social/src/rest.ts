// The social REST table: the spec's Posts, Polls, Users-follow and Notifications paths
// (section 7), each onto one typed operation of the social subgraph. Fixed paths
// (/posts/saved, /posts/scheduled) come before /posts/:id so "saved" is never taken for an id.
// The answers' shapes are in rest/answers.ts, the post bodies in rest/post-input.ts.
import { z } from 'zod';
import {
  ID_MAX_LENGTH,
  cursorQuery,
  defineRoute,
  intQuery,
  optionalFlag,
  optionalText,
  pageInfoAnswer,
  pathId,
  requiredId,
  type RestTable,
  type TypedDocumentNode,
} from '@pulse/kit/rest';

/** posts/rules.ts's content maximum, as the edit route's own bound. */
const CONTENT_MAX_LENGTH = 5000;
import {
  RestBookmarkPostDocument,
  RestBookmarkStatusDocument,
  RestCancelScheduleDocument,
  RestCreatePostDocument,
  RestCreateReplyDocument,
  RestDeleteNotificationDocument,
  RestDeletePollDocument,
  RestDeletePostDocument,
  RestFollowDocument,
  RestLikePostDocument,
  RestMarkAllNotificationsReadDocument,
  RestMarkNotificationsReadDocument,
  RestNotificationPreferencesDocument,
  RestNotificationsDocument,
  RestPollDocument,
  RestPostDocument,
  RestPostsDocument,
  RestPublishDraftDocument,
  RestQuotePostDocument,
  RestRecordViewDocument,
  RestRepliesDocument,
  RestRepostDocument,
  RestSavedPostsDocument,
  RestThreadDocument,
  RestUnbookmarkPostDocument,
  RestUndoRepostDocument,
  RestUnfollowDocument,
  RestUnlikePostDocument,
  RestUpdateNotificationPreferencesDocument,
  RestUpdatePostDocument,
  RestVotePollDocument,
  type NotificationPreferencesInput,
  type PostFilter,
  type RestPostFragment,
} from './rest.generated.js';
import { notificationAnswer, pollAnswer, postAnswer, restNotification, restPoll, restPost } from './rest/answers.js';
import type { CursorCodec } from '@pulse/kit/pagination';
import { NOTIFICATION_CURSOR, SAVED_CURSOR } from './cursors.js';
import { createPostBody, editBody, editsOf, pollPostBody, postType, scheduledPostBody } from './rest/post-input.js';

const postId = z.object({ id: pathId('The post id') });
const pollId = z.object({ id: pathId('The poll id') });
const postAnswerOnly = z.object({ post: postAnswer });

/** A cursor page of one list: a cursor of another list is refused under the parameter's own name. */
const pageQuery = (list: CursorCodec) =>
  z.object({
    limit: intQuery('limit', 1, 'Page size'),
    cursor: cursorQuery('cursor', list).meta({ description: 'The endCursor of the previous page' }),
    after: cursorQuery('after', list).meta({ description: 'The same as cursor' }),
  });
const pageArgs = (query: z.output<ReturnType<typeof pageQuery>>) => ({ first: query.limit, after: query.cursor || query.after || null });

const FILTER_KEYS = ['userId', 'type', 'communityId', 'parentId', 'q'] as const;
const BAD_FILTER = 'filter must be a JSON object, e.g. {"userId":"..."}';

/** GET /posts?filter=<JSON PostFilter>; the type may be given in lowercase. */
const postFilter = optionalText('filter', 4096)
  .transform((raw, ctx): PostFilter | null => {
    if (!raw?.trim()) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: BAD_FILTER });
      return z.NEVER;
    }
    const filter: PostFilter = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (value === null || value === undefined || value === '') continue;
      const known = FILTER_KEYS.find((k) => k === key);
      if (!known) {
        ctx.addIssue({ code: 'custom', message: `filter: unknown field ${key} (allowed: ${FILTER_KEYS.join(', ')})` });
        return z.NEVER;
      }
      if (known === 'type') {
        const type = postType('filter').safeParse(value);
        if (!type.success) {
          ctx.addIssue({ code: 'custom', message: type.error.issues[0].message });
          return z.NEVER;
        }
        filter.type = type.data;
      } else if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: `filter: ${key} must be a string` });
        return z.NEVER;
      } else {
        filter[known] = value;
      }
    }
    return filter;
  })
  .meta({ description: 'A JSON object: {"userId", "type", "communityId", "parentId", "q"}' });

/** A route creating a post from its body (/posts, /posts/scheduled): the body's rules differ, the operation and answer do not. */
function createPostRoute(path: string, summary: string, body: typeof createPostBody | typeof scheduledPostBody) {
  return defineRoute({
    method: 'post',
    path,
    summary,
    auth: 'member',
    body,
    document: RestCreatePostDocument,
    variables: ({ body }) => ({ input: body }),
    response: postAnswerOnly,
    respond: (data) => ({ post: restPost(data.createPost) }),
  });
}

/** A toggle on one post answering {success, <state>, <count>, post}. */
function postToggle<TData, R extends z.ZodType>(
  method: 'post' | 'delete',
  path: string,
  summary: string,
  document: TypedDocumentNode<TData, { id: string }>,
  response: R,
  answer: (data: TData) => z.input<R>,
) {
  return defineRoute({
    method,
    path,
    summary,
    auth: 'member',
    params: postId,
    document,
    variables: ({ params }) => params,
    response,
    respond: answer,
  });
}

const likeAnswer = z.object({ success: z.boolean(), liked: z.boolean(), likes: z.number().int(), post: postAnswer });
const likeOf = (p: RestPostFragment) => ({ success: true, liked: p.liked, likes: p.likeCount, post: restPost(p) });
const bookmarkAnswer = z.object({ success: z.boolean(), bookmarked: z.boolean(), bookmarks: z.number().int(), post: postAnswer });
const bookmarkOf = (p: RestPostFragment) => ({ success: true, bookmarked: p.bookmarked, bookmarks: p.bookmarkCount, post: restPost(p) });
const repostAnswer = z.object({ success: z.boolean(), reposted: z.boolean(), reposts: z.number().int(), post: postAnswer });
const repostOf = (p: RestPostFragment) => ({ success: true, reposted: p.reposted, reposts: p.repostCount, post: restPost(p) });

const followUser = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    bio: z.string().nullable(),
    bioLink: z.string().nullable(),
    profileURL: z.string(),
    followers: z.number().int(),
    following: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    suspended: z.boolean(),
    role: z.enum(['MEMBER', 'MODERATOR', 'ADMIN']),
    followedByMe: z.boolean(),
    followsMe: z.boolean(),
  })
  .meta({ id: 'FollowedUser' });

function followRoute(path: string, follow: boolean, body: boolean) {
  const common = {
    method: 'post' as const,
    path,
    summary: follow ? 'Follow a member' : 'Stop following a member',
    auth: 'member' as const,
    response: z.object({ success: z.boolean(), user: followUser }),
  };
  const userId = body ? { body: z.object({ userId: requiredId('userId') }) } : { params: z.object({ id: pathId('The member id') }) };
  return follow
    ? defineRoute({
        ...common,
        ...userId,
        document: RestFollowDocument,
        variables: (input) => ({ userId: 'userId' in input.body ? input.body.userId : input.params.id }),
        respond: (data) => ({ success: true, user: data.follow }),
      })
    : defineRoute({
        ...common,
        ...userId,
        document: RestUnfollowDocument,
        variables: (input) => ({ userId: 'userId' in input.body ? input.body.userId : input.params.id }),
        respond: (data) => ({ success: true, user: data.unfollow }),
      });
}

const PREFERENCE_KEYS = ['likes', 'follows', 'replies', 'mentions', 'quotes', 'reposts', 'events', 'challenges'] as const;
const preferencesShape = {
  likes: optionalFlag('likes'),
  follows: optionalFlag('follows'),
  replies: optionalFlag('replies'),
  mentions: optionalFlag('mentions'),
  quotes: optionalFlag('quotes'),
  reposts: optionalFlag('reposts'),
  events: optionalFlag('events'),
  challenges: optionalFlag('challenges'),
};
const preferences = z.object({
  likes: z.boolean(),
  follows: z.boolean(),
  replies: z.boolean(),
  mentions: z.boolean(),
  quotes: z.boolean(),
  reposts: z.boolean(),
  events: z.boolean(),
  challenges: z.boolean(),
});

export const restTable: RestTable = {
  service: 'social',
  routes: [
    // Posts: fixed paths first.
    defineRoute({
      method: 'get',
      path: '/posts',
      summary: 'Published posts, newest first, a page at a time',
      auth: 'optional',
      query: z.object({ page: intQuery('page', 1, 'From 1 (default 1)'), limit: intQuery('limit', 1, '1-50 (default 10)'), filter: postFilter }),
      document: RestPostsDocument,
      variables: ({ query }) => ({ page: query.page ?? 1, limit: query.limit ?? 10, filter: query.filter }),
      response: z.object({ posts: z.array(postAnswer), page: z.number().int(), limit: z.number().int(), total: z.number().int(), hasMore: z.boolean() }),
      respond: (data) => ({ ...data.posts, posts: data.posts.posts.map(restPost) }),
    }),
    createPostRoute('/posts', 'Create a post (text, media, poll, meal, route; a draft or scheduled)', createPostBody),
    defineRoute({
      method: 'get',
      path: '/posts/saved',
      summary: 'Your bookmarked posts, most recently saved first',
      auth: 'member',
      query: pageQuery(SAVED_CURSOR),
      document: RestSavedPostsDocument,
      variables: ({ query }) => pageArgs(query),
      response: z.object({ status: z.literal('success'), posts: z.array(postAnswer), pageInfo: pageInfoAnswer }),
      respond: (data) => ({ status: 'success' as const, posts: data.savedPosts.nodes.map(restPost), pageInfo: data.savedPosts.pageInfo }),
    }),
    createPostRoute('/posts/scheduled', 'Schedule a post', scheduledPostBody),
    defineRoute({
      method: 'get',
      path: '/posts/:id',
      summary: 'A post (drafts and scheduled posts only to their author)',
      auth: 'optional',
      params: postId,
      document: RestPostDocument,
      variables: ({ params }) => params,
      response: postAnswerOnly,
      respond: (data) => ({ post: restPost(data.post) }),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/:id',
      summary: 'Edit your post (content, media, location, schedule)',
      auth: 'member',
      params: postId,
      body: editBody
        .extend({ scheduledFor: optionalText('scheduledFor', 64).meta({ format: 'date-time' }), timezone: optionalText('timezone', 100) })
        .transform((body, ctx) => {
          const input = {
            ...editsOf(body, ctx),
            ...(body.scheduledFor ? { scheduledFor: body.scheduledFor } : {}),
            ...(body.timezone ? { timezone: body.timezone } : {}),
          };
          if (Object.keys(input).length === 0) ctx.addIssue({ code: 'custom', message: 'content is required', path: ['content'] });
          return input;
        }),
      document: RestUpdatePostDocument,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: postAnswerOnly,
      respond: (data) => ({ post: restPost(data.updatePost) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/posts/:id',
      summary: 'Delete your post',
      auth: 'member',
      params: postId,
      document: RestDeletePostDocument,
      variables: ({ params }) => params,
      response: z.object({ success: z.boolean(), id: z.string() }),
      respond: (data) => ({ success: true, id: data.deletePost }),
    }),
    postToggle('post', '/posts/:id/like', 'Like a post', RestLikePostDocument, likeAnswer, (d) => likeOf(d.likePost)),
    postToggle('delete', '/posts/:id/like', 'Unlike a post', RestUnlikePostDocument, likeAnswer, (d) => likeOf(d.unlikePost)),
    postToggle('post', '/posts/:id/bookmark', 'Bookmark a post', RestBookmarkPostDocument, bookmarkAnswer, (d) => bookmarkOf(d.bookmarkPost)),
    postToggle('delete', '/posts/:id/bookmark', 'Remove a bookmark', RestUnbookmarkPostDocument, bookmarkAnswer, (d) => bookmarkOf(d.unbookmarkPost)),
    postToggle('post', '/posts/:id/repost', 'Repost a post (answers the original)', RestRepostDocument, repostAnswer, (d) => repostOf(d.repost)),
    postToggle('delete', '/posts/:id/repost', 'Undo your repost', RestUndoRepostDocument, repostAnswer, (d) => repostOf(d.undoRepost)),
    defineRoute({
      method: 'post',
      path: '/posts/:id/quote',
      summary: 'Quote a post',
      auth: 'member',
      params: postId,
      body: z.object({ content: optionalText('content', CONTENT_MAX_LENGTH) }),
      document: RestQuotePostDocument,
      variables: ({ params, body }) => ({ id: params.id, content: body.content ?? '' }),
      response: postAnswerOnly,
      respond: (data) => ({ post: restPost(data.quotePost) }),
    }),
    defineRoute({
      method: 'get',
      path: '/posts/:id/bookmarks/status',
      summary: 'Whether you bookmarked a post',
      auth: 'optional',
      params: postId,
      document: RestBookmarkStatusDocument,
      variables: ({ params }) => params,
      response: z.object({ bookmarked: z.boolean() }),
      respond: (data) => ({ bookmarked: data.post.bookmarked }),
    }),
    defineRoute({
      method: 'post',
      path: '/posts/:id/publish',
      summary: 'Publish your draft or scheduled post now, with these edits',
      auth: 'member',
      params: postId,
      body: editBody.transform(editsOf),
      document: RestPublishDraftDocument,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: postAnswerOnly,
      respond: (data) => ({ post: restPost(data.publishDraft) }),
    }),
    defineRoute({
      method: 'post',
      path: '/posts/:id/cancel-schedule',
      summary: 'Turn your scheduled post back into a draft',
      auth: 'member',
      params: postId,
      document: RestCancelScheduleDocument,
      variables: ({ params }) => params,
      response: postAnswerOnly,
      respond: (data) => ({ post: restPost(data.cancelSchedule) }),
    }),
    defineRoute({
      method: 'post',
      path: '/posts/:id/view',
      summary: 'Count your view of a post (once per member)',
      auth: 'optional',
      params: postId,
      document: RestRecordViewDocument,
      variables: ({ params }) => params,
      response: z.object({ success: z.boolean(), views: z.number().int(), viewCount: z.number().int() }),
      respond: (data) => ({ success: true, views: data.recordPostView.viewCount, viewCount: data.recordPostView.viewCount }),
    }),
    defineRoute({
      method: 'get',
      path: '/posts/:id/thread',
      summary: "A post's thread: the root first, ending with the post",
      auth: 'optional',
      params: postId,
      document: RestThreadDocument,
      variables: ({ params }) => params,
      response: z.object({ posts: z.array(postAnswer) }),
      respond: (data) => ({ posts: data.postThread.map(restPost) }),
    }),
    defineRoute({
      method: 'get',
      path: '/posts/:id/replies',
      summary: "A post's replies, oldest first",
      auth: 'optional',
      params: postId,
      query: z.object({ skip: intQuery('skip', 0, 'How many to skip (default 0)'), limit: intQuery('limit', 1, 'Page size (default 10)') }),
      document: RestRepliesDocument,
      variables: ({ params, query }) => ({ id: params.id, skip: query.skip ?? 0, limit: query.limit ?? 10 }),
      response: z.object({ replies: z.array(postAnswer), skip: z.number().int(), limit: z.number().int() }),
      respond: (data, { skip, limit }) => ({ replies: data.replies.map(restPost), skip: skip ?? 0, limit: limit ?? 10 }),
    }),
    defineRoute({
      method: 'post',
      path: '/posts/:id/replies',
      summary: 'Reply to a post',
      auth: 'member',
      params: postId,
      body: editBody.pick({ content: true, medias: true, files: true }).extend({ clientId: optionalText('clientId', 100) }),
      document: RestCreateReplyDocument,
      variables: ({ params, body }) => {
        const medias = body.medias || body.files ? [...(body.medias ?? []), ...(body.files ?? [])] : undefined;
        return { id: params.id, input: { content: body.content ?? '', ...(medias ? { medias } : {}), ...(body.clientId ? { clientId: body.clientId } : {}) } };
      },
      response: postAnswerOnly,
      respond: (data) => ({ post: restPost(data.createReply) }),
    }),
    defineRoute({
      method: 'get',
      path: '/bookmarks',
      summary: 'Your bookmarked posts (the same as /posts/saved, under `bookmarks`)',
      auth: 'member',
      query: pageQuery(SAVED_CURSOR),
      document: RestSavedPostsDocument,
      variables: ({ query }) => pageArgs(query),
      response: z.object({ bookmarks: z.array(postAnswer), pageInfo: pageInfoAnswer }),
      respond: (data) => ({ bookmarks: data.savedPosts.nodes.map(restPost), pageInfo: data.savedPosts.pageInfo }),
    }),

    // Polls.
    defineRoute({
      method: 'post',
      path: '/polls',
      summary: 'Create a poll post',
      auth: 'member',
      body: pollPostBody,
      document: RestCreatePostDocument,
      variables: ({ body }) => ({ input: body }),
      response: z.object({ post: postAnswer, poll: pollAnswer.nullable() }),
      respond: (data) => ({ post: restPost(data.createPost), poll: data.createPost.poll ? restPoll(data.createPost.poll) : null }),
    }),
    defineRoute({
      method: 'get',
      path: '/polls/:id',
      summary: 'A poll',
      auth: 'optional',
      params: pollId,
      document: RestPollDocument,
      variables: ({ params }) => params,
      response: z.object({ poll: pollAnswer }),
      respond: (data) => ({ poll: restPoll(data.poll) }),
    }),
    defineRoute({
      method: 'get',
      path: '/polls/:id/vote',
      summary: 'Your vote in a poll',
      auth: 'optional',
      params: pollId,
      document: RestPollDocument,
      variables: ({ params }) => params,
      response: z.object({ hasVoted: z.boolean(), optionId: z.string().nullable(), results: pollAnswer.shape.results, totalVotes: z.number().int() }),
      respond: (data) => {
        const poll = restPoll(data.poll);
        return { hasVoted: poll.hasVoted, optionId: poll.myVoteOptionId, results: poll.results, totalVotes: poll.totalVotes };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/polls/:id/vote',
      summary: 'Vote in a poll, by option id or index',
      auth: 'member',
      params: pollId,
      body: z
        .object({
          optionId: optionalText('optionId', ID_MAX_LENGTH).transform((v) => v?.trim() || null),
          optionIndex: z
            .union([z.number(), z.string()], { error: 'optionIndex must be a number' })
            .nullish()
            .transform((value, ctx) => {
              if (value === undefined || value === null || value === '') return null;
              const n = Number(value);
              if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: 'optionIndex must be a number' });
              else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'optionIndex must be an integer' });
              return n;
            })
            .meta({ description: 'From 0' }),
        })
        .refine((b) => b.optionId !== null || b.optionIndex !== null, { error: 'optionId or optionIndex is required', path: ['optionId'] }),
      document: RestVotePollDocument,
      variables: ({ params, body }) => ({ id: params.id, optionId: body.optionId, optionIndex: body.optionIndex }),
      response: z.object({ success: z.boolean(), results: pollAnswer.shape.results, totalVotes: z.number().int(), hasVoted: z.boolean(), poll: pollAnswer }),
      respond: (data) => {
        const poll = restPoll(data.votePoll);
        return { success: true, results: poll.results, totalVotes: poll.totalVotes, hasVoted: poll.hasVoted, poll };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/polls/:id/results',
      summary: "A poll's results",
      auth: 'optional',
      params: pollId,
      document: RestPollDocument,
      variables: ({ params }) => params,
      response: z.object({ results: pollAnswer.shape.results, totalVotes: z.number().int(), options: pollAnswer.shape.options, ended: z.boolean(), endTime: z.string() }),
      respond: (data) => {
        const poll = restPoll(data.poll);
        return { results: poll.results, totalVotes: poll.totalVotes, options: poll.options, ended: poll.ended, endTime: poll.endTime };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/polls/:id',
      summary: 'Delete your poll and its post',
      auth: 'member',
      params: pollId,
      document: RestDeletePollDocument,
      variables: ({ params }) => params,
      response: z.object({ success: z.boolean(), id: z.string() }),
      respond: (data) => ({ success: true, id: data.deletePoll }),
    }),

    // Users: follow and unfollow, by body or by path.
    followRoute('/users/follow', true, true),
    followRoute('/users/unfollow', false, true),
    followRoute('/users/:id/follow', true, false),
    followRoute('/users/:id/unfollow', false, false),

    // Notifications: fixed paths before /notifications/:id.
    defineRoute({
      method: 'get',
      path: '/notifications',
      summary: 'Your notifications, newest first',
      auth: 'member',
      query: pageQuery(NOTIFICATION_CURSOR).extend({
        unreadOnly: optionalText('unreadOnly', 16)
          .refine((raw) => raw === undefined || raw === null || ['true', 'false', ''].includes(raw), { error: 'unreadOnly must be true or false' })
          .transform((raw) => raw === 'true')
          .meta({ type: 'string', enum: ['true', 'false'] }),
      }),
      document: RestNotificationsDocument,
      variables: ({ query }) => ({ ...pageArgs(query), unreadOnly: query.unreadOnly }),
      response: z.object({ notifications: z.array(notificationAnswer), pageInfo: pageInfoAnswer, unreadCount: z.number().int() }),
      respond: (data) => ({
        notifications: data.notifications.nodes.map(restNotification),
        pageInfo: data.notifications.pageInfo,
        unreadCount: data.notifications.unreadCount,
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/notifications/mark-read',
      summary: 'Mark notifications read',
      auth: 'member',
      body: z.object({
        notificationIds: z.array(z.string({ error: 'notificationIds must be a list of strings' }), {
          error: (issue) => (issue.input === undefined || issue.input === null ? 'notificationIds is required' : 'notificationIds must be a list of strings'),
        }),
      }),
      document: RestMarkNotificationsReadDocument,
      variables: ({ body }) => ({ ids: body.notificationIds }),
      response: z.object({ success: z.boolean(), updated: z.number().int() }),
      respond: (data) => ({ success: true, updated: data.markNotificationsRead }),
    }),
    defineRoute({
      method: 'post',
      path: '/notifications/mark-all-read',
      summary: 'Mark all your notifications read',
      auth: 'member',
      document: RestMarkAllNotificationsReadDocument,
      variables: () => ({}),
      response: z.object({ success: z.boolean(), updated: z.number().int() }),
      respond: (data) => ({ success: true, updated: data.markAllNotificationsRead }),
    }),
    defineRoute({
      method: 'get',
      path: '/notifications/preferences',
      summary: 'Which kinds of notification you receive',
      auth: 'member',
      document: RestNotificationPreferencesDocument,
      variables: () => ({}),
      response: z.object({ preferences }),
      respond: (data) => ({ preferences: data.notificationPreferences }),
    }),
    defineRoute({
      method: 'put',
      path: '/notifications/preferences',
      summary: 'Turn kinds of notification on or off',
      description: 'The preferences at the top level or under `preferences`.',
      auth: 'member',
      body: z
        .object({ ...preferencesShape, preferences: z.object(preferencesShape, { error: 'preferences must be an object' }).nullish() })
        .transform(({ preferences: nested, ...top }, ctx) => {
          const source = nested ?? top;
          const input: NotificationPreferencesInput = {};
          for (const key of PREFERENCE_KEYS) {
            const value = source[key];
            if (typeof value === 'boolean') input[key] = value;
          }
          if (Object.keys(input).length === 0) ctx.addIssue({ code: 'custom', message: `Give at least one of ${PREFERENCE_KEYS.join(', ')}`, path: ['preferences'] });
          return input;
        }),
      document: RestUpdateNotificationPreferencesDocument,
      variables: ({ body }) => ({ input: body }),
      response: z.object({ preferences }),
      respond: (data) => ({ preferences: data.updateNotificationPreferences }),
    }),
    defineRoute({
      method: 'delete',
      path: '/notifications/:id',
      summary: 'Delete one of your notifications',
      auth: 'member',
      params: z.object({ id: pathId('The notification id') }),
      document: RestDeleteNotificationDocument,
      variables: ({ params }) => params,
      response: z.object({ success: z.boolean(), id: z.string() }),
      respond: (data) => ({ success: true, id: data.deleteNotification }),
    }),
  ],
};
