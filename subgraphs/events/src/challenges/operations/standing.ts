// A member's standing in a challenge (their total, rank, streak, badges, next tier and recent
// days) and the leaderboard. The rank is the place on the leaderboard: highest total first,
// whoever reached it earlier ahead on a tie.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@pulse/kit';
import { addDays } from '@pulse/kit/dates';
import { Challenge, ChallengeBadge, ChallengeParticipant, ChallengeProgress, ChallengeTier } from '../entities.js';
import { streaks, todayOf } from '../progress.js';
import { UserReference, userRef } from '../../user-ref.js';

export const RECENT_DAYS = 14;

@ObjectType('ChallengeDay')
export class ChallengeDay {
  @Field(() => String) day!: string;
  @Field(() => Float) amount!: number;
}

@ObjectType('ChallengeStanding', { description: 'A member’s place in a challenge.' })
export class ChallengeStanding {
  @Field(() => UserReference) user!: UserReference;
  @Field(() => Float) total!: number;
  @Field(() => Int, { description: '1 = first on the leaderboard.' }) rank!: number;
  @Field(() => Int, { description: 'Consecutive days with progress up to today (or yesterday, until today is over), in the member’s zone.' }) streak!: number;
  @Field(() => Int) longestStreak!: number;
  @Field(() => String, { description: 'The member’s today (YYYY-MM-DD) in their zone.' }) today!: string;
  @Field(() => [ChallengeBadge], { description: 'Tiers reached, first tier first.' }) badges!: ChallengeBadge[];
  @Field(() => ChallengeTier, { nullable: true, description: 'The next tier to reach; null when every tier is reached or there are none.' })
  nextTier!: ChallengeTier | null;
  @Field(() => [ChallengeDay], { description: `The last ${RECENT_DAYS} days, oldest first (0 on a day without progress).` }) recentDays!: ChallengeDay[];
}

@ObjectType('ChallengeLeaderboardEntry')
export class ChallengeLeaderboardEntry {
  @Field(() => Int) rank!: number;
  @Field(() => UserReference) user!: UserReference;
  @Field(() => Float) total!: number;
  @Field(() => String, { nullable: true, description: 'The highest tier reached (its name), if any.' }) tier!: string | null;
}

/** 1 + how many are ahead of this participant. */
async function rankOf(em: EntityManager, participant: ChallengeParticipant): Promise<number> {
  const ahead = await em.count(ChallengeParticipant, {
    challengeId: participant.challengeId,
    $or: [
      { total: { $gt: participant.total } },
      { total: participant.total, updatedAt: { $lt: participant.updatedAt } },
      { total: participant.total, updatedAt: participant.updatedAt, userId: { $lt: participant.userId } },
    ],
  });
  return ahead + 1;
}

export async function standingOf(ctx: SubgraphContext, challenge: Challenge, userId: string): Promise<ChallengeStanding> {
  const em = (ctx.em as EntityManager).fork();
  const participant = await em.findOne(ChallengeParticipant, { challengeId: challenge.id, userId });
  if (!participant) throw new Error('standingOf: not a participant');
  const now = ctx.services.clock.now();
  const today = todayOf(participant, now);
  const [entries, badges, rank] = await Promise.all([
    em.find(ChallengeProgress, { challengeId: challenge.id, userId }, { orderBy: { day: 'asc' } }),
    em.find(ChallengeBadge, { challengeId: challenge.id, userId }, { orderBy: { tier: 'asc' } }),
    rankOf(em, participant),
  ]);
  const byDay = new Map<string, number>();
  for (const e of entries) byDay.set(e.day, (byDay.get(e.day) ?? 0) + e.amount);
  const { current, longest } = streaks([...byDay.keys()], today);
  const recentDays = Array.from({ length: RECENT_DAYS }, (_, i) => {
    const day = addDays(today, i - RECENT_DAYS + 1);
    return { day, amount: byDay.get(day) ?? 0 };
  });
  return {
    user: userRef(userId),
    total: participant.total,
    rank,
    streak: current,
    longestStreak: longest,
    today,
    badges,
    nextTier: challenge.tiers.find((t) => participant.total < t.goal) ?? null,
    recentDays,
  };
}

export async function leaderboardOf(em: EntityManager, challenge: Challenge, first: number): Promise<ChallengeLeaderboardEntry[]> {
  const rows = await em.find(ChallengeParticipant, { challengeId: challenge.id }, { orderBy: { total: 'desc', updatedAt: 'asc', userId: 'asc' }, limit: first });
  const tiers = challenge.tiers;
  return rows.map((row, index) => {
    const reached = tiers.filter((t) => row.total >= t.goal);
    return { rank: index + 1, user: userRef(row.userId), total: row.total, tier: reached.length ? reached[reached.length - 1].name : null };
  });
}
