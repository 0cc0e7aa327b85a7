// Reading members: the batched loader every resolver uses, and the User type's fields.
import { byKeys, NotFoundError, type SubgraphContext } from '@pulse/kit';
import { User } from './entities/user.js';

export function userLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, User | null>('userById', async (ids) => {
    const rows = await ctx.em.find(User, { id: { $in: [...ids] } });
    return byKeys(ids, rows, (u) => u.id);
  });
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

export const userFields = {
  email: (user: User, _args: unknown, ctx: SubgraphContext) =>
    ctx.auth.user && (ctx.auth.user.id === user.id || ctx.auth.user.role === 'admin') ? user.email : null,
  profileURL: (user: User, _args: unknown, ctx: SubgraphContext) =>
    `${ctx.services.config.publicUrl}/${encodeURIComponent(user.username)}`,
  role: (user: User) => user.role.toUpperCase(),
};
