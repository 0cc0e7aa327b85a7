// Where to go after signing in. Only same-site paths are honoured, so a crafted link cannot
// bounce a member to another site after login.

export interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

const AUTH_PAGES = new Set(['/login', '/register']);

export function returnPath(from: unknown, fallback = '/'): string {
  if (!from || typeof from !== 'object') return fallback;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return fallback;
  if (AUTH_PAGES.has(pathname)) return fallback;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
