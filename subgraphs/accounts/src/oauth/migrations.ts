import type { SqlMigration } from '@pulse/kit';

export const oauthMigrations: SqlMigration[] = [
  {
    name: '2502-oauth-store',
    // oidc-provider's models (store.ts): sessions, interactions, grants, codes, refresh and access
    // tokens, each a JSON payload under its model and id, with the columns it is found by.
    up: (s) => [
      `CREATE TABLE ${s}.oauth_store (
         model text NOT NULL,
         id text NOT NULL,
         payload jsonb NOT NULL,
         grant_id text,
         uid text,
         expires_at timestamptz,
         PRIMARY KEY (model, id)
       )`,
      `CREATE INDEX oauth_store_grant ON ${s}.oauth_store (grant_id) WHERE grant_id IS NOT NULL`,
      `CREATE INDEX oauth_store_uid ON ${s}.oauth_store (model, uid) WHERE uid IS NOT NULL`,
      // A member's grants (Connected apps).
      `CREATE INDEX oauth_store_grants_of ON ${s}.oauth_store ((payload ->> 'accountId')) WHERE model = 'Grant'`,
    ],
  },
];
