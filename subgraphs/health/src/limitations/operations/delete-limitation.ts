// deleteLimitation: removes the caller's limitation entirely; answers its id.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Limitation } from '../entities.js';
import { requireOwnLimitation } from '../owned.js';

@Resolver()
export class DeleteLimitationResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Deletes your limitation; answers its id.' })
  async deleteLimitation(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const limitation = await requireOwnLimitation(ctx, id);
    await ctx.em.nativeDelete(Limitation, { id: limitation.id });
    return limitation.id;
  }
}
