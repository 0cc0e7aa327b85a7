// followHashtag / unfollowHashtag: both idempotent, both answer the tag (followedByMe then
// shows the new state). A followed tag's posts join the member's home feed
// (feed/home-feed-query.ts). followedHashtags: the caller's tags, most recently followed first.
import { Args, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, flushUnlessDuplicate, signedIn, type SubgraphContext } from '@pulse/kit';
import { requireMember } from '../../posts/access.js';
import { FollowedHashtag, Hashtag } from '../entities.js';
import { hashtagsNamed } from '../hashtag-rows.js';
import { HashtagArgs } from './hashtag-page.js';

export const LOGIN_TO_FOLLOW_HASHTAGS = 'Please log in to follow hashtags';
// Each followed tag is one branch of the home feed's tag query (followed-tags-feed.ts): a hundred keeps its planning small.
export const MAX_FOLLOWED_HASHTAGS = 100;
export const TOO_MANY_HASHTAGS = `You can follow at most ${MAX_FOLLOWED_HASHTAGS} hashtags`;

@Resolver()
export class FollowHashtagResolver {
  @UseMiddleware(signedIn(LOGIN_TO_FOLLOW_HASHTAGS))
  @Mutation(() => Hashtag, { description: `Follow a hashtag: its posts join your home feed. At most ${MAX_FOLLOWED_HASHTAGS} (BAD_USER_INPUT on name).` })
  async followHashtag(@Args(() => HashtagArgs) args: HashtagArgs, @Ctx() ctx: SubgraphContext): Promise<Hashtag> {
    const me = requireMember(ctx, LOGIN_TO_FOLLOW_HASHTAGS);
    const existing = await ctx.em.findOne(FollowedHashtag, { userId: me, tag: args.name }, { disableIdentityMap: true });
    if (!existing) {
      if ((await ctx.em.count(FollowedHashtag, { userId: me })) >= MAX_FOLLOWED_HASHTAGS) throw new BadUserInputError(TOO_MANY_HASHTAGS, 'name');
      ctx.em.persist(Object.assign(new FollowedHashtag(), { userId: me, tag: args.name, createdAt: new Date() }));
      // A double click raced itself: the other request made the follow.
      await flushUnlessDuplicate(ctx.em);
    }
    const [tag] = await hashtagsNamed(ctx, [args.name]);
    return tag;
  }

  @UseMiddleware(signedIn(LOGIN_TO_FOLLOW_HASHTAGS))
  @Mutation(() => Hashtag, { description: 'Stop following a hashtag (nothing to undo is fine).' })
  async unfollowHashtag(@Args(() => HashtagArgs) args: HashtagArgs, @Ctx() ctx: SubgraphContext): Promise<Hashtag> {
    const me = requireMember(ctx, LOGIN_TO_FOLLOW_HASHTAGS);
    await ctx.em.nativeDelete(FollowedHashtag, { userId: me, tag: args.name });
    const [tag] = await hashtagsNamed(ctx, [args.name]);
    return tag;
  }

  @UseMiddleware(signedIn(LOGIN_TO_FOLLOW_HASHTAGS))
  @Query(() => [Hashtag], { description: 'The hashtags the signed-in member follows, most recently followed first.' })
  async followedHashtags(@Ctx() ctx: SubgraphContext): Promise<Hashtag[]> {
    const me = requireMember(ctx, LOGIN_TO_FOLLOW_HASHTAGS);
    const rows = await ctx.em.find(
      FollowedHashtag,
      { userId: me },
      { orderBy: [{ createdAt: 'desc' }, { tag: 'asc' }], limit: MAX_FOLLOWED_HASHTAGS, disableIdentityMap: true },
    );
    return hashtagsNamed(
      ctx,
      rows.map((r) => r.tag),
    );
  }
}
