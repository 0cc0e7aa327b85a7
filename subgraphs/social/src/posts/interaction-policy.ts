// Reply and quote controls (issue 24): the author chooses who may reply to a post and who may
// quote it, and may change it after posting. Enforced here, when a reply or a quote is
// created; the card reads canReply / canQuote (the same rule) to show or hide its buttons.
//
// EVERYONE: any member. FOLLOWING: members the author follows, and members the post mentions.
// MENTIONED: only members the post mentions. NOBODY: nobody. The author may always reply to
// and quote their own post. The rule is the post's own: a reply to a reply follows the
// reply's controls (docs/social-posts.md).
import { registerEnumType } from 'type-graphql';
import { ForbiddenError, type SubgraphContext } from '@pulse/kit';
import { Follow } from '../follows/entities.js';
import type { PostRecord } from './post-rows.js';

export const InteractionPolicy = { EVERYONE: 'EVERYONE', FOLLOWING: 'FOLLOWING', MENTIONED: 'MENTIONED', NOBODY: 'NOBODY' } as const;
export type InteractionPolicy = (typeof InteractionPolicy)[keyof typeof InteractionPolicy];
registerEnumType(InteractionPolicy, {
  name: 'InteractionPolicy',
  description: 'Who may reply to or quote a post: everyone, people the author follows (and those mentioned), only those mentioned, or nobody.',
});
export const INTERACTION_POLICIES = Object.values(InteractionPolicy);

export const REPLY_NOT_ALLOWED = 'The author has limited who can reply to this post';
export const QUOTE_NOT_ALLOWED = 'The author has limited who can quote this post';

export type Interaction = 'reply' | 'quote';

/** Which of the authors follow the signed-in member, one query per request. */
function followsMeLoader(ctx: SubgraphContext, me: string) {
  return ctx.loaders.get<string, boolean>(`authorFollows:${me}`, async (authorIds) => {
    const rows = await ctx.em.find(Follow, { followeeId: me, followerId: { $in: [...authorIds] } }, { disableIdentityMap: true });
    const following = new Set(rows.map((r) => r.followerId));
    return authorIds.map((id) => following.has(id));
  });
}

function policyOf(post: PostRecord, what: Interaction): InteractionPolicy {
  return what === 'reply' ? post.replyPolicy : post.quotePolicy;
}

/** Whether this member may reply to (or quote) the post, by its author's controls. */
export async function mayInteract(ctx: SubgraphContext, post: PostRecord, what: Interaction, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  if (post.userId === userId) return true;
  const policy = policyOf(post, what);
  if (policy === 'EVERYONE') return true;
  if (policy === 'NOBODY') return false;
  if (post.mentionIds.includes(userId)) return true;
  if (policy === 'MENTIONED') return false;
  return followsMeLoader(ctx, userId).load(post.userId);
}

/** FORBIDDEN with reason REPLY_NOT_ALLOWED / QUOTE_NOT_ALLOWED when the controls leave the member out. */
export async function requireMayInteract(ctx: SubgraphContext, post: PostRecord, what: Interaction, userId: string): Promise<void> {
  if (await mayInteract(ctx, post, what, userId)) return;
  if (what === 'reply') throw new ForbiddenError(REPLY_NOT_ALLOWED, { reason: 'REPLY_NOT_ALLOWED', policy: post.replyPolicy });
  throw new ForbiddenError(QUOTE_NOT_ALLOWED, { reason: 'QUOTE_NOT_ALLOWED', policy: post.quotePolicy });
}
