// call(id): one call, for the participants of its conversation only.
import { Arg, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';

@Resolver()
@UseMiddleware(SignedIn)
export class CallResolver {
  @Query(() => Call)
  async call(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Call> {
    return (await requireCallAccess(ctx, id)).call;
  }
}
