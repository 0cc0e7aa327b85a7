// An admin changes a member's role (the dashboard's "roles"; the first admin comes from
// `npm run admin -- grant EMAIL`, docs/roles.md). The role is checked here, at the subgraph.
import { Args, ArgsType, Ctx, Field, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { requireAdmin, ForbiddenError, NotFoundError, SignedIn, UserRole, type SubgraphContext } from '@pulse/kit';
import { User } from '../entities.js';
import { loadUser } from '../users.js';
import { changeRole } from '../roles.js';
import { insertAudit, wireRole } from '../../audit/outbox.js';

@ArgsType()
class SetUserRoleArgs {
  @Field(() => ID) userId!: string;
  @Field(() => UserRole) role!: UserRole;
}

@Resolver()
export class SetUserRoleResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => User, {
    description: "Admins only. A promotion reaches the member's web client at once; a demotion also ends every session they had. Audited.",
  })
  async setUserRole(@Args(() => SetUserRoleArgs) { userId, role }: SetUserRoleArgs, @Ctx() ctx: SubgraphContext): Promise<User> {
    const admin = requireAdmin(ctx.auth);
    // An admin demoting themself could leave nobody able to grant roles again.
    if (admin.id === userId) throw new ForbiddenError('You cannot change your own role');
    const changed = await ctx.em.transactional(async (tx) => {
      const execute = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
      const change = await changeRole(execute, ctx.services.schema, { id: userId }, role);
      // Its audit record commits with the change (audit/outbox.ts); no change, no record.
      if (change && change.from !== change.to) {
        const at = ctx.services.clock.now();
        await insertAudit(execute, ctx.services.schema, {
          actorId: admin.id,
          action: 'user.role',
          targetId: change.id,
          before: { role: wireRole(change.from) },
          after: { role: wireRole(change.to) },
          at,
        });
      }
      return change;
    });
    if (!changed) throw new NotFoundError('User not found');
    ctx.em.clear();
    return loadUser(ctx, userId);
  }
}
