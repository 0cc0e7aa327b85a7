// The OAuth 2.1 server (issue 25, docs/developer-platform.md): oidc-provider on /oauth, its
// storage in PostgreSQL, the consent endpoints the web client's consent screen calls, and the
// member's connected apps.
import type { SubgraphPart } from '@pulse/kit';
import { oauthMigrations } from './migrations.js';
import { oauthRoutes } from './routes.js';
import { ConnectedAppsResolver } from './connected-apps.js';
import { STORE_TABLE } from './store.js';
import { oauthMemberData } from './member-data.js';
import { appDeletionHooks } from '../developer-apps/apps.js';

export const oauth: SubgraphPart = {
  name: 'oauth',
  resolvers: [ConnectedAppsResolver],
  migrations: oauthMigrations,
  routes: oauthRoutes,
  memberData: oauthMemberData,
};

// Deleting an app ends what the OAuth server holds for it (its tokens in platform.api_tokens are
// revoked by deleteApp itself).
appDeletionHooks.push(async (ctx, appId) => {
  await ctx.em.getConnection().execute(`DELETE FROM ${ctx.services.schema}.${STORE_TABLE} WHERE payload ->> 'clientId' = ?`, [appId]);
});
