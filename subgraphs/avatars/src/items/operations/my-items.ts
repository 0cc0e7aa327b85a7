// myAvatarsItems: the caller's items, newest first.
import { Ctx, Query, Resolver } from 'type-graphql';
import { requireUser, type SubgraphContext } from '@pulse/kit';
import { AvatarsItem } from '../entities.js';

const PAGE = 50;

@Resolver()
export class MyAvatarsItemsResolver {
  @Query(() => [AvatarsItem], { description: `The caller's items, newest first (at most ${PAGE}).` })
  myAvatarsItems(@Ctx() ctx: SubgraphContext): Promise<AvatarsItem[]> {
    const caller = requireUser(ctx.auth);
    return ctx.em.find(AvatarsItem, { ownerId: caller.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE });
  }
}
