// What the OAuth server holds of a member (docs/member-data.md): the apps they connected, in their
// export (app and scopes, when granted; never a token), and every row of theirs (sessions,
// grants, codes, refresh and access tokens) removed with their account, their API tokens ended.
import type { MemberDataHooks } from '@pulse/kit';
import { STORE_TABLE } from './store.js';

export const oauthMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    out.json(
      'connected-apps',
      await conn.execute(
        `SELECT g.payload ->> 'clientId' AS "appId", a.name AS "appName", g.payload -> 'openid' ->> 'scope' AS scopes,
                to_timestamp((g.payload ->> 'iat')::bigint) AS "grantedAt"
           FROM ${services.schema}.${STORE_TABLE} g LEFT JOIN ${services.schema}.developer_apps a ON a.id = g.payload ->> 'clientId'
          WHERE g.model = 'Grant' AND g.payload ->> 'accountId' = ? ORDER BY "grantedAt"`,
        [memberId],
      ),
    );
  },
  async erase(services, memberId) {
    const table = `${services.schema}.${STORE_TABLE}`;
    const conn = services.orm.em.fork().getConnection();
    // Through the member's grants (indexed), then their short-lived sessions and interactions.
    await conn.execute(`DELETE FROM ${table} WHERE grant_id IN (SELECT id FROM ${table} WHERE model = 'Grant' AND payload ->> 'accountId' = ?)`, [memberId]);
    await conn.execute(`DELETE FROM ${table} WHERE model IN ('Session', 'Interaction') AND payload ->> 'accountId' = ?`, [memberId]);
    await services.revocations.revokeApiTokens({ userId: memberId });
  },
};
