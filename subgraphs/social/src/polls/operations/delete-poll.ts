// deletePoll: deletes the poll's post (author only), which takes the poll and its votes with it.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { signedIn, type SubgraphContext } from '@pulse/kit';
import { requireMember } from '../../posts/access.js';
import { deletePostById } from '../../posts/operations/delete-post.js';
import { LOGIN_TO_POST } from '../../posts/operations/create-post.js';
import { requirePoll } from './poll.js';

@Resolver()
export class DeletePollResolver {
  @UseMiddleware(signedIn(LOGIN_TO_POST))
  @Mutation(() => ID, { description: "Deletes the poll's post (author only); returns the poll id." })
  async deletePoll(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const userId = requireMember(ctx, LOGIN_TO_POST);
    const found = await requirePoll(ctx, id);
    await deletePostById(ctx, found.postId, userId);
    return id;
  }
}
