// The Device fields that are not columns: how many key packages it has waiting. A Device is
// only ever answered to its own member, so its stock is nobody else's business to read.
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Device } from './entities/device.js';

interface Stock {
  available: number;
  lastResort: boolean;
}

function stockLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Stock>('keyPackageStock', async (ids) => {
    const rows = await ctx.em.getConnection().execute<{ device_id: string; available: string; last_resort: boolean }[]>(
      `SELECT device_id, count(*) FILTER (WHERE NOT last_resort) AS available, bool_or(last_resort) AS last_resort
           FROM ${ctx.services.schema}.key_packages WHERE device_id IN (SELECT jsonb_array_elements_text(?::jsonb)) GROUP BY device_id`,
      [JSON.stringify(ids)],
      'all',
      ctx.em.getTransactionContext(),
    );
    return ids.map((id) => {
      const row = rows.find((r) => r.device_id === id);
      return { available: Number(row?.available ?? 0), lastResort: row?.last_resort ?? false };
    });
  });
}

@Resolver(() => Device)
export class DeviceFieldsResolver {
  @FieldResolver(() => Int, { description: 'Ordinary key packages waiting to be claimed; publish more when fewer than 5 remain.' })
  async keyPackagesAvailable(@Root() device: Device, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await stockLoader(ctx).load(device.id)).available;
  }

  @FieldResolver(() => Boolean, { description: 'Whether a last-resort key package is published (handed out when the others are gone).' })
  async hasLastResortKeyPackage(@Root() device: Device, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await stockLoader(ctx).load(device.id)).lastResort;
  }
}
