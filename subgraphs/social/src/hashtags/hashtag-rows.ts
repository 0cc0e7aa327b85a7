// Reading tags: counts from the hashtags table, the caller's follows through a loader.
import { byKeys, type SubgraphContext } from '@pulse/kit';
import { FollowedHashtag, Hashtag } from './entities.js';

export async function hashtagsNamed(ctx: SubgraphContext, names: readonly string[]): Promise<Hashtag[]> {
  if (names.length === 0) return [];
  const rows = await ctx.em.execute<{ name: string; post_count: number }[]>(
    `SELECT name, post_count FROM "${ctx.services.schema}".hashtags WHERE name IN (${names.map(() => '?').join(', ')})`,
    [...names],
  );
  return byKeys(names, rows, (r) => r.name).map((row, i) => ({ name: names[i], postCount: row?.post_count ?? 0 }));
}

/** Whether the signed-in caller follows each tag (false signed out). */
export function followedByCaller(ctx: SubgraphContext) {
  return ctx.loaders.get<string, boolean>('hashtagFollowed', async (names) => {
    const me = ctx.auth.user?.id;
    if (!me) return names.map(() => false);
    const rows = await ctx.em.find(FollowedHashtag, { userId: me, tag: { $in: [...names] } }, { disableIdentityMap: true });
    const followed = new Set(rows.map((r) => r.tag));
    return names.map((n) => followed.has(n));
  });
}
