// myLimitations: the caller's own, lasting ones first.
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Limitation } from '../entities.js';
import { limitationsOf } from '../owned.js';

@Resolver()
export class MyLimitationsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [Limitation], { description: 'Your injuries and conditions: lasting ones first, then ended ones.' })
  async myLimitations(@Ctx() ctx: SubgraphContext): Promise<Limitation[]> {
    return limitationsOf(ctx, requireUser(ctx.auth).id);
  }
}
