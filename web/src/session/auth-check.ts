// Which failures of the start-up token check mean "this token is dead". Anything else (the
// network is down, the server restarts) must not sign a member out: they keep their token.

export const AUTH_CHECK_DELAY_MS = 100;

export const REJECTED_TOKEN_MARKERS = ['Invalid or expired token', 'malformed', '401'] as const;

interface ErrorLike {
  message?: unknown;
  graphQLErrors?: ReadonlyArray<{ message?: unknown; extensions?: Record<string, unknown> }>;
  networkError?: (ErrorLike & { statusCode?: unknown; result?: unknown }) | null;
  statusCode?: unknown;
}

/** Every piece of text an (Apollo) error carries, joined, for matching against the markers. */
export function errorText(error: unknown): string {
  if (error === null || error === undefined) return '';
  if (typeof error === 'string') return error;
  const e = error as ErrorLike;
  const parts: string[] = [];
  if (typeof e.message === 'string') parts.push(e.message);
  for (const g of e.graphQLErrors ?? []) if (typeof g.message === 'string') parts.push(g.message);
  if (typeof e.statusCode === 'number') parts.push(String(e.statusCode));
  if (e.networkError) {
    parts.push(errorText(e.networkError));
    const result = e.networkError.result as { errors?: Array<{ message?: unknown }> } | undefined;
    for (const g of result?.errors ?? []) if (typeof g.message === 'string') parts.push(g.message);
  }
  return parts.join(' | ');
}

export function isRejectedTokenError(error: unknown): boolean {
  const text = errorText(error);
  return REJECTED_TOKEN_MARKERS.some((marker) => text.includes(marker));
}
