// auditLog: the admin actions, newest first, a keyset page at a time, filtered by who, what,
// target and time. Admins only.
import { Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import {
  BadUserInputError,
  ID_MAX_LENGTH,
  INVALID_CURSOR,
  keysetFetchSize,
  keysetPage,
  pageInfoType,
  pageSize,
  requireAdmin,
  SignedIn,
  type PageInfo,
  type SubgraphContext,
} from '@pulse/kit';
import { AuditEntry } from '../entities.js';

const AuditLogPageInfo = pageInfoType('AuditLogPageInfo');

@ObjectType()
export class AuditLogPage {
  @Field(() => [AuditEntry]) nodes!: AuditEntry[];
  @Field(() => AuditLogPageInfo) pageInfo!: PageInfo;
}

const ACTION_MAX = 64;

@ArgsType()
class AuditLogArgs {
  static schema = z.object({
    after: z.string().max(512, INVALID_CURSOR).nullish(),
    actorId: z.string().max(ID_MAX_LENGTH).nullish(),
    targetId: z.string().max(ID_MAX_LENGTH).nullish(),
    action: z.string().max(ACTION_MAX, `action must be at most ${ACTION_MAX} characters`).nullish(),
  });

  @Field(() => Int, { nullable: true, description: 'At most 100; 20 when not given.' }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => ID, { nullable: true }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'e.g. user.suspend (docs/admin.md lists them).' }) action?: string | null;
  @Field(() => ID, { nullable: true }) targetId?: string | null;
  @Field(() => Date, { nullable: true, description: 'Actions at or after this time.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Actions before this time.' }) to?: Date | null;
}

const encodeCursor = (e: AuditEntry) => Buffer.from(JSON.stringify([e.createdAt.toISOString(), e.id])).toString('base64url');
function decodeCursor(cursor: string): [Date, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime())) return [at, value[1]];
    }
  } catch {
    // falls through
  }
  throw new BadUserInputError(INVALID_CURSOR, 'after');
}

@Resolver(() => AuditEntry)
export class AuditLogResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The target before the action, as JSON text (null: it did not exist yet).' })
  before(@Root() entry: AuditEntry): string | null {
    return entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The target after the action, as JSON text (null: it no longer exists).' })
  after(@Root() entry: AuditEntry): string | null {
    return entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after);
  }

  @UseMiddleware(SignedIn)
  @Query(() => AuditLogPage, { description: 'Admins only: every admin action, newest first.' })
  async auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: SubgraphContext): Promise<AuditLogPage> {
    requireAdmin(ctx.auth);
    const limit = pageSize(args.first);
    const where: Record<string, unknown>[] = [];
    if (args.actorId) where.push({ actorId: args.actorId });
    if (args.action) where.push({ action: args.action });
    if (args.targetId) where.push({ targetId: args.targetId });
    if (args.from) where.push({ createdAt: { $gte: args.from } });
    if (args.to) where.push({ createdAt: { $lt: args.to } });
    if (args.after) {
      const [at, id] = decodeCursor(args.after);
      where.push({ $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }] });
    }
    const rows = await ctx.em.find(AuditEntry, { $and: where }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: keysetFetchSize(limit) });
    return keysetPage(rows, limit, encodeCursor);
  }
}
