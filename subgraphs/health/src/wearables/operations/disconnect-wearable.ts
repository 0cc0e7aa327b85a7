// disconnectWearable: forgets the device, its key, its jobs and the data it brought (the
// member asked us to stop holding it). Another member's device does not exist: NOT_FOUND.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { WearableProvider } from '../devices.js';
import { ownConnection } from '../access.js';
import { wearableDaysChanged } from '../../device-changes.js';

@Resolver()
export class DisconnectWearableResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, { description: 'Disconnect a device and delete the data it brought.' })
  async disconnectWearable(@Arg('provider', () => WearableProvider) provider: WearableProvider, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const connection = await ownConnection(ctx, provider);
    await ctx.em.transactional(async (em) => {
      const run = (sql: string) => em.getConnection().execute(sql, [connection.ownerId, provider], 'run', em.getTransactionContext());
      await run(`DELETE FROM "health".heart_rate_samples WHERE owner_id = ? AND provider = ?`);
      await run(`DELETE FROM "health".wearable_days WHERE owner_id = ? AND provider = ?`);
      await run(`DELETE FROM "health".wearable_connections WHERE owner_id = ? AND provider = ?`);
      // Challenges counting the device's days follow (device-changes.ts).
      wearableDaysChanged(em, connection.ownerId);
    });
    return true;
  }
}
