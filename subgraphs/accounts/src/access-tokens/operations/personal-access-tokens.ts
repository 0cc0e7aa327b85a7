// Personal access tokens (issue 25 item 2, docs/developer-platform.md): a member makes a token
// for a script in Settings > Developer with a name, scopes and an expiry; it is shown once and
// kept only as a hash (platform.api_tokens, kit's api-tokens.ts), listed with its last use, and
// revoked on its own. Making, listing and revoking tokens is the member's own login's business:
// no API token may do it (kit's scopes.ts marks these fields `login`).
import { Arg, Ctx, ID, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import {
  BadUserInputError,
  ConflictError,
  NotFoundError,
  SCOPES,
  SignedIn,
  createApiToken,
  isAdminScope,
  requireUser,
  type InputOf,
  type SubgraphContext,
} from '@pulse/kit';
import { CreatePersonalAccessTokenInput } from '../inputs.js';
import { ENDED_LISTED_DAYS, MAX_LIVE_TOKENS, TOKEN_ADMIN_SCOPE_REFUSED, TOO_MANY_TOKENS } from '../limits.js';
import { ApiScope, CreatedPersonalAccessToken, PersonalAccessToken, PersonalAccessTokenStatus, type TokenRow } from '../types.js';

const DAY_MS = 86_400_000;
const COLUMNS = 'id, name, scopes, created_at, expires_at, last_used_at, revoked_at';
const date = (value: Date | string) => new Date(value);

function toToken(row: TokenRow, now: Date): PersonalAccessToken {
  const expiresAt = date(row.expires_at);
  return {
    id: row.id,
    name: row.name ?? '',
    scopes: row.scopes,
    createdAt: date(row.created_at),
    expiresAt,
    lastUsedAt: row.last_used_at ? date(row.last_used_at) : null,
    revokedAt: row.revoked_at ? date(row.revoked_at) : null,
    status: row.revoked_at ? PersonalAccessTokenStatus.REVOKED : expiresAt <= now ? PersonalAccessTokenStatus.EXPIRED : PersonalAccessTokenStatus.ACTIVE,
  };
}

@Resolver()
export class PersonalAccessTokenResolver {
  @Query(() => [ApiScope], { description: 'Every scope an API token can have, with its plain words (docs/developer-platform.md).' })
  apiScopes(): ApiScope[] {
    return SCOPES.map(({ scope, words }) => ({ name: scope, description: words, adminOnly: isAdminScope(scope) }));
  }

  @UseMiddleware(SignedIn)
  @Query(() => [PersonalAccessToken], {
    description: `Your personal access tokens, newest first: the live ones, and those revoked or expired in the last ${ENDED_LISTED_DAYS} days with their status. Your own login only.`,
  })
  async personalAccessTokens(@Ctx() ctx: SubgraphContext): Promise<PersonalAccessToken[]> {
    const me = requireUser(ctx.auth);
    const now = ctx.services.clock.now();
    const since = new Date(now.getTime() - ENDED_LISTED_DAYS * DAY_MS);
    const rows = await ctx.em.getConnection().execute<TokenRow[]>(
      `SELECT ${COLUMNS} FROM platform.api_tokens
        WHERE user_id = ? AND kind = 'personal' AND expires_at > ? AND (revoked_at IS NULL OR revoked_at > ?)
        ORDER BY created_at DESC, id DESC`,
      [me.id, since, since],
    );
    return rows.map((row) => toToken(row, now));
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => CreatedPersonalAccessToken, {
    description: `Makes a personal access token with a name, scopes and an expiry; the token is in this answer only. BAD_USER_INPUT naming the field; CONFLICT past ${MAX_LIVE_TOKENS} live tokens. Your own login only.`,
  })
  async createPersonalAccessToken(
    @Arg('input', () => CreatePersonalAccessTokenInput) input: InputOf<typeof CreatePersonalAccessTokenInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CreatedPersonalAccessToken> {
    const me = requireUser(ctx.auth);
    // Admin scopes count only for admins and moderators (kit's scopes.ts); giving one to anyone
    // else's token would be a promise it cannot keep.
    const adminScope = input.scopes.find(isAdminScope);
    if (adminScope && me.role !== 'admin' && me.role !== 'moderator') {
      throw new BadUserInputError(TOKEN_ADMIN_SCOPE_REFUSED.replace('{scope}', adminScope), 'scopes');
    }
    const now = ctx.services.clock.now();
    const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
    const made = await ctx.em.transactional(async (tx) => {
      const execute = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
      // One member's creations one at a time, so two at once cannot both be the 50th.
      await execute(`SELECT pg_advisory_xact_lock(hashtext('pulse.personal-tokens:' || ?))`, [me.id]);
      const [{ live }] = (await execute(
        `SELECT count(*)::int AS live FROM platform.api_tokens WHERE user_id = ? AND kind = 'personal' AND revoked_at IS NULL AND expires_at > now()`,
        [me.id],
      )) as { live: number }[];
      if (live >= MAX_LIVE_TOKENS) throw new ConflictError(TOO_MANY_TOKENS);
      return createApiToken(execute, { kind: 'personal', userId: me.id, role: me.role, scopes: input.scopes, expiresAt, name: input.name });
    });
    const [row] = await ctx.em.getConnection().execute<TokenRow[]>(`SELECT ${COLUMNS} FROM platform.api_tokens WHERE id = ?`, [made.id]);
    return { token: made.token, personalAccessToken: toToken(row, now) };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => PersonalAccessToken, {
    description: 'Revokes one of your personal access tokens: it stops working at once everywhere. NOT_FOUND when it is not yours. Your own login only.',
  })
  async revokePersonalAccessToken(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PersonalAccessToken> {
    const me = requireUser(ctx.auth);
    const conn = ctx.em.getConnection();
    const mine = `SELECT ${COLUMNS} FROM platform.api_tokens WHERE id = ? AND user_id = ? AND kind = 'personal'`;
    const [found] = await conn.execute<TokenRow[]>(mine, [id, me.id]);
    if (!found) throw new NotFoundError('Personal access token not found');
    // Announced on the bus: every process forgets it and the gateway closes its sockets.
    if (!found.revoked_at) await ctx.services.revocations.revokeApiTokens({ id });
    const [row] = await conn.execute<TokenRow[]>(mine, [id, me.id]);
    return toToken(row ?? found, ctx.services.clock.now());
  }
}
