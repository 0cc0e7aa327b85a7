// heartRate: minute samples of one device over at most seven days (default: the last 24 h).
// What a chart costs is its points: graphql-js, the gateway and the JSON do work per point, in
// synchronous stretches on health's and the gateway's threads that another member's request
// waits behind (~11 ms of CPU in health and ~9 ms in the gateway for 1,441 points; issue 18).
// So every answer holds at most 361 points, what six hours of minute samples are: up to six
// hours the minute samples themselves, past that the average of each bucket of
// ceil(minutes / 360) minutes, averaged by PostgreSQL (a day: 4-minute averages, a week:
// 28-minute ones). 360 points is more than a chart draws on a phone (390 px) and about what one
// draws on a desktop card; docs/decisions.md, "A heart-rate chart answers at most 361 points".
// A chart past six hours stays heavy work, one at a time per member (heavy-work.ts): its answer
// is small, but PostgreSQL reads and averages up to 10,080 samples for it.
import { Args, ArgsType, Ctx, Field, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { clampInstant } from '@pulse/kit/dates';
import { BadUserInputError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { UNKNOWN_PROVIDER, WearableProvider } from '../devices.js';
import { HeartRateSample } from '../entities.js';
import { ownerOf } from '../access.js';
import { heavyWork } from '../../heavy-work.js';

const MAX_MS = 7 * 86_400_000;
/** Past six hours (360 minutes) a chart averages buckets and is heavy work; an hour's chart is not. */
export const HEAVY_CHART_MS = 6 * 3_600_000;
/** Minutes of samples one answer draws as points (six hours of minutes): at most 361 points. */
export const HEART_RATE_POINTS = 360;
const validDate = z
  .date()
  .refine((d) => !Number.isNaN(d.getTime()), 'Invalid date')
  .nullish();

@ArgsType()
class HeartRateArgs {
  static schema = z.object({ provider: z.enum(WearableProvider, { error: UNKNOWN_PROVIDER }), from: validDate, to: validDate });

  @Field(() => WearableProvider) provider!: WearableProvider;
  @Field(() => Date, { nullable: true, description: 'Default: 24 hours before `to`.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Default: now.' }) to?: Date | null;
}

@Resolver()
export class HeartRateResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [HeartRateSample], {
    description:
      "The caller's heart rate from one device, oldest first (at most 7 days): minute samples for up to six hours; past six hours, the average of each ceil(minutes / 360)-minute bucket, counted from `from` (at most 361 points).",
  })
  async heartRate(@Args(() => HeartRateArgs) args: HeartRateArgs, @Ctx() ctx: SubgraphContext): Promise<HeartRateSample[]> {
    const ownerId = ownerOf(ctx);
    const to = args.to ?? ctx.services.clock.now();
    // Held to the API's years 1-9999 when `to` is 0001-01-01.
    const from = args.from ?? new Date(clampInstant(to.getTime() - 86_400_000));
    if (from > to) throw new BadUserInputError('from must not be after to', 'from');
    if (to.getTime() - from.getTime() > MAX_MS) throw new BadUserInputError('Ask for at most 7 days of heart rate at a time', 'from');
    const minutes = Math.ceil((to.getTime() - from.getTime()) / 60_000);
    const bucket = Math.max(1, Math.ceil(minutes / HEART_RATE_POINTS));
    const read = async () => {
      const rows: { at: Date; bpm: number }[] = await ctx.em.getConnection().execute(
        bucket === 1
          ? `SELECT at, bpm FROM "health".heart_rate_samples WHERE owner_id = ? AND provider = ? AND at >= ? AND at <= ? ORDER BY at`
          : // Buckets counted from \`from\`, so the first one starts where the chart does. date_bin
            // works in timestamps; the same buckets computed through extract(epoch) are numeric
            // arithmetic per sample, twice the time of the whole statement for a week's 10,080.
            `SELECT date_bin(make_interval(mins => ?::int), at, ?::timestamptz) AS at, round(avg(bpm))::int AS bpm
             FROM "health".heart_rate_samples WHERE owner_id = ? AND provider = ? AND at >= ? AND at <= ? GROUP BY 1 ORDER BY 1`,
        bucket === 1 ? [ownerId, args.provider, from, to] : [bucket, from, ownerId, args.provider, from, to],
      );
      return rows.map((r) => Object.assign(new HeartRateSample(), { at: new Date(r.at), bpm: r.bpm }));
    };
    return to.getTime() - from.getTime() > HEAVY_CHART_MS ? heavyWork(ownerId, 'chart', read) : read();
  }
}
