// Connected apps (docs/developer-platform.md): the apps a member let act for them, from the
// OAuth server's grants (one per approval; an app approved twice shows once with every scope
// it holds), and revoking one, which ends its grants, refresh tokens and access tokens at once.
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { ID_MAX_LENGTH, NotFoundError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireOwnLogin } from '../developer-apps/apps.js';
import { apiScopesOf } from './scope-words.js';
import { revokeGrant, STORE_TABLE } from './store.js';

@ObjectType('ConnectedApp', { description: 'An app the member allowed to act for them (OAuth), with what it may do.' })
export class ConnectedApp {
  @Field(() => ID, { description: "The app's client id." }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => [String], { description: 'The scopes granted, across every approval.' }) scopes!: string[];
  @Field(() => Date, { description: 'When the member last approved it.' }) grantedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When one of its tokens was last used (to the half-minute).' }) lastUsedAt!: Date | null;
}

export const CONNECTED_APP_NOT_FOUND = 'This app is not connected to your account';

interface GrantRow {
  id: string;
  client_id: string;
  scope: string | null;
  iat: string | null;
}

async function grantsOf(ctx: SubgraphContext, memberId: string, appId?: string): Promise<GrantRow[]> {
  const s = ctx.services.schema;
  return ctx.em.getConnection().execute<GrantRow[]>(
    `SELECT id, payload ->> 'clientId' AS client_id, payload -> 'openid' ->> 'scope' AS scope, payload ->> 'iat' AS iat
       FROM ${s}.${STORE_TABLE}
      WHERE model = 'Grant' AND payload ->> 'accountId' = ? AND (expires_at IS NULL OR expires_at > ?) ${appId ? `AND payload ->> 'clientId' = ?` : ''}`,
    appId ? [memberId, ctx.services.clock.now(), appId] : [memberId, ctx.services.clock.now()],
  );
}

@Resolver()
export class ConnectedAppsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [ConnectedApp], { description: 'The apps the caller allowed to act for them, last approved first (own login only).' })
  async connectedApps(@Ctx() ctx: SubgraphContext): Promise<ConnectedApp[]> {
    const me = requireOwnLogin(ctx);
    const grants = await grantsOf(ctx, me.id);
    if (!grants.length) return [];
    const byApp = new Map<string, { scopes: Set<string>; grantedAt: number }>();
    for (const g of grants) {
      const entry = byApp.get(g.client_id) ?? { scopes: new Set<string>(), grantedAt: 0 };
      for (const scope of apiScopesOf(g.scope ?? '')) entry.scopes.add(scope);
      entry.grantedAt = Math.max(entry.grantedAt, Number(g.iat ?? 0) * 1000);
      byApp.set(g.client_id, entry);
    }
    const ids = [...byApp.keys()];
    const s = ctx.services.schema;
    const conn = ctx.em.getConnection();
    const apps = await conn.execute<{ id: string; name: string; logo_url: string | null }[]>(
      `SELECT id, name, logo_url FROM ${s}.developer_apps WHERE id = ANY(string_to_array(?, ' '))`,
      [ids.join(' ')],
    );
    const used = await conn.execute<{ app_id: string; last: Date | null }[]>(
      `SELECT app_id, max(last_used_at) AS last FROM platform.api_tokens WHERE user_id = ? AND app_id = ANY(string_to_array(?, ' ')) GROUP BY app_id`,
      [me.id, ids.join(' ')],
    );
    const lastUsed = new Map(used.map((u) => [u.app_id, u.last ? new Date(u.last) : null]));
    return apps
      .map((app) => {
        const entry = byApp.get(app.id)!;
        return {
          id: app.id,
          name: app.name,
          logoUrl: app.logo_url,
          scopes: apiScopesOf([...entry.scopes].join(' ')),
          grantedAt: new Date(entry.grantedAt),
          lastUsedAt: lastUsed.get(app.id) ?? null,
        };
      })
      .sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime());
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, { description: 'Disconnects an app: ends its grants, refresh tokens and access tokens at once. NOT_FOUND when it is not connected.' })
  async revokeConnectedApp(@Arg('appId', () => ID) appId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = requireOwnLogin(ctx);
    const grants = appId.length <= ID_MAX_LENGTH ? await grantsOf(ctx, me.id, appId) : [];
    if (!grants.length) throw new NotFoundError(CONNECTED_APP_NOT_FOUND);
    for (const grant of grants) await revokeGrant(ctx.services, grant.id);
    return true;
  }
}
