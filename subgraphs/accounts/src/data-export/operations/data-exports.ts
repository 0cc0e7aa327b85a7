// startDataExport (POST /settings/export) and dataExports: a member asks for a copy of all their
// data and follows its progress. One export at a time (a unique index on the member's PENDING
// or RUNNING row) and EXPORT_DAILY_LIMIT started in any 24 hours; the work is a durable job (job.ts).
import { Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, RateLimitedError, SignedIn, enqueue, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { downloadUrlOf } from '../archive-store.js';
import { DATA_EXPORT_QUEUE } from '../job.js';
import { DataExport, DataExportStatus, type DataExportRow } from '../types.js';

export const EXPORT_IN_PROGRESS = 'An export of your data is already in progress';
export const EXPORT_DAILY_LIMIT_REACHED = 'You can start at most {limit} data exports a day';
const DAY_MS = 86_400_000;
/** How many of a member's exports the list shows (the newest). */
export const EXPORTS_LISTED = 20;

function toDataExport(ctx: SubgraphContext, row: DataExportRow): DataExport {
  const ready = row.status === DataExportStatus.READY;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: new Date(row.created_at),
    expiresAt: ready && row.expires_at ? new Date(row.expires_at) : null,
    downloadUrl: ready ? downloadUrlOf(ctx.services, row.id) : null,
    failure: row.status === DataExportStatus.FAILED ? row.failure : null,
  };
}

const COLUMNS = 'id, member_id, status, progress, archive_key, created_at, expires_at, failure';

@Resolver()
export class DataExportResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => DataExport, { description: 'Starts an export of all your data into one zip archive; you are notified when it is ready.' })
  async startDataExport(@Ctx() ctx: SubgraphContext): Promise<DataExport> {
    const me = requireUser(ctx.auth);
    const s = ctx.services.schema;
    const now = ctx.services.clock.now();
    const conn = ctx.em.getConnection();
    const { dailyLimit } = ctx.services.config.dataExport;
    const recent = await conn.execute<{ created_at: Date }[]>(
      `SELECT created_at FROM ${s}.data_exports WHERE member_id = ? AND created_at > ? ORDER BY created_at LIMIT ${dailyLimit}`,
      [me.id, new Date(now.getTime() - DAY_MS)],
    );
    if (recent.length >= dailyLimit) {
      const retryAfter = Math.max(1, Math.ceil((new Date(recent[0].created_at).getTime() + DAY_MS - now.getTime()) / 1000));
      throw new RateLimitedError(retryAfter, EXPORT_DAILY_LIMIT_REACHED.replace('{limit}', String(dailyLimit)));
    }
    const id = newId();
    let rows: DataExportRow[];
    try {
      rows = await conn.execute<DataExportRow[]>(
        `INSERT INTO ${s}.data_exports (id, member_id, status, progress, created_at) VALUES (?, ?, 'PENDING', 0, ?) RETURNING ${COLUMNS}`,
        [id, me.id, now],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ConflictError(EXPORT_IN_PROGRESS);
      throw error;
    }
    // After the row commits; should the enqueue fail, the row stays PENDING and a retry of this
    // call is refused as in progress: so the job id is the export's (a second send is a no-op).
    await enqueue(ctx.services, DATA_EXPORT_QUEUE, { exportId: id }, { singletonKey: id });
    return toDataExport(ctx, rows[0]);
  }

  @UseMiddleware(SignedIn)
  @Query(() => [DataExport], { description: 'Your data exports, newest first (the last 20).' })
  async dataExports(@Ctx() ctx: SubgraphContext): Promise<DataExport[]> {
    const me = requireUser(ctx.auth);
    const rows = await ctx.em
      .getConnection()
      .execute<DataExportRow[]>(
        `SELECT ${COLUMNS} FROM ${ctx.services.schema}.data_exports WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ${EXPORTS_LISTED}`,
        [me.id],
      );
    return rows.map((row) => toDataExport(ctx, row));
  }
}
