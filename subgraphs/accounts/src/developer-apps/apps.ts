// The app registry (docs/developer-platform.md): a member registers apps (OAuth clients), lists
// and edits their own, rotates a confidential client's secret and deletes an app, which ends
// every token issued to it. Only the owner sees or touches an app (others are told NOT_FOUND,
// so client ids are not probed), and only with their own login: an API token can never make or
// change apps.
import { createHash, randomBytes } from 'node:crypto';
import { Arg, Ctx, ID, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, ForbiddenError, ID_MAX_LENGTH, NotFoundError, SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { appOf, DeveloperApp, DeveloperAppRow, RegisteredApp } from './entities.js';
import { APPS_PER_MEMBER, RegisterAppInput, UpdateAppInput } from './inputs.js';

export const APP_NOT_FOUND = 'App not found';
export const LOGIN_ONLY = 'This operation needs your own login, not an API token';
export const TOO_MANY_APPS = `You can register at most ${APPS_PER_MEMBER} apps`;

/** The client secret's prefix: secret scanners and people can tell it apart. */
export const CLIENT_SECRET_PREFIX = 'pulse_cs_';

export const hashClientSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

function newSecret(): { secret: string; hash: string; hint: string } {
  const secret = `${CLIENT_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashClientSecret(secret), hint: secret.slice(-4) };
}

/** The signed-in member acting with their own login (not an API token). */
export function requireOwnLogin(ctx: SubgraphContext): { id: string; role: string } {
  const user = requireUser(ctx.auth);
  if (ctx.auth.claims?.apiToken) throw new ForbiddenError(LOGIN_ONLY);
  return user;
}

/** The caller's app with this id, or NOT_FOUND (another's app looks like no app). */
export async function ownApp(ctx: SubgraphContext, ownerId: string, id: string): Promise<DeveloperAppRow> {
  const row = id.length <= ID_MAX_LENGTH ? await ctx.em.findOne(DeveloperAppRow, { id }) : null;
  if (!row || row.ownerId !== ownerId) throw new NotFoundError(APP_NOT_FOUND);
  return row;
}

/** Called when an app is deleted, to end its grants in the OAuth server's store (oauth/). */
export const appDeletionHooks: ((ctx: SubgraphContext, appId: string) => Promise<void>)[] = [];

@Resolver()
export class DeveloperAppsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [DeveloperApp], { description: "The caller's apps, newest first (own login only)." })
  async myApps(@Ctx() ctx: SubgraphContext): Promise<DeveloperApp[]> {
    const me = requireOwnLogin(ctx);
    const rows = await ctx.em.find(DeveloperAppRow, { ownerId: me.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(appOf);
  }

  @UseMiddleware(SignedIn)
  @Query(() => DeveloperApp, { description: "One of the caller's apps; NOT_FOUND for anyone else's." })
  async developerApp(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<DeveloperApp> {
    const me = requireOwnLogin(ctx);
    return appOf(await ownApp(ctx, me.id, id));
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => RegisteredApp, {
    description: `Registers an app; the client secret is in the answer this once (null for a public client). At most ${APPS_PER_MEMBER} apps a member (CONFLICT).`,
  })
  async registerApp(@Arg('input', () => RegisterAppInput) input: InputOf<typeof RegisterAppInput>, @Ctx() ctx: SubgraphContext): Promise<RegisteredApp> {
    const me = requireOwnLogin(ctx);
    const s = ctx.services.schema;
    const now = ctx.services.clock.now();
    const row = Object.assign(new DeveloperAppRow(), {
      id: randomBytes(16).toString('hex'),
      ownerId: me.id,
      name: input.name,
      logoUrl: input.logoUrl,
      redirectUris: input.redirectUris,
      isPublic: input.public,
      createdAt: now,
      updatedAt: now,
    });
    const secret = input.public ? null : newSecret();
    // One transaction holding a lock per member, then the cap and the insert in one statement: under
    // READ COMMITTED two registrations at once would otherwise both count 19 and both insert.
    const inserted = await ctx.em.transactional(async (tx) => {
      const runTx = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
      await runTx(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`${s}.developer_apps:${me.id}`]);
      return runTx<{ id: string }>(
        `INSERT INTO ${s}.developer_apps (id, owner_id, name, logo_url, redirect_uris, is_public, secret_hash, secret_hint, created_at, updated_at)
         SELECT ?, ?, ?, ?, string_to_array(?, ' '), ?, ?, ?, ?, ?
          WHERE (SELECT count(*) FROM ${s}.developer_apps WHERE owner_id = ?) < ?
         RETURNING id`,
        [row.id, me.id, row.name, row.logoUrl, row.redirectUris.join(' '), row.isPublic, secret?.hash ?? null, secret?.hint ?? null, now, now, me.id, APPS_PER_MEMBER],
      );
    });
    if (!inserted.length) throw new ConflictError(TOO_MANY_APPS);
    row.secretHint = secret?.hint ?? null;
    return { app: appOf(row), clientSecret: secret?.secret ?? null };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => DeveloperApp, { description: "Changes an app's name, redirect URIs or logo; tokens already issued stay valid." })
  async updateApp(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateAppInput) input: InputOf<typeof UpdateAppInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<DeveloperApp> {
    const me = requireOwnLogin(ctx);
    const row = await ownApp(ctx, me.id, id);
    if (input.name) row.name = input.name;
    if (input.redirectUris) row.redirectUris = input.redirectUris;
    if (input.logoUrl !== undefined && input.logoUrl !== null) row.logoUrl = input.logoUrl || null;
    row.updatedAt = ctx.services.clock.now();
    await ctx.em.flush();
    return appOf(row);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => RegisteredApp, {
    description: "Replaces a confidential client's secret (the new one is in the answer this once; the old one stops working). BAD_USER_INPUT for a public client.",
  })
  async rotateAppSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<RegisteredApp> {
    const me = requireOwnLogin(ctx);
    const row = await ownApp(ctx, me.id, id);
    if (row.isPublic) throw new BadUserInputError('A public client has no secret', 'id');
    const secret = newSecret();
    row.secretHash = secret.hash;
    row.secretHint = secret.hint;
    row.updatedAt = ctx.services.clock.now();
    await ctx.em.flush();
    return { app: appOf(row), clientSecret: secret.secret };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, { description: 'Deletes an app and ends every grant and token issued to it, at once.' })
  async deleteApp(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = requireOwnLogin(ctx);
    const row = await ownApp(ctx, me.id, id);
    await ctx.em.removeAndFlush(row);
    for (const hook of appDeletionHooks) await hook(ctx, id);
    await ctx.services.revocations.revokeApiTokens({ appId: id });
    return true;
  }
}
