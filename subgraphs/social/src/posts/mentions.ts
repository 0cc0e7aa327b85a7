// @username mentions. Social never reads accounts' tables: each name is looked up through the
// accounts subgraph over HTTP, as the author, and unknown names are simply not mentions.
import { askSubgraph, type SubgraphContext } from '@pulse/kit';

export const MAX_MENTIONS = 10;
// Usernames are 3-30 letters, digits and underscores; an @ inside a word (an email address) is not a mention.
const MENTION = /(?:^|[^A-Za-z0-9_@.])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/g;

export function mentionedUsernames(content: string): string[] {
  const names = new Map<string, string>();
  for (const match of content.matchAll(MENTION)) {
    const key = match[1].toLowerCase();
    if (!names.has(key)) names.set(key, match[1]);
    if (names.size === MAX_MENTIONS) break;
  }
  return [...names.values()];
}

async function findUserId(ctx: SubgraphContext, username: string): Promise<string | null> {
  const res = await askSubgraph(ctx, 'accounts', 'query($u: String!) { findUser(username: $u) { id } }', { u: username });
  const body = (await res.json().catch(() => ({}))) as { data?: { findUser?: { id: string } | null } };
  return body.data?.findUser?.id ?? null;
}

/** Ids of the members mentioned in the content, the author left out, in order of first mention. */
export async function resolveMentions(ctx: SubgraphContext, content: string, authorId: string): Promise<string[]> {
  const names = mentionedUsernames(content);
  if (names.length === 0) return [];
  const ids = await Promise.all(names.map((name) => findUserId(ctx, name)));
  return [...new Set(ids.filter((id): id is string => !!id && id !== authorId))];
}
