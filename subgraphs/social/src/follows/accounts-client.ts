// Social never reads the accounts tables: whether members exist, and what they are called,
// is asked of the accounts subgraph over HTTP, as the caller (so accounts applies its own
// rules), through its entity lookup: one request answers any number of ids.
import { BadUserInputError, NotFoundError, ServiceUnavailableError, askSubgraph, createLogger, isPlatformId, looksLikeId, type SubgraphContext } from '@pulse/kit';

const log = createLogger('social.accounts');

export interface Member {
  id: string;
  name: string;
}

const LOOKUP = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id name } } }';

/** The members among ids that exist (unknown ids are absent from the map). */
export async function lookupMembers(ctx: SubgraphContext, ids: readonly string[]): Promise<Map<string, Member>> {
  const wanted = [...new Set(ids)].filter((id) => looksLikeId(id) || isPlatformId(id));
  if (!wanted.length) return new Map();
  let body: { data?: { _entities?: (Member | null)[] }; errors?: unknown[] };
  try {
    const res = await askSubgraph(ctx, 'accounts', LOOKUP, { r: wanted.map((id) => ({ __typename: 'User', id })) });
    body = (await res.json()) as typeof body;
    if (!res.ok || !body.data?._entities) throw new Error(`accounts answered ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  } catch (error) {
    // Nothing the member did wrong, and retrying later may work: say so instead of a masked 500.
    log.warn('member lookup failed', { error: String(error) });
    throw new ServiceUnavailableError('Members cannot be looked up right now. Please try again.');
  }
  if (!body.data?._entities) throw new ServiceUnavailableError('Members cannot be looked up right now. Please try again.');
  return new Map(body.data._entities.filter((m): m is Member => !!m?.id).map((m) => [m.id, m]));
}

/** The member, or NOT_FOUND ('User not found'); an id of the wrong shape is BAD_USER_INPUT. */
export async function requireMember(ctx: SubgraphContext, userId: string, field = 'userId'): Promise<Member> {
  if (!looksLikeId(userId) && !isPlatformId(userId)) throw new BadUserInputError('Invalid user id', field);
  const member = (await lookupMembers(ctx, [userId])).get(userId);
  if (!member) throw new NotFoundError('User not found');
  return member;
}
