// endLimitation: the caller's limitation is over (default today, UTC); it stays as history.
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { Limitation } from '../entities.js';
import { requireOwnLimitation } from '../owned.js';
import { dateRule } from '../limitation-input.js';
import { localDate } from '@pulse/kit/dates';

export const END_BEFORE_START = 'The end date cannot be before the start date';

@ArgsType()
class EndLimitationArgs {
  static schema = z.object({ endedOn: dateRule.nullish() });

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today (UTC).' }) endedOn?: string | null;
}

@Resolver()
export class EndLimitationResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Limitation, { description: 'Marks your limitation as over; it stays in your history.' })
  async endLimitation(@Arg('id', () => ID) id: string, @Args(() => EndLimitationArgs) args: EndLimitationArgs, @Ctx() ctx: SubgraphContext): Promise<Limitation> {
    const limitation = await requireOwnLimitation(ctx, id);
    const endedOn = args.endedOn ?? localDate('UTC');
    if (endedOn < limitation.startedOn) throw new BadUserInputError(END_BEFORE_START, 'endedOn');
    limitation.endedOn = endedOn;
    await ctx.em.flush();
    return limitation;
  }
}
