// createReply: a REPLY post answering a published post (replies can be answered too, which
// makes the chains postThread walks). Idempotent with clientId like createPost.
import type { SubgraphContext } from '@pulse/kit';
import { requireMember, requireTargetPost } from '../access.js';
import { validContent, validMedias } from '../validation.js';
import { createChildPost } from './post-with-parent.js';
import { postByClientId, validClientId } from './create-post.js';
import type { PostRecord } from '../post-rows.js';

export const LOGIN_TO_REPLY = 'Please log in to reply';

export interface ReplyInput {
  content: string;
  medias?: { url: string; type: string }[] | null;
  clientId?: string | null;
}

export async function createReply(_: unknown, args: { postId: string; input: ReplyInput }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_REPLY);
  const content = validContent(args.input.content);
  const medias = validMedias(args.input.medias);
  const clientId = validClientId(args.input.clientId);
  const earlier = await postByClientId(ctx, userId, clientId);
  if (earlier) return earlier;
  const target = await requireTargetPost(ctx, args.postId);
  return createChildPost(ctx, { userId, kind: 'REPLY', target, content, medias, clientId });
}
