// registerDevice: a new device of the caller's, to be a leaf of their encrypted conversations'
// groups. It has no key packages yet: their credential names the id this answers.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, SignedIn, newId, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { Device } from '../entities/device.js';
import { RegisterDeviceInput } from '../inputs.js';
import { MAX_DEVICES } from '../limits.js';

export const TOO_MANY_DEVICES = `You can have at most ${MAX_DEVICES} devices. Remove one first.`;

@Resolver()
@UseMiddleware(SignedIn)
export class RegisterDeviceResolver {
  @Mutation(() => Device, { description: `Registers a device of yours (at most ${MAX_DEVICES} at once). Publish its key packages next.` })
  async registerDevice(@Arg('input', () => RegisterDeviceInput) input: InputOf<typeof RegisterDeviceInput>, @Ctx() ctx: SubgraphContext): Promise<Device> {
    const userId = requireUser(ctx.auth).id;
    return ctx.em.fork().transactional(async (em) => {
      // One registration of a member at a time, so two at once cannot both pass the count.
      await em.getConnection().execute('SELECT pg_advisory_xact_lock(hashtext(?))', [`devices:${userId}`], 'all', em.getTransactionContext());
      if ((await em.count(Device, { userId, revokedAt: null })) >= MAX_DEVICES) throw new ConflictError(TOO_MANY_DEVICES);
      const device = em.create(Device, { id: newId(), userId, name: input.name, createdAt: ctx.services.clock.now(), revokedAt: null });
      await em.flush();
      return device;
    });
  }
}
