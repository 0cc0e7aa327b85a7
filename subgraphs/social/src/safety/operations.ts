// block / unblock / mute / unmute, the caller's lists of both (Settings > Muted and blocked),
// and the User fields saying where the caller stands with a member (docs/safety.md). Every
// change is idempotent and answers the other member, like follow does.
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import {
  BadUserInputError,
  SignedIn,
  cursorArgRule,
  enqueueEvent,
  keysetFetchSize,
  keysetPage,
  pageSize,
  requireUser,
  type PageInfo,
  type SubgraphContext,
} from '@pulse/kit';
import { cursorCodec } from '@pulse/kit/pagination';
import { FeedPageInfo } from '../feed/feed-page.js';
import { requireMember } from '../follows/accounts-client.js';
import { User, userRef } from '../user.js';
import { forgetHidden, hiddenFor, type HiddenMembers } from './rules.js';

export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself';
export const CANNOT_MUTE_YOURSELF = 'You cannot mute yourself';
/** Internal bus event { blockerId, blockedId } per block: messaging ends the pair's calls (messaging/src/calls/blocked-calls.ts). */
export const MEMBER_BLOCKED_TOPIC = 'memberBlocked';

/** blockedMembers / mutedMembers: (blocked or muted at, as PostgreSQL prints it, the member's id). */
export const BLOCKS_CURSOR = cursorCodec('blocks', 'time');
export const MUTES_CURSOR = cursorCodec('mutes', 'time');

const DEFAULT_FIRST = 20;

@ObjectType({ description: 'Members the caller blocked or muted, most recent first.' })
export class SafetyMemberConnection {
  @Field(() => [User]) nodes!: User[];
  @Field(() => FeedPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class SafetyPageArgs {
  static schema = z.object({ after: cursorArgRule });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

async function listPage(ctx: SubgraphContext, which: 'blocks' | 'mutes', args: SafetyPageArgs): Promise<SafetyMemberConnection> {
  const me = requireUser(ctx.auth).id;
  const limit = pageSize(args.first, DEFAULT_FIRST);
  const codec = which === 'blocks' ? BLOCKS_CURSOR : MUTES_CURSOR;
  const after = codec.decode(args.after, 'after');
  const [mine, theirs] = which === 'blocks' ? ['blocker_id', 'blocked_id'] : ['muter_id', 'muted_id'];
  const rows = await ctx.em.getConnection().execute<{ id: string; at: string }[]>(
    `SELECT ${theirs} AS id, created_at::text AS at FROM ${ctx.services.schema}.${which}
     WHERE ${mine} = ? ${after ? `AND (created_at, ${theirs}) < (?::timestamptz, ?)` : ''}
     ORDER BY created_at DESC, ${theirs} DESC LIMIT ?`,
    [me, ...(after ? [after.key, after.id] : []), keysetFetchSize(limit)],
  );
  const { nodes, pageInfo } = keysetPage(rows, limit, (row) => codec.encode(row.at, row.id));
  return { nodes: nodes.map((row) => userRef(row.id)), pageInfo };
}

/** The other member, checked to exist; oneself is BAD_USER_INPUT with `selfMessage`. */
async function otherMember(ctx: SubgraphContext, userId: string, selfMessage: string): Promise<string> {
  const me = requireUser(ctx.auth).id;
  if (userId === me) throw new BadUserInputError(selfMessage, 'userId');
  await requireMember(ctx, userId);
  return me;
}

@Resolver()
@UseMiddleware(SignedIn)
export class SafetyResolver {
  @Mutation(() => User, {
    description:
      'Blocks a member: both stop seeing each other (posts, replies, search, profile, messages, calls, notifications) and every follow between them ends; neither can follow the other again until unblocked.',
  })
  async blockUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const me = await otherMember(ctx, userId, CANNOT_BLOCK_YOURSELF);
    const s = ctx.services.schema;
    await ctx.em.transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      await run(`INSERT INTO ${s}.blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, [me, userId, ctx.services.clock.now()]);
      // One statement for both directions: follow_counts' triggers keep both members' counts.
      await run(`DELETE FROM ${s}.follows WHERE (follower_id = ? AND followee_id = ?) OR (follower_id = ? AND followee_id = ?)`, [me, userId, userId, me]);
      // Messaging ends a call ringing or under way between the two (calls/blocked-calls.ts);
      // published with the block's commit, through the outbox.
      enqueueEvent(tx, MEMBER_BLOCKED_TOPIC, { internal: true }, { blockerId: me, blockedId: userId });
    });
    forgetHidden(ctx, me, userId);
    return userRef(userId);
  }

  @Mutation(() => User, { description: 'Ends the caller’s block of a member (follows that the block ended stay ended).' })
  async unblockUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const me = await otherMember(ctx, userId, CANNOT_BLOCK_YOURSELF);
    await ctx.em.getConnection().execute(`DELETE FROM ${ctx.services.schema}.blocks WHERE blocker_id = ? AND blocked_id = ?`, [me, userId], 'run');
    forgetHidden(ctx, me, userId);
    return userRef(userId);
  }

  @Mutation(() => User, {
    description: "Mutes a member: their posts, reposts and notifications leave the caller's feeds. They are not told, and follows stay.",
  })
  async muteUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const me = await otherMember(ctx, userId, CANNOT_MUTE_YOURSELF);
    await ctx.em
      .getConnection()
      .execute(
        `INSERT INTO ${ctx.services.schema}.mutes (muter_id, muted_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
        [me, userId, ctx.services.clock.now()],
        'run',
      );
    forgetHidden(ctx, me);
    return userRef(userId);
  }

  @Mutation(() => User, { description: "Ends the caller's mute of a member." })
  async unmuteUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const me = await otherMember(ctx, userId, CANNOT_MUTE_YOURSELF);
    await ctx.em.getConnection().execute(`DELETE FROM ${ctx.services.schema}.mutes WHERE muter_id = ? AND muted_id = ?`, [me, userId], 'run');
    forgetHidden(ctx, me);
    return userRef(userId);
  }

  @Query(() => SafetyMemberConnection, { description: 'Members the signed-in member blocked, most recent first.' })
  blockedMembers(@Args(() => SafetyPageArgs) args: SafetyPageArgs, @Ctx() ctx: SubgraphContext): Promise<SafetyMemberConnection> {
    return listPage(ctx, 'blocks', args);
  }

  // One answer for a whole list: accounts' member search leaves these out in SQL, before its
  // limit, so its results stay full (docs/safety.md). The member learns nothing new: blocksMe
  // already says who blocked them.
  @Query(() => [ID], { description: 'The ids of the members the signed-in member blocked or who blocked them (member search leaves them out).' })
  async membersBlockedEitherWay(@Ctx() ctx: SubgraphContext): Promise<string[]> {
    return [...(await hiddenFor(ctx, requireUser(ctx.auth).id)).blocked];
  }

  @Query(() => SafetyMemberConnection, { description: 'Members the signed-in member muted, most recent first.' })
  mutedMembers(@Args(() => SafetyPageArgs) args: SafetyPageArgs, @Ctx() ctx: SubgraphContext): Promise<SafetyMemberConnection> {
    return listPage(ctx, 'mutes', args);
  }
}

/** Where the signed-in caller stands with `user` (false when signed out or for oneself). */
async function stands(ctx: SubgraphContext, user: User, test: (hidden: HiddenMembers) => boolean): Promise<boolean> {
  const me = ctx.auth.user?.id;
  if (!me || me === user.id) return false;
  return test(await hiddenFor(ctx, me));
}

@Resolver(() => User)
export class SafetyUserFieldsResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member blocked this member.' })
  blockedByMe(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return stands(ctx, user, (hidden) => hidden.blockedByMe.has(user.id));
  }

  @FieldResolver(() => Boolean, { description: 'Whether this member blocked the signed-in member (messaging and calls ask it to refuse a blocked sender).' })
  blocksMe(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return stands(ctx, user, (hidden) => hidden.blockersOfMe.has(user.id));
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member muted this member (only the muter ever reads true).' })
  mutedByMe(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return stands(ctx, user, (hidden) => hidden.muted.has(user.id));
  }
}
