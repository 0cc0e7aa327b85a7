// myExerciseAnalyses: the caller's form analyses, newest first, in cursor pages.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, keysetFetchSize, keysetPage, pageInfoType, pageSize, requireUser, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { cursorCodec } from '@pulse/kit/pagination';
import { ExerciseAnalysis } from '../entities.js';

export const ANALYSES_CURSOR = cursorCodec('exercise-analyses', 'time');
const DEFAULT_FIRST = 20;

export const ExerciseAnalysisPageInfo = pageInfoType('ExerciseAnalysisPageInfo');

@ObjectType('ExerciseAnalysisConnection')
export class ExerciseAnalysisConnection {
  @Field(() => [ExerciseAnalysis]) nodes!: ExerciseAnalysis[];
  @Field(() => ExerciseAnalysisPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class AnalysesPageArgs {
  static schema = z.object({ after: ANALYSES_CURSOR.arg() });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

@Resolver()
export class MyExerciseAnalysesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => ExerciseAnalysisConnection, { description: 'Your form analyses, newest first.' })
  async myExerciseAnalyses(@Args(() => AnalysesPageArgs) args: AnalysesPageArgs, @Ctx() ctx: SubgraphContext): Promise<ExerciseAnalysisConnection> {
    const user = requireUser(ctx.auth);
    const limit = pageSize(args.first, DEFAULT_FIRST);
    const after = ANALYSES_CURSOR.decode(args.after, 'after');
    const qb = ctx.em
      .createQueryBuilder(ExerciseAnalysis, 'a')
      .select('*')
      .where({ ownerId: user.id })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .limit(keysetFetchSize(limit));
    if (after) qb.andWhere('(a.created_at, a.id) < (?::timestamptz, ?)', [after.key, after.id]);
    const rows = await qb.getResultList();
    return keysetPage(rows, limit, (analysis) => ANALYSES_CURSOR.encode(analysis.createdAt, analysis.id));
  }
}
