// myDevices: the caller's devices that are not removed, oldest first.
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Device } from '../entities/device.js';

@Resolver()
@UseMiddleware(SignedIn)
export class MyDevicesResolver {
  @Query(() => [Device], { description: 'Your devices, oldest first (removed ones are not listed).' })
  async myDevices(@Ctx() ctx: SubgraphContext): Promise<Device[]> {
    const userId = requireUser(ctx.auth).id;
    return ctx.em.find(Device, { userId, revokedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
