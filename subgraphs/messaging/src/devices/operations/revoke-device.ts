// revokeDevice: removes one of the caller's devices. Its key packages go at once, so nobody can
// add it to a group again. (Removing its leaves from the groups it is in is the delivery
// service's external Remove proposal, which comes with the groups: docs/e2ee.md.)
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireOwnDevice } from '../access.js';
import { Device } from '../entities/device.js';
import { KeyPackage } from '../entities/key-package.js';

@Resolver()
@UseMiddleware(SignedIn)
export class RevokeDeviceResolver {
  @Mutation(() => Device, { description: 'Removes one of your devices: its key packages are deleted and it can publish none again.' })
  async revokeDevice(@Arg('deviceId', () => ID) deviceId: string, @Ctx() ctx: SubgraphContext): Promise<Device> {
    const device = await requireOwnDevice(ctx, deviceId);
    await ctx.em.fork().transactional(async (em) => {
      await em.nativeUpdate(Device, { id: device.id, revokedAt: null }, { revokedAt: ctx.services.clock.now() });
      await em.nativeDelete(KeyPackage, { deviceId: device.id });
    });
    return ctx.em.findOneOrFail(Device, { id: device.id }, { refresh: true });
  }
}
