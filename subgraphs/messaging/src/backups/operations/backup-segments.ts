// backupSegments: the caller's encrypted history, oldest first, for a device restoring it.
import { Args, ArgsType, Ctx, Field, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { pageFirst } from '../../conversations/inputs.js';
import { SEGMENTS_PAGE_MAX } from '../limits.js';
import { sqlOf } from '../store.js';
import { BackupSegmentPage } from '../types.js';

@ArgsType()
export class BackupSegmentsArgs {
  static schema = z.object({
    first: pageFirst(50, SEGMENTS_PAGE_MAX),
    // A segment id: a positive integer below 2^63.
    after: z
      .string()
      .max(18, 'after must be an endCursor of this list')
      .regex(/^[1-9]\d*$/, 'after must be an endCursor of this list')
      .nullish(),
  });

  @Field(() => Int, { nullable: true, defaultValue: 50 }) first!: number;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null;
}

@Resolver()
@UseMiddleware(SignedIn)
export class BackupSegmentsResolver {
  @Query(() => BackupSegmentPage, { description: `Your key backup's history, oldest first (at most ${SEGMENTS_PAGE_MAX} at a time).` })
  async backupSegments(@Args(() => BackupSegmentsArgs) { first, after }: BackupSegmentsArgs, @Ctx() ctx: SubgraphContext): Promise<BackupSegmentPage> {
    const userId = requireUser(ctx.auth).id;
    const rows = await sqlOf(ctx.em)<{ id: string; conversation_id: string; data: Buffer; created_at: Date }[]>(
      `SELECT id, conversation_id, data, created_at FROM ${ctx.services.schema}.backup_segments WHERE user_id = ? AND id > ? ORDER BY id LIMIT ?`,
      [userId, after ?? '0', first + 1],
    );
    const nodes = rows
      .slice(0, first)
      .map((r) => ({ id: String(r.id), conversationId: r.conversation_id, data: r.data.toString('base64'), createdAt: new Date(r.created_at) }));
    return { nodes, endCursor: nodes.length ? nodes[nodes.length - 1].id : (after ?? null), hasNextPage: rows.length > first };
  }
}
