// syncChallengeProgress: takes the member's wearable days and activities into a challenge whose
// metric a device measures (steps, distance, active minutes, calories), for the challenge's days
// up to today (the last 62 at most). Each day's DEVICE figure is replaced, never added twice, so
// syncing again is safe; hand-logged progress stays as it was. The same sync runs by itself when
// health tells that the member's device data changed (device-follow.ts); this button stays for
// a member who wants it now.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, ForbiddenError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { ChallengeParticipant } from '../entities.js';
import { DEVICE_METRICS } from '../options.js';
import { syncDeviceProgress } from '../device-progress.js';
import { NOT_JOINED } from '../progress.js';
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
    await syncDeviceProgress(ctx, em, challenge, participant, ctx.services.clock.now());
    return standingOf(ctx, challenge, user.id);
  }
}
