// Members for admins (issue 23, docs/admin.md): list, read, edit, change the role, suspend for
// a duration or permanently, lift. The data lives in accounts, so each operation asks accounts
// as the admin (accounts checks the role again), after checking it here. Accounts writes each
// change's audit record in the change's own transaction; once it answered, a pass of the
// account audit reader appends it to the audit log (account-audit/reader.ts), so the row is
// there when the dashboard asks, and reaches it later if this process dies first.
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, registerEnumType, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import {
  askSubgraph,
  BadUserInputError,
  ConflictError,
  ForbiddenError,
  ID_MAX_LENGTH,
  INVALID_CURSOR,
  NotFoundError,
  pageInfoType,
  requireAdmin,
  ServiceUnavailableError,
  SignedIn,
  UnauthenticatedError,
  UserRole,
  type PageInfo,
  type SubgraphAnswer,
  type SubgraphContext,
} from '@pulse/kit';
import {
  AdminAccountRecordDocument,
  AdminAccountRecordsDocument,
  AdminSetUserRoleDocument,
  AdminSuspendAccountDocument,
  AdminUnsuspendAccountDocument,
  AdminUpdateAccountRecordDocument,
  type AccountSort,
  type Role,
  type AdminAccountFieldsFragment,
} from '../../calls.generated.js';
import { catchUpAccountAudit } from '../../account-audit/reader.js';
import { DURATION_MAX, DURATION_OR_PERMANENT, parseDuration } from '../duration.js';

export enum AdminUserSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  NAME = 'NAME',
}
registerEnumType(AdminUserSort, { name: 'AdminUserSort', description: 'NEWEST / OLDEST: by sign-up; NAME: by name (A-Z), case-insensitive.' });

@ObjectType({ description: 'A member as admins see them.' })
export class AdminUser {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => UserRole) role!: UserRole;
  @Field(() => Boolean) suspended!: boolean;
  @Field(() => String, { nullable: true }) suspendedReason!: string | null;
  @Field(() => String, { nullable: true, description: 'When a timed suspension ends by itself (ISO 8601); null when permanent or not suspended.' })
  suspendedUntil!: string | null;
  @Field(() => String, { description: 'ISO 8601.' }) createdAt!: string;
  @Field(() => String, { description: 'ISO 8601.' }) updatedAt!: string;
}

const AdminUserPageInfo = pageInfoType('AdminUserPageInfo');

@ObjectType()
class AdminUserPage {
  @Field(() => [AdminUser]) nodes!: AdminUser[];
  @Field(() => AdminUserPageInfo) pageInfo!: PageInfo;
}

const Q_MAX = 100;

@ArgsType()
class AdminUsersArgs {
  static schema = z.object({
    after: z.string().max(512, INVALID_CURSOR).nullish(),
    q: z.string().max(Q_MAX, `q must be at most ${Q_MAX} characters`).nullish(),
  });

  @Field(() => Int, { nullable: true, description: 'At most 100; 20 when not given.' }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => String, { nullable: true, description: 'Name, username or email starting with q (case-insensitive).' }) q?: string | null;
  @Field(() => UserRole, { nullable: true }) role?: UserRole | null;
  @Field(() => Boolean, { nullable: true }) suspended?: boolean | null;
  @Field(() => AdminUserSort, { nullable: true, defaultValue: AdminUserSort.NEWEST }) sort?: AdminUserSort | null;
}

@InputType()
export class AdminUpdateUserInput {
  // Bounds only: accounts applies signUp's rules to each (and answers the field).
  static schema = z.object({
    name: z.string().max(200, 'Name must be at most 50 characters').optional(),
    username: z.string().max(64, 'Username must be 3-30 characters: letters, numbers and underscores only').optional(),
    email: z.string().max(254, 'Please enter a valid email address').optional(),
  });

  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => UserRole, { nullable: true, description: "A new role (setUserRole's rules: not your own)." }) role?: UserRole;
}

@InputType()
export class AdminSuspendInput {
  static schema = z.object({
    reason: z.string().max(500, 'reason must be at most 500 characters').nullish(),
    duration: z.string().max(DURATION_MAX, 'Duration must be an ISO 8601 duration in weeks, days, hours or minutes, like P7D or PT12H').nullish(),
  });

  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 in weeks, days, hours or minutes (P7D, PT12H, P1DT6H); at most P3650D.' })
  duration?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true: until an admin lifts it. Exactly one of duration and permanent.' })
  permanent?: boolean | null;
}

// Over the wire a role is its GraphQL name (ADMIN); in here the stored value (admin).
const toUser = (r: AdminAccountFieldsFragment): AdminUser => ({ ...r, role: UserRole[r.role] });
const wireRole = (role: UserRole): Role => (Object.keys(UserRole) as Role[]).find((key) => UserRole[key] === role)!;

/** Accounts' refusal as ours: the same code, message and field. */
function refused(answer: SubgraphAnswer<unknown>): Error {
  const error = answer.errors[0];
  const code = error?.extensions?.code;
  const field = typeof error?.extensions?.field === 'string' ? error.extensions.field : undefined;
  if (!error) return new ServiceUnavailableError('Accounts did not answer; try again');
  if (code === 'NOT_FOUND') return new NotFoundError('User not found');
  if (code === 'FORBIDDEN') return new ForbiddenError(error.message);
  if (code === 'UNAUTHENTICATED') return new UnauthenticatedError(error.message);
  if (code === 'CONFLICT') return new ConflictError(error.message, field);
  if (code === 'BAD_USER_INPUT') return new BadUserInputError(error.message, field);
  return new ServiceUnavailableError('Accounts did not answer; try again');
}

function answerOf<T>(answer: SubgraphAnswer<T>): T {
  if (!answer.data || answer.errors.length) throw refused(answer);
  return answer.data;
}

async function accountOf(ctx: SubgraphContext, id: string): Promise<AdminUser> {
  return toUser(answerOf(await askSubgraph(ctx, 'accounts', AdminAccountRecordDocument, { id })).accountRecord);
}

@ArgsType()
class IdArgs {
  static schema = z.object({ id: z.string().max(ID_MAX_LENGTH) });
  @Field(() => ID) id!: string;
}

@Resolver()
export class AdminUsersResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AdminUserPage, { description: 'Admins only: members, searched, filtered and sorted, a keyset page at a time.' })
  async adminUsers(@Args(() => AdminUsersArgs) args: AdminUsersArgs, @Ctx() ctx: SubgraphContext): Promise<AdminUserPage> {
    requireAdmin(ctx.auth);
    const data = answerOf(
      await askSubgraph(ctx, 'accounts', AdminAccountRecordsDocument, {
        first: args.first ?? null,
        after: args.after ?? null,
        q: args.q ?? null,
        role: args.role ? wireRole(args.role) : null,
        suspended: args.suspended ?? null,
        sort: (args.sort ?? AdminUserSort.NEWEST) as unknown as AccountSort,
      }),
    );
    return { nodes: data.accountRecords.nodes.map(toUser), pageInfo: data.accountRecords.pageInfo };
  }

  @UseMiddleware(SignedIn)
  @Query(() => AdminUser, { description: 'Admins only: one member; NOT_FOUND when there is none.' })
  async adminUser(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: SubgraphContext): Promise<AdminUser> {
    requireAdmin(ctx.auth);
    return accountOf(ctx, id);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AdminUser, {
    description: "Admins only: a member's name, username, email (signUp's rules; taken: CONFLICT) and role (not your own). Audited.",
  })
  async adminUpdateUser(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AdminUpdateUserInput) input: AdminUpdateUserInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AdminUser> {
    requireAdmin(ctx.auth);
    let after = await accountOf(ctx, id);
    const profile = { name: input.name, username: input.username, email: input.email };
    if (Object.values(profile).some((v) => v !== undefined && v !== null)) {
      const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined && v !== null));
      after = toUser(answerOf(await askSubgraph(ctx, 'accounts', AdminUpdateAccountRecordDocument, { id, input: changes })).updateAccountRecord);
      await catchUpAccountAudit(ctx.services);
    }
    if (input.role && input.role !== after.role) {
      answerOf(await askSubgraph(ctx, 'accounts', AdminSetUserRoleDocument, { userId: id, role: wireRole(input.role) }));
      after = await accountOf(ctx, id);
      await catchUpAccountAudit(ctx.services);
    }
    return after;
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AdminUser, {
    description:
      "Admins only: the member's sessions and sockets end at once and they cannot sign in, for `duration` (ISO 8601, e.g. P7D) or until lifted (`permanent: true`). Audited.",
  })
  async adminSuspendUser(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AdminSuspendInput) input: AdminSuspendInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AdminUser> {
    const admin = requireAdmin(ctx.auth);
    const duration = input.duration?.trim() || null;
    if (!!duration === !!input.permanent) throw new BadUserInputError(DURATION_OR_PERMANENT, 'duration');
    const until = duration ? new Date(ctx.services.clock.now().getTime() + parseDuration(duration)).toISOString() : null;
    if (admin.id === id) throw new ForbiddenError('You cannot suspend yourself');
    const reason = input.reason?.trim() || null;
    const after = toUser(answerOf(await askSubgraph(ctx, 'accounts', AdminSuspendAccountDocument, { id, reason, until })).suspendAccount);
    await catchUpAccountAudit(ctx.services);
    return after;
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AdminUser, { description: 'Admins only: lifts a suspension (the member signs in again). Audited.' })
  async adminUnsuspendUser(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: SubgraphContext): Promise<AdminUser> {
    requireAdmin(ctx.auth);
    const after = toUser(answerOf(await askSubgraph(ctx, 'accounts', AdminUnsuspendAccountDocument, { id })).unsuspendAccount);
    await catchUpAccountAudit(ctx.services);
    return after;
  }
}
