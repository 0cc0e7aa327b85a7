// Wearable data is its owner's alone: every read and write is scoped by the caller, and another
// member's job or device answers NOT_FOUND (existence is private too; admins see no more).
import { isCalendarDate } from '@pulse/kit/dates';
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { PROVIDER_NAMES, type WearableProvider } from './devices.js';
import { SyncJob, WearableConnection } from './entities.js';

export const JOB_NOT_FOUND = 'Sync job not found';
export const notConnected = (provider: WearableProvider) => `${PROVIDER_NAMES[provider]} is not connected`;

export const ownerOf = (ctx: SubgraphContext): string => requireUser(ctx.auth).id;

export async function ownConnection(ctx: SubgraphContext, provider: WearableProvider): Promise<WearableConnection> {
  const connection = await ctx.em.findOne(WearableConnection, { ownerId: ownerOf(ctx), provider });
  if (!connection) throw new NotFoundError(notConnected(provider));
  return connection;
}

export async function ownJob(ctx: SubgraphContext, id: string): Promise<SyncJob> {
  const job = await ctx.em.findOne(SyncJob, { id, ownerId: ownerOf(ctx) });
  if (!job) throw new NotFoundError(JOB_NOT_FOUND);
  return job;
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The API's one YYYY-MM-DD rule (years 1-9999, kit's dates.ts). */
export const isDay = (value: string) => isCalendarDate(value);
