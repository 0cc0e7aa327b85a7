// cancelSchedule: a scheduled post turns back into a draft (its time is kept, so editing it
// from the drafts list loads that time again).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, type SubgraphContext, signedIn } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireOwnPost } from '../access.js';
import { refetchPost, type PostRecord } from '../post-rows.js';
import { LOGIN_TO_POST } from './create-post.js';

export const NOT_SCHEDULED = 'This post is not scheduled';

@Resolver()
export class CancelScheduleResolver {
  @UseMiddleware(signedIn(LOGIN_TO_POST))
  @Mutation(() => Post, { description: 'A scheduled post turns back into a draft.' })
  async cancelSchedule(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_POST);
    await requireOwnPost(ctx, id, userId);
    // Conditional on the status: the publisher may have published it a moment ago.
    const changed = await ctx.em.nativeUpdate(Post, { id, status: 'SCHEDULED' }, { status: 'DRAFT', updatedAt: new Date() });
    if (changed === 0) throw new BadUserInputError(NOT_SCHEDULED, 'id');
    return refetchPost(ctx, id);
  }
}
