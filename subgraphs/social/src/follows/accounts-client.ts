// Social never reads the accounts tables: whether members exist, and what they are called,
// is asked of the accounts subgraph over HTTP, as the caller (so accounts applies its own
// rules), through its entity lookup: one request answers any number of ids.
import { BadUserInputError, NotFoundError, ServiceUnavailableError, askSubgraph, createLogger, isPlatformId, looksLikeId, type SubgraphContext } from '@pulse/kit';
import { LookupMembersDocument, type LookupMembersQuery } from '../calls.generated.js';

const log = createLogger('social.accounts');

export interface Member {
  id: string;
  name: string;
}

/** The members among ids that exist (unknown ids are absent from the map). */
export async function lookupMembers(ctx: SubgraphContext, ids: readonly string[]): Promise<Map<string, Member>> {
  const wanted = [...new Set(ids)].filter((id) => looksLikeId(id) || isPlatformId(id));
  if (!wanted.length) return new Map();
  let data: LookupMembersQuery;
  try {
    const answer = await askSubgraph(ctx, 'accounts', LookupMembersDocument, { representations: wanted.map((id) => ({ __typename: 'User', id })) });
    if (!answer.ok || !answer.data) throw new Error(`accounts answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
    data = answer.data;
  } catch (error) {
    // Nothing the member did wrong, and retrying later may work: say so instead of a masked 500.
    log.warn('member lookup failed', { error: String(error) });
    throw new ServiceUnavailableError('Members cannot be looked up right now. Please try again.');
  }
  const members = data._entities.flatMap((m) => (m?.__typename === 'User' ? [{ id: m.id, name: m.name }] : []));
  return new Map(members.map((m) => [m.id, m]));
}

/** The member, or NOT_FOUND ('User not found'); an id of the wrong shape is BAD_USER_INPUT. */
export async function requireMember(ctx: SubgraphContext, userId: string, field = 'userId'): Promise<Member> {
  if (!looksLikeId(userId) && !isPlatformId(userId)) throw new BadUserInputError('Invalid user id', field);
  const member = (await lookupMembers(ctx, [userId])).get(userId);
  if (!member) throw new NotFoundError('User not found');
  return member;
}
