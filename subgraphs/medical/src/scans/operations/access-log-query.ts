// medicalScanAccessLog (GET /api/medical/scans/{id}/access-log): who read one of your scans,
// newest first, in cursor pages: your own views and downloads, and the refused attempts of
// anyone else (they were told the scan does not exist). Reading the log is not itself logged.
import { Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, cursorArgRule, keysetFetchSize, keysetPage, pageInfoType, pageSize, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { MedicalAccessEntry } from '../entities.js';
import { ACCESS_CURSOR } from '../cursors.js';
import { requireOwnScan } from '../owned.js';

const DEFAULT_FIRST = 50;
const MAX_FIRST = 100;

export const MedicalAccessPageInfo = pageInfoType('MedicalAccessPageInfo');

@ObjectType('MedicalAccessConnection')
export class MedicalAccessConnection {
  @Field(() => [MedicalAccessEntry]) nodes!: MedicalAccessEntry[];
  @Field(() => MedicalAccessPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class AccessLogArgs {
  static schema = z.object({ scanId: z.string().max(64, 'Ids are at most 64 characters'), after: cursorArgRule });

  @Field(() => ID) scanId!: string;
  @Field(() => Int, { nullable: true, description: `Page size (default ${DEFAULT_FIRST}, at most ${MAX_FIRST}).` }) first?: number | null;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null;
}

@Resolver()
export class AccessLogResolver {
  @UseMiddleware(SignedIn)
  @Query(() => MedicalAccessConnection, { description: "One of your scans' access log, newest first." })
  async medicalScanAccessLog(@Args(() => AccessLogArgs) args: AccessLogArgs, @Ctx() ctx: SubgraphContext): Promise<MedicalAccessConnection> {
    const scan = await requireOwnScan(ctx, args.scanId);
    const limit = pageSize(args.first, DEFAULT_FIRST, MAX_FIRST);
    const from = ACCESS_CURSOR.decode(args.after, 'after');
    const before = from ? { at: { $lte: new Date(from.key) }, $or: [{ at: { $lt: new Date(from.key) } }, { id: { $lt: from.id } }] } : {};
    const rows = await ctx.em.find(
      MedicalAccessEntry,
      { $and: [{ scanId: scan.id }, before] },
      { orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) },
    );
    return keysetPage(rows, limit, (entry) => ACCESS_CURSOR.encode(entry.at, entry.id));
  }
}
