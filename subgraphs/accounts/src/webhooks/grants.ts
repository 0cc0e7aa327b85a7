// Which members granted an app a scope: the OAuth server's grants (accounts.oauth_store, model
// 'Grant', written by oidc-provider through oauth/store.ts: one per approval, with the member
// as accountId, the app as clientId and the approved scopes in openid.scope). A grant stands
// until it expires or is revoked (Connected apps, or the app's deletion, deletes its rows), and
// counts only while its member is not suspended (the OAuth server refuses them tokens too).
// Personal access tokens are a member's own scripts, not an app: they never count.

type Run = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Of `memberIds`, those with a live grant to `appId` that holds `scope`. */
export async function membersGranting(run: Run, schema: string, now: Date, appId: string, scope: string, memberIds: readonly string[]): Promise<string[]> {
  if (!memberIds.length) return [];
  const rows = await run<{ user_id: string }>(
    `SELECT DISTINCT g.payload ->> 'accountId' AS user_id FROM ${schema}.oauth_store g
      WHERE g.model = 'Grant' AND g.payload ->> 'clientId' = ? AND (g.expires_at IS NULL OR g.expires_at > ?)
        AND ? = ANY (string_to_array(g.payload -> 'openid' ->> 'scope', ' '))
        AND g.payload ->> 'accountId' IN (SELECT jsonb_array_elements_text(?::jsonb))
        AND NOT EXISTS (SELECT 1 FROM platform.user_access a WHERE a.user_id = g.payload ->> 'accountId' AND a.suspended)`,
    [appId, now, scope, JSON.stringify(memberIds)],
  );
  return rows.map((r) => r.user_id);
}
