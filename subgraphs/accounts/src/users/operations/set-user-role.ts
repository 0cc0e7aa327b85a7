// An admin changes a member's role (the dashboard's "roles"; the first admin comes from
// `npm run admin -- grant EMAIL`, docs/roles.md). The role is checked here, at the subgraph.
import { Args, ArgsType, Ctx, Field, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { requireAdmin, ForbiddenError, NotFoundError, SignedIn, UserRole, type SubgraphContext } from '@pulse/kit';
import { User } from '../entities.js';
import { loadUser } from '../users.js';
import { changeRole } from '../roles.js';

@ArgsType()
class SetUserRoleArgs {
  @Field(() => ID) userId!: string;
  @Field(() => UserRole) role!: UserRole;
}

@Resolver()
export class SetUserRoleResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => User, {
    description: "Admins only. A promotion reaches the member's web client at once; a demotion also ends every session they had.",
  })
  async setUserRole(@Args(() => SetUserRoleArgs) { userId, role }: SetUserRoleArgs, @Ctx() ctx: SubgraphContext): Promise<User> {
    const admin = requireAdmin(ctx.auth);
    // An admin demoting themself could leave nobody able to grant roles again.
    if (admin.id === userId) throw new ForbiddenError('You cannot change your own role');
    const changed = await ctx.em.transactional((tx) =>
      changeRole((sql, params) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext()), ctx.services.schema, { id: userId }, role),
    );
    if (!changed) throw new NotFoundError('User not found');
    ctx.em.clear();
    return loadUser(ctx, userId);
  }
}
