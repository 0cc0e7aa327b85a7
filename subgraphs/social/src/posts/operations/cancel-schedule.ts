// cancelSchedule: a scheduled post turns back into a draft (its time is kept, so editing it
// from the drafts list loads that time again).
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { BadUserInputError, table, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireOwnPost } from '../access.js';
import { refetchPost, type PostRecord } from '../post-rows.js';
import { LOGIN_TO_POST } from './create-post.js';

export const NOT_SCHEDULED = 'This post is not scheduled';

@Resolver()
export class CancelScheduleResolver {
  @Mutation(() => Post, { description: 'A scheduled post turns back into a draft.' })
  async cancelSchedule(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_POST);
    await requireOwnPost(ctx, id, userId);
    // Conditional on the status: the publisher may have published it a moment ago.
    const rows = await ctx.em.execute<{ id: string }[]>(
      `UPDATE ${table(ctx, 'posts')} SET status = 'DRAFT', updated_at = ? WHERE id = ? AND status = 'SCHEDULED' RETURNING id`,
      [new Date(), id],
    );
    if (rows.length === 0) throw new BadUserInputError(NOT_SCHEDULED, 'id');
    return refetchPost(ctx, id);
  }
}
