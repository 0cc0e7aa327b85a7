// followersOf / followingOf: most recent follow first, in cursor pages. The cursor holds the
// follow's time as PostgreSQL prints it (microseconds kept) and the other member's id, so
// pages neither skip nor repeat rows that share a millisecond.
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { raw } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { cursorArgRule, keysetFetchSize, keysetPage, pageSize, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { FOLLOWERS_CURSOR, FOLLOWING_CURSOR } from '../cursors.js';
import { Follow } from './entities.js';
import { FeedPageInfo } from '../feed/feed-page.js';
import { User, userRef } from '../user.js';
import { assertFollowListsVisible } from '../privacy/rules.js';
import { BLOCKED_MEMBERS } from '../safety/rules.js';

const DEFAULT_FIRST = 20;

@ObjectType()
export class FollowConnection {
  @Field(() => [User]) nodes!: User[];
  @Field(() => FeedPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class FollowPageArgs {
  static schema = z.object({ after: cursorArgRule });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

async function followPage(
  ctx: SubgraphContext,
  side: 'followers' | 'following',
  args: { userId: string; first?: number | null; after?: string | null },
): Promise<FollowConnection> {
  const limit = pageSize(args.first, DEFAULT_FIRST);
  // Both lists follow the member's choice of who sees them (privacy/); the counts stay public.
  await assertFollowListsVisible(ctx, args.userId);
  const list = side === 'followers' ? FOLLOWERS_CURSOR : FOLLOWING_CURSOR;
  const after = list.decode(args.after, 'after');
  // followers of X: rows where X is the followee, listing the followers (and vice versa).
  const [mine, theirs] = side === 'followers' ? (['followeeId', 'followerId'] as const) : (['followerId', 'followeeId'] as const);
  const theirColumn = ctx.em.getMetadata().get(Follow.name).properties[theirs].fieldNames[0];
  // The time travels as PostgreSQL prints it (a JavaScript Date would drop the microseconds),
  // so the position is compared in SQL: a raw condition inside the query builder.
  const qb = ctx.em
    .createQueryBuilder(Follow, 'f')
    .select([theirs, raw('f.created_at::text as at')])
    .where({ [mine]: args.userId })
    .orderBy([{ createdAt: 'desc' }, { [theirs]: 'desc' }])
    .limit(keysetFetchSize(limit));
  if (after) qb.andWhere(`(f.created_at, f.${theirColumn}) < (?::timestamptz, ?)`, [after.key, after.id]);
  // Another member's list never names a member a block stands between with the viewer, either
  // way (docs/safety.md); left out in SQL, before the limit, so pages stay full.
  const viewer = ctx.auth.user?.id;
  if (viewer) qb.andWhere(`f.${theirColumn} NOT IN ${BLOCKED_MEMBERS(ctx.services.schema)}`, [viewer, viewer]);
  const rows = await qb.execute<(Record<typeof theirs, string> & { at: string })[]>();
  const { nodes, pageInfo } = keysetPage(rows, limit, (row) => list.encode(row.at, row[theirs]));
  return { nodes: nodes.map((row) => userRef(row[theirs])), pageInfo };
}

@Resolver()
export class FollowListsResolver {
  @Query(() => FollowConnection, {
    description: "Members who follow userId / whom userId follows, most recent first. FORBIDDEN when the member's follow lists visibility leaves the caller out.",
  })
  followersOf(@Arg('userId', () => ID) userId: string, @Args(() => FollowPageArgs) args: FollowPageArgs, @Ctx() ctx: SubgraphContext): Promise<FollowConnection> {
    return followPage(ctx, 'followers', { ...args, userId });
  }

  @Query(() => FollowConnection)
  followingOf(@Arg('userId', () => ID) userId: string, @Args(() => FollowPageArgs) args: FollowPageArgs, @Ctx() ctx: SubgraphContext): Promise<FollowConnection> {
    return followPage(ctx, 'following', { ...args, userId });
  }
}
