// searchHashtags: tags starting with the text (a leading # is ignored), the exact tag first,
// then the most used. A prefix walk of hashtags_prefix; tags no published post carries any
// more are left out.
import { Args, ArgsType, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { pageSize, type SubgraphContext } from '@pulse/kit';
import { Hashtag } from '../hashtags/entities.js';
import { TAG_MAX_LENGTH } from '../hashtags/migrations.js';

const TAG_PREFIX = /^[\p{L}\p{N}_]+$/u;

@ArgsType()
export class SearchHashtagsArgs {
  static schema = z.object({
    q: z
      .string()
      .max(TAG_MAX_LENGTH + 10, `q must be at most ${TAG_MAX_LENGTH + 10} characters`)
      .transform((q) => q.trim().replace(/^#/, '').toLowerCase()),
  });

  @Field(() => String) q!: string;
  @Field(() => Int, { nullable: true, defaultValue: 10 }) first?: number | null;
}

@Resolver()
export class SearchHashtagsResolver {
  @Query(() => [Hashtag], { description: 'Hashtags starting with q (with or without #), the exact tag first, then the most used. Empty q gives [].' })
  async searchHashtags(@Args(() => SearchHashtagsArgs) args: SearchHashtagsArgs, @Ctx() ctx: SubgraphContext): Promise<Hashtag[]> {
    const limit = pageSize(args.first, 10, 50);
    // Text that cannot start a tag finds none (and never reaches LIKE as a pattern).
    if (!TAG_PREFIX.test(args.q)) return [];
    const rows = await ctx.em.execute<{ name: string; post_count: number }[]>(
      `SELECT name, post_count FROM "${ctx.services.schema}".hashtags
       WHERE name LIKE ? AND post_count > 0
       ORDER BY name = ? DESC, post_count DESC, name LIMIT ?`,
      [`${args.q}%`, args.q, limit],
    );
    return rows.map((r) => ({ name: r.name, postCount: r.post_count }));
  }
}
