// heartRate: minute samples of one device over at most seven days (default: the last 24 h).
import { Args, ArgsType, Ctx, Field, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { clampInstant } from '@pulse/kit/dates';
import { BadUserInputError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { UNKNOWN_PROVIDER, WearableProvider } from '../devices.js';
import { HeartRateSample } from '../entities.js';
import { ownerOf } from '../access.js';

const MAX_MS = 7 * 86_400_000;
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
  @Query(() => [HeartRateSample], { description: "The caller's minute heart rate from one device, oldest first (at most 7 days)." })
  async heartRate(@Args(() => HeartRateArgs) args: HeartRateArgs, @Ctx() ctx: SubgraphContext): Promise<HeartRateSample[]> {
    const ownerId = ownerOf(ctx);
    const to = args.to ?? ctx.services.clock.now();
    // Held to the API's years 1-9999 when `to` is 0001-01-01.
    const from = args.from ?? new Date(clampInstant(to.getTime() - 86_400_000));
    if (from > to) throw new BadUserInputError('from must not be after to', 'from');
    if (to.getTime() - from.getTime() > MAX_MS) throw new BadUserInputError('Ask for at most 7 days of heart rate at a time', 'from');
    const rows: { at: Date; bpm: number }[] = await ctx.em
      .getConnection()
      .execute(`SELECT at, bpm FROM "health".heart_rate_samples WHERE owner_id = ? AND provider = ? AND at >= ? AND at <= ? ORDER BY at`, [
        ownerId,
        args.provider,
        from,
        to,
      ]);
    return rows.map((r) => Object.assign(new HeartRateSample(), { at: new Date(r.at), bpm: r.bpm }));
  }
}
