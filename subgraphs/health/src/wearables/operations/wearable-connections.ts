// wearableConnections: the caller's devices, oldest first (the card's tab order). Keys are never answered.
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { WearableConnection } from '../entities.js';
import { ownerOf } from '../access.js';

@Resolver()
export class WearableConnectionsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [WearableConnection], { description: "The caller's connected devices (only keyHint of each key)." })
  async wearableConnections(@Ctx() ctx: SubgraphContext): Promise<WearableConnection[]> {
    return ctx.em.find(WearableConnection, { ownerId: ownerOf(ctx) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
