// recordLimitation: a new injury or condition of the caller's. A start date may be tomorrow
// at most (a member ahead of UTC is already there); later is a typo.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { Limitation } from '../entities.js';
import type { LimitationKind, LimitationSeverity } from '../kinds.js';
import { LimitationInput } from '../limitation-input.js';
import { addDays, localDate } from '@pulse/kit/dates';

export const START_IN_FUTURE = 'The start date cannot be in the future';

@Resolver()
export class RecordLimitationResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Limitation, { description: 'Records an injury or condition to respect in exercise.' })
  async recordLimitation(@Arg('input', () => LimitationInput) input: LimitationInput, @Ctx() ctx: SubgraphContext): Promise<Limitation> {
    const user = requireUser(ctx.auth);
    const today = localDate('UTC');
    const startedOn = input.startedOn ?? today;
    if (startedOn > addDays(today, 1)) throw new BadUserInputError(START_IN_FUTURE, 'startedOn');
    const limitation = ctx.em.create(Limitation, {
      id: newId(),
      ownerId: user.id,
      kind: input.kind as LimitationKind,
      name: input.name,
      bodyPart: input.bodyPart ?? '',
      severity: input.severity as LimitationSeverity,
      notes: input.notes ?? '',
      affects: input.affects ?? [],
      startedOn,
      endedOn: null,
      createdAt: new Date(),
    });
    await ctx.em.persistAndFlush(limitation);
    return limitation;
  }
}
