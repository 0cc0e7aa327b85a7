// createReply: a REPLY post answering a published post (replies can be answered too, which
// makes the chains postThread walks). Idempotent with clientId like createPost.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { signedIn, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireTargetPost } from '../access.js';
import { ReplyInput } from '../inputs.js';
import { createChildPost } from './post-with-parent.js';
import { requireMayInteract } from '../interaction-policy.js';
import { postByClientId } from './create-post.js';
import type { PostRecord } from '../post-rows.js';

export const LOGIN_TO_REPLY = 'Please log in to reply';

@Resolver()
export class CreateReplyResolver {
  @UseMiddleware(signedIn(LOGIN_TO_REPLY))
  @Mutation(() => Post)
  async createReply(@Arg('postId', () => ID) postId: string, @Arg('input', () => ReplyInput) input: ReplyInput, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_REPLY);
    const earlier = await postByClientId(ctx, userId, input.clientId);
    if (earlier) return earlier;
    const target = await requireTargetPost(ctx, postId);
    await requireMayInteract(ctx, target, 'reply', userId);
    return createChildPost(ctx, { userId, kind: 'REPLY', target, content: input.content, medias: input.medias, clientId: input.clientId });
  }
}
