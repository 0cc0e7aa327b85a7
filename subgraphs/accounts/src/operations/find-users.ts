// user(id), findUser and searchUsers: looking members up.
import { BadUserInputError, NotFoundError, looksLikeId, pageSize, requireUser, type SubgraphContext } from '@pulse/kit';
import { User } from '../entities/user.js';
import { escapeLike, findByUsername, loadUser, userLoader } from '../users.js';

export const MUST_PROVIDE_ID_OR_USERNAME = 'Must provide either id or username';
const SEARCH_MAX = 50;

export async function user(_: unknown, { id }: { id: string }, ctx: SubgraphContext) {
  return loadUser(ctx, id);
}

/** The spec's rule: an id-shaped value is an id, anything else a username. */
export async function findUser(_: unknown, args: { id?: string | null; username?: string | null }, ctx: SubgraphContext) {
  const value = (args.id ?? '').trim() || (args.username ?? '').trim().replace(/^@/, '');
  if (!value) throw new BadUserInputError(MUST_PROVIDE_ID_OR_USERNAME);
  const found = looksLikeId(value) ? await userLoader(ctx).load(value) : await findByUsername(ctx, value);
  if (!found) throw new NotFoundError('User not found');
  return found;
}

export async function searchUsers(_: unknown, args: { q: string; first?: number | null }, ctx: SubgraphContext) {
  const caller = requireUser(ctx.auth);
  const limit = pageSize(args.first, 20, SEARCH_MAX);
  const q = args.q.trim().replace(/^@/, '');
  if (!q) return [];
  // Best matches first, ranked in SQL so a good match is never cut off by the limit: the
  // exact username, then name or username prefixes, then the rest alphabetically.
  const lower = q.toLowerCase();
  const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT * FROM "${ctx.services.schema}".users
     WHERE id <> ? AND NOT suspended AND (name ILIKE ? OR username ILIKE ?)
     ORDER BY lower(username) = ? DESC,
              (lower(username) LIKE ? OR lower(name) LIKE ?) DESC,
              lower(name), id
     LIMIT ?`,
    [caller.id, `%${escapeLike(q)}%`, `%${escapeLike(q)}%`, lower, `${escapeLike(lower)}%`, `${escapeLike(lower)}%`, limit],
  );
  return rows.map((row) => ctx.em.map(User, row));
}
