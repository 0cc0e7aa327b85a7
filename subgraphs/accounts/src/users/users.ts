// Reading members: the batched loader every resolver uses, and the User fields that depend
// on who asks.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { byKeys, NotFoundError, readEntitiesByIds, UserRole, type SubgraphContext } from '@pulse/kit';
import { User } from './entities.js';

export function userLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, User | null>('userById', async (ids) => {
    const rows = await ctx.em.find(User, { id: { $in: [...ids] } });
    return byKeys(ids, rows, (u) => u.id);
  });
}

/**
 * Members as other subgraphs name them (`User` references: a post's author, a message's
 * sender), for reading only: one plain statement per batch, outside the identity map, instead
 * of the ORM's find that userLoader runs for the operations that change a member.
 */
export function userReferenceLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, User | null>('userReferenceById', async (ids) =>
    byKeys(ids, await readEntitiesByIds(ctx.em, User, ctx.services.schema, ids), (u) => u.id),
  );
}

export async function loadUser(ctx: SubgraphContext, id: string): Promise<User> {
  const user = await userLoader(ctx).load(id);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export async function findByUsername(ctx: SubgraphContext, username: string): Promise<User | null> {
  return ctx.em.findOne(User, { username: { $ilike: escapeLike(username) } });
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Only the member themself and admins see the address; null for everyone else.' })
  email(@Root() user: User, @Ctx() ctx: SubgraphContext): string | null {
    const viewer = ctx.auth.user;
    return viewer && (viewer.id === user.id || viewer.role === UserRole.ADMIN) ? user.email : null;
  }

  @FieldResolver(() => String, { description: "The absolute address of the member's profile page." })
  profileURL(@Root() user: User, @Ctx() ctx: SubgraphContext): string {
    return `${ctx.services.config.publicUrl}/${encodeURIComponent(user.username)}`;
  }
}
