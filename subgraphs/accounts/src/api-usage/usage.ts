// Usage of an app and of a personal access token (issue 25, docs/developer-platform.md "Limits
// per app and token"), for their owners' charts in the developer portal and in Settings. The
// gateway writes platform.api_usage (gateway/src/token-budget.ts): one row per subject and hour,
// in batches every few seconds, so the current hour lags by that much. An app's usage sums all
// of its grants (every member it acts for). Only the owner reads it, with their own login.
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root, registerEnumType } from 'type-graphql';
import { ForbiddenError, NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { DeveloperApp } from '../developer-apps/entities.js';

export const LOGIN_ONLY = 'This operation needs your own login, not an API token';

export enum UsageRange {
  LAST_24_HOURS = 'LAST_24_HOURS',
  LAST_30_DAYS = 'LAST_30_DAYS',
}
registerEnumType(UsageRange, {
  name: 'UsageRange',
  description: 'LAST_24_HOURS: 24 hourly buckets ending with the current hour; LAST_30_DAYS: 30 daily buckets (UTC days) ending today.',
});

@ObjectType('UsageBucket', { description: 'One hour or one day (UTC) of API use.' })
export class UsageBucket {
  @Field(() => Date, { description: 'When the hour or day starts.' }) start!: Date;
  @Field(() => Int, { description: 'Operations run (refused ones are not counted here).' }) requests!: number;
  @Field(() => Int, { description: 'Points spent from the hourly budget.' }) points!: number;
  @Field(() => Int, { description: 'Operations refused because the hourly budget was spent (RATE_LIMITED).' }) refusals!: number;
}

@ObjectType('ApiUsage', { description: "An app's or a personal access token's API use, oldest bucket first, every bucket present (zeros included)." })
export class ApiUsage {
  @Field(() => UsageRange) range!: UsageRange;
  @Field(() => [UsageBucket]) buckets!: UsageBucket[];
  @Field(() => Int) requests!: number;
  @Field(() => Int) points!: number;
  @Field(() => Int) refusals!: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Reads the buckets of the rows `where` selects (`?` parameters `params`). */
export async function usageOf(ctx: SubgraphContext, range: UsageRange, where: string, params: unknown[]): Promise<ApiUsage> {
  const daily = range === UsageRange.LAST_30_DAYS;
  const step = daily ? DAY_MS : HOUR_MS;
  const count = daily ? 30 : 24;
  const now = ctx.services.clock.now().getTime();
  const last = Math.floor(now / step) * step;
  const first = last - (count - 1) * step;
  const rows = await ctx.em.getConnection().execute<{ start: Date | string; requests: string; points: string; refusals: string }[]>(
    `SELECT date_trunc('${daily ? 'day' : 'hour'}', hour AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start,
            sum(requests) AS requests, sum(points) AS points, sum(refusals) AS refusals
       FROM platform.api_usage WHERE ${where} AND hour >= ? AND hour < ?
      GROUP BY 1`,
    [...params, new Date(first), new Date(last + step)],
  );
  const byStart = new Map(rows.map((r) => [new Date(r.start).getTime(), r]));
  const buckets = Array.from({ length: count }, (_, i): UsageBucket => {
    const start = first + i * step;
    const row = byStart.get(start);
    return { start: new Date(start), requests: Number(row?.requests ?? 0), points: Number(row?.points ?? 0), refusals: Number(row?.refusals ?? 0) };
  });
  const sum = (key: 'requests' | 'points' | 'refusals') => buckets.reduce((total, b) => total + b[key], 0);
  return { range, buckets, requests: sum('requests'), points: sum('points'), refusals: sum('refusals') };
}

/** The member reading with their own login: usage is for the owner's eyes, never an API token's. */
export function requireOwnLogin(ctx: SubgraphContext): { id: string } {
  const user = requireUser(ctx.auth);
  if (ctx.auth.claims?.apiToken) throw new ForbiddenError(LOGIN_ONLY);
  return user;
}

@Resolver(() => DeveloperApp)
export class AppUsageResolver {
  @FieldResolver(() => ApiUsage, { description: "The app's API use, all its grants summed (the owner only, with their own login)." })
  async usage(@Root() app: DeveloperApp, @Arg('range', () => UsageRange) range: UsageRange, @Ctx() ctx: SubgraphContext): Promise<ApiUsage> {
    const me = requireOwnLogin(ctx);
    // DeveloperApp reaches only its owner (developer-apps/apps.ts); checked again here so the field stands on its own.
    const owned = await ctx.em.getConnection().execute(`SELECT 1 FROM "${ctx.services.schema}".developer_apps WHERE id = ? AND owner_id = ?`, [app.id, me.id]);
    if (!owned.length) throw new NotFoundError('App not found');
    return usageOf(ctx, range, 'app_id = ?', [app.id]);
  }
}
