// Tokens last 7 days; refreshing a day ahead keeps an active member signed in without ever
// sending a token that is about to die.

export const REFRESH_MARGIN_MS = 24 * 60 * 60 * 1000;

/** The `exp` of a JWT in epoch milliseconds, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function shouldRefresh(token: string, now: number, margin = REFRESH_MARGIN_MS): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - now <= margin;
}
