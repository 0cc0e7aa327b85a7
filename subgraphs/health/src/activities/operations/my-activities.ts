// myActivities: the signed-in member's own activities, latest first, in cursor pages. Nobody
// else's rows are ever read (owner only, admins included: docs/health-design.md section 0).
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, cursorArgRule, cursorCodec, keysetFetchSize, keysetPage, pageInfoType, pageSize, requireUser, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { Activity } from '../entities.js';

export const ACTIVITY_CURSOR = cursorCodec('activities', 'time');
const DEFAULT_FIRST = 20;
const MAX_FIRST = 50;

export const ActivityPageInfo = pageInfoType('ActivityPageInfo');

@ObjectType('ActivityConnection')
export class ActivityConnection {
  @Field(() => [Activity]) nodes!: Activity[];
  @Field(() => ActivityPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class MyActivitiesArgs {
  static schema = z.object({ after: cursorArgRule });

  @Field(() => Int, { nullable: true, description: `Page size (default ${DEFAULT_FIRST}, at most ${MAX_FIRST}).` }) first?: number | null;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null;
}

@Resolver()
export class MyActivitiesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => ActivityConnection, { description: "The signed-in member's imported activities, latest first." })
  async myActivities(@Args(() => MyActivitiesArgs) args: MyActivitiesArgs, @Ctx() ctx: SubgraphContext): Promise<ActivityConnection> {
    const me = requireUser(ctx.auth).id;
    const limit = pageSize(args.first, DEFAULT_FIRST, MAX_FIRST);
    const after = ACTIVITY_CURSOR.decode(args.after, 'after');
    // (started_at, id) < (at, id), with started_at bounded so the index range does the work.
    const before = after ? { startedAt: { $lte: new Date(after.key) }, $or: [{ startedAt: { $lt: new Date(after.key) } }, { id: { $lt: after.id } }] } : {};
    const rows = await ctx.em.find(Activity, { $and: [{ ownerId: me }, before] }, { orderBy: [{ startedAt: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) });
    return keysetPage(rows, limit, (activity) => ACTIVITY_CURSOR.encode(activity.startedAt, activity.id));
  }
}
