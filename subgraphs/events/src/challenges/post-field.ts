// Post.challenge: a challenge post's card in the feed reads its challenge (joins, progress,
// leaderboard link) through the post it already has. Social owns Post; this subgraph adds the
// one field, resolved from the challenge's post_id (one query for a page of posts).
import { Ctx, Directive, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { byKeys, type SubgraphContext } from '@pulse/kit';
import { Challenge } from './entities.js';

@Directive('@key(fields: "id")')
@ObjectType('Post', { description: 'A post, owned by social. The events subgraph adds the challenge of a challenge post.' })
export class ChallengePost {
  @Field(() => ID)
  id!: string;
}

@Resolver(() => ChallengePost)
export class PostChallengeResolver {
  @FieldResolver(() => Challenge, { nullable: true, description: 'The challenge a CHALLENGE post announces.' })
  challenge(@Root() post: ChallengePost, @Ctx() ctx: SubgraphContext): Promise<Challenge | null> {
    return ctx.loaders
      .get<string, Challenge | null>('challengeByPost', async (ids) =>
        byKeys(ids, await (ctx.em as EntityManager).find(Challenge, { postId: { $in: [...ids] } }), (c) => c.postId!),
      )
      .load(post.id);
  }
}
