// Messaging never reads social's tables: which shared posts the reader can still see is asked
// of the social subgraph over HTTP, as the reader (so social applies its own rules).
//
// Why ask at all, when the gateway resolves Message.sharedPost through social anyway: a
// deleted post comes back from social's _entities as null, and the gateway then reports
// "Cannot return null for non-nullable field Post.content" beside the null. One deleted post
// would turn every page holding it into an error (and a failed REST call). Answering null
// here for posts social no longer resolves keeps the field a clean null.
import { createLogger, type SubgraphContext } from '@pulse/kit';

const log = createLogger('messaging.social');

const VISIBLE_POSTS = `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Post { id } } }`;

/** Per request: post id -> whether social resolves it for the reader. Batched per tick. */
export function visiblePostLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, boolean>('visiblePost', async (ids) => {
    const res = await fetch(ctx.services.config.subgraphUrls.social, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ctx.authorization ? { authorization: ctx.authorization } : {}) },
      body: JSON.stringify({ query: VISIBLE_POSTS, variables: { representations: ids.map((id) => ({ __typename: 'Post', id })) } }),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: { _entities?: ({ id: string } | null)[] } };
    const entities = body.data?._entities;
    if (!Array.isArray(entities) || entities.length !== ids.length) {
      // Social is down or broken: say so on the field instead of guessing either way.
      log.warn('social did not answer the shared-post lookup', { status: res.status });
      return ids.map(() => new Error('Shared posts are unavailable right now'));
    }
    return entities.map((entity) => entity !== null && entity !== undefined);
  });
}
