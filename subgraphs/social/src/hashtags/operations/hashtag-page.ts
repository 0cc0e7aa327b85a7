// The hashtag page: the tag with its count and whether the caller follows it, and its posts,
// newest first, in the feed's cursor order (so Post.cursor pages it too). Public, as posts
// are; a member whose profile leaves the caller out keeps their posts off the page.
import { Args, ArgsType, Ctx, Field, FieldResolver, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { z } from 'zod';
import { cursorArgRule, keysetFetchSize, type SubgraphContext } from '@pulse/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { PostConnection, feedConnection, feedLimit, feedPosition } from '../../feed/feed-page.js';
import { selectFeedRows } from '../../feed/home-feed-query.js';
import { loadOriginalsOf } from '../../posts/fields.js';
import { Hashtag } from '../entities.js';
import { followedByCaller, hashtagsNamed } from '../hashtag-rows.js';
import { hashtagName } from '../names.js';
import { authorVisible } from '../visibility.js';

@ArgsType()
export class HashtagArgs {
  static schema = z.object({ name: hashtagName });

  @Field(() => String, { description: 'The tag, with or without #, in any case.' }) name!: string;
}

@ArgsType()
export class HashtagPostsArgs {
  static schema = z.object({ name: hashtagName, after: cursorArgRule });

  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true, defaultValue: 10 }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

/** One page of a tag's posts (`?` placeholders), also EXPLAINed by the hashtags test. */
export function hashtagPostsQuery(schema: string, tag: string, viewer: string | null | undefined, limit: number, position?: { at: Date; id: string }) {
  const s = `"${schema}"`;
  const visible = authorVisible(s, 'x', viewer);
  const cut = position ? { sql: 'AND (h.published_at, h.post_id) < (?, ?)', params: [position.at, position.id] } : { sql: '', params: [] };
  return {
    sql: `SELECT x.* FROM ${s}.post_hashtags h JOIN ${s}.posts x ON x.id = h.post_id
          WHERE h.tag = ? ${cut.sql} AND ${visible.sql}
          ORDER BY h.published_at DESC, h.post_id DESC LIMIT ?`,
    params: [tag, ...cut.params, ...visible.params, limit],
  };
}

@Resolver(() => Hashtag)
export class HashtagPageResolver {
  @Query(() => Hashtag, { description: 'A hashtag by name (with or without #); a tag no post carries yet has postCount 0.' })
  async hashtag(@Args(() => HashtagArgs) args: HashtagArgs, @Ctx() ctx: SubgraphContext): Promise<Hashtag> {
    const [tag] = await hashtagsNamed(ctx, [args.name]);
    return tag;
  }

  @Query(() => PostConnection, { description: "A hashtag's published posts (not replies or reposts), newest first." })
  async hashtagPosts(@Args(() => HashtagPostsArgs) args: HashtagPostsArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const limit = feedLimit(args.first);
    const rows = await selectFeedRows(ctx.em, hashtagPostsQuery(ctx.services.schema, args.name, ctx.auth.user?.id, keysetFetchSize(limit), feedPosition(args.after)));
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member follows this tag (false signed out).' })
  followedByMe(@Root() tag: Hashtag, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return followedByCaller(ctx).load(tag.name);
  }
}
