// syncWearables: queues one durable job per connected device (or the one named), optionally
// for some data types only (spec: "Wearable sync: dataTypes"). A device with a job queued or
// running answers CONFLICT (the partial unique index of sync_jobs decides, so two requests at
// the same instant cannot both win); nothing is queued then. Apple Watch and Samsung data
// arrives through export files, so their connections are not synced.
import { Arg, Ctx, Field, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { DATA_TYPES, PROVIDER_NAMES, UNKNOWN_PROVIDER, WearableDataType, WearableProvider } from '../devices.js';
import { SyncJob, WearableConnection, WearableMode } from '../entities.js';
import { notConnected, ownerOf } from '../access.js';
import { createSyncJob, queueSyncJob } from '../store.js';
import { NotFoundError } from '@pulse/kit';

@InputType()
export class SyncWearablesInput {
  static schema = z.object({
    provider: z.enum(WearableProvider, { error: UNKNOWN_PROVIDER }).nullish(),
    dataTypes: z
      .array(z.enum(WearableDataType, { error: `Unknown data type: choose from ${DATA_TYPES.join(', ')}` }))
      .max(DATA_TYPES.length)
      .nullish()
      .transform((types) => [...new Set(types ?? [])]),
  });

  @Field(() => WearableProvider, { nullable: true, description: 'Null: every connected device.' }) provider?: WearableProvider | null;
  @Field(() => [WearableDataType], { nullable: true, description: 'Null or empty: everything.' }) dataTypes?: WearableDataType[];
}

export const importOnly = (provider: WearableProvider) => `${PROVIDER_NAMES[provider]} data arrives through an export file: import it instead`;

@Resolver()
export class SyncWearablesResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => [SyncJob], { description: 'Start syncing connected devices; follow each job with syncJob or syncJobProgress.' })
  async syncWearables(@Arg('input', () => SyncWearablesInput, { nullable: true }) input: SyncWearablesInput | null, @Ctx() ctx: SubgraphContext): Promise<SyncJob[]> {
    const ownerId = ownerOf(ctx);
    const provider = input?.provider ?? null;
    const connections = await ctx.em.find(WearableConnection, provider ? { ownerId, provider } : { ownerId }, { orderBy: { createdAt: 'asc' } });
    if (provider && !connections.length) throw new NotFoundError(notConnected(provider));
    if (provider && connections[0].mode === WearableMode.IMPORT) throw new BadUserInputError(importOnly(provider), 'provider');
    const syncable = connections.filter((c) => c.mode !== WearableMode.IMPORT);
    const jobs = await ctx.em.transactional(async (em) => {
      const made: SyncJob[] = [];
      for (const c of syncable)
        made.push(await createSyncJob(em, { ownerId, connectionId: c.id, provider: c.provider, kind: 'sync', dataTypes: input?.dataTypes ?? [] }));
      return made;
    });
    for (const job of jobs) await queueSyncJob(ctx.services, job);
    return jobs;
  }
}
