// releaseHeldContent: a moderator (or admin) publishes a post or comment that image screening
// held. It goes out as if published now: it gets its publication time at release, so it
// appears at the top of its author's followers' feeds (the keyset feeds order by publication
// time, and a post slotted in at its creation time would be missed by anyone who already paged
// past it), and what publication does happens now: mentions are notified, a comment counts on
// its post and notifies that post's author. The role is checked here, not only by the client
// or gateway. Removing held content is the moderation queue's removal (admin subgraph).
import { Arg, Ctx, ID, Mutation, Resolver, registerEnumType } from 'type-graphql';
import { LockMode } from '@mikro-orm/postgresql';
import { NotFoundError, requireModerator, type SubgraphContext } from '@pulse/kit';
import { Post } from '../../posts/entities.js';
import { refetchPost, type PostRecord } from '../../posts/post-rows.js';
import { lockForCounting } from '../../posts/counted-toggle.js';
import { announceChildPost } from '../../posts/operations/post-with-parent.js';
import { postLoader } from '../../posts/access.js';
import { notify } from '../../notifications/notify.js';
import { announceNewPosts } from '../../live/announce.js';
import { heldKindOf } from '../flags.js';

export const HeldContentKind = { POST: 'POST', COMMENT: 'COMMENT' } as const;
export type HeldContentKind = (typeof HeldContentKind)[keyof typeof HeldContentKind];
registerEnumType(HeldContentKind, { name: 'HeldContentKind', description: 'What was held: a post (also a quote) or a comment (a reply).' });

export const NO_HELD_CONTENT = 'No held content with this id';

@Resolver()
export class ReleaseHeldContentResolver {
  @Mutation(() => Post, {
    description:
      'Moderators and admins: publishes a post or comment held by image screening, as if published now. NOT_FOUND when it is not held (released, deleted or never held).',
  })
  async releaseHeldContent(@Arg('kind', () => HeldContentKind) kind: HeldContentKind, @Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    requireModerator(ctx.auth);
    await ctx.em.transactional(async (em) => {
      // Locked: a second release, or the author deleting it, waits and then finds it gone.
      const post = await em.findOne(Post, { id, status: 'HELD' }, { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post || heldKindOf(post.type) !== kind) throw new NotFoundError(NO_HELD_CONTENT);
      const now = ctx.services.clock.now();
      const targetId = post.type === 'REPLY' ? post.parentId : post.type === 'QUOTE' ? post.originalPostId : null;
      // Its post still published: the comment counts on it now (locked before counting, as
      // when a reply is created). Gone or no longer published: it goes out counting on nothing.
      const target =
        targetId && (await lockForCounting(em, targetId, { status: 'POSTED' })) ? await em.findOne(Post, { id: targetId }, { disableIdentityMap: true }) : null;
      await em.nativeUpdate(Post, { id }, { status: 'POSTED', publishedAt: now, updatedAt: now });
      const tx = { ...ctx, em };
      if (target) await announceChildPost(tx, post, target);
      else
        await notify(
          tx,
          post.mentionIds.map((recipientId) => ({ kind: 'MENTION' as const, recipientId, actorId: post.userId, postId: post.id })),
        );
      await announceNewPosts(em, [post]);
    });
    postLoader(ctx).clear(id);
    return refetchPost(ctx, id);
  }
}
