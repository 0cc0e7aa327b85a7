// What a challenge shows beyond its row: its creator, its post, its unit, the caller's standing
// (null when they have not joined or are signed out) and the leaderboard.
import { Args, ArgsType, Ctx, Field, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@pulse/kit';
import { Challenge, ChallengeParticipant } from '../entities.js';
import { UNITS } from '../options.js';
import { UserReference, userRef } from '../../user-ref.js';
import { ChallengePost } from '../post-field.js';
import { ChallengeLeaderboardEntry, ChallengeStanding, leaderboardOf, standingOf } from './standing.js';

const BOARD_MAX = 100;

@ArgsType()
class LeaderboardArgs {
  static schema = z.object({
    first: z
      .number()
      .int()
      .min(1, `first must be between 1 and ${BOARD_MAX}`)
      .max(BOARD_MAX, `first must be between 1 and ${BOARD_MAX}`)
      .nullish()
      .transform((n) => n ?? 10),
  });
  @Field(() => Int, { nullable: true, description: `Default 10, at most ${BOARD_MAX}.` }) first!: number;
}

@Resolver(() => Challenge)
export class ChallengeFieldsResolver {
  @FieldResolver(() => UserReference)
  creator(@Root() challenge: Challenge): UserReference {
    return userRef(challenge.creatorId);
  }

  @FieldResolver(() => ChallengePost, { nullable: true, description: 'Its post in the feed.' })
  post(@Root() challenge: Challenge): ChallengePost | null {
    return challenge.postId ? ({ id: challenge.postId } as ChallengePost) : null;
  }

  @FieldResolver(() => String, { description: 'check-ins, steps, km, min or kcal.' })
  unit(@Root() challenge: Challenge): string {
    return UNITS[challenge.metric];
  }

  @FieldResolver(() => Boolean, { description: 'Whether you take part (false signed out).' })
  async viewerJoined(@Root() challenge: Challenge, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const userId = ctx.auth.user?.id;
    return !!userId && !!(await (ctx.em as EntityManager).count(ChallengeParticipant, { challengeId: challenge.id, userId }));
  }

  @FieldResolver(() => ChallengeStanding, { nullable: true, description: 'Your total, rank, streak and badges; null when you have not joined.' })
  async viewerStanding(@Root() challenge: Challenge, @Ctx() ctx: SubgraphContext): Promise<ChallengeStanding | null> {
    const userId = ctx.auth.user?.id;
    if (!userId || !(await (ctx.em as EntityManager).count(ChallengeParticipant, { challengeId: challenge.id, userId }))) return null;
    return standingOf(ctx, challenge, userId);
  }

  @FieldResolver(() => [ChallengeLeaderboardEntry], { description: 'Highest totals first.' })
  leaderboard(@Root() challenge: Challenge, @Args(() => LeaderboardArgs) args: LeaderboardArgs, @Ctx() ctx: SubgraphContext): Promise<ChallengeLeaderboardEntry[]> {
    return leaderboardOf(ctx.em as EntityManager, challenge, args.first);
  }
}
