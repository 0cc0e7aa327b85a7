// Post.canReply / canQuote: whether the signed-in member may reply to or quote the post, by
// the same rule createReply and quotePost enforce (interaction-policy.ts), so the card shows
// what the subgraph would accept.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Post } from './entities.js';
import { viewerId } from './access.js';
import { mayInteract } from './interaction-policy.js';
import type { PostRecord } from './post-rows.js';

@Resolver(() => Post)
export class InteractionFieldsResolver {
  @FieldResolver(() => Boolean, { description: "Whether the signed-in member may reply, by the author's reply controls (false signed out)." })
  canReply(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return mayInteract(ctx, post, 'reply', viewerId(ctx));
  }

  @FieldResolver(() => Boolean, { description: "Whether the signed-in member may quote, by the author's quote controls (false signed out)." })
  canQuote(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return mayInteract(ctx, post, 'quote', viewerId(ctx));
  }
}
