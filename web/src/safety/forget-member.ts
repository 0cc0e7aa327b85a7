// After a block or a mute the member's posts leave what is on screen at once: their posts,
// reposts of their posts and the notifications they caused are evicted from the Apollo cache
// (lists drop dangling references when read). The server leaves them out of the next read too
// (docs/safety.md); after an unblock or unmute the open lists are asked again.
import type { ApolloCache, ApolloClient, NormalizedCacheObject, Reference, StoreObject } from '@apollo/client';

type Entry = StoreObject & { user?: Reference; actor?: Reference; originalPost?: Reference | null };

/** The cache ids of entries authored by, reposting, or caused by `userId`. */
export function entriesOf(snapshot: NormalizedCacheObject, userId: string): string[] {
  const member = `User:${userId}`;
  const byMember = (ref: Reference | null | undefined) => ref?.__ref === member;
  const theirPosts = new Set(
    Object.entries(snapshot).flatMap(([id, entry]) => ((entry as Entry | undefined)?.__typename === 'Post' && byMember((entry as Entry).user) ? [id] : [])),
  );
  return Object.entries(snapshot).flatMap(([id, value]) => {
    const entry = value as Entry | undefined;
    if (!entry) return [];
    if (theirPosts.has(id)) return [id];
    if (entry.__typename === 'Post' && entry.originalPost && theirPosts.has(entry.originalPost.__ref)) return [id];
    if (entry.__typename === 'Notification' && byMember(entry.actor)) return [id];
    return [];
  });
}

export function forgetMember(cache: ApolloCache<object>, userId: string): void {
  for (const id of entriesOf(cache.extract() as NormalizedCacheObject, userId)) cache.evict({ id });
  cache.gc();
}

/** After an unblock or unmute: what is open is read again, with their posts back. */
export async function rememberMember(client: ApolloClient<object>): Promise<void> {
  await client.refetchQueries({ include: 'active' });
}
