// A participant's standing: their total, the badges their total has reached and their streak.
// Every change to a member's progress runs `settle` in the same transaction, with the
// participant's row locked: the total is summed again from the entries, each tier the total now
// reaches and had not earned a badge before gets its badge and a CHALLENGE_MILESTONE notice
// (notices/notice-members.ts), once, even when two logs arrive together.
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, type SubgraphContext } from '@pulse/kit';
import { addDays, localDate } from '@pulse/kit/dates';
import { noticeMembers } from '../notices/notice-members.js';
import { Challenge, ChallengeBadge, ChallengeParticipant, ChallengeProgress } from './entities.js';
import { UNITS } from './options.js';

export const NOT_JOINED = 'Join the challenge first';

/** Runs `change` with the caller's participation locked; FORBIDDEN when they have not joined. */
export function withParticipation<T>(
  ctx: Pick<SubgraphContext, 'em'>,
  challengeId: string,
  userId: string,
  change: (em: EntityManager, participant: ChallengeParticipant) => Promise<T>,
): Promise<T> {
  return ctx.em.transactional(async (em) => {
    const participant = await em.findOne(ChallengeParticipant, { challengeId, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!participant) throw new ForbiddenError(NOT_JOINED);
    return change(em as EntityManager, participant);
  });
}

const formatGoal = (goal: number) => (Number.isInteger(goal) ? String(goal) : goal.toFixed(1));

/** The total from the entries, the badges it newly reaches (and their notices). Call inside withParticipation. */
export async function settle(em: EntityManager, challenge: Challenge, participant: ChallengeParticipant, now: Date): Promise<ChallengeBadge[]> {
  await em.flush();
  const entries = await em.find(ChallengeProgress, { challengeId: challenge.id, userId: participant.userId }, { fields: ['amount'] });
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  participant.total = Math.round(total * 1000) / 1000;
  participant.updatedAt = now;
  const earned = new Set((await em.find(ChallengeBadge, { challengeId: challenge.id, userId: participant.userId })).map((b) => b.tier));
  const fresh: ChallengeBadge[] = [];
  challenge.tiers.forEach((tier, index) => {
    if (participant.total < tier.goal || earned.has(index)) return;
    const badge = Object.assign(new ChallengeBadge(), {
      challengeId: challenge.id,
      userId: participant.userId,
      tier: index,
      tierName: tier.name,
      goal: tier.goal,
      awardedAt: now,
    });
    em.persist(badge);
    fresh.push(badge);
  });
  if (fresh.length) {
    const best = fresh[fresh.length - 1];
    noticeMembers(
      em,
      [
        {
          userId: participant.userId,
          actorId: participant.userId,
          kind: 'CHALLENGE_MILESTONE',
          message: `You reached ${best.tierName} (${formatGoal(best.goal)} ${UNITS[challenge.metric]}) in "${challenge.title}"`,
          challengeId: challenge.id,
        },
      ],
      now,
    );
  }
  await em.flush();
  return fresh;
}

/**
 * The current streak: consecutive days with progress ending today in the member's zone, or
 * yesterday when nothing is logged yet today (the streak is not lost until the day is over);
 * and the longest run of consecutive days ever.
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const set = new Set(days);
  let longest = 0;
  for (const day of set) {
    if (set.has(addDays(day, -1))) continue;
    let length = 1;
    while (set.has(addDays(day, length))) length++;
    longest = Math.max(longest, length);
  }
  let cursor = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}

/** The member's today, in their zone. */
export const todayOf = (participant: Pick<ChallengeParticipant, 'timezone'>, now: Date): string => localDate(participant.timezone, now);
