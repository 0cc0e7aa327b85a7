// followersOf / followingOf: most recent follow first, in cursor pages. The cursor holds the
// follow's time as PostgreSQL prints it (microseconds kept) and the other member's id, so
// pages neither skip nor repeat rows that share a millisecond.
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { decodeTimeCursor, encodeCursor, pageSize, table, type SubgraphContext } from '@pulse/kit';
import { FeedPageInfo } from '../feed/feed-page.js';
import { User, userRef } from '../user.js';

interface FollowRow {
  user_id: string;
  at: string;
}

const DEFAULT_FIRST = 20;

@ObjectType()
export class FollowConnection {
  @Field(() => [User]) nodes!: User[];
  @Field(() => FeedPageInfo) pageInfo!: FeedPageInfo;
}

@ArgsType()
class FollowPageArgs {
  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

async function followPage(
  ctx: SubgraphContext,
  side: 'followers' | 'following',
  args: { userId: string; first?: number | null; after?: string | null },
): Promise<FollowConnection> {
  const limit = pageSize(args.first, DEFAULT_FIRST);
  const after = decodeTimeCursor(args.after);
  // followers of X: rows where X is the followee, listing the followers (and vice versa).
  const [mine, theirs] = side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  const params: unknown[] = [args.userId];
  let where = `${mine} = ?`;
  if (after) {
    where += ` AND (created_at, ${theirs}) < (?::timestamptz, ?)`;
    params.push(after.at, after.id);
  }
  params.push(limit + 1);
  const rows = await ctx.em.getConnection().execute<FollowRow[]>(
    `SELECT ${theirs} AS user_id, created_at::text AS at FROM ${table(ctx, 'follows')}
     WHERE ${where} ORDER BY created_at DESC, ${theirs} DESC LIMIT ?`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    nodes: page.map((row) => userRef(row.user_id)),
    pageInfo: { hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last.at, last.user_id) : null },
  };
}

@Resolver()
export class FollowListsResolver {
  @Query(() => FollowConnection, { description: 'Members who follow userId / whom userId follows, most recent first.' })
  followersOf(@Arg('userId', () => ID) userId: string, @Args(() => FollowPageArgs) args: FollowPageArgs, @Ctx() ctx: SubgraphContext): Promise<FollowConnection> {
    return followPage(ctx, 'followers', { ...args, userId });
  }

  @Query(() => FollowConnection)
  followingOf(@Arg('userId', () => ID) userId: string, @Args(() => FollowPageArgs) args: FollowPageArgs, @Ctx() ctx: SubgraphContext): Promise<FollowConnection> {
    return followPage(ctx, 'following', { ...args, userId });
  }
}
