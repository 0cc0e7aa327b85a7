// syncChallengeProgress: takes the member's wearable days and activities into a challenge whose
// metric a device measures (steps, distance, active minutes, calories), for the challenge's days
// up to today (the last 62 at most). Each day's DEVICE figure is replaced, never added twice, so
// syncing again is safe; hand-logged progress stays as it was. device-progress.ts says why the
// member pulls rather than health pushing.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, ForbiddenError, SignedIn, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { addDays } from '@pulse/kit/dates';
import { ChallengeParticipant, ChallengeProgress, ProgressSource } from '../entities.js';
import { DEVICE_METRICS, type Metric } from '../options.js';
import { SYNC_WINDOW_DAYS, deviceDays } from '../device-progress.js';
import { NOT_JOINED, settle, todayOf, withParticipation } from '../progress.js';
import { requireChallenge } from './challenge-queries.js';
import { ChallengeStanding, standingOf } from './standing.js';

export const NO_DEVICE_METRIC = 'This challenge counts check-ins, which no device measures: log them by hand';

@Resolver()
export class SyncChallengeProgressResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ChallengeStanding, { description: 'Counts your wearable days and activities in a challenge you joined (steps, distance, active minutes or calories).' })
  async syncChallengeProgress(@Arg('challengeId', () => ID) challengeId: string, @Ctx() ctx: SubgraphContext): Promise<ChallengeStanding> {
    const user = requireUser(ctx.auth);
    const em = ctx.em as EntityManager;
    const challenge = await requireChallenge(em, challengeId);
    if (!DEVICE_METRICS.includes(challenge.metric)) throw new BadUserInputError(NO_DEVICE_METRIC, 'challengeId');
    const participant = await em.findOne(ChallengeParticipant, { challengeId, userId: user.id });
    if (!participant) throw new ForbiddenError(NOT_JOINED);
    const now = ctx.services.clock.now();
    const today = todayOf(participant, now);
    const last = challenge.endsOn && challenge.endsOn < today ? challenge.endsOn : today;
    const windowStart = addDays(last, -(SYNC_WINDOW_DAYS - 1));
    const first = challenge.startsOn > windowStart ? challenge.startsOn : windowStart;
    if (first <= last) {
      // Asked before the transaction: no lock is held while health answers.
      const days = await deviceDays(ctx, challenge.metric as Exclude<Metric, 'CHECK_INS'>, first, last, participant.timezone);
      await withParticipation(ctx, challengeId, user.id, async (tx, locked) => {
        await tx.nativeDelete(ChallengeProgress, { challengeId, userId: user.id, source: ProgressSource.DEVICE, day: { $gte: first, $lte: last } });
        for (const [day, amount] of days) {
          if (amount > 0)
            tx.persist(Object.assign(new ChallengeProgress(), { id: newId(), challengeId, userId: user.id, day, amount, source: ProgressSource.DEVICE, createdAt: now }));
        }
        await settle(tx, challenge, locked, now);
      });
    }
    return standingOf(ctx, challenge, user.id);
  }
}
