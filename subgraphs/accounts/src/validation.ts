// The rules for what a member may type, each with the message the member sees. The web
// forms show these messages beside the field named in extensions.field.
import { BadUserInputError, looksLikeId } from '@pulse/kit';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;

/** Usernames that would collide with the web app's own routes (/{username} is a profile). */
export const RESERVED_USERNAMES = new Set([
  'about', 'admin', 'api', 'bookmarks', 'challenges', 'communities', 'community', 'contact', 'events',
  'explore', 'explorer', 'graphql', 'help', 'home', 'language', 'login', 'logout', 'me', 'messages',
  'notifications', 'post', 'posts', 'privacy', 'register', 'settings', 'shop', 'signup', 'status',
  'support', 'terms', 'user', 'users', 'avatars', 'wearables', 'meals', 'medical', 'calls', 'socket',
  // The web app's areas and the paths the server answers itself (validation.test.ts reads
  // them from areas.ts, app.tsx and the nginx config): a profile at /{username} must never
  // be hidden behind one.
  'health', 'healthz', 'media', 'sfu', 'assets',
]);

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw new BadUserInputError('Email is required', 'email');
  if (email.length > 254 || !EMAIL.test(email)) throw new BadUserInputError('Please enter a valid email address', 'email');
  return email;
}

export function validateUsername(raw: string): string {
  const username = raw.trim().replace(/^@/, '');
  if (!username) throw new BadUserInputError('Username is required', 'username');
  if (!USERNAME.test(username)) {
    throw new BadUserInputError('Username must be 3-30 characters: letters, numbers and underscores only', 'username');
  }
  if (/^\d+$/.test(username)) throw new BadUserInputError('Username must contain at least one letter', 'username');
  // findUser treats a 25-character value starting with c as an id, so such a username could
  // never be found by name.
  if (looksLikeId(username)) throw new BadUserInputError('This username is not available', 'username');
  if (RESERVED_USERNAMES.has(username.toLowerCase())) throw new BadUserInputError('This username is not available', 'username');
  return username;
}

export function validateName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw new BadUserInputError('Name is required', 'name');
  if (name.length > 50) throw new BadUserInputError('Name must be at most 50 characters', 'name');
  return name;
}

export function validatePassword(password: string, context: { email: string; username: string }): string {
  if (password.length < 8) throw new BadUserInputError('Password must be at least 8 characters', 'password');
  if (password.length > 128) throw new BadUserInputError('Password must be at most 128 characters', 'password');
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new BadUserInputError('Password must contain at least one letter and one number', 'password');
  }
  const lower = password.toLowerCase();
  if (lower === context.email || lower === context.username.toLowerCase()) {
    throw new BadUserInputError('Password must not be your email or username', 'password');
  }
  return password;
}

/** Empty clears the field; otherwise trimmed and capped. */
export function optionalText(raw: string | null | undefined, field: string, max: number): string | null | undefined {
  if (raw === undefined || raw === null) return undefined;
  const value = raw.trim();
  if (!value) return null;
  if (value.length > max) throw new BadUserInputError(`${field[0].toUpperCase()}${field.slice(1)} must be at most ${max} characters`, field);
  return value;
}

/** Links a member publishes must be web links: no javascript: or data: URLs on profiles. */
export function optionalUrl(raw: string | null | undefined, field: string, opts: { allowRelative?: boolean } = {}): string | null | undefined {
  const value = optionalText(raw, field, 2048);
  if (!value) return value;
  if (opts.allowRelative && /^\/[^/\\]/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // reported below
  }
  throw new BadUserInputError('Please enter a valid http(s) link', field);
}
