// Personal access tokens' limits and words (docs/developer-platform.md). Constants only: the
// inputs, the resolvers and the web client's form say the same.
export const TOKEN_NAME_MAX = 100;
export const TOKEN_NAME_REQUIRED = 'Name is required';
export const TOKEN_NAME_TOO_LONG = `Name is at most ${TOKEN_NAME_MAX} characters`;
/** The expiries a member may choose, in days. */
export const TOKEN_EXPIRIES_DAYS = [7, 30, 90, 365] as const;
export const TOKEN_EXPIRY_INVALID = 'Expiry must be 7, 30, 90 or 365 days';
export const TOKEN_SCOPES_REQUIRED = 'Choose at least one scope';
export const TOKEN_SCOPE_UNKNOWN = 'Unknown scope: {scope}';
export const TOKEN_ADMIN_SCOPE_REFUSED = 'Only admins and moderators can give a token the scope {scope}';
/** Live (not revoked, not expired) personal tokens a member may hold at once. */
export const MAX_LIVE_TOKENS = 50;
export const TOO_MANY_TOKENS = `You can have at most ${MAX_LIVE_TOKENS} personal access tokens; revoke one first`;
/** Revoked and expired tokens stay listed (with their status) this long, then go. */
export const ENDED_LISTED_DAYS = 30;
/** At most this many scopes in one request (there are 20). */
export const SCOPES_MAX = 40;
export const SCOPE_MAX_LENGTH = 40;
