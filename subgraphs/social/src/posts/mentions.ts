// @username mentions. Social never reads accounts' tables: each name is looked up through the
// accounts subgraph over HTTP, as the author, and unknown names are simply not mentions.
import { askSubgraph, SubgraphAnswerError, type SubgraphContext } from '@pulse/kit';
import { MentionedMemberDocument } from '../calls.generated.js';

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
  try {
    const answer = await askSubgraph(ctx, 'accounts', MentionedMemberDocument, { username });
    // An unknown name answers NOT_FOUND and no data: simply not a mention.
    return answer.data?.findUser.id ?? null;
  } catch (error) {
    if (error instanceof SubgraphAnswerError) return null;
    throw error;
  }
}

/** Ids of the members mentioned in the content, the author left out, in order of first mention. */
export async function resolveMentions(ctx: SubgraphContext, content: string, authorId: string): Promise<string[]> {
  const names = mentionedUsernames(content);
  if (names.length === 0) return [];
  const ids = await Promise.all(names.map((name) => findUserId(ctx, name)));
  return [...new Set(ids.filter((id): id is string => !!id && id !== authorId))];
}
