// logChallengeProgress: progress the member made, by hand, on a day in their zone (default
// today): not in the future, not before the challenge started or after it ended. A check-in
// challenge counts a day once (a second check-in that day changes nothing). The total, badges
// and milestone notices follow in the same transaction (progress.ts).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, SignedIn, newId, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { ChallengeProgress, ProgressSource } from '../entities.js';
import { LogChallengeProgressInput } from '../inputs.js';
import { settle, todayOf, withParticipation } from '../progress.js';
import { requireChallenge } from './challenge-queries.js';
import { ChallengeStanding, standingOf } from './standing.js';

export const DAY_IN_FUTURE = 'You cannot log progress for a day that has not come yet';
export const DAY_OUTSIDE = 'That day is outside the challenge';

@Resolver()
export class LogChallengeProgressResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ChallengeStanding, { description: 'Log progress in a challenge you joined; answers your standing (total, streak, badges).' })
  async logChallengeProgress(
    @Arg('input', () => LogChallengeProgressInput) input: InputOf<typeof LogChallengeProgressInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ChallengeStanding> {
    const user = requireUser(ctx.auth);
    const challenge = await requireChallenge(ctx.em as EntityManager, input.challengeId);
    const now = ctx.services.clock.now();
    await withParticipation(ctx, challenge.id, user.id, async (em, participant) => {
      const day = input.day ?? todayOf(participant, now);
      if (day > todayOf(participant, now)) throw new BadUserInputError(DAY_IN_FUTURE, 'day');
      if (day < challenge.startsOn || (challenge.endsOn && day > challenge.endsOn)) throw new BadUserInputError(DAY_OUTSIDE, 'day');
      if (challenge.metric === 'CHECK_INS' && (await em.count(ChallengeProgress, { challengeId: challenge.id, userId: user.id, day }))) return;
      em.persist(
        Object.assign(new ChallengeProgress(), {
          id: newId(),
          challengeId: challenge.id,
          userId: user.id,
          day,
          amount: challenge.metric === 'CHECK_INS' ? 1 : input.amount,
          source: ProgressSource.MANUAL,
          createdAt: now,
        }),
      );
      await settle(em, challenge, participant, now);
    });
    return standingOf(ctx, challenge, user.id);
  }
}
