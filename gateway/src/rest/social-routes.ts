// The spec's Posts, Polls, Users-follow and Notifications paths (section 7), each mapped onto
// one operation of the social subgraph. Fixed paths (/posts/saved, /posts/scheduled) come
// before /posts/:id so "saved" is never taken for an id.
//
// Shapes (the spec's client model, section 3):
//
// Post: { id, userId, name, username, image, user: {id, name, username, image},
//   content, type ("post" | "reply" | "poll" | "challenge" | "quote" | "repost" | "meal" | "route"),
//   medias: [{url, type}], files: [url] (the media urls, the spec's older form),
//   locationName, locationLat, locationLng, routeData, meal (with taggedUsers = taggedUserIds),
//   poll (Poll below, or null),
//   likes, reposts, quotes, replies, views, viewCount, bookmarks (numbers),
//   liked, bookmarked, reposted (the caller's state),
//   originalPostId, communityId, parentId, Post (the original of a repost or quote, same shape
//   without its own original; null when none or deleted),
//   status ("draft" | "scheduled" | "posted"), scheduledFor, timezone, createdAt, updatedAt }
// Poll: { id, postId, options: [{id, text, votes}], endTime, ended, hasVoted, myVoteOptionId,
//   totalVotes, results: {optionId: votes} }
// Notification: { id, type ("like" | "follow" | "reply" | "mention" | "quote" | "repost"),
//   message, userId, actor: {id, name, username, image}, postId, post: Post | null, read,
//   createdAt, cursor }
//
// Answers:
//   GET /posts?page&limit&filter          {posts, page, limit, total, hasMore}
//   GET /posts/saved?limit&cursor          {status: "success", posts, pageInfo}
//   GET /bookmarks?limit&cursor            {bookmarks, pageInfo}
//   POST /posts, /posts/scheduled, /posts/:id/quote, /posts/:id/replies, PUT /posts/:id,
//     POST /posts/:id/publish, POST /posts/:id/cancel-schedule, GET /posts/:id   {post}
//   DELETE /posts/:id                       {success, id}
//   POST|DELETE /posts/:id/like             {success, liked, likes, post}
//   POST|DELETE /posts/:id/bookmark         {success, bookmarked, bookmarks, post}
//   POST|DELETE /posts/:id/repost           {success, reposted, reposts, post} (post: the original)
//   GET /posts/:id/bookmarks/status         {bookmarked}
//   POST /posts/:id/view                    {success, views, viewCount}
//   GET /posts/:id/thread                   {posts} (root first, ending with the post)
//   GET /posts/:id/replies?skip&limit       {replies, skip, limit}
//   GET /polls/:id                          {poll}
//   POST /polls                             {post, poll}
//   GET /polls/:id/vote                     {hasVoted, optionId, results, totalVotes}
//   POST /polls/:id/vote {optionId | optionIndex}   {success, results, totalVotes, hasVoted, poll}
//   GET /polls/:id/results                  {results, totalVotes, options, ended, endTime}
//   DELETE /polls/:id                       {success, id}
//   POST /users/follow|unfollow {userId}, POST /users/:id/follow|unfollow   {success, user}
//   GET /notifications?limit&cursor&unreadOnly      {notifications, pageInfo, unreadCount}
//   POST /notifications/mark-read {notificationIds}, POST /notifications/mark-all-read
//                                           {success, updated}
//   DELETE /notifications/:id               {success, id}
//   GET|PUT /notifications/preferences      {preferences}
import type express from 'express';
import { RestInputError, optionalBoolean, optionalString, requiredParam, type RestRoute } from './router.js';
import { USER_FIELDS } from './user-fields.js';

const AUTHOR = 'id name username image';

const MEAL_FIELDS = `name description ingredients brands isOrganic hasSeedOils isSeedOilFree cuisineType allergens
  dietaryCategories taggedUserIds calories protein carbs { total fiber sugar } fats { total saturated }
  nutritionalInfo { calories servingSize protein carbs fats vitamins minerals qualityScore }`;

const ROUTE_FIELDS = `type date duration distance averageSpeed elevationGain coordinates { latitude longitude } steps calories location`;

const POLL_FIELDS = 'id postId options { id text votes } endTime ended hasVoted myVoteOptionId totalVotes';

const POST_CORE = `id userId user { ${AUTHOR} } content type medias { url type } locationName locationLat locationLng
  routeData { ${ROUTE_FIELDS} } meal { ${MEAL_FIELDS} } poll { ${POLL_FIELDS} }
  likeCount repostCount quoteCount replyCount bookmarkCount viewCount liked bookmarked reposted
  originalPostId parentId communityId status scheduledFor timezone createdAt updatedAt`;

/** Every REST post: its own fields and its original's (reposts and quotes embed it). */
export const POST_FIELDS = `${POST_CORE} originalPost { ${POST_CORE} }`;

const NOTIFICATION_FIELDS = `id type message userId actor { ${AUTHOR} } post { ${POST_CORE} } read createdAt cursor`;
const PREFERENCE_FIELDS = 'likes follows replies mentions quotes reposts';
const FOLLOW_USER_FIELDS = `${USER_FIELDS} followedByMe followsMe`;

const POST_TYPES = ['POST', 'REPLY', 'POLL', 'CHALLENGE', 'QUOTE', 'REPOST', 'MEAL', 'ROUTE'];
const PREFERENCE_KEYS = PREFERENCE_FIELDS.split(' ');

// ---------------------------------------------------------------------------------------------
// Shapes

type Gql = Record<string, any>;

export function restPoll(poll: Gql | null | undefined): Gql | null {
  if (!poll) return null;
  return { ...poll, results: Object.fromEntries(poll.options.map((o: Gql) => [o.id, o.votes])) };
}

function restPostOnly(post: Gql) {
  const { user, likeCount, repostCount, quoteCount, replyCount, bookmarkCount, viewCount, originalPost, meal, poll, ...rest } = post;
  void originalPost;
  return {
    id: post.id,
    userId: post.userId,
    name: user?.name ?? null,
    username: user?.username ?? null,
    image: user?.image ?? null,
    user,
    ...rest,
    type: String(post.type).toLowerCase(),
    status: String(post.status).toLowerCase(),
    files: post.medias.map((m: Gql) => m.url),
    meal: meal ? { ...meal, taggedUsers: meal.taggedUserIds } : null,
    poll: restPoll(poll),
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
export function restPost(post: Gql | null | undefined) {
  if (!post) return null;
  return { ...restPostOnly(post), Post: post.originalPost ? restPostOnly(post.originalPost) : null };
}

function restNotification(n: Gql) {
  return { ...n, type: String(n.type).toLowerCase(), postId: n.post?.id ?? null, post: n.post ? restPostOnly(n.post) : null };
}

// ---------------------------------------------------------------------------------------------
// Input

type Body = Record<string, unknown>;

const bodyOf = (req: express.Request): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});
const idParam = (req: express.Request, name = 'id') => String(req.params[name]);
const has = (body: Body, key: string) => body[key] !== undefined && body[key] !== null;

/** A non-negative integer query parameter, or null when absent. */
function intParam(req: express.Request, field: string, min: number): number | null {
  const raw = optionalString(req.query, field);
  if (raw === undefined || raw === '') return null;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new RestInputError(min > 0 ? `${field} must be a positive integer` : `${field} must be a non-negative integer`, field);
  }
  return Number(raw);
}

function optionalNumber(body: Body, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new RestInputError(`${field} must be a number`, field);
  return n;
}

function optionalInt(body: Body, field: string): number | undefined {
  const n = optionalNumber(body, field);
  if (n === null) return undefined;
  if (!Number.isInteger(n)) throw new RestInputError(`${field} must be an integer`, field);
  return n;
}

function stringList(value: unknown, field: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new RestInputError(`${field} must be a list of strings`, field);
  return value as string[];
}

function postType(value: unknown, field = 'type'): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const type = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!POST_TYPES.includes(type)) throw new RestInputError(`${field} must be one of ${POST_TYPES.map((t) => t.toLowerCase()).join(', ')}`, field);
  return type;
}

/** The type a stored file's extension stands for (social decides it from the bytes at upload, and checks it again). */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
  mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime',
};
const typeOfUrl = (url: string) => TYPE_OF_EXTENSION[/\.([a-z0-9]+)(?:\?.*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

/**
 * `medias: [{url, type}]` plus the spec's `files`: urls returned by POST /api/posts/media, as
 * strings (the type is then read from the extension) or as `{url, type}` objects. Social
 * accepts only urls its own upload handed out.
 */
function mediaList(body: Body): { url: string; type: string }[] | undefined {
  const out: { url: string; type: string }[] = [];
  let given = false;
  for (const field of ['medias', 'files']) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    given = true;
    if (!Array.isArray(value)) throw new RestInputError(`${field} must be a list`, field);
    for (const item of value) {
      if (typeof item === 'string') {
        out.push({ url: item, type: typeOfUrl(item) });
      } else if (item && typeof item === 'object' && typeof (item as Body).url === 'string') {
        const { url, type } = item as { url: string; type?: unknown };
        out.push({ url, type: typeof type === 'string' && type ? type : typeOfUrl(url) });
      } else {
        throw new RestInputError(`${field} must hold urls or {url, type} objects`, field);
      }
    }
  }
  return given ? out : undefined;
}

/** locationName / locationLat / locationLng (or a `location` object) as LocationInput. */
function location(body: Body) {
  const nested = body.location && typeof body.location === 'object' ? (body.location as Body) : undefined;
  const name = optionalString(body, 'locationName') ?? (nested ? optionalString(nested, 'name') : undefined);
  const lat = optionalNumber(body, 'locationLat') ?? (nested ? optionalNumber(nested, 'lat') : null);
  const lng = optionalNumber(body, 'locationLng') ?? (nested ? optionalNumber(nested, 'lng') : null);
  if (!name?.trim()) {
    if (lat !== null || lng !== null) throw new RestInputError('locationName is required with coordinates', 'locationName');
    return undefined;
  }
  return { name, lat, lng };
}

/** The content, medias and location a PUT or a publish may change on the author's post. */
function draftEdits(body: Body): Body {
  const input: Body = {};
  if (has(body, 'content')) {
    if (typeof body.content !== 'string') throw new RestInputError('content must be a string', 'content');
    input.content = body.content;
  }
  const medias = mediaList(body);
  if (medias) input.medias = medias;
  const loc = location(body);
  if (loc) input.location = loc;
  return input;
}

/** Keeps the keys an input type knows, so an extra client field is not a GraphQL error. */
function pick(source: unknown, keys: string[], field: string): Body | undefined {
  if (source === undefined || source === null) return undefined;
  if (typeof source !== 'object' || Array.isArray(source)) throw new RestInputError(`${field} must be an object`, field);
  const out: Body = {};
  for (const key of keys) if ((source as Body)[key] !== undefined) out[key] = (source as Body)[key];
  return out;
}

/** The spec allows carbs and fats as text ("30g") or objects; MealInput takes objects. */
function macro(value: unknown, field: string, keys: string[]): Body | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return { total: value };
  if (typeof value === 'string') {
    const n = parseFloat(value);
    if (!Number.isFinite(n)) throw new RestInputError(`${field} must be a number or an object`, field);
    return { total: n };
  }
  return pick(value, keys, field);
}

function numberish(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? parseFloat(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new RestInputError(`${field} must be a number`, field);
  return n;
}

function mealInput(value: unknown) {
  const meal = pick(value, ['name', 'description', 'ingredients', 'brands', 'isOrganic', 'hasSeedOils', 'isSeedOilFree', 'cuisineType',
    'allergens', 'dietaryCategories', 'taggedUserIds'], 'meal');
  if (!meal) return undefined;
  const source = value as Body;
  if (meal.taggedUserIds === undefined && Array.isArray(source.taggedUsers)) {
    // The spec's form sends taggedUsers: ids, or user objects with an id.
    meal.taggedUserIds = source.taggedUsers.map((u) => (u && typeof u === 'object' ? String((u as Body).id) : String(u)));
  }
  const calories = numberish(source.calories, 'meal.calories');
  const protein = numberish(source.protein, 'meal.protein');
  if (calories !== undefined) meal.calories = calories;
  if (protein !== undefined) meal.protein = protein;
  const carbs = macro(source.carbs, 'meal.carbs', ['total', 'fiber', 'sugar']);
  const fats = macro(source.fats, 'meal.fats', ['total', 'saturated']);
  if (carbs) meal.carbs = carbs;
  if (fats) meal.fats = fats;
  const info = pick(source.nutritionalInfo, ['calories', 'servingSize', 'protein', 'carbs', 'fats', 'vitamins', 'minerals', 'qualityScore'], 'meal.nutritionalInfo');
  if (info) meal.nutritionalInfo = info;
  return meal;
}

function routeInput(value: unknown) {
  const route = pick(value, ['type', 'date', 'duration', 'distance', 'averageSpeed', 'elevationGain', 'steps', 'calories', 'location'], 'routeData');
  if (!route) return undefined;
  const coordinates = (value as Body).coordinates ?? [];
  if (!Array.isArray(coordinates)) throw new RestInputError('routeData.coordinates must be a list', 'routeData');
  // Points arrive as {latitude, longitude} (the spec) or {lat, lng} (map libraries).
  route.coordinates = coordinates.map((p) => {
    const point = (p ?? {}) as Body;
    return { latitude: point.latitude ?? point.lat, longitude: point.longitude ?? point.lng };
  });
  if (typeof route.duration === 'number') route.duration = Math.round(route.duration);
  if (typeof route.steps === 'number') route.steps = Math.round(route.steps);
  return route;
}

/** `poll: {options, days, hours, minutes}`, or those fields at the top level (POST /polls). */
function pollInput(source: unknown) {
  if (source === undefined || source === null) return undefined;
  if (typeof source !== 'object' || Array.isArray(source)) throw new RestInputError('poll must be an object', 'poll');
  const poll = source as Body;
  const options = poll.options;
  if (!Array.isArray(options)) throw new RestInputError('poll options are required', 'options');
  const texts = options.map((o) => (o && typeof o === 'object' ? (o as Body).text : o));
  if (texts.some((t) => typeof t !== 'string')) throw new RestInputError('poll options must be texts', 'options');
  const input: Body = { options: texts };
  for (const unit of ['days', 'hours', 'minutes']) {
    const n = optionalInt(poll, unit);
    if (n !== undefined) input[unit] = n;
  }
  return input;
}

function createPostInput(body: Body): Body {
  const input: Body = { content: typeof body.content === 'string' ? body.content : '' };
  if (has(body, 'content') && typeof body.content !== 'string') throw new RestInputError('content must be a string', 'content');
  const type = postType(body.type);
  if (type) input.type = type;
  const medias = mediaList(body);
  if (medias) input.medias = medias;
  const loc = location(body);
  if (loc) input.location = loc;
  const routeData = routeInput(body.routeData);
  if (routeData) input.routeData = routeData;
  const meal = mealInput(body.meal);
  if (meal) input.meal = meal;
  const poll = pollInput(body.poll);
  if (poll) input.poll = poll;
  const communityId = optionalString(body, 'communityId');
  if (communityId) input.communityId = communityId;
  const draft = optionalBoolean(body, 'draft', undefined);
  const status = optionalString(body, 'status')?.toLowerCase();
  if (draft === true || status === 'draft') input.draft = true;
  const scheduledFor = optionalString(body, 'scheduledFor');
  if (scheduledFor) input.scheduledFor = scheduledFor;
  const timezone = optionalString(body, 'timezone');
  if (timezone) input.timezone = timezone;
  const clientId = optionalString(body, 'clientId');
  if (clientId) input.clientId = clientId;
  return input;
}

/** GET /posts?filter=<JSON PostFilter>; the type may be given in lowercase. */
function postFilter(req: express.Request): Body | null {
  const raw = optionalString(req.query, 'filter');
  if (raw === undefined || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new RestInputError('filter must be a JSON object, e.g. {"userId":"..."}', 'filter');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new RestInputError('filter must be a JSON object, e.g. {"userId":"..."}', 'filter');
  const filter: Body = {};
  for (const [key, value] of Object.entries(parsed as Body)) {
    if (value === null || value === undefined || value === '') continue;
    if (!['userId', 'type', 'communityId', 'parentId', 'q'].includes(key)) {
      throw new RestInputError(`filter: unknown field ${key} (allowed: userId, type, communityId, parentId, q)`, 'filter');
    }
    if (key === 'type') filter.type = postType(value, 'filter');
    else if (typeof value !== 'string') throw new RestInputError(`filter: ${key} must be a string`, 'filter');
    else filter[key] = value;
  }
  return filter;
}

// ---------------------------------------------------------------------------------------------
// Routes

/** A mutation on one post id answering {post}. */
function postMutation(method: RestRoute['method'], path: string, mutation: string, extra: (post: any) => Body = () => ({})): RestRoute {
  const name = `Rest${mutation[0].toUpperCase()}${mutation.slice(1)}`;
  return {
    method,
    path,
    operation: `mutation ${name}($id: ID!) { ${mutation}(id: $id) { ${POST_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ success: true, ...extra(data[mutation]), post: restPost(data[mutation]) }),
  };
}

const liked = (p: Gql) => ({ liked: p.liked, likes: p.likeCount });
const bookmarked = (p: Gql) => ({ bookmarked: p.bookmarked, bookmarks: p.bookmarkCount });
const reposted = (p: Gql) => ({ reposted: p.reposted, reposts: p.repostCount });

const createPost = `mutation RestCreatePost($input: CreatePostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
const pollQuery = `query RestPoll($id: ID!) { poll(id: $id) { ${POLL_FIELDS} } }`;

function followRoute(path: string, mutation: 'follow' | 'unfollow', userId: (req: express.Request) => string): RestRoute {
  const name = mutation === 'follow' ? 'RestFollow' : 'RestUnfollow';
  return {
    method: 'post',
    path,
    operation: `mutation ${name}($userId: ID!) { ${mutation}(userId: $userId) { ${FOLLOW_USER_FIELDS} } }`,
    variables: (req) => ({ userId: userId(req) }),
    respond: (data) => ({ success: true, user: data[mutation] }),
  };
}

function pageArgs(req: express.Request) {
  return { first: intParam(req, 'limit', 1), after: optionalString(req.query, 'cursor') || optionalString(req.query, 'after') || null };
}

export const socialRoutes: RestRoute[] = [
  // Posts: fixed paths first.
  {
    method: 'get',
    path: '/posts',
    operation: `query RestPosts($page: Int, $limit: Int, $filter: PostFilter) {
      posts(page: $page, limit: $limit, filter: $filter) { posts { ${POST_FIELDS} } page limit total hasMore } }`,
    variables: (req) => ({ page: intParam(req, 'page', 1) ?? 1, limit: intParam(req, 'limit', 1) ?? 10, filter: postFilter(req) }),
    respond: (data) => ({ ...data.posts, posts: data.posts.posts.map(restPost) }),
  },
  {
    method: 'post',
    path: '/posts',
    operation: createPost,
    variables: (req) => ({ input: createPostInput(bodyOf(req)) }),
    respond: (data) => ({ post: restPost(data.createPost) }),
  },
  {
    method: 'get',
    path: '/posts/saved',
    operation: `query RestSavedPosts($first: Int, $after: String) { savedPosts(first: $first, after: $after) { nodes { ${POST_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    variables: pageArgs,
    respond: (data) => ({ status: 'success', posts: data.savedPosts.nodes.map(restPost), pageInfo: data.savedPosts.pageInfo }),
  },
  {
    method: 'post',
    path: '/posts/scheduled',
    operation: createPost,
    variables: (req) => {
      const body = bodyOf(req);
      if (!optionalString(body, 'scheduledFor')?.trim()) throw new RestInputError('scheduledFor is required', 'scheduledFor');
      return { input: createPostInput(body) };
    },
    respond: (data) => ({ post: restPost(data.createPost) }),
  },
  {
    method: 'get',
    path: '/posts/:id',
    operation: `query RestPost($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ post: restPost(data.post) }),
  },
  {
    method: 'put',
    path: '/posts/:id',
    operation: `mutation RestUpdatePost($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      const input = draftEdits(body);
      const scheduledFor = optionalString(body, 'scheduledFor');
      if (scheduledFor) input.scheduledFor = scheduledFor;
      const timezone = optionalString(body, 'timezone');
      if (timezone) input.timezone = timezone;
      if (Object.keys(input).length === 0) throw new RestInputError('content is required', 'content');
      return { id: idParam(req), input };
    },
    respond: (data) => ({ post: restPost(data.updatePost) }),
  },
  {
    method: 'delete',
    path: '/posts/:id',
    operation: `mutation RestDeletePost($id: ID!) { deletePost(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ success: true, id: data.deletePost }),
  },
  postMutation('post', '/posts/:id/like', 'likePost', liked),
  postMutation('delete', '/posts/:id/like', 'unlikePost', liked),
  postMutation('post', '/posts/:id/bookmark', 'bookmarkPost', bookmarked),
  postMutation('delete', '/posts/:id/bookmark', 'unbookmarkPost', bookmarked),
  postMutation('post', '/posts/:id/repost', 'repost', reposted),
  postMutation('delete', '/posts/:id/repost', 'undoRepost', reposted),
  {
    method: 'post',
    path: '/posts/:id/quote',
    operation: `mutation RestQuotePost($id: ID!, $content: String!) { quotePost(id: $id, content: $content) { ${POST_FIELDS} } }`,
    variables: (req) => {
      const content = bodyOf(req).content;
      if (content !== undefined && content !== null && typeof content !== 'string') throw new RestInputError('content must be a string', 'content');
      return { id: idParam(req), content: (content as string | undefined) ?? '' };
    },
    respond: (data) => ({ post: restPost(data.quotePost) }),
  },
  {
    method: 'get',
    path: '/posts/:id/bookmarks/status',
    operation: `query RestBookmarkStatus($id: ID!) { post(id: $id) { id bookmarked } }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ bookmarked: data.post.bookmarked }),
  },
  {
    method: 'post',
    path: '/posts/:id/publish',
    operation: `mutation RestPublishDraft($id: ID!, $input: PublishDraftInput) { publishDraft(id: $id, input: $input) { ${POST_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req), input: draftEdits(bodyOf(req)) }),
    respond: (data) => ({ post: restPost(data.publishDraft) }),
  },
  {
    method: 'post',
    path: '/posts/:id/cancel-schedule',
    operation: `mutation RestCancelSchedule($id: ID!) { cancelSchedule(id: $id) { ${POST_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ post: restPost(data.cancelSchedule) }),
  },
  {
    method: 'post',
    path: '/posts/:id/view',
    operation: `mutation RestRecordView($id: ID!) { recordPostView(id: $id) { id viewCount } }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ success: true, views: data.recordPostView.viewCount, viewCount: data.recordPostView.viewCount }),
  },
  {
    method: 'get',
    path: '/posts/:id/thread',
    operation: `query RestThread($id: ID!) { postThread(id: $id) { ${POST_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ posts: data.postThread.map(restPost) }),
  },
  {
    method: 'get',
    path: '/posts/:id/replies',
    operation: `query RestReplies($id: ID!, $skip: Int, $limit: Int) { replies(postId: $id, skip: $skip, limit: $limit) { ${POST_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req), skip: intParam(req, 'skip', 0) ?? 0, limit: intParam(req, 'limit', 1) ?? 10 }),
    respond: (data, { skip, limit }) => ({ replies: data.replies.map(restPost), skip, limit }),
  },
  {
    method: 'post',
    path: '/posts/:id/replies',
    operation: `mutation RestCreateReply($id: ID!, $input: ReplyInput!) { createReply(postId: $id, input: $input) { ${POST_FIELDS} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      if (has(body, 'content') && typeof body.content !== 'string') throw new RestInputError('content must be a string', 'content');
      const input: Body = { content: (body.content as string | undefined) ?? '' };
      const medias = mediaList(body);
      if (medias) input.medias = medias;
      const clientId = optionalString(body, 'clientId');
      if (clientId) input.clientId = clientId;
      return { id: idParam(req), input };
    },
    respond: (data) => ({ post: restPost(data.createReply) }),
  },
  {
    method: 'get',
    path: '/bookmarks',
    operation: `query RestBookmarks($first: Int, $after: String) { savedPosts(first: $first, after: $after) { nodes { ${POST_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    variables: pageArgs,
    respond: (data) => ({ bookmarks: data.savedPosts.nodes.map(restPost), pageInfo: data.savedPosts.pageInfo }),
  },

  // Polls.
  {
    method: 'post',
    path: '/polls',
    operation: createPost,
    // {content (or question), options, days, hours, minutes}, or a nested `poll` object.
    variables: (req) => {
      const body = bodyOf(req);
      const content = body.content ?? body.question;
      const input = createPostInput({ ...body, content, type: 'POLL', poll: body.poll ?? body });
      return { input };
    },
    respond: (data) => ({ post: restPost(data.createPost), poll: restPoll(data.createPost.poll) }),
  },
  {
    method: 'get',
    path: '/polls/:id',
    operation: pollQuery,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ poll: restPoll(data.poll) }),
  },
  {
    method: 'get',
    path: '/polls/:id/vote',
    operation: pollQuery,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => {
      const poll = restPoll(data.poll)!;
      return { hasVoted: poll.hasVoted, optionId: poll.myVoteOptionId, results: poll.results, totalVotes: poll.totalVotes };
    },
  },
  {
    method: 'post',
    path: '/polls/:id/vote',
    operation: `mutation RestVotePoll($id: ID!, $optionId: ID, $optionIndex: Int) {
      votePoll(pollId: $id, optionId: $optionId, optionIndex: $optionIndex) { ${POLL_FIELDS} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      const optionId = optionalString(body, 'optionId')?.trim() || null;
      const optionIndex = optionalInt(body, 'optionIndex') ?? null;
      if (optionId === null && optionIndex === null) throw new RestInputError('optionId or optionIndex is required', 'optionId');
      return { id: idParam(req), optionId, optionIndex };
    },
    respond: (data) => {
      const poll = restPoll(data.votePoll)!;
      return { success: true, results: poll.results, totalVotes: poll.totalVotes, hasVoted: poll.hasVoted, poll };
    },
  },
  {
    method: 'get',
    path: '/polls/:id/results',
    operation: pollQuery,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => {
      const poll = restPoll(data.poll)!;
      return { results: poll.results, totalVotes: poll.totalVotes, options: poll.options, ended: poll.ended, endTime: poll.endTime };
    },
  },
  {
    method: 'delete',
    path: '/polls/:id',
    operation: `mutation RestDeletePoll($id: ID!) { deletePoll(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ success: true, id: data.deletePoll }),
  },

  // Users: follow and unfollow, by body or by path.
  followRoute('/users/follow', 'follow', (req) => requiredParam(bodyOf(req), 'userId')),
  followRoute('/users/unfollow', 'unfollow', (req) => requiredParam(bodyOf(req), 'userId')),
  followRoute('/users/:id/follow', 'follow', (req) => idParam(req)),
  followRoute('/users/:id/unfollow', 'unfollow', (req) => idParam(req)),

  // Notifications: fixed paths before /notifications/:id.
  {
    method: 'get',
    path: '/notifications',
    operation: `query RestNotifications($first: Int, $after: String, $unreadOnly: Boolean) {
      notifications(first: $first, after: $after, unreadOnly: $unreadOnly) { nodes { ${NOTIFICATION_FIELDS} } pageInfo { hasNextPage endCursor } unreadCount } }`,
    variables: (req) => {
      const raw = optionalString(req.query, 'unreadOnly');
      if (raw !== undefined && !['true', 'false', ''].includes(raw)) throw new RestInputError('unreadOnly must be true or false', 'unreadOnly');
      return { ...pageArgs(req), unreadOnly: raw === 'true' };
    },
    respond: (data) => ({
      notifications: data.notifications.nodes.map(restNotification),
      pageInfo: data.notifications.pageInfo,
      unreadCount: data.notifications.unreadCount,
    }),
  },
  {
    method: 'post',
    path: '/notifications/mark-read',
    operation: `mutation RestMarkNotificationsRead($ids: [ID!]!) { markNotificationsRead(ids: $ids) }`,
    variables: (req) => {
      const ids = stringList(bodyOf(req).notificationIds, 'notificationIds');
      if (!ids) throw new RestInputError('notificationIds is required', 'notificationIds');
      return { ids };
    },
    respond: (data) => ({ success: true, updated: data.markNotificationsRead }),
  },
  {
    method: 'post',
    path: '/notifications/mark-all-read',
    operation: `mutation RestMarkAllNotificationsRead { markAllNotificationsRead }`,
    respond: (data) => ({ success: true, updated: data.markAllNotificationsRead }),
  },
  {
    method: 'get',
    path: '/notifications/preferences',
    operation: `query RestNotificationPreferences { notificationPreferences { ${PREFERENCE_FIELDS} } }`,
    respond: (data) => ({ preferences: data.notificationPreferences }),
  },
  {
    method: 'put',
    path: '/notifications/preferences',
    operation: `mutation RestUpdateNotificationPreferences($input: NotificationPreferencesInput!) {
      updateNotificationPreferences(input: $input) { ${PREFERENCE_FIELDS} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      // Accepts the preferences at the top level or under `preferences`.
      const source = body.preferences && typeof body.preferences === 'object' ? (body.preferences as Body) : body;
      const input: Body = {};
      for (const key of PREFERENCE_KEYS) {
        const value = optionalBoolean(source, key, undefined);
        if (value !== undefined) input[key] = value;
      }
      if (Object.keys(input).length === 0) throw new RestInputError(`Give at least one of ${PREFERENCE_KEYS.join(', ')}`, 'preferences');
      return { input };
    },
    respond: (data) => ({ preferences: data.updateNotificationPreferences }),
  },
  {
    method: 'delete',
    path: '/notifications/:id',
    operation: `mutation RestDeleteNotification($id: ID!) { deleteNotification(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    respond: (data) => ({ success: true, id: data.deleteNotification }),
  },
];
