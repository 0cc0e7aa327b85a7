// The session cookie mirrors the stored token so server-rendered paths (media, REST downloads)
// can see the member; the bearer header stays the source of truth for the API.

export const TOKEN_KEY = 'auth_token';
export const COOKIE_MAX_AGE_SECONDS = 604800;

export function sessionCookie(token: string, secure = false): string {
  return `${TOKEN_KEY}=${encodeURIComponent(token)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(): string {
  return `${TOKEN_KEY}=; path=/; max-age=0; SameSite=Lax`;
}
