// suggestedMembers: whom a member might follow, computed from the data on each read.
// Candidates come from three sources, each a short index read:
//   - followed by the people you follow (each such follower adds 3),
//   - posting from the same places you post from (your last posts' location names; adds 2),
//   - popular and active: the most followed members, and the authors of the newest posts
//     (ln(1 + followers) and 1 for having posted in the last 30 days).
// Never yourself, never someone you already follow, never a member whose profile is not open to
// everyone (public-posts.ts), never a member you blocked, who blocked you or whom you muted, and
// never a member who chose not to be discoverable (accounts keeps that choice: it is asked for
// the ranked candidates, see notDiscoverable). A new member who follows nobody and has no places
// gets the popular and active members; the "reason" says which source weighed most, for the card.
import { Args, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware, registerEnumType } from 'type-graphql';
import { ServiceUnavailableError, askSubgraph, createLogger, signedIn, type SubgraphContext } from '@pulse/kit';
import { DiscoverableMembersDocument } from '../calls.generated.js';
import { User, userRef } from '../user.js';
import { requireMember } from '../posts/access.js';
import { SuggestedMembersArgs } from './inputs.js';
import { HIDDEN_MEMBERS } from '../safety/rules.js';

export const LOGIN_FOR_SUGGESTIONS = 'Please log in to see who to follow';
export const SUGGESTIONS_UNAVAILABLE = 'Suggestions cannot be shown right now. Please try again.';

const log = createLogger('social.suggestions');
/** Ranked candidates read per round, and the most rounds: members who opted out are few. */
const ROUND_MIN = 20;
const MOST_ROUNDS = 5;

export const SuggestionReason = { FOLLOWED_BY_FOLLOWING: 'FOLLOWED_BY_FOLLOWING', SAME_PLACE: 'SAME_PLACE', POPULAR: 'POPULAR', ACTIVE: 'ACTIVE' } as const;
export type SuggestionReason = (typeof SuggestionReason)[keyof typeof SuggestionReason];
registerEnumType(SuggestionReason, {
  name: 'SuggestionReason',
  description: 'Why a member is suggested: followed by people you follow, posts from a place you post from, many followers, or posting lately.',
});

@ObjectType({ description: 'A member suggested to the signed-in member, with why.' })
export class SuggestedMember {
  @Field(() => User) user!: User;
  @Field(() => SuggestionReason) reason!: SuggestionReason;
  @Field(() => Int, { description: 'How many of the members you follow follow them.' }) followedByFollowingCount!: number;
  @Field(() => String, { nullable: true, description: 'The place you both post from (SAME_PLACE).' }) place!: string | null;
}

/** How many of the most followed members, and of the newest posts' authors, are looked at. */
export const POPULAR_POOL = 200;
export const RECENT_POSTS_POOL = 500;
/** How many of the member's own latest located posts give their places. */
const OWN_PLACES_POOL = 50;

/** The suggestions (`?` placeholders, the member's id first), best first. */
export function suggestionsQuery(schema: string, userId: string, limit: number, offset = 0): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  return {
    sql: `WITH me AS (SELECT ?::text AS id),
     following AS (SELECT f.followee_id AS id FROM ${s}.follows f WHERE f.follower_id = (SELECT id FROM me)),
     fof AS (
       SELECT f.followee_id AS id, count(*)::int AS n FROM ${s}.follows f
       WHERE f.follower_id IN (SELECT id FROM following) GROUP BY f.followee_id
     ),
     my_places AS (
       SELECT DISTINCT lower(p.location_name) AS place FROM (
         SELECT location_name FROM ${s}.posts
         WHERE user_id = (SELECT id FROM me) AND status = 'POSTED' AND location_name IS NOT NULL
         ORDER BY published_at DESC LIMIT ${OWN_PLACES_POOL}
       ) p
     ),
     nearby AS (
       SELECT p.user_id AS id, min(p.location_name) AS place FROM ${s}.posts p
       WHERE p.status = 'POSTED' AND p.location_name IS NOT NULL AND lower(p.location_name) IN (SELECT place FROM my_places)
       GROUP BY p.user_id
     ),
     popular AS (
       SELECT c.user_id AS id FROM ${s}.follow_counts c WHERE c.followers > 0 ORDER BY c.followers DESC, c.user_id LIMIT ${POPULAR_POOL}
     ),
     recent AS (
       SELECT DISTINCT r.user_id AS id FROM (
         SELECT user_id FROM ${s}.posts WHERE status = 'POSTED' ORDER BY published_at DESC, id DESC LIMIT ${RECENT_POSTS_POOL}
       ) r
     ),
     candidates AS (
       SELECT id FROM fof UNION SELECT id FROM nearby UNION SELECT id FROM popular UNION SELECT id FROM recent
     ),
     scored AS (
       SELECT c.id,
         coalesce(fof.n, 0) AS n,
         nearby.place,
         coalesce(fc.followers, 0) AS followers,
         EXISTS (
           SELECT 1 FROM ${s}.posts a WHERE a.user_id = c.id AND a.status = 'POSTED' AND a.type <> 'REPLY' AND a.published_at > now() - interval '30 days'
         ) AS active
       FROM candidates c
       LEFT JOIN fof ON fof.id = c.id
       LEFT JOIN nearby ON nearby.id = c.id
       LEFT JOIN ${s}.follow_counts fc ON fc.user_id = c.id
       WHERE c.id <> (SELECT id FROM me)
         AND c.id NOT IN (SELECT id FROM following)
         AND NOT EXISTS (SELECT 1 FROM ${s}.privacy_settings ps WHERE ps.user_id = c.id AND ps.profile_visibility <> 'EVERYONE')
         AND c.id NOT IN ${HIDDEN_MEMBERS(s)}
     )
     SELECT id, n, place, followers, active,
       3 * n + CASE WHEN place IS NULL THEN 0 ELSE 2 END + ln(1 + followers) + CASE WHEN active THEN 1 ELSE 0 END AS score
     FROM scored
     ORDER BY score DESC, followers DESC, id
     LIMIT ? OFFSET ?`,
    params: [userId, userId, userId, userId, limit, offset],
  };
}

/**
 * Of these members, those accounts does not answer as discoverable (opted out, or unknown to
 * it). One request for the round. When accounts cannot answer, no suggestion is shown
 * (SERVICE_UNAVAILABLE): a member who opted out must not be suggested through an outage.
 */
async function notDiscoverable(ctx: SubgraphContext, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  try {
    const answer = await askSubgraph(ctx, 'accounts', DiscoverableMembersDocument, { representations: ids.map((id) => ({ __typename: 'User', id })) });
    if (!answer.ok || !answer.data) throw new Error(`accounts answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
    const found = new Set(answer.data._entities.flatMap((e) => (e?.__typename === 'User' && e.discoverable === true ? [e.id] : [])));
    return new Set(ids.filter((id) => !found.has(id)));
  } catch (error) {
    log.warn('discoverable lookup for suggestions failed', { error: String(error) });
    throw new ServiceUnavailableError(SUGGESTIONS_UNAVAILABLE);
  }
}

interface SuggestionRow {
  id: string;
  n: number;
  place: string | null;
  followers: number;
  active: boolean;
}

/** The source that weighed most in the row's score (the order of the weights above). */
function reasonOf(row: SuggestionRow): SuggestionReason {
  if (row.n > 0) return SuggestionReason.FOLLOWED_BY_FOLLOWING;
  if (row.place) return SuggestionReason.SAME_PLACE;
  if (row.followers > 0 && Math.log(1 + row.followers) >= 1) return SuggestionReason.POPULAR;
  return row.active ? SuggestionReason.ACTIVE : SuggestionReason.POPULAR;
}

@Resolver()
export class SuggestionsResolver {
  @UseMiddleware(signedIn(LOGIN_FOR_SUGGESTIONS))
  @Query(() => [SuggestedMember], {
    description:
      'Members the signed-in member might follow, best first: followed by people they follow, posting from the same places, popular and active. Never themselves, anyone they follow, a member whose profile is not open to everyone, a member a block stands between with them or whom they muted, or a member who chose not to be discoverable.',
  })
  async suggestedMembers(@Args(() => SuggestedMembersArgs) args: SuggestedMembersArgs, @Ctx() ctx: SubgraphContext): Promise<SuggestedMember[]> {
    const userId = requireMember(ctx, LOGIN_FOR_SUGGESTIONS);
    // The ranking is social's; whether a candidate chose to be found is accounts'. Candidates are
    // read in ranked rounds and those who opted out dropped, until the list is full.
    const round = Math.max(args.first * 2, ROUND_MIN);
    const rows: SuggestionRow[] = [];
    for (let n = 0; n < MOST_ROUNDS && rows.length < args.first; n++) {
      const { sql, params } = suggestionsQuery(ctx.services.schema, userId, round, n * round);
      const ranked = await ctx.em.execute<SuggestionRow[]>(sql, params);
      const hidden = await notDiscoverable(
        ctx,
        ranked.map((row) => row.id),
      );
      rows.push(...ranked.filter((row) => !hidden.has(row.id)));
      if (ranked.length < round) break;
    }
    rows.length = Math.min(rows.length, args.first);
    return rows.map((row) => ({ user: userRef(row.id), reason: reasonOf(row), followedByFollowingCount: Number(row.n), place: row.place }));
  }
}
