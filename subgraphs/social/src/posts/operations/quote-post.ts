// quotePost: a QUOTE post of the caller's words embedding the original (a quote of a repost
// quotes what was reposted).
import type { SubgraphContext } from '@pulse/kit';
import { requireMember, requireTargetPost } from '../access.js';
import { validContent } from '../validation.js';
import { createChildPost } from './post-with-parent.js';
import type { PostRecord } from '../post-rows.js';

export const LOGIN_TO_QUOTE = 'Please log in to quote posts';

export async function quotePost(_: unknown, args: { id: string; content: string }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_QUOTE);
  const content = validContent(args.content);
  const target = await requireTargetPost(ctx, args.id);
  return createChildPost(ctx, { userId, kind: 'QUOTE', target, content });
}
