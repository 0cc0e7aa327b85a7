// user(id), findUser and searchUsers: looking members up.
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { raw } from '@mikro-orm/core';
import { z } from 'zod';
import {
  BadUserInputError,
  ID_MAX_LENGTH,
  NotFoundError,
  ServiceUnavailableError,
  askSubgraph,
  createLogger,
  looksLikeId,
  pageSize,
  requireUser,
  type SubgraphContext,
  SignedIn,
} from '@pulse/kit';
import { MembersBlockedEitherWayDocument } from '../../calls.generated.js';
import { User } from '../entities.js';
import { escapeLike, findByUsername, loadUser, userLoader } from '../users.js';
import { assertProfileVisible } from '../../settings/profile-access.js';

const log = createLogger('accounts.search');

export const MUST_PROVIDE_ID_OR_USERNAME = 'Must provide either id or username';
const SEARCH_MAX = 50;

/** Longer than any username (30) with room for a leading @ and spaces; the lookup is an index key. */
const LOOKUP_MAX = 100;

export const SEARCH_UNAVAILABLE = 'Member search is not available right now. Please try again.';

/**
 * The members a block stands between with the caller, either way: social owns blocks, so it is
 * asked as the caller, once per search. When social cannot answer the search is refused
 * (SERVICE_UNAVAILABLE), as messaging refuses a send: a block must not leak through an outage,
 * and what search leads to (a profile, a mention, a conversation) needs social anyway.
 */
async function blockedEitherWay(ctx: SubgraphContext): Promise<string[]> {
  try {
    const answer = await askSubgraph(ctx, 'social', MembersBlockedEitherWayDocument, {});
    if (!answer.ok || !answer.data) throw new Error(`social answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
    return answer.data.membersBlockedEitherWay;
  } catch (error) {
    log.warn('block lookup for member search failed', { error: String(error) });
    throw new ServiceUnavailableError(SEARCH_UNAVAILABLE);
  }
}

@ArgsType()
class FindUserArgs {
  static schema = z.object({
    id: z.string().max(ID_MAX_LENGTH).nullish(),
    username: z.string().max(LOOKUP_MAX, `username must be at most ${LOOKUP_MAX} characters`).nullish(),
  });

  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) username?: string | null;
}

@ArgsType()
class SearchUsersArgs {
  static schema = z.object({ q: z.string().max(LOOKUP_MAX, `q must be at most ${LOOKUP_MAX} characters`) });

  @Field(() => String) q!: string;
  @Field(() => Int, { nullable: true, defaultValue: 20 }) first?: number | null;
}

@Resolver()
export class FindUsersResolver {
  @Query(() => User, { description: 'A member by id; NOT_FOUND when there is none.' })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    return loadUser(ctx, id);
  }

  /** The spec's rule: an id-shaped value is an id, anything else a username. */
  @Query(() => User, {
    description: `A member by id or username. A 25-character value starting with c, or a UUID, is an id;
anything else is a username. Neither given: BAD_USER_INPUT "Must provide either id or username". FORBIDDEN
"This profile is private" when the member's profile visibility leaves the caller out.`,
  })
  async findUser(@Args(() => FindUserArgs) args: FindUserArgs, @Ctx() ctx: SubgraphContext): Promise<User> {
    const value = (args.id ?? '').trim() || (args.username ?? '').trim().replace(/^@/, '');
    if (!value) throw new BadUserInputError(MUST_PROVIDE_ID_OR_USERNAME);
    const found = looksLikeId(value) ? await userLoader(ctx).load(value) : await findByUsername(ctx, value);
    if (!found) throw new NotFoundError('User not found');
    // The profile page's lookup: the member's profile visibility (settings/profile-access.ts).
    await assertProfileVisible(ctx, found.id);
    return found;
  }

  @UseMiddleware(SignedIn)
  @Query(() => [User], {
    description:
      'Members whose name or username contains q (case-insensitive), never the caller, members who are not discoverable, nor members the caller blocked or who blocked the caller. Empty q gives [].',
  })
  async searchUsers(@Args(() => SearchUsersArgs) args: SearchUsersArgs, @Ctx() ctx: SubgraphContext): Promise<User[]> {
    const caller = requireUser(ctx.auth);
    const limit = pageSize(args.first, 20, SEARCH_MAX);
    const q = args.q.trim().replace(/^@/, '');
    if (!q) return [];
    // Left out in SQL, before the limit, so a page is as full as it can be.
    const blocked = await blockedEitherWay(ctx);
    const contains = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q.toLowerCase())}%`;
    // Best matches first, ranked in SQL so a good match is never cut off by the limit: the
    // exact username, then name or username prefixes, then the rest alphabetically.
    return ctx.em.find(
      User,
      {
        id: { $ne: caller.id, ...(blocked.length ? { $nin: blocked } : {}) },
        suspended: false,
        $or: [{ name: { $ilike: contains } }, { username: { $ilike: contains } }],
        // Members who chose not to be discoverable (settings/, docs/settings.md) are left out;
        // their profile still answers a direct link. The index of those is partial and small.
        [raw((alias) => `exists (select 1 from "${ctx.services.schema}".member_settings ms where ms.user_id = ${alias}.id and not ms.discoverable)`)]: false,
      },
      {
        orderBy: [
          { [raw('lower(username) = ?', [q.toLowerCase()])]: 'desc' },
          { [raw('(lower(username) like ? or lower(name) like ?)', [prefix, prefix])]: 'desc' },
          { [raw('lower(name)')]: 'asc' },
          { id: 'asc' },
        ],
        limit,
      },
    );
  }
}
