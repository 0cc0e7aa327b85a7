// createChallenge: the Create Challenge dialog's challenge, posted as a challenge post in the
// feed (a community challenge: in the community, and only a member of it may create one). The
// row is written first, then the post is made through social as the member; when social refuses
// (its rules, its rate limit) the row is taken back, so no challenge exists without its post.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, ForbiddenError, SignedIn, newId, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { localDate } from '@pulse/kit/dates';
import { Challenge, ChallengeParticipant } from '../entities.js';
import { CreateChallengeInput, crossFieldProblem } from '../inputs.js';
import { challengePostContent, createChallengePost } from '../challenge-post.js';
import { requireCommunity, roleOf } from '../../communities/membership.js';

export const MEMBERS_ONLY = 'Join the community to start a challenge in it';

@Resolver()
export class CreateChallengeResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Challenge, { description: 'Creates a challenge and its post in the feed (or in the community); you take part in it.' })
  async createChallenge(@Arg('input', () => CreateChallengeInput) input: InputOf<typeof CreateChallengeInput>, @Ctx() ctx: SubgraphContext): Promise<Challenge> {
    const user = requireUser(ctx.auth);
    const problem = crossFieldProblem(input);
    if (problem) throw new BadUserInputError(problem.message, problem.field);
    const em = ctx.em as EntityManager;
    const communityId = input.communityId || null;
    if (communityId) {
      await requireCommunity(em, communityId);
      if (!(await roleOf(em, communityId, user.id))) throw new ForbiddenError(MEMBERS_ONLY);
    }
    const now = ctx.services.clock.now();
    const startsOn = input.startsOn ?? localDate(input.timezone, now);
    if (input.endsOn && input.endsOn < startsOn) throw new BadUserInputError('The end date must not be before the start date', 'endsOn');
    const challenge = Object.assign(new Challenge(), {
      id: newId(),
      creatorId: user.id,
      communityId,
      title: input.title,
      description: input.description,
      category: input.category,
      subcategory: input.subcategory,
      ageGroup: input.ageGroup,
      frequency: input.frequency,
      difficulty: input.difficulty,
      metric: input.metric,
      tiers: input.tiers.map((t) => ({ name: t.name, goal: t.goal })),
      startsOn,
      endsOn: input.endsOn ?? null,
      participantCount: 1,
      createdAt: now,
    });
    const creator = Object.assign(new ChallengeParticipant(), {
      challengeId: challenge.id,
      userId: user.id,
      timezone: input.timezone,
      total: 0,
      joinedAt: now,
      updatedAt: now,
    });
    const writer = em.fork();
    await writer.transactional(async (tx) => {
      // The challenge before its first participant (the participant row's foreign key).
      await tx.persist(challenge).flush();
      tx.persist(creator);
    });
    try {
      challenge.postId = await createChallengePost(ctx, challengePostContent(challenge), communityId);
    } catch (error) {
      await em.fork().nativeDelete(Challenge, { id: challenge.id });
      throw error;
    }
    await em.fork().nativeUpdate(Challenge, { id: challenge.id }, { postId: challenge.postId });
    return challenge;
  }
}
