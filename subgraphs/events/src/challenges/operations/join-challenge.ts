// joinChallenge and leaveChallenge. Anyone may join an open challenge; a community challenge is
// for the community's members, all of them (no invitation, no cap). A challenge that ended
// takes no one new. Leaving takes the member's progress and badges with them.
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { z } from 'zod';
import { Challenge, ChallengeParticipant } from '../entities.js';
import { timezoneRule } from '../inputs.js';
import { roleOf } from '../../communities/membership.js';
import { CHALLENGE_NOT_FOUND } from './challenge-queries.js';
import { localDate } from '@pulse/kit/dates';

export const COMMUNITY_MEMBERS_ONLY = 'This challenge is for the members of its community: join the community first';
export const CHALLENGE_ENDED = 'This challenge has ended';

@ArgsType()
class JoinChallengeArgs {
  static schema = z.object({ id: z.string().max(64), timezone: timezoneRule.nullish() });
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'Your IANA zone: your days and streak are counted in it (default UTC).' }) timezone?: string | null;
}

const locked = async (em: EntityManager, id: string) => {
  const challenge = await em.findOne(Challenge, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!challenge) throw new NotFoundError(CHALLENGE_NOT_FOUND);
  return challenge;
};

@Resolver()
export class JoinChallengeResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Challenge, { description: 'Take part in a challenge (already in: your time zone is updated). Community challenges: members of the community.' })
  joinChallenge(@Args(() => JoinChallengeArgs) { id, timezone }: JoinChallengeArgs, @Ctx() ctx: SubgraphContext): Promise<Challenge> {
    const user = requireUser(ctx.auth);
    const zone = timezone || 'UTC';
    return ctx.em.transactional(async (tx) => {
      const em = tx as EntityManager;
      const challenge = await locked(em, id);
      const now = ctx.services.clock.now();
      const existing = await em.findOne(ChallengeParticipant, { challengeId: id, userId: user.id });
      if (existing) {
        existing.timezone = zone;
        await em.flush();
        return challenge;
      }
      if (challenge.communityId && !(await roleOf(em, challenge.communityId, user.id))) throw new ForbiddenError(COMMUNITY_MEMBERS_ONLY);
      if (challenge.endsOn && challenge.endsOn < localDate(zone, now)) throw new ConflictError(CHALLENGE_ENDED, undefined, { reason: 'CHALLENGE_ENDED' });
      em.persist(Object.assign(new ChallengeParticipant(), { challengeId: id, userId: user.id, timezone: zone, total: 0, joinedAt: now, updatedAt: now }));
      challenge.participantCount += 1;
      await em.flush();
      return challenge;
    });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Challenge, { description: 'Stop taking part (your progress and badges in it go too).' })
  leaveChallenge(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Challenge> {
    const user = requireUser(ctx.auth);
    return ctx.em.transactional(async (tx) => {
      const em = tx as EntityManager;
      const challenge = await locked(em, id);
      const removed = await em.nativeDelete(ChallengeParticipant, { challengeId: id, userId: user.id });
      if (removed) challenge.participantCount -= 1;
      await em.flush();
      return challenge;
    });
  }
}
