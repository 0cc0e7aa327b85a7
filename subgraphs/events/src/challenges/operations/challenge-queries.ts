// challenge, challenges and myChallenges. Challenges are public, like the posts that carry them:
// anyone may read one, its leaderboard and a community's list.
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Challenge, ChallengeParticipant } from '../entities.js';
import { AGE_GROUPS, CATEGORIES, DIFFICULTIES, FREQUENCIES, SUBCATEGORIES } from '../options.js';

export const CHALLENGE_NOT_FOUND = 'Challenge not found';
const LIST_MAX = 50;

export async function requireChallenge(em: EntityManager, id: string): Promise<Challenge> {
  const challenge = await em.findOne(Challenge, { id });
  if (!challenge) throw new NotFoundError(CHALLENGE_NOT_FOUND);
  return challenge;
}

@ArgsType()
class ChallengesArgs {
  static schema = z.object({
    communityId: z.string().max(64).nullish(),
    first: z
      .number()
      .int()
      .min(1, `first must be between 1 and ${LIST_MAX}`)
      .max(LIST_MAX, `first must be between 1 and ${LIST_MAX}`)
      .nullish()
      .transform((n) => n ?? 20),
  });
  @Field(() => ID, { nullable: true, description: 'Only this community’s challenges.' }) communityId?: string | null;
  @Field(() => Int, { nullable: true, description: `Default 20, at most ${LIST_MAX}.` }) first!: number;
}

@ObjectType('ChallengeCategoryOption')
class ChallengeCategoryOption {
  @Field(() => String) name!: string;
  @Field(() => [String]) subcategories!: string[];
}

@ObjectType('ChallengeOptions', { description: 'The Create Challenge form’s lists (spec 001 section 5; the subcategories are ours).' })
class ChallengeOptions {
  @Field(() => [ChallengeCategoryOption]) categories!: ChallengeCategoryOption[];
  @Field(() => [String]) ageGroups!: string[];
  @Field(() => [String]) frequencies!: string[];
  @Field(() => [String]) difficulties!: string[];
}

@Resolver()
export class ChallengeQueriesResolver {
  @Query(() => Challenge, { description: 'One challenge (NOT_FOUND when there is none).' })
  challenge(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Challenge> {
    return requireChallenge(ctx.em as EntityManager, id);
  }

  @Query(() => [Challenge], { description: 'Challenges, newest first; with communityId, that community’s.' })
  challenges(@Args(() => ChallengesArgs) args: ChallengesArgs, @Ctx() ctx: SubgraphContext): Promise<Challenge[]> {
    const where = args.communityId ? { communityId: args.communityId } : {};
    return (ctx.em as EntityManager).find(Challenge, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.first });
  }

  @UseMiddleware(SignedIn)
  @Query(() => [Challenge], { description: 'The challenges you take part in, latest joined first.' })
  async myChallenges(@Ctx() ctx: SubgraphContext): Promise<Challenge[]> {
    const em = ctx.em as EntityManager;
    const rows = await em.find(ChallengeParticipant, { userId: requireUser(ctx.auth).id }, { orderBy: { joinedAt: 'desc' }, limit: 100 });
    const challenges = await em.find(Challenge, { id: { $in: rows.map((r) => r.challengeId) } });
    const byId = new Map(challenges.map((c) => [c.id, c]));
    return rows.map((r) => byId.get(r.challengeId)).filter((c): c is Challenge => !!c);
  }

  @Query(() => ChallengeOptions, { description: 'The Create Challenge form’s lists.' })
  challengeOptions(): ChallengeOptions {
    return {
      categories: CATEGORIES.map((name) => ({ name, subcategories: [...SUBCATEGORIES[name]] })),
      ageGroups: [...AGE_GROUPS],
      frequencies: [...FREQUENCIES],
      difficulties: [...DIFFICULTIES],
    };
  }
}
