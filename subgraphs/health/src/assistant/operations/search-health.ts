// searchHealth: the passages closest to a question, from the knowledge base and the caller's own
// health data (never anyone else's), ranked by hybrid BM25 + embedding similarity.
import { Arg, Ctx, Field, InputType, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { HealthSource, RetrievedPassage } from '../entities.js';
import { DEFAULT_RESULTS, retrieve } from '../retrieval.js';
import { QUERY_MAX_LENGTH } from '../limits.js';
import { heavyWork } from '../../heavy-work.js';

const MAX_RESULTS = 20;

@InputType()
export class SearchHealthInput {
  static schema = z.object({
    query: z.string().trim().min(1, 'Please enter a question').max(QUERY_MAX_LENGTH, `The query must be at most ${QUERY_MAX_LENGTH} characters`),
    sources: z.array(z.enum(HealthSource)).max(8, 'At most 8 sources').nullish(),
    first: z.number().int().min(1, `first must be between 1 and ${MAX_RESULTS}`).max(MAX_RESULTS, `first must be between 1 and ${MAX_RESULTS}`).nullish(),
  });

  @Field(() => String, { description: 'At most 500 characters.' }) query!: string;
  @Field(() => [HealthSource], { nullable: true, description: 'Where to look; null or empty: everywhere.' }) sources?: HealthSource[] | null;
  @Field(() => Int, { nullable: true, description: 'How many passages (default 5, at most 20).' }) first?: number | null;
}

@Resolver()
export class SearchHealthResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [RetrievedPassage], { description: 'Passages from the knowledge base and the caller’s own health data closest to the query, best first.' })
  async searchHealth(@Arg('input', () => SearchHealthInput) input: SearchHealthInput, @Ctx() ctx: SubgraphContext): Promise<RetrievedPassage[]> {
    const me = requireUser(ctx.auth).id;
    // A first search embeds the member's data (seconds, on the encoder's thread): two at a time per member.
    const found = await heavyWork(me, 'retrieval', () =>
      retrieve(ctx.em, ctx.services.schema, me, input.query, input.sources ?? undefined, input.first ?? DEFAULT_RESULTS),
    );
    return found.passages;
  }
}
