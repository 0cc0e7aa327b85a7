// quotePost: a QUOTE post of the caller's words embedding the original (a quote of a repost
// quotes what was reposted).
import { Args, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { signedIn, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireTargetPost } from '../access.js';
import { QuotePostArgs } from '../inputs.js';
import { createChildPost } from './post-with-parent.js';
import { requireMayInteract } from '../interaction-policy.js';
import type { PostRecord } from '../post-rows.js';

export const LOGIN_TO_QUOTE = 'Please log in to quote posts';

@Resolver()
export class QuotePostResolver {
  /** The content arrives trimmed and checked (QuotePostArgs). */
  @UseMiddleware(signedIn(LOGIN_TO_QUOTE))
  @Mutation(() => Post, { description: "A QUOTE post of id with the caller's content." })
  async quotePost(@Args(() => QuotePostArgs) args: QuotePostArgs, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_QUOTE);
    const target = await requireTargetPost(ctx, args.id);
    await requireMayInteract(ctx, target, 'quote', userId);
    return createChildPost(ctx, { userId, kind: 'QUOTE', target, content: args.content });
  }
}
