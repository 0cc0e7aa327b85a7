// searchPosts: published posts whose text matches the words, best first (ts_rank_cd over the
// post_search document, newer first among equals) among the SEARCH_MAX_RESULTS newest
// matches (ranking every match of a word in half the posts costs seconds at a million posts:
// bench/social-search.ts, docs/social-discovery.md), only what the caller may see (the
// author's profile visibility, hashtags/visibility.ts). The words are read as a web search
// engine reads them (websearch_to_tsquery): `"long run"` is a phrase, `-treadmill` excludes,
// `or` gives alternatives. Pages are positions in the ranking (a 'seq' cursor holding the
// offset), up to SEARCH_MAX_RESULTS: a ranking has no stable key to page on, and nobody reads
// past the first pages of a search.
import { Args, ArgsType, Ctx, Field, Info, Int, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { cursorArgRule, keysetFetchSize, pageSize, type SubgraphContext } from '@pulse/kit';
import { cursorCodec } from '@pulse/kit/pagination';
import type { GraphQLResolveInfo } from 'graphql';
import { PostConnection, FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE, feedConnection } from '../feed/feed-page.js';
import { selectFeedRows } from '../feed/home-feed-query.js';
import { loadOriginalsOf } from '../posts/fields.js';
import type { PostRecord } from '../posts/post-rows.js';
import { authorVisible } from '../hashtags/visibility.js';
import { SEARCH_CONFIG } from './migrations.js';

export const SEARCH_QUERY_MAX = 200;
/** How many of the newest matches are ranked (and paged): the relevance ranking is over these. */
export const SEARCH_MAX_RESULTS = 500;
/** searchPosts: (position in the ranking, post id). */
export const SEARCH_CURSOR = cursorCodec('search', 'seq');

@ArgsType()
export class SearchPostsArgs {
  static schema = z.object({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`)
      .transform((q) => q.trim()),
    after: cursorArgRule,
  });

  @Field(() => String, { description: 'Words to find; "quoted phrase", -excluded, or.' }) q!: string;
  @Field(() => Int, { nullable: true, defaultValue: 10 }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

/** One page of matches (`?` placeholders), also EXPLAINed by the search test and run by the bench. */
export function searchPostsQuery(schema: string, q: string, viewer: string | null | undefined, limit: number, offset: number) {
  const s = `"${schema}"`;
  const visible = authorVisible(s, 'm', viewer);
  return {
    // The words are given twice, not through a CTE: a constant tsquery is what lets the
    // planner use the GIN index (a rare word) or walk post_search_recent (a common one).
    sql: `SELECT x.* FROM (
        SELECT c.post_id, c.published_at, ts_rank_cd(c.document, websearch_to_tsquery('${SEARCH_CONFIG}', ?)) AS rank
        FROM (
          SELECT m.post_id, m.published_at, m.document FROM ${s}.post_search m
          WHERE m.document @@ websearch_to_tsquery('${SEARCH_CONFIG}', ?) AND ${visible.sql}
          ORDER BY m.published_at DESC, m.post_id DESC LIMIT ${SEARCH_MAX_RESULTS}
        ) c
        ORDER BY rank DESC, c.published_at DESC, c.post_id DESC
        LIMIT ? OFFSET ?
      ) r JOIN ${s}.posts x ON x.id = r.post_id
      ORDER BY r.rank DESC, r.published_at DESC, r.post_id DESC`,
    params: [q, q, ...visible.params, limit, offset],
  };
}

@Resolver()
export class SearchPostsResolver {
  @Query(() => PostConnection, {
    description: `Published posts matching q, the most relevant of the newest ${SEARCH_MAX_RESULTS} matches first; only posts the caller may see. Empty q (or only common words) gives no posts.`,
  })
  async searchPosts(@Args(() => SearchPostsArgs) args: SearchPostsArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const limit = pageSize(args.first, FEED_PAGE_SIZE, FEED_MAX_PAGE_SIZE);
    const at = SEARCH_CURSOR.decode(args.after, 'after');
    const offset = at ? Number(at.key) : 0;
    if (!args.q || offset >= SEARCH_MAX_RESULTS) return feedConnection([], limit);
    const fetch = Math.min(keysetFetchSize(limit), SEARCH_MAX_RESULTS - offset);
    const rows = await selectFeedRows(ctx.em, searchPostsQuery(ctx.services.schema, args.q, ctx.auth.user?.id, fetch, offset));
    const positions = new Map<PostRecord, number>(rows.map((row, i) => [row, offset + i + 1]));
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit, (post) => SEARCH_CURSOR.encode(positions.get(post) ?? offset, post.id));
  }
}
