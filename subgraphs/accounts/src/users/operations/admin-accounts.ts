// The admin dashboard's view of members (issue 23, docs/admin.md): what the admin subgraph asks
// accounts for (as the caller, over HTTP). Each change queues its audit record in its own
// transaction (audit/outbox.ts); the admin subgraph appends it to the audit log. Admins only, checked here: a member's
// email, role and suspension are no one else's business. The list is a keyset page over an
// index (creation or name order), with a prefix search on name, username and email, each
// backed by its own index, so it stays cheap at a million members.
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, registerEnumType, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import {
  BadUserInputError,
  ConflictError,
  ForbiddenError,
  ID_MAX_LENGTH,
  INVALID_CURSOR,
  enqueueEvent,
  keysetFetchSize,
  keysetPage,
  pageInfoType,
  pageSize,
  requireAdmin,
  SignedIn,
  UserRole,
  type PageInfo,
  type SubgraphContext,
} from '@pulse/kit';
import { User } from '../entities.js';
import { escapeLike, findByUsername, loadUser } from '../users.js';
import { queueAudit, suspensionOf } from '../../audit/outbox.js';
import { email as emailRule, name as nameRule, optionalText, username as usernameRule } from '../../validation.js';

export enum AccountSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  NAME = 'NAME',
}
registerEnumType(AccountSort, { name: 'AccountSort', description: 'NEWEST / OLDEST: by sign-up; NAME: by name (A-Z), case-insensitive.' });

@ObjectType({ description: "A member as admins see them: contact, role and suspension (accounts' own record)." })
export class AccountRecord {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => UserRole) role!: UserRole;
  @Field(() => Boolean) suspended!: boolean;
  @Field(() => String, { nullable: true }) suspendedReason!: string | null;
  @Field(() => Date, { nullable: true, description: 'When a timed suspension ends by itself; null when permanent or not suspended.' })
  suspendedUntil!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

const AccountRecordPageInfo = pageInfoType('AccountRecordPageInfo');

@ObjectType()
class AccountRecordPage {
  @Field(() => [AccountRecord]) nodes!: AccountRecord[];
  @Field(() => AccountRecordPageInfo) pageInfo!: PageInfo;
}

export const recordOf = (u: User): AccountRecord => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
  suspended: u.suspended,
  suspendedReason: u.suspendedReason,
  suspendedUntil: u.suspendedUntil,
  createdAt: u.createdAt,
  updatedAt: u.updatedAt,
});

// The cursor: the sort key and the id of the last row, base64url JSON.
const encodeCursor = (key: string, id: string) => Buffer.from(JSON.stringify([key, id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // falls through
  }
  throw new BadUserInputError(INVALID_CURSOR, 'after');
}

export const Q_MAX = 100;

@ArgsType()
class AccountRecordsArgs {
  static schema = z.object({
    after: z.string().max(512, INVALID_CURSOR).nullish(),
    q: z.string().max(Q_MAX, `q must be at most ${Q_MAX} characters`).nullish(),
  });

  @Field(() => Int, { nullable: true, description: 'At most 100; 20 when not given.' }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => String, { nullable: true, description: 'Name, username or email starting with q (case-insensitive; a leading @ is ignored).' })
  q?: string | null;
  @Field(() => UserRole, { nullable: true }) role?: UserRole | null;
  @Field(() => Boolean, { nullable: true }) suspended?: boolean | null;
  @Field(() => AccountSort, { nullable: true, defaultValue: AccountSort.NEWEST }) sort?: AccountSort | null;
}

@InputType()
export class UpdateAccountRecordInput {
  static schema = z.object({ name: nameRule.optional(), username: usernameRule.optional(), email: emailRule.optional() });

  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) email?: string;
}

@ArgsType()
class SuspendAccountArgs {
  static schema = z.object({ id: z.string().max(ID_MAX_LENGTH), reason: optionalText('reason', 500) });

  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the suspension ends by itself (in the future); null: permanent.' })
  until?: Date | null;
}

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'Username is already taken';

/** Suspends a member: tokens die first (platform.user_access), then the row; suspendUser's rules. */
export async function suspendMember(ctx: SubgraphContext, actorId: string, user: User, reason: string | null, until: Date | null): Promise<void> {
  const before = suspensionOf(user);
  user.suspended = true;
  user.suspendedReason = reason;
  user.suspendedUntil = until;
  user.updatedAt = ctx.services.clock.now();
  enqueueEvent(ctx.em, 'accountEvent', { userIds: [user.id] }, { kind: 'SUSPENDED', user: { id: user.id } });
  enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
  queueAudit(ctx.em, { actorId, action: 'user.suspend', targetId: user.id, before, after: suspensionOf(user), at: user.updatedAt });
  await ctx.services.revocations.suspendUser(user.id);
  await ctx.em.flush();
}

@Resolver()
export class AdminAccountsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AccountRecordPage, { description: 'Admins only: members, searched, filtered and sorted, a keyset page at a time.' })
  async accountRecords(@Args(() => AccountRecordsArgs) args: AccountRecordsArgs, @Ctx() ctx: SubgraphContext): Promise<AccountRecordPage> {
    requireAdmin(ctx.auth);
    const limit = pageSize(args.first);
    const sort = args.sort ?? AccountSort.NEWEST;
    const s = ctx.services.schema;
    const where: string[] = [];
    const params: unknown[] = [];
    const q = (args.q ?? '').trim().replace(/^@/, '').toLowerCase();
    if (q) {
      const prefix = escapeLike(q) + '%';
      where.push(`(lower(name) LIKE ? OR lower(username) LIKE ? OR lower(email) LIKE ?)`);
      params.push(prefix, prefix, prefix);
    }
    if (args.role) {
      where.push('role = ?');
      params.push(args.role);
    }
    if (args.suspended !== null && args.suspended !== undefined) {
      where.push('suspended = ?');
      params.push(args.suspended);
    }
    const key = sort === AccountSort.NAME ? 'lower(name)' : 'created_at';
    const dir = sort === AccountSort.NEWEST ? 'DESC' : 'ASC';
    if (args.after) {
      const [k, id] = decodeCursor(args.after);
      const value = sort === AccountSort.NAME ? k : new Date(k);
      if (value instanceof Date && Number.isNaN(value.getTime())) throw new BadUserInputError(INVALID_CURSOR, 'after');
      where.push(`(${key}, id) ${dir === 'DESC' ? '<' : '>'} (?, ?)`);
      params.push(value, id);
    }
    const rows = await ctx.em.getConnection().execute<{ id: string }[]>(
      `SELECT id FROM ${s}.users ${where.length ? 'WHERE ' + where.join(' AND ') : ''}
        ORDER BY ${key} ${dir}, id ${dir} LIMIT ${keysetFetchSize(limit)}`,
      params,
    );
    const users = rows.length ? await ctx.em.find(User, { id: { $in: rows.map((r) => r.id) } }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const ordered = rows.map((r) => byId.get(r.id)).filter((u): u is User => !!u);
    const page = keysetPage(ordered, limit, (u) => encodeCursor(sort === AccountSort.NAME ? u.name.toLowerCase() : u.createdAt.toISOString(), u.id));
    return { nodes: page.nodes.map(recordOf), pageInfo: page.pageInfo };
  }

  @UseMiddleware(SignedIn)
  @Query(() => AccountRecord, { description: 'Admins only: one member; NOT_FOUND when there is none.' })
  async accountRecord(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AccountRecord> {
    requireAdmin(ctx.auth);
    return recordOf(await loadUser(ctx, id));
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AccountRecord, { description: "Admins only: a member's name, username or email (each as signUp's rules; taken: CONFLICT)." })
  async updateAccountRecord(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateAccountRecordInput) input: UpdateAccountRecordInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AccountRecord> {
    const admin = requireAdmin(ctx.auth);
    const user = await loadUser(ctx, id);
    const pick = (u: User) => ({ name: u.name, username: u.username, email: u.email });
    const before = pick(user);
    if (input.username !== undefined && input.username.toLowerCase() !== user.username.toLowerCase()) {
      const taken = await findByUsername(ctx, input.username);
      if (taken && taken.id !== user.id) throw new ConflictError(USERNAME_TAKEN, 'username');
    }
    if (input.email !== undefined && input.email !== user.email) {
      const taken = await ctx.em.findOne(User, { email: input.email });
      if (taken && taken.id !== user.id) throw new ConflictError(EMAIL_TAKEN, 'email');
    }
    if (input.name !== undefined) user.name = input.name;
    if (input.username !== undefined) user.username = input.username;
    if (input.email !== undefined) user.email = input.email;
    enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
    queueAudit(ctx.em, { actorId: admin.id, action: 'user.update', targetId: user.id, before, after: pick(user), at: ctx.services.clock.now() });
    try {
      await ctx.em.flush();
    } catch (error) {
      // Two admins racing to one name: the unique indexes answer.
      if (String(error).includes('users_email_lower')) throw new ConflictError(EMAIL_TAKEN, 'email');
      if (String(error).includes('users_username_lower')) throw new ConflictError(USERNAME_TAKEN, 'username');
      throw error;
    }
    return recordOf(user);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AccountRecord, {
    description: "Admins only: the member's tokens, sessions and sockets end at once and they cannot sign in; with `until`, it ends by itself then.",
  })
  async suspendAccount(@Args(() => SuspendAccountArgs) args: SuspendAccountArgs, @Ctx() ctx: SubgraphContext): Promise<AccountRecord> {
    const admin = requireAdmin(ctx.auth);
    if (admin.id === args.id) throw new ForbiddenError('You cannot suspend yourself');
    if (args.until && args.until.getTime() <= ctx.services.clock.now().getTime()) throw new BadUserInputError('until must be in the future', 'until');
    const user = await loadUser(ctx, args.id);
    await suspendMember(ctx, admin.id, user, args.reason ?? null, args.until ?? null);
    return recordOf(user);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AccountRecord, { description: 'Admins only: lifts a suspension (tokens issued before it stay dead).' })
  async unsuspendAccount(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AccountRecord> {
    const admin = requireAdmin(ctx.auth);
    const user = await loadUser(ctx, id);
    const before = suspensionOf(user);
    user.suspended = false;
    user.suspendedReason = null;
    user.suspendedUntil = null;
    user.updatedAt = ctx.services.clock.now();
    enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
    queueAudit(ctx.em, { actorId: admin.id, action: 'user.unsuspend', targetId: user.id, before, after: suspensionOf(user), at: user.updatedAt });
    await ctx.em.flush();
    await ctx.services.revocations.unsuspendUser(user.id);
    return recordOf(user);
  }
}
