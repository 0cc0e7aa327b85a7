// The scopes an app may ask for, in the plain words the consent screen shows: kit's scope table
// (kit/src/scopes.ts, which also maps them to operations). Health and medical scopes are shown
// apart, with a warning; admin scopes are granted to admins only.
import { SCOPES, SCOPE_NAMES } from '@pulse/kit';

export { isAdminScope } from '@pulse/kit';

export const SCOPE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(SCOPES.map((s) => [s.scope, s.words]));

export const API_SCOPES: readonly string[] = SCOPE_NAMES;

export const isSensitiveScope = (scope: string): boolean => /^(health|medical):/.test(scope);

/** The API scopes among a space-separated OAuth scope string, in the table's order. */
export function apiScopesOf(scope: string | undefined): string[] {
  const asked = new Set((scope ?? '').split(' ').filter(Boolean));
  return API_SCOPES.filter((s) => asked.has(s));
}
